/**
 * The `energy` character sheet's whole template context, built from plain data (sheet-data.ts). The sheet class
 * only gathers that data from Foundry and hands the result to templates/rulesets/energy/character/.
 */
import type { ItemGroupContext } from "../../../applications/sheets/item-row.ts";
import { coreText } from "../../../applications/sheets/labels.ts";
import { tabStrip, type TabStrip } from "../../../applications/sheets/tabs.ts";
import { attacksContext, type AttacksContext } from "./attacks-context.ts";
import { conditionsContext, type ConditionsContext } from "./conditions-context.ts";
import { headerContext, type HeaderContext } from "./header-context.ts";
import { abilitiesContext, inventoryContext } from "./inventory-context.ts";
import { ACTOR_BASE_FIELDS, sheetText } from "./labels.ts";
import type { EnergySheetInput } from "./sheet-data.ts";
import { statsContext, type StatsContext } from "./stats-context.ts";

export const CHARACTER_TABS = ["main", "inventory", "abilities", "biography"] as const;
export const PRIMARY_TAB_GROUP = "primary";

export interface BiographyContext {
  readonly heading: string;
  readonly html: string;
  /** Edit mode: the stored (unenriched) text for Foundry's `<prose-mirror>` editor. */
  readonly field: { readonly name: string; readonly value: string; readonly label: string } | null;
  readonly emptyText: string;
}

export interface EnergyCharacterContext {
  readonly actorId: string;
  readonly edit: boolean;
  readonly cssClass: string;
  readonly header: HeaderContext;
  readonly tabStrip: TabStrip;
  readonly stats: StatsContext;
  readonly attacks: AttacksContext;
  readonly conditions: ConditionsContext;
  readonly inventory: readonly ItemGroupContext[];
  readonly abilities: readonly ItemGroupContext[];
  readonly biography: BiographyContext;
}

export function biographyContext(input: EnergySheetInput, edit: boolean): BiographyContext {
  const label = input.i18n.localize(`${ACTOR_BASE_FIELDS}.details.biography.label`);
  return {
    heading: label,
    html: input.biographyHtml,
    field: edit ? { name: "system.details.biography", value: input.biographySource, label } : null,
    emptyText: sheetText(input.i18n, "noBiography"),
  };
}

export function characterContext(input: EnergySheetInput): EnergyCharacterContext {
  const { i18n, actor } = input;
  const edit = input.editable && input.mode === "edit";
  const tabs = CHARACTER_TABS.map((id) => ({ id, label: sheetText(i18n, `Tab.${id}`) }));
  return {
    actorId: actor.id,
    edit,
    cssClass: edit ? "fray-mode-edit" : "fray-mode-play",
    header: headerContext(i18n, actor, input.mode, input.editable),
    tabStrip: tabStrip(PRIMARY_TAB_GROUP, coreText(i18n, "tabs"), tabs, input.activeTab),
    stats: statsContext(i18n, actor),
    attacks: attacksContext(i18n, actor, input),
    conditions: conditionsContext(i18n, actor),
    inventory: inventoryContext(i18n, actor.items),
    abilities: abilitiesContext(i18n, actor.items),
    biography: biographyContext(input, edit),
  };
}
