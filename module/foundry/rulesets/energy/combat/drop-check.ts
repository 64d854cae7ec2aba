/**
 * Shaken's drop check, rolled when a Stow/Equip or Load is paid: "Shaken: … You also have a chance to drop items while
 * manipulating them. This includes equipping items, stowing items, or loading ammunition (Chance roll with a DC:
 * 5)". The engine says when it is due (`takeAction`'s `dropCheckDc`); the paying client (the GM's, for a player's
 * relayed spend) rolls it and posts it. Below the DC the item is dropped: a weapon or shield being drawn or stowed
 * ends up out of hand (unequipped; picking it up is the Pick Up action), and a Load loads nothing (decision 81).
 */
import { chanceRollRequest } from "../../../../engine/rulesets/energy/dice/d20.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";
import type { ItemActionKind } from "./item-actions.ts";

const KEY = `${I18N_ROOT}.Energy.DropCheck`;

/** Roll the Chance roll against `dc` for `item`, being loaded or stowed/equipped; true when it is dropped. */
export async function rollDropCheck(
  actor: Actor.Implementation,
  item: Item.Implementation,
  kind: ItemActionKind,
  dc: number,
): Promise<boolean> {
  const request = chanceRollRequest(dc);
  const roll = FrayRoll.fromRequest(request);
  await roll.evaluate();
  const result = roll.interpret(request);
  const dropped = result.success !== true;
  const data = { name: actor.name, item: item.name, total: String(result.total), dc: String(dc) };
  const title = game.i18n.format(`${KEY}.title`, { name: actor.name });
  const text = game.i18n.format(dropped ? `${KEY}.dropped.${kind}` : `${KEY}.held`, data);
  await postSummary(title, [{ name: actor.name, text }], [roll]);
  return dropped;
}
