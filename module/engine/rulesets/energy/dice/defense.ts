/**
 * Defense rolls (seed): "Evasion Roll = 1d10* + Evasion", "Ranged Evasion Roll = 1d4* + Ranged Evasion", "Unarmed
 * Evasion Roll = 1d10* + Unarmed Evasion", "Fortitude Roll = 1d10* + Fortitude", "Will Roll = 1d10* + Will".
 * "*On any Defense roll, if you roll the highest number on the die, reroll it and add the result … You may continue
 * as long as the highest number on the die is rolled. Advantage and Disadvantage applies every time you would
 * normally roll the die once."
 *
 * World setting `defenseEdge`: "wholeRoll" (default) rolls the exploding die twice and keeps the better (worse)
 * total — one Foundry roll `{1d10x,1d10x}kh`; "eachRoll" makes every single roll of the die, bursts included, with
 * two dice (support/each-roll-edge.ts): a chained request (core/dice/chain.ts) whose first link is `2d10kh`, rolled
 * link by link while the kept face is the maximum. Without an edge both are the same plain `1d10x`.
 */
import { burstOnMax, type DiceRequest, type DieEdge, type FlatModifier } from "../../../core/dice/request.ts";
import { rollRequest } from "../../../core/dice/roll.ts";
import type { Rng } from "../../../core/dice/rng.ts";
import type { Distribution } from "../../../core/odds/distribution.ts";
import { requestDistribution } from "../../../core/odds/request.ts";
import type { DefenseKind } from "../defense/values.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";
import { linkRequest, rollEachRollChain, type LinkEdge } from "../support/each-roll-edge.ts";

export const DEFENSE_GROUP_ID = "defense";

export const DEFENSE_DIE: Readonly<Record<DefenseKind, number>> = {
  evasion: 10,
  rangedEvasion: 4,
  unarmedEvasion: 10,
  fortitude: 10,
  will: 10,
};

const LABEL: Readonly<Record<DefenseKind, string>> = {
  evasion: "Evasion roll",
  rangedEvasion: "Ranged Evasion roll",
  unarmedEvasion: "Unarmed Evasion roll",
  fortitude: "Fortitude roll",
  will: "Will roll",
};

export interface DefenseRollInput {
  readonly kind: DefenseKind;
  /** The defense's value (defense/values.ts). */
  readonly value: number;
  readonly edge?: DieEdge;
  readonly modifiers?: readonly FlatModifier[];
}

export type DefenseRollPlan =
  | { readonly mode: "wholeRoll"; readonly request: DiceRequest }
  | {
      readonly mode: "eachRoll";
      readonly label: string;
      readonly faces: number;
      readonly edge: LinkEdge;
      /** The chain's first link and the modifiers; rolled link by link while a link keeps the die's maximum. */
      readonly request: DiceRequest;
      /** Value plus modifiers, added to the chain total. */
      readonly flat: number;
    };

function modifiersOf(input: DefenseRollInput): FlatModifier[] {
  return [{ source: LABEL[input.kind].replace(" roll", ""), value: input.value }, ...(input.modifiers ?? [])];
}

export function defenseRollPlan(
  input: DefenseRollInput,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): DefenseRollPlan {
  const faces = DEFENSE_DIE[input.kind];
  const label = LABEL[input.kind];
  const edge = input.edge ?? "normal";
  const modifiers = modifiersOf(input);
  if (edge !== "normal" && options.defenseEdge === "eachRoll") {
    const flat = modifiers.reduce((sum, m) => sum + m.value, 0);
    const link = linkRequest(faces, edge, label);
    const request = { ...link, modifiers, chain: { on: faces } };
    return { mode: "eachRoll", label, faces, edge, request, flat };
  }
  const group = {
    id: DEFENSE_GROUP_ID,
    source: label,
    count: 1,
    faces,
    explode: burstOnMax(faces),
    ...(edge === "normal" ? {} : { edge }),
  };
  return { mode: "wholeRoll", request: { label, groups: [group], modifiers } };
}

/** Exact distribution of the roll's total (the core reads a chained request's links as the chain). */
export function defenseDistribution(plan: DefenseRollPlan): Distribution {
  return requestDistribution(plan.request);
}

/** The engine rolls the defense itself (tests, simulations). */
export function rollDefense(plan: DefenseRollPlan, rng: Rng): number {
  if (plan.mode === "wholeRoll") return rollRequest(plan.request, rng).total;
  return rollEachRollChain(plan.faces, plan.edge, rng, plan.label).total + plan.flat;
}
