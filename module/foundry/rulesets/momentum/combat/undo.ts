/**
 * The card's Undo of an Ability's damage gives back the WP its use paid (rules page decision 100): the combatant kept
 * the WP and the Ability's item id when the GM took them, and forgets them once given back, so a second Undo (another
 * row of the same card, or a replay) gives nothing. AP stay spent: they were the turn's, which may be over.
 */
import { momentumActorView } from "../documents.ts";
import { momentumCombatantData } from "./state.ts";

const NOTHING_PAID = { item: "", wp: 0 };

export async function giveBackAbilityWp(combatant: Combatant.Implementation, itemId: string): Promise<void> {
  const paid = momentumCombatantData(combatant)?.wpPaid;
  const actor = combatant.actor;
  const view = actor ? momentumActorView(actor) : undefined;
  if (!paid || !actor || !view || paid.item !== itemId || paid.wp <= 0) return;
  await combatant.update({ system: { wpPaid: NOTHING_PAID } });
  const { value, max } = view.source.wp;
  // A plain record, as every room's actor update: the registry types only the rooms it lists.
  const system: Record<string, unknown> = { wp: { value: Math.min(max, value + paid.wp) } };
  await actor.update({ system });
}
