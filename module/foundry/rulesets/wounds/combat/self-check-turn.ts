/** The `wounds` self-check's turn handling: the GM ends turns until a creature acts, as from the tracker. */
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { Skirmish } from "../../../self-check/skirmish.ts";

export async function turnOf(s: Skirmish, actor: Actor.Implementation): Promise<void> {
  const combat = need(s.combat, "the combat");
  for (let ended = 0; ended < combat.turns.length && combat.combatant?.actor?.id !== actor.id; ended += 1) {
    await combat.nextTurn();
  }
  expectEqual("the combatant to act", actor.id, combat.combatant?.actor?.id);
}
