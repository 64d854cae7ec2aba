/**
 * Cast a Spell's spend: `castSpell:<itemId>`, the spell cast (seed 004: "You release magical energy, activating the
 * effect of a spell"). The GM reads the spell from the caster's own items, never from the request: its AP, mana and
 * stamina are the item's as they are now, so a player cannot name a cheaper cast, nor another creature's spell (it is
 * not among the caster's items). A bare `castSpell` names no spell and is refused. An attack spell's cast is its attack
 * card (combat-room.ts `attackSpend`; decision 242): a spend casting it that pays no card of that spell is refused.
 */
import type { SpellCost } from "../../../../engine/rulesets/wounds/actions/cast.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { woundsSpellOf } from "../documents.ts";
import { toSpellCost } from "../spell-sources.ts";
import { CAST_SPELL, castSpellId } from "./cast-action.ts";

const NOT_A_SPELL: Refusal = { refused: `${I18N_ROOT}.Wounds.Refusal.notASpell` };
const CAST_BY_ITS_CARD = `${I18N_ROOT}.Wounds.Refusal.castByItsCard`;

/** The cost of the spell a spend casts, read from `caster`'s items; undefined when the spend casts nothing. */
export function askedCast(caster: Actor.Implementation | null, action: string): SpellCost | Refusal | undefined {
  if (action.split(":")[0] !== CAST_SPELL) return undefined;
  const spell = namedSpell(caster, action);
  return spell ? toSpellCost(spell) : NOT_A_SPELL;
}

/** The spell among `caster`'s items that a `castSpell:<itemId>` spend names; undefined for any other spend or item. */
function namedSpell(caster: Actor.Implementation | null, action: string) {
  const itemId = castSpellId(action);
  const item = itemId === undefined ? undefined : caster?.items.get(itemId);
  return item ? woundsSpellOf(item) : undefined;
}

/**
 * Why casting the spell `action` names cannot be a spend of its own: it is an attack spell and the spend pays no attack
 * card of that spell (`cardItemId`: the card's item). "Exactly how the spell takes effect … [is] determined by the
 * school of magic you use": an attack spell takes effect as an attack, rolled on its card, so a cast paid without the
 * card would spend AP and mana on an attack never made (decision 242).
 */
export function castOffItsCard(
  caster: Actor.Implementation | null,
  action: string,
  cardItemId: string | undefined,
): Refusal | undefined {
  const spell = namedSpell(caster, action);
  if (!spell?.data.attack || cardItemId === spell.id) return undefined;
  return { refused: CAST_BY_ITS_CARD, data: { spell: spell.name } };
}
