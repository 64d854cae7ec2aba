/**
 * The `momentum` character sheet's whole template context, built from plain data (sheet-data.ts). The sheet class
 * only gathers that data from Foundry and hands the result to templates/rulesets/momentum/character/.
 */
import type { ItemGroupContext } from "../../../applications/sheets/item-row.ts";
import { characterFrame, type CharacterFrame } from "../../../applications/sheets/actor-context.ts";
import type { ActionsSectionContext } from "../../../applications/sheets/actions-section.ts";
import { actionsContext } from "./actions-context.ts";
import { holdContext, type HoldContext } from "./hold-context.ts";
import { affinitiesContext, type AffinitiesContext } from "./affinities-context.ts";
import { attacksContext, type AttacksContext } from "./attacks-context.ts";
import { conditionsContext, type ConditionsContext } from "./conditions-context.ts";
import { defensesContext, type DefensesContext } from "./defenses-context.ts";
import { headerContext, type HeaderContext } from "./header-context.ts";
import { abilitiesContext, inventoryContext } from "./inventory-context.ts";
import { sheetText } from "./labels.ts";
import type { MomentumSheetInput } from "./sheet-data.ts";
import { skillCheckContext, type SkillCheckContext } from "./skill-check-context.ts";
import { statsContext, type StatsContext } from "./stats-context.ts";

export interface MomentumCharacterContext extends CharacterFrame {
  readonly header: HeaderContext;
  readonly stats: StatsContext;
  readonly defenses: DefensesContext;
  readonly affinities: AffinitiesContext;
  readonly attacks: AttacksContext;
  readonly actions: ActionsSectionContext;
  /** Null out of combat. */
  readonly hold: HoldContext | null;
  /** Null when the sheet asks no Skill Check. */
  readonly skillCheck: SkillCheckContext | null;
  readonly conditions: ConditionsContext;
  readonly inventory: readonly ItemGroupContext[];
  readonly abilities: readonly ItemGroupContext[];
}

export function characterContext(input: MomentumSheetInput): MomentumCharacterContext {
  const { i18n, actor } = input;
  const frame = characterFrame(input, actor.id, sheetText);
  return {
    ...frame,
    header: headerContext(i18n, actor, input.mode, input.editable),
    stats: statsContext(i18n, actor),
    defenses: defensesContext(i18n, actor),
    affinities: affinitiesContext(i18n, actor),
    attacks: attacksContext(i18n, actor, input),
    actions: actionsContext(i18n, actor.id, input.combat ?? null, actor.items),
    hold: holdContext(i18n, input.combat ?? null, actor.items),
    skillCheck: input.skillCheck ? skillCheckContext(i18n, input.skillCheck) : null,
    conditions: conditionsContext(i18n, actor),
    inventory: inventoryContext(i18n, actor.items),
    abilities: abilitiesContext(i18n, actor.items),
  };
}
