import { recordDefense } from "../chat/attack-card/transitions.ts";
import { readStoredRoll, storeRoll } from "../chat/attack-card/stored-roll.ts";
import { combatRoomFor } from "../combat-rooms.ts";
import { isRefusal } from "../combat-room.ts";
import { FrayRoll } from "../dice/fray-roll.ts";
import { showRoll } from "../dice/dice3d.ts";
import { messageVisibility } from "../dice/roll-visibility.ts";
import { actorAt } from "./actor-at.ts";
import { saveCard, type LoadedRow } from "./card-io.ts";
import type { RowRequest } from "./payload.ts";
import { spendStamp } from "./proof.ts";
import { QUERY_NAMES, refuse, type QueryReply } from "./reply.ts";
import { settleRow } from "./settle.ts";
import { reactionGate } from "../combat/reactions.ts";

const NAME = QUERY_NAMES.defend;

/**
 * GM side of Defend: the row's defender must have stamped the request (its owner asked), the card must still
 * accept a defense, the ruleset must allow the reaction; then the GM rolls it, pays for it and records it.
 */
export function handleDefend(payload: unknown): Promise<QueryReply> {
  return settleRow(NAME, payload, { activeGmOnly: true }, async (request, loaded) => {
    const defender = await actorAt(loaded.row.actorUuid);
    if (!defender) return refuse(NAME, "unknownActor");
    const reply = await spendStamp(defender, request.requestId, "defend", () => defend(request, loaded, defender));
    return reply ?? refuse(NAME, "notOwner");
  });
}

async function defend(
  request: RowRequest,
  { message, card, row }: LoadedRow,
  defender: Actor.Implementation,
): Promise<QueryReply> {
  const room = combatRoomFor(card.ruleset);
  if (!room) return refuse(NAME, "noRuleset");
  const attack = readStoredRoll(row.attack);
  if (!attack) return refuse(NAME, "corruptAttack");
  // The encounter both fight in: own turn from its current combatant, one reaction per trigger (this card row).
  const attacker = await actorAt(card.attacker.actorUuid);
  const gate = reactionGate(defender, `${message.id ?? ""}.${row.key}`, attacker);
  if (gate.refusal) return refuse(NAME, gate.refusal.refused);
  const plan = room.planDefense(defender, attack, gate.ownTurn, row);
  if (isRefusal(plan)) return refuse(NAME, plan.refused);
  const roll = FrayRoll.fromRequest(plan.request);
  await roll.evaluate();
  await showRoll(roll, messageVisibility(message));
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
  await gate.record();
  return { ok: true };
}
