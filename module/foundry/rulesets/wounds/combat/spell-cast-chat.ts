/**
 * What the chat says when a spell that is no attack is cast from the Actions section (decisions 188, 223), on the item act's
 * card (item-act-chat.ts): "Cast a Spell: Ward", whether it takes effect now or is declared over turns, the mana it
 * spent or invested and how an investment comes back ("returned as soon as the effect ends, or … retrieved at your
 * option at the end of a long rest"), the stamina once it takes effect, then the spell's own text. An attack spell's
 * card is the attack card (decision 166): nothing more is posted for it.
 */
import type { SpellCost } from "../../../../engine/rulesets/wounds/actions/cast.ts";
import { WoundsAbilityModel } from "../data/item-models.ts";
import { ITEM_ACT_KEYS } from "./item-act-text.ts";
import { postActCard, staminaLine, type ActSpeaker, type PaidCreatures } from "./item-act-chat.ts";

/** The mana line, and the fatigue an overspend of mana gave (the `manaOverspend = fatigue` setting). */
function manaPaid(spell: SpellCost, { before, after }: PaidCreatures): { line?: string; fatigue: number } {
  if (spell.mana <= 0) return { fatigue: 0 };
  const mana = String(spell.mana);
  if (spell.manaUse === "invest") {
    return { line: game.i18n.format(`${ITEM_ACT_KEYS}.manaInvested.${spell.retrieve}`, { mana }), fatigue: 0 };
  }
  const spent = before.mana - after.mana;
  const fatigue = spell.mana - spent;
  if (fatigue <= 0) return { line: game.i18n.format(`${ITEM_ACT_KEYS}.manaSpent`, { mana }), fatigue: 0 };
  const data = { mana: String(spent), fatigue: String(fatigue) };
  return { line: game.i18n.format(`${ITEM_ACT_KEYS}.manaOverspent`, data), fatigue };
}

export async function postSpellCast(
  caster: ActSpeaker,
  spell: SpellCost,
  completed: boolean,
  creatures: PaidCreatures,
  /** The mana is paid with this spend (false: a cast declared over turns takes effect, its mana paid then). */
  manaNow = true,
): Promise<void> {
  const data = caster.actor?.items.get(spell.id)?.system;
  if (!(data instanceof WoundsAbilityModel) || data.attack) return;
  const mana = manaNow ? manaPaid(spell, creatures) : { fatigue: 0 };
  // The stamina line counts only the fatigue the stamina gave, not the mana's.
  const before = { ...creatures.before, fatigue: creatures.before.fatigue + mana.fatigue };
  const stamina = completed ? staminaLine(before, creatures.after) : undefined;
  const lines = [mana.line, stamina].filter((l) => l !== undefined);
  const title = game.i18n.format(`${ITEM_ACT_KEYS}.spell`, { item: spell.label });
  await postActCard(caster, title, completed, lines, data.description);
}
