/**
 * The bonus die rank of one roll (seed 000): "Bonus dice will be d10 unless you are wounded or suffering Challenges
 * to the roll, in which case they will drop a step … Bonus dice cannot be reduced below d4"; a Charge increases
 * "all bonus dice, from all sources … one rank, from d10 to d12, and d12 to d20"; "Charges will counter challenges
 * on a 1 to 1 basis, negating each other". Effect rolls (damage) "only benefit from the effects of a charge, and
 * only suffer from a challenge if explicitly stated so", while "being wounded reduces the rank of all bonus dice to
 * action and effect rolls".
 *
 * Fray nets every step first and clamps once (docs/rules/bonus.md): charges cancel challenges pairwise, then any
 * charges left offset Wounded, and only what remains moves the die, one rung per remaining source.
 */
import type { AuditEntry } from "../../../core/dice/audit.ts";
import type { Sourced } from "../../../core/dice/request.ts";
import { stepDie, type LadderDie } from "../../../core/dice/steps.ts";

/** "Bonus dice will be d10 unless …". */
export const DEFAULT_BONUS_DIE: LadderDie = 10;
export const WOUNDED_SOURCE = "Wounded";

/** Action rolls (attack, defense, checks, initiative) take every challenge; effect rolls (damage) only some. */
export type RollKind = "action" | "effect";

/** A challenge to a roll. By default it only challenges action rolls ("only challenges the bonus dice added to the
 * attack roll"); set `appliesToEffect` when the rule says it also hits effect rolls (Off-hand: "to hit and damage"). */
export interface Challenge extends Sourced {
  readonly appliesToEffect?: boolean;
}

/** A charge (or any "something increases your bonus dice rank", e.g. a special ability). Applies to every roll. */
export type Charge = Sourced;

export interface RankInput {
  readonly roll: RollKind;
  readonly charges?: readonly Charge[];
  readonly challenges?: readonly Challenge[];
  readonly wounded?: boolean;
}

export interface BonusRank {
  readonly faces: LadderDie;
  /** Net steps after cancelling (+ up, − down), before clamping. */
  readonly net: number;
  readonly clamped: "floor" | "ceiling" | null;
  /** Cancel and step entries, in the order they were applied. */
  readonly audit: readonly AuditEntry[];
}

/** The challenges that touch this kind of roll. */
export function challengesFor(roll: RollKind, challenges: readonly Challenge[]): Challenge[] {
  return roll === "action" ? [...challenges] : challenges.filter((challenge) => challenge.appliesToEffect === true);
}

export function bonusDieRank(input: RankInput): BonusRank {
  const ups: Sourced[] = [...(input.charges ?? [])];
  // Wounded goes last: charges counter challenges first, as the seed says, and only then offset Wounded.
  const downs: Sourced[] = challengesFor(input.roll, input.challenges ?? []);
  if (input.wounded === true) downs.push({ source: WOUNDED_SOURCE });
  const audit: AuditEntry[] = [];
  const pairs = Math.min(ups.length, downs.length);
  for (let i = 0; i < pairs; i++) {
    audit.push({ type: "cancel", source: ups[i]?.source ?? "", against: downs[i]?.source ?? "" });
  }
  const remaining = ups.length > downs.length ? ups.slice(pairs) : downs.slice(pairs);
  const direction = ups.length > downs.length ? 1 : -1;
  let faces: LadderDie = DEFAULT_BONUS_DIE;
  let clamped: "floor" | "ceiling" | null = null;
  for (const step of remaining) {
    const moved = stepDie(faces, direction, step.source);
    audit.push(moved.audit);
    faces = moved.faces;
    clamped = moved.clamped ?? clamped;
  }
  return { faces, net: ups.length - downs.length, clamped, audit };
}
