/**
 * Pure transitions of the attack card. Each either returns the next card or refuses with a reason and changes
 * nothing; together they make every button idempotent: a second Defend, a second Apply, a replayed request id or
 * an Undo of something never applied is refused.
 */
import type { RollResult } from "../../../engine/core/dice/result.ts";
import type { Outcome as Result } from "../../../engine/core/outcome.ts";
import type { DamageBreakdown } from "../breakdown/damage-breakdown.ts";
import type { EndedCondition } from "../../effects/end-conditions.ts";
import type { AttackCardData, DamageAdjustment, FollowUpRoll, Outcome, StoredRoll, TargetRow } from "./data.ts";
import { effectsElsewhere, type EffectElsewhere } from "./elsewhere.ts";

export type CardRefusal =
  | "unknownTarget"
  | "replayed"
  | "alreadyDefended"
  | "attackMissed"
  | "damageSettled"
  | "notHit"
  | "nothingToUndo"
  | "stepSettled";

export type CardOutcome = Result<AttackCardData, CardRefusal>;

/**
 * How a ruleset reads an attack (and the defense, once rolled) into an outcome. `row` is the card row as stored when
 * the outcome is read, for a ruleset whose outcome depends on a choice taken on it (the manner of defense); the GM
 * passes it, and a ruleset that needs nothing from it ignores it. A room may answer `pending` while a roll it needs
 * is still to come.
 */
export type OutcomeResolver = (attack: RollResult, defense: RollResult | undefined, row?: TargetRow) => Outcome;

function refuse(card: AttackCardData, reason: CardRefusal): CardOutcome {
  return { ok: false, state: card, reason };
}

function withRow(card: AttackCardData, key: string, row: TargetRow, requestId: string): AttackCardData {
  return {
    ...card,
    targets: card.targets.map((r) => (r.key === key ? row : r)),
    processed: [...card.processed, requestId],
  };
}

/** Finds the row and checks the request id has not been seen; the common gate of every transition. */
function gate(card: AttackCardData, key: string, requestId: string): TargetRow | CardRefusal {
  if (card.processed.includes(requestId)) return "replayed";
  return card.targets.find((r) => r.key === key) ?? "unknownTarget";
}

export function recordDefense(
  card: AttackCardData,
  key: string,
  requestId: string,
  defense: { stored: StoredRoll; result: RollResult },
  attack: RollResult,
  resolve: OutcomeResolver,
): CardOutcome {
  const row = gate(card, key, requestId);
  if (typeof row === "string") return refuse(card, row);
  if (row.defense.status === "rolled") return refuse(card, "alreadyDefended");
  // Damage rolled ahead (automation) does not stop a defense; damage applied does.
  if (row.damage.status !== "none" && row.damage.status !== "rolled") return refuse(card, "damageSettled");
  if (row.outcome === "miss") return refuse(card, "attackMissed");
  const outcome = resolve(attack, defense.result, row);
  const next: TargetRow = {
    ...row,
    defense: { status: "rolled", roll: defense.stored },
    outcome,
    // A defense that turns the hit into a miss voids damage rolled ahead.
    damage: outcome === "hit" ? row.damage : { status: "none", roll: null, before: null, summary: "" },
  };
  return { ok: true, state: withRow(card, key, next, requestId) };
}

export function recordDamage(
  card: AttackCardData,
  key: string,
  requestId: string,
  damage: {
    stored: StoredRoll;
    before: Record<string, unknown>;
    summary: string;
    breakdown: DamageBreakdown;
    adjustment?: DamageAdjustment | undefined;
    follows?: readonly string[] | undefined;
    /** The damage decided a miss (a hit decided with its damage, combat-room.ts `AppliedDamage.missed`). */
    missed?: boolean | undefined;
  },
): CardOutcome {
  const row = gate(card, key, requestId);
  if (typeof row === "string") return refuse(card, row);
  if (row.outcome !== "hit") return refuse(card, "notHit");
  if (row.damage.status === "applied") return refuse(card, "damageSettled");
  const next: TargetRow = {
    ...row,
    ...(damage.missed === true ? { outcome: "miss" } : {}),
    damage: {
      status: "applied",
      roll: damage.stored,
      before: damage.before,
      summary: damage.summary,
      breakdown: damage.breakdown,
      adjustment: damage.adjustment ?? null,
      follows: [...(damage.follows ?? [])],
      followUps: [],
    },
  };
  return { ok: true, state: withRow(card, key, next, requestId) };
}

/**
 * The attack roll of a declared row (procedure/steps/declared-attack-roll.ts), rolled by the GM on the card: only
 * while the row has none, once; `outcome` is what the room reads from it (and any defense rolled before it), `against`
 * the number it had to beat.
 */
export function recordAttackRoll(
  card: AttackCardData,
  key: string,
  requestId: string,
  attack: StoredRoll,
  settled: { readonly outcome: Outcome; readonly against: number },
): CardOutcome {
  const row = gate(card, key, requestId);
  if (typeof row === "string") return refuse(card, row);
  if (row.attack !== null) return refuse(card, "stepSettled");
  const { outcome, against } = settled;
  return { ok: true, state: withRow(card, key, { ...row, attack, outcome, against }, requestId) };
}

