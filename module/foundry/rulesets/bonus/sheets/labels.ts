/**
 * Localization keys of the `bonus` sheets and the small formatters every section shares. Keys live in
 * lang/en/bonus.json (`FRAY.Bonus.*`, field labels under `FRAY.Actor.bonus.FIELDS` and `FRAY.Item.bonus.FIELDS`)
 * and lang/en/core.json (`FRAY.Sheet.*`, shared by every ruleset's sheets).
 */
import type { BonusAbility } from "../../../../engine/rulesets/bonus/creature.ts";
import { QUALITY_DIE, type QualityRank } from "../../../../engine/rulesets/bonus/tables/quality.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../../constants.ts";

// Shared with every ruleset's sheets; re-exported so the bonus builders keep one import for their text helpers.
export { coreText, signed } from "../../../applications/sheets/labels.ts";

export const BONUS_KEYS = `${I18N_ROOT}.Bonus`;
export const SHEET_KEYS = `${BONUS_KEYS}.Sheet`;
export const ACTOR_FIELDS = `${I18N_ROOT}.Actor.bonus.FIELDS`;
export const ITEM_FIELDS = `${I18N_ROOT}.Item.bonus.FIELDS`;
export { ACTOR_BASE_FIELDS, ITEM_BASE_FIELDS } from "../../../applications/sheets/labels.ts";

/** Sheet text: `FRAY.Bonus.Sheet.<key>`. */
export function sheetText(i18n: Localizer, key: string, data?: Record<string, string | number>): string {
  return data ? i18n.format(`${SHEET_KEYS}.${key}`, data) : i18n.localize(`${SHEET_KEYS}.${key}`);
}

/** A choice's display name: `FRAY.Bonus.<group>.<id>` (Quality.heroic, Size.large …). */
export function choiceLabel(i18n: Localizer, group: string, id: string): string {
  return i18n.localize(`${BONUS_KEYS}.${group}.${id}`);
}

/** A data model field's label, the same key Foundry's `LOCALIZATION_PREFIXES` resolve for form helpers. */
export function actorFieldLabel(i18n: Localizer, path: string): string {
  return i18n.localize(`${ACTOR_FIELDS}.${path}.label`);
}

/** Ability names are the labels of the `abilities.*` fields: one text for the sheet row and its edit input. */
export function abilityLabel(i18n: Localizer, ability: BonusAbility): string {
  return actorFieldLabel(i18n, `abilities.${ability}`);
}

/** "2d10"; an em dash when there are no dice. */
export function diceText(count: number, faces: number): string {
  return count > 0 ? `${count}d${faces}` : "—";
}

/** "Heroic (d10)": a quality rank with the damage die it rolls. */
export function qualityText(i18n: Localizer, quality: QualityRank): string {
  return sheetText(i18n, "qualityDie", { quality: choiceLabel(i18n, "Quality", quality), faces: QUALITY_DIE[quality] });
}

/** "1 action · 5 Vigor · 2 Mana"; zero costs are left out. */
export function abilityCostText(i18n: Localizer, actions: number, vigor: number, mana: number): string {
  const parts = [
    actions > 0 ? sheetText(i18n, actions === 1 ? "Cost.action" : "Cost.actions", { count: actions }) : "",
    vigor > 0 ? sheetText(i18n, "Cost.vigor", { count: vigor }) : "",
    mana > 0 ? sheetText(i18n, "Cost.mana", { count: mana }) : "",
  ].filter((p) => p !== "");
  return parts.length > 0 ? parts.join(" · ") : sheetText(i18n, "Cost.free");
}
