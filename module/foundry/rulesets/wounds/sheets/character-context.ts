/**
 * The `wounds` character sheet's whole template context, built from plain data (sheet-data.ts). The sheet class only
 * gathers that data from Foundry and hands the result to templates/rulesets/wounds/character/.
 */
import type { ActionsSectionContext } from "../../../applications/sheets/actions-section.ts";
import { characterFrame, type CharacterFrame } from "../../../applications/sheets/actor-context.ts";
import { conditionsSection, type ConditionsContext } from "../../../applications/sheets/conditions-context.ts";
import { WOUNDS_CONDITION_PAGES } from "../effects/condition-pages.ts";
import type { ItemGroupContext } from "../../../applications/sheets/item-row.ts";
import { CHECK_TN } from "../checks/combat-check-offers.ts";
import { actionsContext } from "./actions-context.ts";
import { combatChecksContext, type CombatChecksContext } from "./checks-context.ts";
import { attacksContext, SHEET_ATTACK_KINDS, type AttacksContext, type SheetAttackKind } from "./attacks-context.ts";
import { defensesContext, type DefensesContext } from "./defenses-context.ts";
import { headerContext, type HeaderContext } from "./header-context.ts";
import { healContext, type HealContext } from "./heal-context.ts";
import { restContext, type RestContext } from "./rest-context.ts";
import { abilitiesContext, inventoryContext } from "./inventory-context.ts";
import { investedContext, type InvestedContext } from "./invested-context.ts";
import { sheetText } from "./labels.ts";
import type { WoundsSheetInput } from "./sheet-data.ts";
import { statsContext, type StatsContext } from "./stats-context.ts";
import { woundGridContext, type WoundGridContext } from "./wound-grid-context.ts";

/** What the character sheet and the NPC stat block both show. */
export interface WoundsActorParts {
  readonly header: HeaderContext;
  readonly stats: StatsContext;
  readonly defenses: DefensesContext;
  readonly woundGrid: WoundGridContext;
  readonly attacks: AttacksContext;
  readonly actions: ActionsSectionContext;
  readonly checks: CombatChecksContext;
  readonly conditions: ConditionsContext;
  /** The mana the creature has invested, each with how it comes back. */
  readonly invested: InvestedContext;
}

/** The parts both sheets show; `attackKinds` are the buttons of each weapon row (attacks-context.ts). */
export function actorParts(
  input: WoundsSheetInput,
  attackKinds: readonly SheetAttackKind[] = SHEET_ATTACK_KINDS,
): WoundsActorParts {
  const { i18n, actor } = input;
  return {
    header: headerContext(i18n, actor, input.mode, input.editable),
    stats: statsContext(i18n, actor),
    defenses: defensesContext(i18n, actor),
    woundGrid: woundGridContext(i18n, actor),
    attacks: attacksContext(i18n, actor.items, input, attackKinds),
    actions: actionsContext(i18n, actor.id, input.combat ?? null, input.options, actor.items, {
      caster: input.caster,
      readying: input.readying === true,
    }),
    checks: combatChecksContext(
      i18n,
      actor,
      input.checkTn ?? CHECK_TN.initial,
      input.options,
      {
        shown: input.combat?.viewerIsGm === true,
        picked: input.quickly ?? null,
      },
      input.timedRounds,
      input.jumpYards,
    ),
    conditions: conditionsSection(i18n, WOUNDS_CONDITION_PAGES, sheetText, actor.system.derived.conditions),
    invested: investedContext(i18n, actor.system.invested),
  };
}

export interface WoundsCharacterContext extends CharacterFrame, WoundsActorParts {
  readonly inventory: readonly ItemGroupContext[];
  readonly abilities: readonly ItemGroupContext[];
  readonly rest: RestContext;
  readonly heal: HealContext;
}

export function characterContext(input: WoundsSheetInput): WoundsCharacterContext {
  const { i18n, actor } = input;
  return {
    ...characterFrame(input, actor.id, sheetText),
    ...actorParts(input),
    inventory: inventoryContext(i18n, actor.items),
    abilities: abilitiesContext(i18n, actor.items),
    rest: restContext(i18n, actor, input.combat != null, input.target?.name ?? null),
    heal: healContext(i18n, input),
  };
}
