/**
 * What Undo restores: the target's data and the items damage will change, as they were before it, the ids of the
 * condition effects the damage created (and those its follow-ups set on another creature, elsewhere.ts), the
 * conditions it ended, and the same for each other creature the damage struck (damage-others.ts; kept with the
 * snapshot on the card row; GM only).
 */
import { removeConditions } from "../../effects/apply-outcome.ts";
import { restoreConditions, type EndedCondition } from "../../effects/end-conditions.ts";
import { actorAt } from "../../queries/actor-at.ts";
import { damagedElsewhere, effectsElsewhere, type DamagedElsewhere } from "./elsewhere.ts";
import type { AttackCardData } from "./data.ts";

export function snapshot(
  target: Actor.Implementation,
  itemUpdates: readonly Record<string, unknown>[],
): Record<string, unknown> {
  const items = itemUpdates.flatMap((update) => {
    const item = typeof update._id === "string" ? target.items.get(update._id) : undefined;
    const system: unknown = item?.toObject().system;
    return item ? [{ _id: item.id, system }] : [];
  });
  const system: unknown = target.toObject().system;
  return { system, items };
}

/** The ended conditions as the snapshot stores them. */
export function storedEnded(ended: readonly EndedCondition[]): Record<string, unknown>[] {
  return ended.map((e) => ({ status: e.status, flags: { ...e.flags } }));
}

/**
 * The card with the ids of the condition effects this row's damage created, the conditions it ended and the other
 * creatures it struck, kept with the Undo snapshot.
 */
export function withEffects(
  card: AttackCardData,
  key: string,
  effects: readonly string[],
  ended: readonly EndedCondition[] = [],
  others: readonly DamagedElsewhere[] = [],
): AttackCardData {
  const kept = (before: Record<string, unknown>) => ({
    ...before,
    ...(effects.length ? { effects: [...effects] } : {}),
    ...(ended.length ? { ended: storedEnded(ended) } : {}),
    ...(others.length ? { others: others.map((o) => ({ actorUuid: o.actorUuid, before: { ...o.before } })) } : {}),
  });
  return {
    ...card,
    targets: card.targets.map((row) =>
      row.key === key && row.damage.before
        ? { ...row, damage: { ...row.damage, before: kept(row.damage.before) } }
        : row,
    ),
  };
}

export async function restore(target: Actor.Implementation, before: Record<string, unknown>): Promise<void> {
  const effects = before.effects;
  if (Array.isArray(effects)) {
    await removeConditions(
      target,
      effects.filter((id): id is string => typeof id === "string"),
    );
  }
  // A follow-up's effect on another creature (elsewhere.ts), if that creature is still there.
  for (const { actorUuid, effectId } of effectsElsewhere(before)) {
    const actor = await actorAt(actorUuid);
    if (actor) await removeConditions(actor, [effectId]);
  }
  const system = before.system;
  if (typeof system === "object" && system !== null) await target.update({ system });
  const items = before.items;
  if (Array.isArray(items) && items.length) {
    await target.updateEmbeddedDocuments("Item", items as Record<string, unknown>[]);
  }
  await restoreConditions(target, before.ended);
  // Each other creature the damage struck (damage-others.ts), if it is still there.
  for (const other of damagedElsewhere(before)) {
    const actor = await actorAt(other.actorUuid);
    if (actor) await restore(actor, { ...other.before, others: [] });
  }
}
