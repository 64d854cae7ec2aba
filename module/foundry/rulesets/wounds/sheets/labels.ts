/**
 * Localization keys of the `wounds` sheets: lang/en/wounds.json (`FRAY.Wounds.Sheet.*`, field labels and hints under
 * `FRAY.Actor.wounds.FIELDS` and `FRAY.Item.wounds.FIELDS`, the keys the models' LOCALIZATION_PREFIXES name); shared
 * sheet text comes from applications/sheets/labels.ts.
 */
import type { WoundsAttribute } from "../../../../engine/rulesets/wounds/creature.ts";
import type { DefenseKind } from "../../../../engine/rulesets/wounds/tables/defenses.ts";
import type { WoundLevel } from "../../../../engine/rulesets/wounds/tables/wound-levels.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../../constants.ts";

export const WOUNDS_KEYS = `${I18N_ROOT}.Wounds`;
export const SHEET_KEYS = `${WOUNDS_KEYS}.Sheet`;
export const ACTOR_FIELDS = `${I18N_ROOT}.Actor.wounds.FIELDS`;
export const ITEM_FIELDS = `${I18N_ROOT}.Item.wounds.FIELDS`;

/** Sheet text: `FRAY.Wounds.Sheet.<key>`. */
export function sheetText(i18n: Localizer, key: string, data?: Record<string, string | number>): string {
  return data ? i18n.format(`${SHEET_KEYS}.${key}`, data) : i18n.localize(`${SHEET_KEYS}.${key}`);
}

/** A choice's display name: `FRAY.Wounds.Sheet.<group>.<id>` (Tier.elite, WeaponKind.ranged …). */
export function choiceLabel(i18n: Localizer, group: string, id: string): string {
  return i18n.localize(`${SHEET_KEYS}.${group}.${id}`);
}

/** A data model field's label and hint, the keys Foundry's `LOCALIZATION_PREFIXES` resolve. */
export function actorField(i18n: Localizer, path: string): { readonly label: string; readonly hint: string } {
  return { label: i18n.localize(`${ACTOR_FIELDS}.${path}.label`), hint: i18n.localize(`${ACTOR_FIELDS}.${path}.hint`) };
}

export function attributeLabel(i18n: Localizer, attribute: WoundsAttribute): string {
  return actorField(i18n, `attributes.${attribute}`).label;
}

/** "Melee", "Willpower": a Defense's name (`FRAY.Wounds.Sheet.Defense.<kind>`). */
export function defenseLabel(i18n: Localizer, kind: DefenseKind): string {
  return choiceLabel(i18n, "Defense", kind);
}

/** A wound level's name, shared with the card (`FRAY.Wounds.Attack.Damage.level.<level>`). */
export function levelLabel(i18n: Localizer, level: WoundLevel): string {
  return i18n.localize(`${WOUNDS_KEYS}.Attack.Damage.level.${level}`);
}

/** "4 AP": an action's cost. */
export function apText(i18n: Localizer, ap: number): string {
  return sheetText(i18n, "Cost.ap", { count: ap });
}
