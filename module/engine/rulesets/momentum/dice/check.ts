import type { DiceRequest, FlatModifier } from "../../../core/dice/request.ts";
import type { RollResult } from "../../../core/dice/result.ts";
import type { TieWinner } from "../../../core/odds/compare.ts";
import { winsOpposed } from "../../../core/odds/opposed.ts";
import { skillLevel, type MomentumActor, type MomentumCreature } from "../creature.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { effectsInForce } from "../status.ts";
import { SKILL_TABLE, type SkillId } from "../tables/skills.ts";
import { STAT_LABELS, statBonus, type StatId } from "../tables/stats.ts";
import { d20Request, naturalRoll } from "./d20.ts";
import type { EdgeSource } from "./edge.ts";

/**
 * Skill Checks and contests: the one dice mechanic the `momentum` excerpt names everywhere ("make a Skill Check
 * determined by the GM", "a First Aid Check against 8", "a Raw Force Check against 11", "If you succeed on an Athletics
 * or Raw Force Check against the target's …") but never spells out. Fray's mechanic, in this one place:
 *
 * - a check is a d20 + the Stat Bonus of the skill's governing Stat + the Skill Level, exactly like a Defense Roll
 *   ("roll a d20 and add the corresponding Stat Bonus and Skill Level"); setting `checkBonus: "skillOnly"` drops the
 *   Stat Bonus;
 * - against a number it succeeds when the total is at least that number (as attacks and DRs do: "at least as high");
 * - a natural 20 is a critical success and succeeds whatever the number (the "critical success" a Cooperative
 *   Cinematic Action can use); setting `naturalTwentyCriticalCheck`;
 * - a contest is two checks: the acting side must roll higher ("You succeed if you roll higher than your target";
 *   "if you beat their Perception Check"), so ties go to the other side; setting `contestTies`.
 *
 * docs/rules/momentum.md shows the odds (computed by core/odds and checked by a test).
 */
export interface CheckInput {
  readonly creature: MomentumCreature;
  readonly skill: SkillId;
  /** The Stat to add; default the skill's governing Stat. */
  readonly stat?: StatId;
  /** The number to reach ("a First Aid Check against 8"); omit for a contest. */
  readonly difficulty?: number;
  readonly edges?: readonly EdgeSource[];
  readonly modifiers?: readonly FlatModifier[];
  readonly label?: string;
}

/** The flat parts a check adds: the Stat Bonus (unless "skillOnly") and the Skill Level. */
export function checkParts(
  creature: MomentumCreature,
  skill: SkillId,
  stat: StatId = SKILL_TABLE[skill].stat,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): readonly FlatModifier[] {
  const level: FlatModifier = { source: SKILL_TABLE[skill].label, value: skillLevel(creature, skill) };
  if (options.checkBonus === "skillOnly") return [level];
  return [{ source: `${STAT_LABELS[stat]} Bonus`, value: statBonus(creature.stats[stat]) }, level];
}

export function checkRequest(input: CheckInput, options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS): DiceRequest {
  const label = input.label ?? `${SKILL_TABLE[input.skill].label} Check`;
  return d20Request(
    {
      label,
      modifiers: [...checkParts(input.creature, input.skill, input.stat, options), ...(input.modifiers ?? [])],
      edges: input.edges,
      target: input.difficulty === undefined ? undefined : { kind: "meet", value: input.difficulty, source: label },
    },
    options,
  );
}

/** Edges a creature's conditions put on its checks (Poisoned, Frightened). */
export function checkEdges(actor: MomentumActor): readonly EdgeSource[] {
  return effectsInForce(actor).flatMap((e) =>
    e.effects.checkEdge ? [{ source: e.condition, edge: e.effects.checkEdge }] : [],
  );
}

export interface CheckOutcome {
  readonly success: boolean;
  readonly critical: boolean;
  readonly natural: number;
  readonly total: number;
}

export function isCriticalCheck(natural: number, options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS): boolean {
  return options.naturalTwentyCriticalCheck && natural === 20;
}

/** A check against its difficulty. */
export function resolveCheck(result: RollResult, options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS): CheckOutcome {
  if (result.success === undefined) throw new RangeError(`"${result.label}" was rolled without a difficulty`);
  const natural = naturalRoll(result);
  const critical = isCriticalCheck(natural, options);
  return { success: critical || result.success, critical, natural, total: result.total };
}

export interface ContestOutcome {
  /** The acting side won. */
  readonly actorWins: boolean;
  readonly tie: boolean;
  /** actor total − target total. */
  readonly margin: number;
}

/** Does the acting side win a contest with these totals? */
export function actorWinsContest(actorTotal: number, targetTotal: number, options = DEFAULT_MOMENTUM_OPTIONS): boolean {
  return winsOpposed(actorTotal, targetTotal, contestTieWinner(options));
}

/** Whom a tied contest goes to, in core/odds' words: the acting side ("attacker") or its target. */
export function contestTieWinner(options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS): TieWinner {
  return options.contestTies === "actor" ? "attacker" : "defender";
}

export function resolveContest(
  actor: RollResult,
  target: RollResult,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): ContestOutcome {
  const margin = actor.total - target.total;
  return { actorWins: actorWinsContest(actor.total, target.total, options), tie: margin === 0, margin };
}
