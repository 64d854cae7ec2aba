/**
 * Shaken's drop check, rolled when a Stow/Equip or Load is paid: "Shaken: … You also have a chance to drop items while
 * manipulating them. This includes equipping items, stowing items, or loading ammunition (Chance roll with a DC:
 * 5)". The engine says when it is due (`takeAction`'s `dropCheckDc`); the paying client (the GM's, for a player's
 * relayed spend) rolls it and posts it as the shared check card, for everyone to read as the action it interrupts
 * was. Below the DC the item is dropped: a weapon or shield being drawn or stowed ends up out of hand (unequipped;
 * picking it up is the Pick Up action), and a Load loads nothing (decision 81).
 */
import { d20Critical } from "../../../../engine/rulesets/energy/dice/critical-check.ts";
import { chanceRollRequest } from "../../../../engine/rulesets/energy/dice/d20.ts";
import { rollCheckCard } from "../../../chat/check-card/post.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { PUBLIC_ROLL } from "../../../dice/roll-visibility.ts";
import type { ItemActionKind } from "./item-actions.ts";

const KEY = `${I18N_ROOT}.Energy.DropCheck`;

/** Roll the Chance roll against `dc` for `item`, being loaded or stowed/equipped; true when it is dropped. */
export async function rollDropCheck(
  actor: Actor.Implementation,
  item: Item.Implementation,
  kind: ItemActionKind,
  dc: number,
): Promise<boolean> {
  const effect = (dropped: boolean) =>
    game.i18n.format(dropped ? `${KEY}.dropped.${kind}` : `${KEY}.held`, { item: item.name });
  const result = await rollCheckCard({
    actor,
    check: game.i18n.localize(`${KEY}.check`),
    request: chanceRollRequest(dc),
    // "When you roll a natural 20 on a 1d20 roll it is a Critical Success": named, as on any Chance roll (decision 121).
    critical: d20Critical,
    followUp: (rolled) => Promise.resolve({ effects: [effect(rolled.success !== true)], rolls: [] }),
    visibility: PUBLIC_ROLL,
  });
  return result.success !== true;
}
