/**
 * What an attack costs in a started combat: the room's price for the dialog's choices against its targets
 * (`CombatRoom.attackSpend`), else the Attack action. The attack flow pays it; the GM prices a player's card again
 * from the card itself to check it against the spend its ticket paid (attack-tickets.ts).
 */
import type { AttackSpend, CombatRoom, RollChoices } from "../combat-room.ts";

export function attackSpendOf(
  room: CombatRoom,
  attack: { readonly attacker: Actor.Implementation; readonly item: Item.Implementation },
  choices: RollChoices,
  targets: readonly Actor.Implementation[],
): AttackSpend {
  return room.attackSpend?.(attack.attacker, attack.item, choices, targets) ?? { action: "attack" };
}
