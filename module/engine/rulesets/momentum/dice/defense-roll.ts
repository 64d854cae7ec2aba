import type { DiceRequest, FlatModifier } from "../../../core/dice/request.ts";
import type { RollResult } from "../../../core/dice/result.ts";
import { skillLevel, type MomentumActor, type MomentumCreature } from "../creature.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { effectsInForce } from "../status.ts";
import { DEFENSE_ROLL_TABLE, type DefenseRollKind } from "../tables/defense-rolls.ts";
import { SKILL_TABLE } from "../tables/skills.ts";
import { STAT_LABELS, statBonus } from "../tables/stats.ts";
import { d20Request } from "./d20.ts";
import type { EdgeSource } from "./edge.ts";

/**
 * Defense Rolls (seed 002): "The target must roll a d20 and add the corresponding Stat Bonus and Skill Level. They
 * succeed on their DR if they roll at least as high as the DR Power of the creature targeting them. The DR Power is
 * equal to the Primary Stat of the creature." "A creature can choose to fail their own DR. Objects automatically fail
 * all DR." The seed gives a DR no naturals (only attacks have them), so a DR is its total against the Power.
 */
export function drParts(creature: MomentumCreature, kind: DefenseRollKind): readonly FlatModifier[] {
  const row = DEFENSE_ROLL_TABLE[kind];
  return [
    { source: `${STAT_LABELS[row.stat]} Bonus`, value: statBonus(creature.stats[row.stat]) },
    { source: SKILL_TABLE[row.skill].label, value: skillLevel(creature, row.skill) },
  ];
}

/**
 * The DR value: what a DR adds to the d20. "a Constitution of 10 and an Endurance Skill Level of 3 (which leads to a
 * Constitution DR of 3)". Poison and Psychic damage subtract it "as if it were Armor".
 */
export function drValue(creature: MomentumCreature, kind: DefenseRollKind): number {
  // The sum of `drParts` without building their labels: the derivation reads all seven on every preparation.
  const row = DEFENSE_ROLL_TABLE[kind];
  return statBonus(creature.stats[row.stat]) + skillLevel(creature, row.skill);
}

/** "The DR Power is equal to the Primary Stat of the creature" (the Stat itself, not its bonus). */
export function drPower(source: MomentumCreature): number {
  return source.stats[source.archetype.primary];
}

export interface DefenseRollInput {
  readonly kind: DefenseRollKind;
  readonly defender: MomentumCreature;
  readonly power: number;
  readonly edges?: readonly EdgeSource[];
  /** Cover, Taking Cover and other bonuses (defense/cover.ts). */
  readonly bonuses?: readonly FlatModifier[];
}

export function defenseRollRequest(
  input: DefenseRollInput,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): DiceRequest {
  const label = `${STAT_LABELS[DEFENSE_ROLL_TABLE[input.kind].stat]} DR`;
  return d20Request(
    {
      label,
      modifiers: [...drParts(input.defender, input.kind), ...(input.bonuses ?? [])],
      edges: input.edges,
      target: { kind: "meet", value: input.power, source: "DR Power" },
    },
    options,
  );
}

/** Edges from the defender's conditions (Defending: "you have advantage on all your DR"). */
export function defenseRollEdges(actor: MomentumActor): readonly EdgeSource[] {
  return effectsInForce(actor).flatMap((e) =>
    e.effects.drEdge ? [{ source: e.condition, edge: e.effects.drEdge }] : [],
  );
}

export type DefenseRollReason = "roll" | "chosenFailure" | "object";

export interface DefenseRollOutcome {
  readonly success: boolean;
  readonly reason: DefenseRollReason;
  readonly total?: number;
}

/** Does the defender need to roll at all? Objects fail and a creature may fail on purpose, without a roll. */
export function automaticDefenseRoll(defender: MomentumCreature, chooseToFail = false): DefenseRollOutcome | undefined {
  if (defender.kind === "object") return { success: false, reason: "object" };
  if (chooseToFail) return { success: false, reason: "chosenFailure" };
  return undefined;
}

export function resolveDefenseRoll(result: RollResult): DefenseRollOutcome {
  if (result.success === undefined) throw new RangeError(`"${result.label}" was rolled without a DR Power`);
  return { success: result.success, reason: "roll", total: result.total };
}
