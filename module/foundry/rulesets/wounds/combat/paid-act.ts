/**
 * An act from the Actions section that names what it handles, declared over turns, takes effect (seed 004: "continue to
 * spend all AP on each of your subsequent turns until the total cost has been spent, at which point the action takes
 * effect"; rules page decision 214). Its spend id (`castSpell:<itemId>`, `useObject:item:<id>`, `useAbility:<id>`,
 * `retrieveStow:<container>`) is kept as the act's aim (spend.ts); when the boundary pays its last AP the GM reads the
 * item again from the caster's own documents and posts the act's card as taking effect now, with the stamina spent
 * then ("the stamina is spent when the action takes effect") and the item's text. The mana was paid when the spell was
 * declared (decision 188) and is not said again. An item gone meanwhile posts nothing more than the boundary's line.
 */
import { isRefusal } from "../../../combat-room.ts";
import { actorActItems } from "./actor-act-items.ts";
import { askedCast } from "./cast.ts";
import { postItemAct, type PaidCreatures } from "./item-act-chat.ts";
import { itemAct } from "./item-acts.ts";
import { postSpellCast } from "./spell-cast-chat.ts";

/** GM: the act `aim` names takes effect; false when the aim names no such act (another act's aim). */
export async function completePaidAct(
  combatant: Combatant.Implementation,
  aim: string,
  creatures: PaidCreatures,
): Promise<boolean> {
  const spell = askedCast(combatant.actor, aim);
  if (spell && !isRefusal(spell)) {
    await postSpellCast(combatant, spell, true, creatures, false);
    return true;
  }
  if (spell) return true;
  const named = itemAct(aim, actorActItems(combatant.actor));
  if (!named) return false;
  await postItemAct(combatant, named, true, creatures);
  return true;
}
