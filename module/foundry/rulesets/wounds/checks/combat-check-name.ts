/**
 * A combat check's name as the sheet and the card say it: "Fortitude check", "Melee weapon check (Longsword)", "Spell
 * check (Fire)" (`FRAY.Wounds.CombatCheck.name.<check>`, the seed's "melee weapon check or Power check").
 */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { CombatCheckOffer } from "./combat-check-offers.ts";

export const COMBAT_CHECK_KEYS = `${I18N_ROOT}.Wounds.CombatCheck`;

export function combatCheckName(i18n: Localizer, offer: CombatCheckOffer): string {
  const name = i18n.localize(`${COMBAT_CHECK_KEYS}.name.${offer.input.check}`);
  return offer.subject === undefined
    ? name
    : i18n.format(`${COMBAT_CHECK_KEYS}.with`, { check: name, subject: offer.subject });
}
