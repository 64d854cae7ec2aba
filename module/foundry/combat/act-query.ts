/**
 * `fray.combatAct`, GM side: a player acts for their own combatant from the tracker (energy: Pass, roll Initiative
 * to interrupt another creature); only the GM writes Combat and Combatant state. The combatant's actor must carry
 * the request's stamp (its owner asked; queries/proof.ts), the stamp is used up whatever the answer (a replay proves
 * nothing), and the ruleset room does the act from the stored state, exactly as for the GM's own click.
 */
import { withCardLock } from "../queries/lock.ts";
import { spendStamp } from "../queries/proof.ts";
import type { QueryRoute } from "../queries/relay.ts";
import { QUERY_NAMES, refuse, type QueryReply } from "../queries/reply.ts";
import { parseCombatActPayload, type CombatActPayload } from "./act-payload.ts";
import type { CombatEconomyRoom } from "./room.ts";
import { roomOf } from "./rooms.ts";

const NAME = QUERY_NAMES.combatAct;

async function act(
  room: CombatEconomyRoom,
  combatants: { get(id: string): Combatant.Implementation | undefined },
  combatant: Combatant.Implementation,
  request: CombatActPayload,
): Promise<QueryReply> {
  if (request.act === "pass") {
    if (!room.passRound) return refuse(NAME, "unsupported");
    const refusal = await room.passRound(combatant);
    return refusal ? refuse(NAME, refusal.refused.split(".").at(-1) ?? "refused") : { ok: true };
  }
  // Interrupt another creature of the same combat.
  const against = combatants.get(request.against);
  if (!against || against.id === combatant.id) return refuse(NAME, "unknownOpponent");
  if (!room.rollInterrupt) return refuse(NAME, "unsupported");
  await room.rollInterrupt(combatant, against);
  return { ok: true };
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
    const reply = await spendStamp(actor, request.requestId, "combatAct", () =>
      act(room, combat.combatants, combatant, request),
    );
    return reply ?? refuse(NAME, "notOwner");
  });
}

export const COMBAT_ACT_ROUTE: QueryRoute = { name: NAME, kind: "combatAct", handler: handleCombatAct };