/** Damage rolled ahead of Apply (automation): only on a hit, only once. */
export function recordDamageRoll(
  card: AttackCardData,
  key: string,
  requestId: string,
  stored: StoredRoll,
): CardOutcome {
  const row = gate(card, key, requestId);
  if (typeof row === "string") return refuse(card, row);
  if (row.outcome !== "hit") return refuse(card, "notHit");
  if (row.damage.status !== "none") return refuse(card, "damageSettled");
  const next: TargetRow = { ...row, damage: { ...row.damage, status: "rolled", roll: stored } };
  return { ok: true, state: withRow(card, key, next, requestId) };
}

export function recordUndo(card: AttackCardData, key: string, requestId: string): CardOutcome {
  const row = gate(card, key, requestId);
  if (typeof row === "string") return refuse(card, row);
  if (row.damage.status !== "applied" || row.damage.before === null) return refuse(card, "nothingToUndo");
  const next: TargetRow = { ...row, damage: { ...row.damage, status: "undone" } };
  return { ok: true, state: withRow(card, key, next, requestId) };
}

/** What a recorded choice does to its row besides recording it (recordChoice). */
export interface ChoiceOnRow {
  /** The outcome the choice decides (a hit the attacker turns into a miss). */
  readonly outcome?: Outcome | undefined;
  /** The defense test the choice rolled at once (the manner of defense). */
  readonly defense?: StoredRoll | undefined;
  /** The chance the attack hits once this choice is taken (procedure/step.ts `StepChoice`). */
  readonly hitChance?: number | undefined;
}

/**
 * A choice taken on a step that records only its choice (procedure/step.ts): once per step and row. A choice that
 * decides the row (a hit the attacker turns into a miss) passes `outcome`: refused once damage was applied, and a
 * damage roll made ahead for a hit no longer standing is dropped. A choice that is the manner of defense, made before
 * the attack is rolled, passes the defense test it rolled at once (`defense`): the row's defense, once. A choice made
 * before the attack is rolled that changes its odds (a Defend replacement Defense) passes them (`hitChance`): the
 * card's odds are then the ones the roll is made at; after the roll they stay the roll's.
 */
export function recordChoice(
  card: AttackCardData,
  key: string,
  requestId: string,
  taken: { readonly stepId: string; readonly choice: string },
  { outcome, defense, hitChance }: ChoiceOnRow = {},
): CardOutcome {
  const row = gate(card, key, requestId);
  if (typeof row === "string") return refuse(card, row);
  const before = row.taken ?? [];
  if (before.some((t) => t.stepId === taken.stepId)) return refuse(card, "stepSettled");
  if (defense && row.defense.status === "rolled") return refuse(card, "alreadyDefended");
  const decided = outcome === undefined ? {} : decide(row, outcome);
  if (decided === "damageSettled") return refuse(card, decided);
  const defended = defense ? { defense: { status: "rolled" as const, roll: defense } } : {};
  const odds = hitChance !== undefined && row.attack === null ? { hitChance } : {};
  const next: TargetRow = { ...row, ...decided, ...defended, ...odds, taken: [...before, { ...taken, requestId }] };
  return { ok: true, state: withRow(card, key, next, requestId) };
}

/** The row's outcome set by a choice, and its damage as that outcome leaves it. */
function decide(row: TargetRow, outcome: Outcome): Pick<TargetRow, "outcome" | "damage"> | "damageSettled" {
  if (row.damage.status === "applied") return "damageSettled";
  const damage = outcome === "hit" ? row.damage : { status: "none" as const, roll: null, before: null, summary: "" };
  return { outcome, damage };
}

/**
 * A follow-up roll the applied damage called for (data.ts `FollowUpRoll`): only while that damage stands, only a
 * step it called for, once each; `effects` are the condition effects it created, kept with the Undo snapshot so
 * Undo takes them away with the damage.
 */
export function recordFollowUp(
  card: AttackCardData,
  key: string,
  requestId: string,
  followUp: FollowUpRoll,
  effects: readonly string[],
  /** The follow-up steps this roll calls for in turn (each once). */
  then: readonly string[] = [],
  /** The conditions the roll ended, turned on again by Undo (damage-snapshot.ts `restore`). */
  ended: readonly EndedCondition[] = [],
  /** The condition effects it created on another creature than the target, kept with the snapshot too. */
  elsewhere: readonly EffectElsewhere[] = [],
): CardOutcome {
  const row = gate(card, key, requestId);
  if (typeof row === "string") return refuse(card, row);
  const { damage } = row;
  if (damage.status !== "applied" || damage.before === null) return refuse(card, "notHit");
  if (!(damage.follows ?? []).includes(followUp.stepId)) return refuse(card, "stepSettled");
  const taken = damage.followUps ?? [];
  if (taken.some((f) => f.stepId === followUp.stepId)) return refuse(card, "stepSettled");
  const earlier: unknown = damage.before.effects;
  const kept = Array.isArray(earlier) ? earlier.filter((id): id is string => typeof id === "string") : [];
  const endedEarlier: unknown = damage.before.ended;
  const ends = ended.map((e) => ({ status: e.status, flags: { ...e.flags } }));
  const allEnded = [...(Array.isArray(endedEarlier) ? (endedEarlier as unknown[]) : []), ...ends];
  const away = [...effectsElsewhere(damage.before), ...elsewhere];
  const next: TargetRow = {
    ...row,
    damage: {
      ...damage,
      before: {
        ...damage.before,
        effects: [...kept, ...effects],
        ...(allEnded.length ? { ended: allEnded } : {}),
        ...(away.length ? { elsewhere: away } : {}),
      },
      follows: [...new Set([...(damage.follows ?? []), ...then])],
      followUps: [...taken, followUp],
    },
  };
  return { ok: true, state: withRow(card, key, next, requestId) };
}
