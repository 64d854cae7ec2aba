import { recordDefense } from "../chat/attack-card/transitions.ts";
import { readStoredRoll, storeRoll } from "../chat/attack-card/stored-roll.ts";
import { combatRoomFor } from "../combat-rooms.ts";
import { isRefusal } from "../combat-room.ts";
import { FrayRoll } from "../dice/fray-roll.ts";
import { actorAt, loadRow, saveCard } from "./card-io.ts";
import { withCardLock } from "./lock.ts";
import { parseRowRequest } from "./payload.ts";
import { clearStamp, hasStamp } from "./proof.ts";
import { QUERY_NAMES, refuse, type QueryReply } from "./reply.ts";

const NAME = QUERY_NAMES.defend;

/** Is it the defender's own turn in the running combat? (`bonus`: no reactions during your own turn.) */
function isOwnTurn(defender: Actor.Implementation): boolean {
  return game.combat?.combatant?.actor?.id === defender.id && defender.id !== null;
}

/**
 * GM side of Defend: the row's defender must have stamped the request (its owner asked), the card must still
 * accept a defense, the ruleset must allow the reaction; then the GM rolls it, pays for it and records it.
 */
export function handleDefend(payload: unknown): Promise<QueryReply> {
  const request = parseRowRequest(payload);
  if (!request) return Promise.resolve(refuse(NAME, "malformed"));
  return withCardLock(request.messageId, async () => {
    const loaded = loadRow(request);
    if (typeof loaded === "string") return refuse(NAME, loaded);
    const { message, card, row } = loaded;
    const defender = await actorAt(row.actorUuid);
    if (!defender) return refuse(NAME, "unknownActor");
    if (!hasStamp(defender, request.requestId, "defend")) return refuse(NAME, "notOwner");
    const room = combatRoomFor(card.ruleset);
    if (!room) return refuse(NAME, "noRuleset");
    const attack = readStoredRoll(row.attack);
    if (!attack) return refuse(NAME, "corruptAttack");
    const plan = room.planDefense(defender, attack, isOwnTurn(defender), row.against);
    if (isRefusal(plan)) return refuse(NAME, plan.refused);
    const roll = FrayRoll.fromRequest(plan.request);
    await roll.evaluate();
    const result = roll.interpret(plan.request);
    const next = recordDefense(
      card,
      row.key,
      request.requestId,
      { stored: storeRoll(plan.request, roll), result },
      attack,
      room.resolve,
    );
    if (!next.ok) return refuse(NAME, next.reason);
    await defender.update({ system: plan.payment });
    await saveCard(message, next.state);
    await clearStamp(defender);
    return { ok: true };
  });
}
