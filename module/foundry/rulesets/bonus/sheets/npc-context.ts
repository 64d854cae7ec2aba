/**
 * The `bonus` NPC sheet: a compact stat block for compendium monsters, with the same Attack buttons as the
 * character sheet (same builders, so the odds can never differ between the two).
 */
import { npcFrame, type NpcFrame } from "../../../applications/sheets/actor-context.ts";
import { checkboxInput, selectInput, type FieldContext } from "../../../applications/sheets/field-context.ts";
import { ACTOR_FIELDS, actorFieldLabel, choiceLabel, sheetText } from "./labels.ts";
import { sheetActions } from "./actions-input.ts";
import type { ActionsSectionContext } from "../../../applications/sheets/actions-section.ts";
import { attacksContext, type AttacksContext } from "./attacks-context.ts";
import { conditionsContext, type ConditionsContext } from "./conditions-context.ts";
import { defensesContext, type DefensesContext } from "./defenses-context.ts";
import { headerContext, type HeaderContext } from "./header-context.ts";
import type { ItemGroupContext } from "../../../applications/sheets/item-row.ts";
import { inventoryContext, powersContext } from "./inventory-context.ts";
import { NPC_THREATS, type BonusSheetInput, type NpcThreat } from "./sheet-data.ts";

export interface BonusNpcInput extends BonusSheetInput {
  readonly threat: NpcThreat;
  /** Marked as an inanimate object (decision 83); absent: a creature. */
  readonly object?: boolean;
}

export interface BonusNpcContext extends NpcFrame {
  readonly header: HeaderContext;
  readonly threatField: FieldContext;
  /** "Everything has Durability, even objects": the edit-mode checkbox that makes this NPC one. */
  readonly objectField: FieldContext;
  readonly defenses: DefensesContext;
  /** "Agility 2d10 · Strength 1d10": abilities with dice, in one line. */
  readonly abilityLine: string;
  readonly attacks: AttacksContext;
  readonly actions: ActionsSectionContext;
  readonly powers: readonly ItemGroupContext[];
  readonly conditions: ConditionsContext;
  /** Every owned item grouped, shown in edit mode to open, equip or delete them. */
  readonly itemGroups: readonly ItemGroupContext[];
}

export function npcContext(input: BonusNpcInput): BonusNpcContext {
  const { i18n, actor } = input;
  const frame = npcFrame(input, actor.id, sheetText, {
    threat: choiceLabel(i18n, "Threat", input.threat),
    size: choiceLabel(i18n, "Size", actor.system.size),
  });
  const defenses = defensesContext(i18n, actor);
  const withDice = defenses.abilities.filter((a) => actor.system.abilities[a.key] > 0);
  return {
    ...frame,
    header: headerContext(i18n, actor, input.mode, input.editable),
    threatField: selectInput(
      { idPrefix: actor.id, name: "system.threat", label: actorFieldLabel(i18n, "threat") },
      input.threat,
      NPC_THREATS,
      (t) => choiceLabel(i18n, "Threat", t),
    ),
    objectField: checkboxInput(
      {
        idPrefix: actor.id,
        name: "system.object",
        label: actorFieldLabel(i18n, "object"),
        hint: i18n.localize(`${ACTOR_FIELDS}.object.hint`),
      },
      input.object ?? false,
    ),
    defenses,
    abilityLine:
      withDice.length > 0
        ? withDice.map((a) => sheetText(i18n, "Npc.ability", { ability: a.label, dice: a.diceText })).join(" · ")
        : sheetText(i18n, "Npc.noAbilityDice"),
    attacks: attacksContext(i18n, actor, input.target, "all"),
    actions: sheetActions(input),
    powers: powersContext(i18n, actor.items).filter((g) => g.rows.length > 0),
    conditions: conditionsContext(i18n, actor),
    itemGroups: frame.edit ? [...inventoryContext(i18n, actor.items), ...powersContext(i18n, actor.items)] : [],
  };
}
