import type { AttackCardData } from "../chat/attack-card/data.ts";
import { rolledAhead, rollDamage } from "../chat/attack-card/damage-roll.ts";
import { recordDamage, recordUndo } from "../chat/attack-card/transitions.ts";
import { readStoredRoll } from "../chat/attack-card/stored-roll.ts";
import { combatRoomFor } from "../combat-rooms.ts";
import { isRefusal } from "../combat-room.ts";
import { messageVisibility } from "../dice/roll-visibility.ts";
import { removeConditions, setDamageConditions } from "../effects/apply-outcome.ts";
import { actorAt } from "./actor-at.ts";
import { saveCard, type LoadedRow } from "./card-io.ts";
import { parseRowRequest } from "./payload.ts";
import { spendStamp } from "./proof.ts";
import { QUERY_NAMES, refuse, type QueryReply } from "./reply.ts";
import { settleRow } from "./settle.ts";

const APPLY = QUERY_NAMES.applyDamage;
const UNDO = QUERY_NAMES.undoDamage;

/**
 * GM side of Apply damage: asked by the attacker's owner (stamped on the attacking actor) or by a GM. The GM rolls
 * the damage from the attacker's weapon as it is now (or takes the roll made ahead, see damage-roll.ts), applies it
 * through the ruleset's damage rules and keeps the target's data from before so Undo can restore it.
 */
export function handleApplyDamage(payload: unknown): Promise<QueryReply> {
  return settleRow(APPLY, payload, { activeGmOnly: true }, async (request, loaded) => {
    const attacker = await actorAt(loaded.card.attacker.actorUuid);
    if (!attacker) return refuse(APPLY, "unknownActor");
    const reply = await spendStamp(attacker, request.requestId, "applyDamage", () =>
      applyDamage({ ...loaded, requestId: request.requestId }, attacker),
    );
    return reply ?? refuse(APPLY, "notOwner");
  });
}

/**
 * The GM applying a row's damage on its own authority: the world's auto-apply setting asked (chat/attack-card/
 * auto-damage.ts), so there is no requester's stamp; the caller holds the card lock and checked the card's author.
 */
export function applyDamageAsGm(loaded: LoadedRow, attacker: Actor.Implementation): Promise<QueryReply> {
  return applyDamage({ ...loaded, requestId: foundry.utils.randomID(16) }, attacker);
}

async function applyDamage(
  { message, card, row, requestId }: LoadedRow & { readonly requestId: string },
  attacker: Actor.Implementation,
): Promise<QueryReply> {
  const target = await actorAt(row.actorUuid);
  if (!target) return refuse(APPLY, "unknownTarget");
  const item = attacker.items.get(card.attacker.itemId);
  const room = combatRoomFor(card.ruleset);
  if (!room || !item) return refuse(APPLY, !room ? "noRuleset" : "unknownItem");
  if (row.outcome !== "hit" || row.damage.status === "applied") {
    return refuse(APPLY, row.outcome !== "hit" ? "notHit" : "damageSettled");
  }
  const damageRequest = room.planDamage(attacker, item);
  if (isRefusal(damageRequest)) return refuse(APPLY, damageRequest.refused);
  const damage = rolledAhead(row, damageRequest) ?? (await rollDamage(damageRequest, messageVisibility(message)));
  const attack = readStoredRoll(row.attack);
  const applied = room.applyDamage(target, { item, ...(attack ? { attack } : {}) }, damage.result);
  if (isRefusal(applied)) return refuse(APPLY, applied.refused);
  const before = snapshot(target, applied.items);
  const next = recordDamage(card, row.key, requestId, { stored: damage.stored, before, summary: applied.summary });
  if (!next.ok) return refuse(APPLY, next.reason);
  await target.applyDamage(applied);
  // Conditions the hit leaves (unconscious at 0 Stamina / Health …); Undo takes away the effects created here.
  const effects = await setDamageConditions(card.ruleset, target);
  await saveCard(message, effects.length ? withEffects(next.state, row.key, effects) : next.state);
  return { ok: true };
}

/** GM only: restore the target's data from before the damage. Players asking are refused. */
export function handleUndoDamage(payload: unknown, requester: User.Implementation): Promise<QueryReply> {
  if (!requester.isGM) return Promise.resolve(refuse(UNDO, parseRowRequest(payload) ? "gmOnly" : "malformed"));
  return settleRow(UNDO, payload, { activeGmOnly: false }, async (request, { message, card, row }) => {
    const target = await actorAt(row.actorUuid);
    if (!target) return refuse(UNDO, "unknownTarget");
    const next = recordUndo(card, row.key, request.requestId);
    if (!next.ok || row.damage.before === null) return refuse(UNDO, next.ok ? "nothingToUndo" : next.reason);
    await restore(target, row.damage.before);
    await saveCard(message, next.state);
    return { ok: true };
  });
}

/** The target's data and the items damage will change, as they are before it: what Undo restores. */
function snapshot(
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

/** The card with the ids of the condition effects this row's damage created, kept with the Undo snapshot. */
function withEffects(card: AttackCardData, key: string, effects: readonly string[]): AttackCardData {
  return {
    ...card,
    targets: card.targets.map((row) =>
      row.key === key && row.damage.before
        ? { ...row, damage: { ...row.damage, before: { ...row.damage.before, effects: [...effects] } } }
        : row,
    ),
  };
}

async function restore(target: Actor.Implementation, before: Record<string, unknown>): Promise<void> {
  const effects = before.effects;
  if (Array.isArray(effects)) {
    await removeConditions(
      target,
      effects.filter((id): id is string => typeof id === "string"),
    );
  }
  const system = before.system;
  if (typeof system === "object" && system !== null) await target.update({ system });
  const items = before.items;
  if (Array.isArray(items) && items.length) {
    await target.updateEmbeddedDocuments("Item", items as Record<string, unknown>[]);
  }
}
