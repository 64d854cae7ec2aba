import type { DiceRequest, FlatModifier, RollTarget } from "../../../core/dice/request.ts";
import type { RollResult } from "../../../core/dice/result.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { resolveEdge, type EdgeSource } from "./edge.ts";

/**
 * The one roll shape of `momentum`: a d20 plus flat numbers, with advantage or disadvantage (seed 002: "roll a d20
 * and add your weapon or Ability hit bonus"; "The target must roll a d20 and add the corresponding Stat Bonus and
 * Skill Level"). The seed's naturals ("If you roll a natural 20", "a natural 1") read the die that counted.
 */
export const D20_GROUP_ID = "d20";

export interface D20Input {
  readonly label: string;
  readonly modifiers: readonly FlatModifier[];
  readonly edges?: readonly EdgeSource[];
  readonly target?: RollTarget;
}

export function d20Request(input: D20Input, options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS): DiceRequest {
  const edge = resolveEdge(input.edges ?? [], options);
  const request: DiceRequest = {
    label: input.label,
    groups: [{ id: D20_GROUP_ID, source: "d20", count: 1, faces: 20, edge: edge.edge }],
    // A zero part says nothing on a chat card and only lengthens the formula.
    modifiers: input.modifiers.filter((m) => m.value !== 0),
    audit: edge.audit,
  };
  return input.target ? { ...request, target: input.target } : request;
}

/** The face of the d20 that counted (the better or worse of two under advantage or disadvantage). */
export function naturalRoll(result: RollResult): number {
  const die = result.groups.find((g) => g.id === D20_GROUP_ID)?.dice[0];
  if (!die) throw new RangeError(`"${result.label}" has no d20`);
  return die.chains[die.chosen]?.faces[0] ?? die.total;
}

/** Sum of a list of named parts (hit bonus, DR value, Evasion). */
export function sumParts(parts: readonly FlatModifier[]): number {
  return parts.reduce((sum, p) => sum + p.value, 0);
}
