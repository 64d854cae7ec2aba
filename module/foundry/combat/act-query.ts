/**
 * `fray.combatAct`, GM side: a player uses a control of their own combatant from the tracker (any control its room
 * declares for the owner: Pass, roll Initiative to interrupt …); only the GM writes Combat and Combatant state. The
 * combatant's actor must carry the request's stamp (its owner asked; queries/proof.ts), the stamp is used up
 * whatever the answer (a replay proves nothing), and the room does the act from the stored state, exactly as for
 * the GM's own click.
 */
import { withCardLock } from "../queries/lock.ts";
import { spendStamp } from "../queries/proof.ts";
import type { QueryRoute } from "../queries/relay.ts";
import { QUERY_NAMES, refuse, type QueryReply } from "../queries/reply.ts";
import { parseCombatActPayload, type CombatActPayload } from "./act-payload.ts";
import { controlRefusalCode, declaredControl, doControl } from "./control-check.ts";
import type { CombatEconomyRoom } from "./room.ts";
import { roomOf } from "./rooms.ts";

const NAME = QUERY_NAMES.combatAct;

async function act(
  room: CombatEconomyRoom,
  combatant: Combatant.Implementation,
  request: CombatActPayload,
): Promise<QueryReply> {
  const args = request.choice === undefined ? {} : { choice: request.choice };
  const code = controlRefusalCode(declaredControl(room, combatant, request.act), args, "owner");
  if (code) return refuse(NAME, code);
  const refusal = await doControl(room, combatant, request.act, args);
  // The room's own key and data cross whole, so the player reads the reason the GM's click would show.
  return refusal ? refuse(NAME, refusal.refused, refusal.data) : { ok: true };
}

export function handleCombatAct(payload: unknown): Promise<QueryReply> {
  const request = parseCombatActPayload(payload);
  if (!request) return Promise.resolve(refuse(NAME, "malformed"));
  if (game.users.activeGM?.isSelf !== true) return Promise.resolve(refuse(NAME, "notActiveGm"));
  // One act per combat at a time: two Initiative rolls racing would each read the other's once-per-Round use unspent.
  return withCardLock(`Combat.${request.combatId}`, async () => {
    // A deleted or never-existing id gives undefined, whatever the collection's typing says.
    const combat = game.combats.get(request.combatId) as Combat.Stored | undefined;
    const combatant = combat?.started ? combat.combatants.get(request.combatantId) : undefined;
    const actor = combatant?.actor;
    const room = combatant ? roomOf(combatant) : undefined;
    if (!combat || !combatant || !actor || !room) return refuse(NAME, "unknownCombatant");
    const reply = await spendStamp(actor, request.requestId, "combatAct", () => act(room, combatant, request));
    return reply ?? refuse(NAME, "notOwner");
  });
}

export const COMBAT_ACT_ROUTE: QueryRoute = { name: NAME, kind: "combatAct", handler: handleCombatAct };
