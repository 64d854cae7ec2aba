/**
 * The `contest` character sheet's whole template context, built from plain data (sheet-data.ts). The sheet class only
 * gathers that data from Foundry and hands the result to templates/rulesets/contest/character/.
 */
import { characterFrame, type CharacterFrame } from "../../../applications/sheets/actor-context.ts";
import type { ActionsSectionContext } from "../../../applications/sheets/actions-section.ts";
import { conditionsSection, type ConditionsContext } from "../../../applications/sheets/conditions-context.ts";
import { CONTEST_CONDITION_PAGES } from "../effects/condition-pages.ts";
import type { ItemGroupContext } from "../../../applications/sheets/item-row.ts";
import { actionsContext } from "./actions-context.ts";
import { headerContext, type HeaderContext } from "./header-context.ts";
import { INVENTORY_GROUPS, itemGroups } from "./inventory-context.ts";
import { sheetText } from "./labels.ts";
import { protectionContext, type ProtectionContext } from "./protection-context.ts";
import type { ContestSheetInput } from "./sheet-data.ts";
import { strikesContext, type StrikesContext } from "./strikes-context.ts";
import { stylesContext, type StylesContext } from "./styles-context.ts";
import { traitsContext, type TraitsContext } from "./traits-context.ts";

/** The sections the character sheet and the NPC stat block both show. */
export interface ContestSections {
  readonly header: HeaderContext;
  readonly traits: TraitsContext;
  readonly styles: StylesContext;
  readonly protection: ProtectionContext;
  readonly strikes: StrikesContext;
  readonly actions: ActionsSectionContext;
  readonly conditions: ConditionsContext;
}

export function contestSections(input: ContestSheetInput): ContestSections {
  const { i18n, actor } = input;
  return {
    header: headerContext(i18n, actor, input.mode, input.editable),
    traits: traitsContext(i18n, actor),
    styles: stylesContext(i18n, actor),
    protection: protectionContext(i18n, actor),
    strikes: strikesContext(i18n, actor.items, input),
    actions: actionsContext(i18n, actor.id, input.combat ?? null, actor.items),
    conditions: conditionsSection(i18n, CONTEST_CONDITION_PAGES, sheetText, actor.system.derived.conditions),
  };
}

export interface ContestCharacterContext extends CharacterFrame, ContestSections {
  readonly inventory: readonly ItemGroupContext[];
  readonly abilities: readonly ItemGroupContext[];
}

export function characterContext(input: ContestSheetInput): ContestCharacterContext {
  const { i18n, actor } = input;
  return {
    ...characterFrame(input, actor.id, sheetText),
    ...contestSections(input),
    inventory: itemGroups(i18n, actor.items, INVENTORY_GROUPS),
    abilities: itemGroups(i18n, actor.items, ["abilities"]),
  };
}
