/**
 * The wound track as a grid: one row per level, light to fatal, with the damage that reaches it ("the highest level
 * whose threshold the damage exceeds or equals") and its slots as boxes, filled or open. How many slots a level has is
 * the engine's (light 5 + Persona, moderate to critical from the Vitality table or an NPC's 1/2/3 by tier, one fatal);
 * only the filled counts are stored, edited in edit mode. Each row says its count in words, never boxes alone.
 */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { numberInput, type FieldContext } from "../../../applications/sheets/field-context.ts";
import type { WoundRow } from "../derive.ts";
import { isNpcSource } from "../sources.ts";
import { actorField, choiceLabel, levelLabel, sheetText } from "./labels.ts";
import type { WoundsSheetActor } from "./sheet-data.ts";

export interface WoundGridRowContext {
  readonly level: string;
  readonly label: string;
  readonly thresholdText: string;
  readonly slots: readonly { readonly filled: boolean }[];
  /** "1 of 3 filled"; a level filled past its slots (a tier changed) says so too. */
  readonly countText: string;
  readonly field: FieldContext;
}

export interface WoundGridContext {
  readonly heading: string;
  /** Where the slot counts come from: the Vitality table, or the NPC's tier. */
  readonly sourceText: string;
  readonly columns: { readonly level: string; readonly threshold: string; readonly slots: string };
  readonly rows: readonly WoundGridRowContext[];
}

function row(i18n: Localizer, actor: WoundsSheetActor, r: WoundRow): WoundGridRowContext {
  const base = { idPrefix: actor.id, name: `system.wounds.${r.level}`, ...actorField(i18n, `wounds.${r.level}`) };
  const shown = Math.max(r.capacity, r.filled);
  return {
    level: r.level,
    label: levelLabel(i18n, r.level),
    thresholdText: sheetText(i18n, "Wounds.threshold", { threshold: r.threshold }),
    slots: Array.from({ length: shown }, (_, i) => ({ filled: i < r.filled })),
    countText: sheetText(i18n, "Wounds.count", { filled: r.filled, capacity: r.capacity }),
    field: numberInput(base, r.filled, 0, 30),
  };
}

export function woundGridContext(i18n: Localizer, actor: WoundsSheetActor): WoundGridContext {
  const s = actor.system;
  return {
    heading: sheetText(i18n, "Section.wounds"),
    sourceText: isNpcSource(s)
      ? sheetText(i18n, "Wounds.fromTier", { tier: choiceLabel(i18n, "Tier", s.tier) })
      : sheetText(i18n, "Wounds.fromVitality"),
    columns: {
      level: sheetText(i18n, "Wounds.level"),
      threshold: sheetText(i18n, "Wounds.damage"),
      slots: sheetText(i18n, "Wounds.slots"),
    },
    rows: s.derived.woundGrid.map((r) => row(i18n, actor, r)),
  };
}
