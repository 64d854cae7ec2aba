import { recordDamage, recordUndo } from "../chat/attack-card/transitions.ts";
import { readStoredRoll, storeRoll } from "../chat/attack-card/stored-roll.ts";
import { combatRoomFor } from "../combat-rooms.ts";
import { isRefusal } from "../combat-room.ts";
import { FrayRoll } from "../dice/fray-roll.ts";
import { actorAt, loadRow, saveCard } from "./card-io.ts";
import { withCardLock } from "./lock.ts";
import { parseRowRequest } from "./payload.ts";
import { clearStamp, hasStamp } from "./proof.ts";
import { QUERY_NAMES, refuse, type QueryReply } from "./reply.ts";

const APPLY = QUERY_NAMES.applyDamage;
const UNDO = QUERY_NAMES.undoDamage;

/**
 * GM side of Apply damage: asked by the attacker's owner (stamped on the attacking actor) or by a GM. The GM rolls
 * the damage from the attacker's weapon as it is now, applies it through the ruleset's damage rules and keeps the
 * target's data from before so Undo can restore it.
 */
export function handleApplyDamage(payload: unknown): Promise<QueryReply> {
  const request = parseRowRequest(payload);
  if (!request) return Promise.resolve(refuse(APPLY, "malformed"));
  return withCardLock(request.messageId, async () => {
    const loaded = loadRow(request);
    if (typeof loaded === "string") return refuse(APPLY, loaded);
    const { message, card, row } = loaded;
    const attacker = await actorAt(card.attacker.actorUuid);
    if (!attacker) return refuse(APPLY, "unknownActor");
    if (!hasStamp(attacker, request.requestId, "applyDamage")) return refuse(APPLY, "notOwner");
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
    const roll = FrayRoll.fromRequest(damageRequest);
    await roll.evaluate();
    const attack = readStoredRoll(row.attack);
    const applied = room.applyDamage(target, { item, ...(attack ? { attack } : {}) }, roll.interpret(damageRequest));
    if (isRefusal(applied)) return refuse(APPLY, applied.refused);
    const before = snapshot(target, applied.items);
    const next = recordDamage(card, row.key, request.requestId, {
      stored: storeRoll(damageRequest, roll),
      before,
      summary: applied.summary,
    });
    if (!next.ok) return refuse(APPLY, next.reason);
    await target.update({ system: applied.system });
    if (applied.items.length) await target.updateEmbeddedDocuments("Item", [...applied.items]);
    await saveCard(message, next.state);
    await clearStamp(attacker);
    return { ok: true };
  });
}

/** GM only: restore the target's data from before the damage. Players asking are refused. */
export function handleUndoDamage(payload: unknown, requester: User.Implementation): Promise<QueryReply> {
  const request = parseRowRequest(payload);
  if (!request) return Promise.resolve(refuse(UNDO, "malformed"));
  if (!requester.isGM) return Promise.resolve(refuse(UNDO, "gmOnly"));
  return withCardLock(request.messageId, async () => {
    const loaded = loadRow(request);
    if (typeof loaded === "string") return refuse(UNDO, loaded);
    const { message, card, row } = loaded;
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

async function restore(target: Actor.Implementation, before: Record<string, unknown>): Promise<void> {
  const system = before.system;
  if (typeof system === "object" && system !== null) await target.update({ system });
  const items = before.items;
  if (Array.isArray(items) && items.length) {
    await target.updateEmbeddedDocuments("Item", items as Record<string, unknown>[]);
  }
}
