/**
 * The `energy` NPC sheet: a compact stat block for compendium creatures, with the same Attack buttons as the
 * character sheet (same builders, so the odds can never differ between the two).
 */
import { npcFrame, type NpcFrame } from "../../../applications/sheets/actor-context.ts";
import { selectInput, type FieldContext } from "../../../applications/sheets/field-context.ts";
import type { ItemGroupContext } from "../../../applications/sheets/item-row.ts";
import type { ActionsSectionContext } from "../../../applications/sheets/actions-section.ts";
import { actionsContext } from "./actions-context.ts";
import { sheetActionItems } from "./action-items.ts";
import { attacksContext, type AttacksContext } from "./attacks-context.ts";
import { conditionsContext, type ConditionsContext } from "./conditions-context.ts";
import { headerContext, speedPool, type HeaderContext } from "./header-context.ts";
import { abilitiesContext, inventoryContext } from "./inventory-context.ts";
import { actorFieldLabel, choiceLabel, sheetText } from "./labels.ts";
import { NPC_THREATS, type EnergySheetInput, type NpcThreat } from "./sheet-data.ts";
import { statsContext, type StatsContext } from "./stats-context.ts";

export interface EnergyNpcInput extends EnergySheetInput {
  readonly threat: NpcThreat;
}

export interface EnergyNpcContext extends NpcFrame {
  readonly header: HeaderContext;
  readonly threatField: FieldContext;
  readonly stats: StatsContext;
  /** "Strength 16 (+3) · Dexterity 14 (+2) …": the six abilities in one line. */
  readonly abilityLine: string;
  readonly attacks: AttacksContext;
  readonly actions: ActionsSectionContext;
  readonly abilities: readonly ItemGroupContext[];
  readonly conditions: ConditionsContext;
  /** Every owned item grouped, shown in edit mode to open, equip or delete them. */
  readonly itemGroups: readonly ItemGroupContext[];
}

export function npcContext(input: EnergyNpcInput): EnergyNpcContext {
  const { i18n, actor } = input;
  const stats = statsContext(i18n, actor);
  // A stat block must fit its 680 px window: Speed rides in the subtitle's one line rather than wrapping the pools.
  const full = headerContext(i18n, actor, input.mode, input.editable);
  const speed = speedPool(i18n, actor);
  const header = { ...full, pools: full.pools.filter((p) => p.id !== speed.id) };
  const frame = npcFrame(input, actor.id, sheetText, {
    threat: choiceLabel(i18n, "Threat", input.threat),
    details: sheetText(i18n, "Npc.details", { details: full.subtitle, label: speed.label, speed: speed.text }),
  });
  return {
    ...frame,
    header,
    threatField: selectInput(
      { idPrefix: actor.id, name: "system.threat", label: actorFieldLabel(i18n, "threat") },
      input.threat,
      NPC_THREATS,
      (t) => choiceLabel(i18n, "Threat", t),
    ),
    stats,
    abilityLine: stats.abilities
      .map((a) => sheetText(i18n, "Npc.ability", { ability: a.label, score: a.score, modifier: a.modifierText }))
      .join(" · "),
    attacks: attacksContext(i18n, actor, input, "all"),
    actions: actionsContext(i18n, actor.id, input.combat ?? null, sheetActionItems(actor.items)),
    abilities: abilitiesContext(i18n, actor.items).filter((g) => g.rows.length > 0),
    conditions: conditionsContext(i18n, actor, input.combat?.actor.suppressed),
    itemGroups: frame.edit ? [...inventoryContext(i18n, actor.items), ...abilitiesContext(i18n, actor.items)] : [],
  };
}
