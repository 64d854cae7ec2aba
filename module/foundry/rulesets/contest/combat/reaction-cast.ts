/**
 * A spell cast as a reaction from a Use Magic prompt (decision 135), once the GM has paid it (spend.ts): chat says who
 * cast what — what the spell does is the table's (decision 92) — and, being a cast, it provokes as any other: "Cast a
 * Spell. Characters that cast spells which don't have the Melee Attack trait" (opportunity-cast.ts, decision 97).
 */
import type { SpellTraits } from "../../../../engine/rulesets/contest/economy/act.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { offerOpportunityOnCast } from "./opportunity-cast.ts";

export async function castAsReaction(
  caster: Combatant.Implementation,
  spell: string,
  traits: SpellTraits,
): Promise<void> {
  const name = caster.actor?.name ?? caster.name ?? "";
  const text = game.i18n.format(`${I18N_ROOT}.Contest.UseMagic.cast`, { name, spell });
  await postSummary(game.i18n.localize(`${I18N_ROOT}.Contest.UseMagic.label`), [{ name, text }]);
  await offerOpportunityOnCast(caster, traits);
}
