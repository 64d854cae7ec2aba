/**
 * The `energy` character sheet's whole template context, built from plain data (sheet-data.ts). The sheet class
 * only gathers that data from Foundry and hands the result to templates/rulesets/energy/character/.
 */
import type { ItemGroupContext } from "../../../applications/sheets/item-row.ts";
import { characterFrame, type CharacterFrame } from "../../../applications/sheets/actor-context.ts";
import type { ActionsSectionContext } from "../../../applications/sheets/actions-section.ts";
import { actionsContext } from "./actions-context.ts";
import { restContext, type RestContext } from "./rest-context.ts";
import { rollsContext, type RollsContext } from "./rolls-context.ts";
import { DEFAULT_ROLL_DC } from "../checks/sheet-rolls.ts";
import { sheetActionItems } from "./action-items.ts";
import { attacksContext, type AttacksContext } from "./attacks-context.ts";
import { conditionsContext, type ConditionsContext } from "./conditions-context.ts";
import { headerContext, type HeaderContext } from "./header-context.ts";
import { abilitiesContext, inventoryContext } from "./inventory-context.ts";
import { sheetText } from "./labels.ts";
import type { EnergySheetInput } from "./sheet-data.ts";
import { statsContext, type StatsContext } from "./stats-context.ts";

export interface EnergyCharacterContext extends CharacterFrame {
  readonly header: HeaderContext;
  readonly stats: StatsContext;
  readonly attacks: AttacksContext;
  readonly actions: ActionsSectionContext;
  readonly rolls: RollsContext;
  readonly rest: RestContext;
  readonly conditions: ConditionsContext;
  readonly inventory: readonly ItemGroupContext[];
  readonly abilities: readonly ItemGroupContext[];
}

export function characterContext(input: EnergySheetInput): EnergyCharacterContext {
  const { i18n, actor } = input;
  const frame = characterFrame(input, actor.id, sheetText);
  return {
    ...frame,
    header: headerContext(i18n, actor, input.mode, input.editable),
    stats: statsContext(i18n, actor),
    attacks: attacksContext(i18n, actor, input),
    actions: actionsContext(i18n, actor.id, input.combat ?? null, sheetActionItems(actor.items)),
    rolls: rollsContext(i18n, actor, input.rollDc ?? DEFAULT_ROLL_DC),
    rest: restContext(i18n, actor, (input.combat ?? null) !== null),
    conditions: conditionsContext(i18n, actor, input.combat?.actor.suppressed),
    inventory: inventoryContext(i18n, actor.items),
    abilities: abilitiesContext(i18n, actor.items),
  };
}
