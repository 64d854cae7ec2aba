/**
 * The `contest` NPC stat block: its Strikes first (with their odds), then one section of label–value lines (the
 * attributes, the derived defenses and protection, its Fighting Styles), the skills and generic actions collapsed,
 * the conditions only while one is in force; edit mode adds every input and the item lists.
 */
import { npcFrame, type NpcFrame } from "../../../applications/sheets/actor-context.ts";
import { selectInput, type FieldContext } from "../../../applications/sheets/field-context.ts";
import type { ItemGroupContext } from "../../../applications/sheets/item-row.ts";
import { NPC_THREATS } from "../data/choices.ts";
import { contestSections, type ContestSections } from "./character-context.ts";
import { INVENTORY_GROUPS, itemGroups } from "./inventory-context.ts";
import { actorField, choiceLabel, sheetText } from "./labels.ts";
import type { ContestSheetInput } from "./sheet-data.ts";

export type NpcThreat = (typeof NPC_THREATS)[number];

export interface ContestNpcInput extends ContestSheetInput {
  readonly threat: NpcThreat;
}

export interface ContestNpcContext extends NpcFrame, ContestSections {
  readonly threatField: FieldContext;
  /** "Strength +2 · Agility +1 · PER +0": the three attributes in one line. */
  readonly attributeLine: string;
  /** "Brawler 1 (club, shield)": each style with its rank and gear, in one line. */
  readonly styleLine: string;
  /** Every owned item grouped, shown in edit mode to open, equip or delete them. */
  readonly itemGroups: readonly ItemGroupContext[];
}

export function npcContext(input: ContestNpcInput): ContestNpcContext {
  const { i18n, actor } = input;
  const sections = contestSections(input);
  const frame = npcFrame(input, actor.id, sheetText, {
    threat: choiceLabel(i18n, "Threat", input.threat),
    details: sections.header.subtitle,
  });
  return {
    ...frame,
    ...sections,
    threatField: selectInput(
      { idPrefix: actor.id, name: "system.threat", ...actorField(i18n, "threat") },
      input.threat,
      NPC_THREATS,
      (t) => choiceLabel(i18n, "Threat", t),
    ),
    attributeLine: sections.traits.attributes.map((a) => `${a.label} ${a.valueText}`).join(" · "),
    styleLine: sections.styles.rows
      .map((s) => sheetText(i18n, "Npc.style", { name: s.name, rank: s.rank, gear: s.gearText }))
      .join(" · "),
    itemGroups: frame.edit ? itemGroups(i18n, actor.items, [...INVENTORY_GROUPS, "abilities"]) : [],
  };
}
