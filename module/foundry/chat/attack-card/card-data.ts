import type { AttackCardData, DamageAdjustment, StoredRoll } from "./data.ts";
import type { AttackCardModel } from "./model.ts";
import { asRowSituation } from "./situation.ts";
import { asDamageBreakdown } from "../breakdown/damage-breakdown.ts";

function stored(value: { request: object; roll: object }): StoredRoll {
  return { request: { ...value.request }, roll: { ...value.roll } };
}

/** Nullable stored rolls are typed as always present by fvtt-types; at runtime they are null until rolled. */
function storedOrNull(value: unknown): StoredRoll | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as { request?: unknown; roll?: unknown };
  return typeof v.request === "object" && v.request !== null && typeof v.roll === "object" && v.roll !== null
    ? stored({ request: v.request, roll: v.roll })
    : null;
}

function objectOrNull(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null ? { ...(value as Record<string, unknown>) } : null;
}

/** A nullable schema field is typed as always present by fvtt-types; at runtime it is null until the GM adjusts. */
function adjustmentOrNull(value: DamageAdjustment | null | undefined): DamageAdjustment | null {
  return value ? { mode: value.mode, from: value.from, to: value.to } : null;
}

/** The model's data as the plain card the transitions work on (requests are validated when a roll is read). */
export function cardData(model: AttackCardModel): AttackCardData {
  return {
    ruleset: model.ruleset,
    attacker: { ...model.attacker },
    targets: model.targets.map((row) => ({
      key: row.key,
      actorUuid: row.actorUuid,
      name: row.name,
      against: row.against,
      hitChance: row.hitChance,
      fromBehind: row.fromBehind,
      situation: asRowSituation(row.situation),
      attack: storedOrNull(row.attack),
      defense: { status: row.defense.status, roll: storedOrNull(row.defense.roll) },
      outcome: row.outcome,
      taken: row.taken.map((t) => ({ stepId: t.stepId, choice: t.choice, requestId: t.requestId })),
      damage: {
        status: row.damage.status,
        roll: storedOrNull(row.damage.roll),
        before: objectOrNull(row.damage.before),
        summary: row.damage.summary,
        breakdown: asDamageBreakdown(row.damage.breakdown),
        adjustment: adjustmentOrNull(row.damage.adjustment),
        follows: [...row.damage.follows],
        followUps: row.damage.followUps.map((f) => ({
          stepId: f.stepId,
          label: f.label,
          roll: stored(f.roll),
          summary: f.summary,
        })),
      },
    })),
    processed: [...model.processed],
    ticket: model.ticket,
  };
}
