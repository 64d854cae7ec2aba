/**
 * The `bonus` character sheet's whole template context, built from plain data (sheet-data.ts). The sheet class
 * only gathers that data from Foundry and hands the result to the templates in templates/rulesets/bonus/character/.
 */
import { tabStrip, type TabStrip } from "../../../applications/sheets/tabs.ts";
import { ACTOR_BASE_FIELDS, coreText, sheetText } from "./labels.ts";
import { attacksContext, type AttacksContext } from "./attacks-context.ts";
import { conditionsContext, type ConditionsContext } from "./conditions-context.ts";
import { defensesContext, type DefensesContext } from "./defenses-context.ts";
import { headerContext, type HeaderContext } from "./header-context.ts";
import type { ItemGroupContext } from "../../../applications/sheets/item-row.ts";
import { inventoryContext, powersContext } from "./inventory-context.ts";
import type { BonusSheetInput } from "./sheet-data.ts";

export const CHARACTER_TABS = ["main", "inventory", "abilities", "biography"] as const;
export const PRIMARY_TAB_GROUP = "primary";

export interface BiographyContext {
  readonly heading: string;
  readonly html: string;
  /** Edit mode: the stored (unenriched) text for Foundry's `<prose-mirror>` editor. */
  readonly field: { readonly name: string; readonly value: string; readonly label: string } | null;
  readonly emptyText: string;
}

export interface BonusCharacterContext {
  readonly actorId: string;
  readonly edit: boolean;
  readonly cssClass: string;
  readonly header: HeaderContext;
  readonly tabStrip: TabStrip;
  readonly defenses: DefensesContext;
  readonly attacks: AttacksContext;
  readonly conditions: ConditionsContext;
  readonly inventory: readonly ItemGroupContext[];
  readonly powers: readonly ItemGroupContext[];
  readonly biography: BiographyContext;
}

export function biographyContext(input: BonusSheetInput, edit: boolean): BiographyContext {
  const { i18n } = input;
  const label = i18n.localize(`${ACTOR_BASE_FIELDS}.details.biography.label`);
  return {
    heading: label,
    html: input.biographyHtml,
    field: edit ? { name: "system.details.biography", value: input.biographySource, label } : null,
    emptyText: sheetText(i18n, "noBiography"),
  };
}

export function characterContext(input: BonusSheetInput): BonusCharacterContext {
  const { i18n, actor } = input;
  const edit = input.editable && input.mode === "edit";
  const tabs = CHARACTER_TABS.map((id) => ({ id, label: sheetText(i18n, `Tab.${id}`) }));
  return {
    actorId: actor.id,
    edit,
    cssClass: edit ? "fray-mode-edit" : "fray-mode-play",
    header: headerContext(i18n, actor, input.mode, input.editable),
    tabStrip: tabStrip(PRIMARY_TAB_GROUP, coreText(i18n, "tabs"), tabs, input.activeTab),
    defenses: defensesContext(i18n, actor),
    attacks: attacksContext(i18n, actor, input.target),
    conditions: conditionsContext(i18n, actor),
    inventory: inventoryContext(i18n, actor.items),
    powers: powersContext(i18n, actor.items),
    biography: biographyContext(input, edit),
  };
}
