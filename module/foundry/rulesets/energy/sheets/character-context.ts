/**
 * The `energy` character sheet's whole template context, built from plain data (sheet-data.ts). The sheet class
 * only gathers that data from Foundry and hands the result to templates/rulesets/energy/character/.
 */
import type { ItemGroupContext } from "../../../applications/sheets/item-row.ts";
import {
  actorFrame,
  type ActorFrame,
  biographyContext,
  type BiographyContext,
} from "../../../applications/sheets/actor-context.ts";
import { characterTabStrip, type TabStrip } from "../../../applications/sheets/tabs.ts";
import type { ActionsSectionContext } from "../../../applications/sheets/actions-section.ts";
import { actionsContext } from "./actions-context.ts";
import { restContext, type RestContext } from "./rest-context.ts";
import { sheetActionItems } from "./action-items.ts";
import { attacksContext, type AttacksContext } from "./attacks-context.ts";
import { conditionsContext, type ConditionsContext } from "./conditions-context.ts";
import { headerContext, type HeaderContext } from "./header-context.ts";
import { abilitiesContext, inventoryContext } from "./inventory-context.ts";
import { sheetText } from "./labels.ts";
import type { EnergySheetInput } from "./sheet-data.ts";
import { statsContext, type StatsContext } from "./stats-context.ts";

export interface EnergyCharacterContext extends ActorFrame {
  readonly header: HeaderContext;
  readonly tabStrip: TabStrip;
  readonly stats: StatsContext;
  readonly attacks: AttacksContext;
  readonly actions: ActionsSectionContext;
  readonly rest: RestContext;
  readonly conditions: ConditionsContext;
  readonly inventory: readonly ItemGroupContext[];
  readonly abilities: readonly ItemGroupContext[];
  readonly biography: BiographyContext;
}

export function characterContext(input: EnergySheetInput): EnergyCharacterContext {
  const { i18n, actor } = input;
  const frame = actorFrame(input, actor.id);
  return {
    ...frame,
    header: headerContext(i18n, actor, input.mode, input.editable),
    tabStrip: characterTabStrip(i18n, sheetText, input.activeTab),
    stats: statsContext(i18n, actor),
    attacks: attacksContext(i18n, actor, input),
    actions: actionsContext(i18n, actor.id, input.combat ?? null, sheetActionItems(actor.items)),
    rest: restContext(i18n, actor, (input.combat ?? null) !== null),
    conditions: conditionsContext(i18n, actor),
    inventory: inventoryContext(i18n, actor.items),
    abilities: abilitiesContext(i18n, actor.items),
    biography: biographyContext(input, frame.edit, sheetText(i18n, "noBiography")),
  };
}
