/**
 * May a row's target still defend against its attack? Read from the stored row and the documents as they are: the
 * reaction gate of the encounter both fight in (its own turn, one reaction per trigger) and the room's own refusal
 * of the defense (cannot pay, incapacitated). A defense the target may still take is its to choose (Defend, or Take
 * the hit) before damage lands; one it cannot take holds nothing back. The GM's automation reads the same answer
 * (chat/attack-card/settled.ts), so auto-apply and the card's buttons never disagree.
 */
import type { TargetRow } from "../../chat/attack-card/data.ts";
import { readStoredRoll } from "../../chat/attack-card/stored-roll.ts";
import { isRefusal, type CombatRoom } from "../../combat-room.ts";
import { defenseCheck, rowTrigger } from "./defense-check.ts";
import type { StepContext } from "../step.ts";

/** The choice that declines a defense: no roll, no cost, the hit stands. */
export const TAKE_HIT_CHOICE = "takeHit";

/** The target chose to take the hit on one of the row's steps. */
export function tookTheHit(row: TargetRow): boolean {
  return row.taken?.some((t) => t.choice === TAKE_HIT_CHOICE) === true;
}

/**
 * Could the target still defend this row now? No on a miss, once defended or declined, or when the encounter or the
 * room refuses it the defense. A target this client cannot read is taken to be able to (the GM, who reads every
 * document, decides).
 */
export function targetMayDefend(room: CombatRoom, ctx: StepContext): boolean {
  const { row, target, attacker } = ctx;
  if (row.outcome === "miss" || row.defense.status === "rolled" || tookTheHit(row)) return false;
  if (!target) return row.actorUuid !== "";
  const attack = readStoredRoll(row.attack);
  // A row whose attack cannot be read back is settled by nobody: the defense step refuses it too.
  if (!attack) return true;
  return !isRefusal(
    defenseCheck(room, { target, attacker, attack, row, trigger: rowTrigger(ctx.messageId ?? "", row) }),
  );
}
