/**
 * The `momentum` NPC stat block: a monster's attacks and Abilities first (with their odds), its Stats in one line,
 * Evasion, Armor and the other derived values, the affinities, then the generic actions collapsed and the
 * conditions; Skill Levels and the Defense Rolls sit in a collapsed section, and edit mode adds every input.
 */
import { npcFrame, type NpcFrame } from "../../../applications/sheets/actor-context.ts";
import { selectInput, type FieldContext } from "../../../applications/sheets/field-context.ts";
import type { ItemGroupContext } from "../../../applications/sheets/item-row.ts";
import type { ActionsSectionContext } from "../../../applications/sheets/actions-section.ts";
import { THREATS } from "../data/choices.ts";
import { actionsContext } from "./actions-context.ts";
import { holdContext, type HoldContext } from "./hold-context.ts";
import { affinitiesContext, type AffinitiesContext } from "./affinities-context.ts";
import { attacksContext, type AttacksContext } from "./attacks-context.ts";
import { conditionsContext, type ConditionsContext } from "./conditions-context.ts";
import { defensesContext, type DefensesContext } from "./defenses-context.ts";
import { headerContext, type HeaderContext } from "./header-context.ts";
import { abilitiesContext, inventoryContext } from "./inventory-context.ts";
import { actorField, choiceLabel, sheetText } from "./labels.ts";
import type { MomentumSheetInput } from "./sheet-data.ts";
import { statsContext, type StatsContext } from "./stats-context.ts";

export type NpcThreat = (typeof THREATS)[number];

export interface MomentumNpcInput extends MomentumSheetInput {
  readonly threat: NpcThreat;
}

export interface MomentumNpcContext extends NpcFrame {
  readonly header: HeaderContext;
  readonly threatField: FieldContext;
  readonly stats: StatsContext;
  /** "Strength 16 (+6) · Dexterity 12 (+2) …": the seven Stats in one line. */
  readonly statLine: string;
  readonly defenses: DefensesContext;
  readonly affinities: AffinitiesContext;
  readonly attacks: AttacksContext;
  readonly actions: ActionsSectionContext;
  /** Null out of combat. */
  readonly hold: HoldContext | null;
  /** Abilities that are effects (used from their description); those that roll are in `attacks`. */
  readonly abilities: readonly ItemGroupContext[];
  readonly conditions: ConditionsContext;
  /** Every owned item grouped, shown in edit mode to open, equip or delete them. */
  readonly itemGroups: readonly ItemGroupContext[];
}

export function npcContext(input: MomentumNpcInput): MomentumNpcContext {
  const { i18n, actor } = input;
  const stats = statsContext(i18n, actor);
  const header = headerContext(i18n, actor, input.mode, input.editable);
  const frame = npcFrame(input, actor.id, sheetText, {
    threat: choiceLabel(i18n, "Threat", input.threat),
    details: header.subtitle,
  });
  const effects = actor.items.filter((i) => i.kind === "ability" && i.system.delivery === "effect");
  return {
    ...frame,
    header,
    threatField: selectInput(
      { idPrefix: actor.id, name: "system.threat", ...actorField(i18n, "threat") },
      input.threat,
      THREATS,
      (t) => choiceLabel(i18n, "Threat", t),
    ),
    stats,
    statLine: stats.stats
      .map((s) => sheetText(i18n, "Npc.stat", { stat: s.label, score: s.score, bonus: s.bonusText }))
      .join(" · "),
    defenses: defensesContext(i18n, actor),
    affinities: affinitiesContext(i18n, actor),
    attacks: attacksContext(i18n, actor, input),
    actions: actionsContext(i18n, actor.id, input.combat ?? null, actor.items),
    hold: holdContext(i18n, input.combat ?? null, actor.items),
    abilities: abilitiesContext(i18n, effects).filter((g) => g.rows.length > 0),
    conditions: conditionsContext(i18n, actor),
    itemGroups: frame.edit ? [...inventoryContext(i18n, actor.items), ...abilitiesContext(i18n, actor.items)] : [],
  };
}
