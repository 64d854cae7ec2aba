/**
 * Localization keys of the `energy` sheets: lang/en/energy.json (`FRAY.Energy.*`, field labels under
 * `FRAY.Actor.energy.FIELDS` and `FRAY.Item.energy.FIELDS`); shared sheet text comes from applications/sheets/labels.ts.
 */
import type { EnergyAbility } from "../../../../engine/rulesets/energy/creature.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../../constants.ts";

export const ENERGY_KEYS = `${I18N_ROOT}.Energy`;
export const SHEET_KEYS = `${ENERGY_KEYS}.Sheet`;
export const ACTOR_FIELDS = `${I18N_ROOT}.Actor.energy.FIELDS`;
export const ITEM_FIELDS = `${I18N_ROOT}.Item.energy.FIELDS`;
/** A condition's name and hint: `FRAY.Condition.energy.<id>.name` / `.hint`. */
export const CONDITION_KEYS = `${I18N_ROOT}.Condition.energy`;
export { ACTOR_BASE_FIELDS, ITEM_BASE_FIELDS } from "../../../applications/sheets/labels.ts";

/** Sheet text: `FRAY.Energy.Sheet.<key>`. */
export function sheetText(i18n: Localizer, key: string, data?: Record<string, string | number>): string {
  return data ? i18n.format(`${SHEET_KEYS}.${key}`, data) : i18n.localize(`${SHEET_KEYS}.${key}`);
}

/** A choice's display name: `FRAY.Energy.<group>.<id>` (Size.medium, WeaponKind.melee …). */
export function choiceLabel(i18n: Localizer, group: string, id: string): string {
  return i18n.localize(`${ENERGY_KEYS}.${group}.${id}`);
}

/** A data model field's label, the key Foundry's `LOCALIZATION_PREFIXES` resolve. */
export function actorFieldLabel(i18n: Localizer, path: string): string {
  return i18n.localize(`${ACTOR_FIELDS}.${path}.label`);
}

export function abilityLabel(i18n: Localizer, ability: EnergyAbility): string {
  return actorFieldLabel(i18n, `abilities.${ability}`);
}

/** "1d8+2", "2d6", "3": a Weapon Damage roll as printed. */
export function damageDiceText(damage: { readonly count: number; readonly faces: number; readonly bonus: number }) {
  const dice = damage.count > 0 ? `${damage.count}d${damage.faces}` : "";
  if (damage.bonus === 0) return dice || "0";
  if (!dice) return String(damage.bonus);
  return damage.bonus > 0 ? `${dice}+${damage.bonus}` : `${dice}−${Math.abs(damage.bonus)}`;
}
