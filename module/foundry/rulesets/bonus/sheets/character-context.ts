/**
 * The `bonus` character sheet's whole template context, built from plain data (sheet-data.ts). The sheet class
 * only gathers that data from Foundry and hands the result to the templates in templates/rulesets/bonus/character/.
 */
import { characterFrame, type CharacterFrame } from "../../../applications/sheets/actor-context.ts";
import { sheetText } from "./labels.ts";
import { sheetActions } from "./actions-input.ts";
import type { ActionsSectionContext } from "../../../applications/sheets/actions-section.ts";
import { attacksContext, type AttacksContext } from "./attacks-context.ts";
import { conditionsContext, type ConditionsContext } from "./conditions-context.ts";
import { defensesContext, type DefensesContext } from "./defenses-context.ts";
import { headerContext, type HeaderContext } from "./header-context.ts";
import type { ItemGroupContext } from "../../../applications/sheets/item-row.ts";
import { inventoryContext, powersContext } from "./inventory-context.ts";
import type { BonusSheetInput } from "./sheet-data.ts";
import { skillChecksContext, type SkillChecksContext } from "./skill-checks-context.ts";
import { DEFAULT_CHECK_VS } from "../checks/skill-check.ts";

export interface BonusCharacterContext extends CharacterFrame {
  readonly header: HeaderContext;
  readonly defenses: DefensesContext;
  readonly attacks: AttacksContext;
  readonly actions: ActionsSectionContext;
  readonly skillChecks: SkillChecksContext;
  readonly conditions: ConditionsContext;
  readonly inventory: readonly ItemGroupContext[];
  readonly powers: readonly ItemGroupContext[];
}

export function characterContext(input: BonusSheetInput): BonusCharacterContext {
  const { i18n, actor } = input;
  const frame = characterFrame(input, actor.id, sheetText);
  return {
    ...frame,
    header: headerContext(i18n, actor, input.mode, input.editable),
    defenses: defensesContext(i18n, actor),
    attacks: attacksContext(i18n, actor, input.target),
    actions: sheetActions(input),
    skillChecks: skillChecksContext(
      i18n,
      actor,
      input.checkVs ?? DEFAULT_CHECK_VS,
      input.checkPiloting,
      input.checkSituation,
    ),
    conditions: conditionsContext(i18n, actor),
    inventory: inventoryContext(i18n, actor.items),
    powers: powersContext(i18n, actor.items),
  };
}
