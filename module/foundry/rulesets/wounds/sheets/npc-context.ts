/**
 * The `wounds` NPC stat block: its attacks first (with their odds), its attributes and Defenses each in one line,
 * Toughness and movement, the tier's wound track, then the generic actions and the skills collapsed, and the
 * conditions while one is in force; edit mode adds every input, the tier and whether the GM treats it as a special case.
 */
import { NPC_TIERS } from "../../../../engine/rulesets/wounds/creature.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import { npcFrame, type NpcFrame } from "../../../applications/sheets/actor-context.ts";
import { checkboxInput, selectInput, type FieldContext } from "../../../applications/sheets/field-context.ts";
import type { ItemGroupContext } from "../../../applications/sheets/item-row.ts";
import type { WoundsNpcSource } from "../sources.ts";
import { STAT_BLOCK_ATTACK_KINDS } from "./attacks-context.ts";
import { actorParts, type WoundsActorParts } from "./character-context.ts";
import { abilitiesContext, inventoryContext } from "./inventory-context.ts";
import { actorField, choiceLabel, sheetText } from "./labels.ts";
import type { WoundsSheetInput } from "./sheet-data.ts";

export interface WoundsNpcInput extends WoundsSheetInput {
  readonly npc: Pick<WoundsNpcSource, "tier" | "special">;
}

export interface WoundsNpcContext extends NpcFrame, WoundsActorParts {
  /** Edit mode: the tier and the special-case flag. */
  readonly npcFields: readonly FieldContext[];
  /** "Str +2 · Dex +1 · …": the eight attributes in one line. */
  readonly attributeLine: string;
  /** "Melee 10 · Ranged 10 · …": the seven Defenses in one line. */
  readonly defenseLine: string;
  /** "Melee 2 · Melee/Swords 1 · …", or the empty-list text. */
  readonly skillLine: string;
  /** The skills fold's short heading, so the folds (actions, checks, skills, notes) share one row. */
  readonly skillsFoldHeading: string;
  /** Abilities and spells, used from their description. */
  readonly abilities: readonly ItemGroupContext[];
  /** Every owned item grouped, shown in edit mode to open, equip or delete them. */
  readonly itemGroups: readonly ItemGroupContext[];
}

export function npcContext(input: WoundsNpcInput): WoundsNpcContext {
  const { i18n, actor, npc } = input;
  const parts = actorParts(input, STAT_BLOCK_ATTACK_KINDS);
  const frame = npcFrame(input, actor.id, sheetText, {
    tier: choiceLabel(i18n, "Tier", npc.tier),
    details: sheetText(i18n, "Npc.size", { size: signed(actor.system.size) }),
  });
  const base = (name: string) => ({ idPrefix: actor.id, name: `system.${name}`, ...actorField(i18n, name) });
  const skills = parts.stats.skills.map((s) => sheetText(i18n, "Npc.pair", { label: s.label, value: s.rank }));
  return {
    ...frame,
    ...parts,
    npcFields: [
      selectInput(base("tier"), npc.tier, NPC_TIERS, (t) => choiceLabel(i18n, "Tier", t)),
      checkboxInput(base("special"), npc.special),
    ],
    attributeLine: parts.stats.attributes
      .map((a) => sheetText(i18n, "Npc.pair", { label: a.abbreviation, value: a.valueText }))
      .join(" · "),
    defenseLine: parts.defenses.defenses
      .map((d) => sheetText(i18n, "Npc.pair", { label: d.label, value: d.valueText }))
      .join(" · "),
    skillLine: skills.length > 0 ? skills.join(" · ") : parts.stats.emptySkills,
    skillsFoldHeading: sheetText(i18n, "Npc.skills"),
    abilities: abilitiesContext(i18n, actor.items).filter((g) => g.rows.length > 0),
    itemGroups: frame.edit ? [...inventoryContext(i18n, actor.items), ...abilitiesContext(i18n, actor.items)] : [],
  };
}
