/**
 * Cast a Spell's spend id: `castSpell:<itemId>` names the spell cast, which the GM reads from the caster's items
 * (cast.ts). Pure, apart from cast.ts's document reads: the sheets' context builders, which run without Foundry in the
 * browser tests, name the same spend.
 */
export const CAST_SPELL = "castSpell";

/** The spend that casts the spell with this item id. */
export function castAction(itemId: string): string {
  return `${CAST_SPELL}:${itemId}`;
}

/** The item id a `castSpell:<itemId>` spend names; undefined for any other action. */
export function castSpellId(action: string): string | undefined {
  const [id, itemId] = action.split(":");
  return id === CAST_SPELL && itemId ? itemId : undefined;
}
