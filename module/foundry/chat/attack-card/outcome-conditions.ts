/**
 * The conditions a row's attack roll calls for (effects/outcome-room.ts), set once by the GM: the row is marked in
 * the card's ledger of handled requests, so a condition the GM later removes by hand is not set again.
 */
import { setAttackConditions } from "../../effects/apply-outcome.ts";
import { outcomeRoomFor } from "../../effects/outcome-rooms.ts";
import { actorAt } from "../../queries/actor-at.ts";
import { saveCard, type LoadedRow } from "../../queries/card-io.ts";
import { readStoredRoll } from "./stored-roll.ts";

export function outcomeMark(rowKey: string): string {
  return `outcome-${rowKey}`;
}

/** Sets the row's attack-roll conditions on attacker and target; true when the card was marked (saved). */
export async function setRowOutcomeConditions(
  { message, card, row }: LoadedRow,
  attacker: Actor.Implementation,
): Promise<boolean> {
  const mark = outcomeMark(row.key);
  const attack = card.processed.includes(mark) ? undefined : readStoredRoll(row.attack);
  // Nothing to set (a miss's ordinary roll, a ruleset whose attacks set none): no mark, no save.
  if (!attack || !outcomeRoomFor(card.ruleset)?.fromAttack(attack).length) return false;
  await setAttackConditions(card.ruleset, "attacker", attacker, attack);
  const target = await actorAt(row.actorUuid);
  if (target) await setAttackConditions(card.ruleset, "target", target, attack);
  await saveCard(message, { ...card, processed: [...card.processed, mark] });
  return true;
}
