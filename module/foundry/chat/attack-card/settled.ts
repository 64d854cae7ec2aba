import { combatRoomFor } from "../../combat-rooms.ts";
import { targetMayDefend, tookTheHit } from "../../procedure/steps/may-defend.ts";
import { actorAt } from "../../queries/actor-at.ts";
import { type LoadedRow } from "../../queries/card-io.ts";

/**
 * Is this row's hit final, so damage may be applied without anyone clicking? It is once the target has defended or
 * taken the hit, or when it cannot defend at all: the running combat refuses it a reaction (one per trigger, its own
 * turn …) or its ruleset refuses the defense (`bonus`: Winded, Vigor short, incapacitated; `energy`: cannot roll
 * Evasion). A target that still may defend keeps its chance: auto-apply waits for its Defend.
 */
export async function isSettledHit({ message, card, row }: LoadedRow): Promise<boolean> {
  if (row.outcome !== "hit") return false;
  if (row.defense.status === "rolled" || tookTheHit(row)) return true;
  const target = await actorAt(row.actorUuid);
  const room = combatRoomFor(card.ruleset);
  if (!target || !room) return false;
  const attacker = await actorAt(card.attacker.actorUuid);
  return !targetMayDefend(room, { card, row, target, attacker, messageId: message.id ?? undefined });
}
