/**
 * The sheet header: portrait, name, size and speed, the play/edit toggle, the states that matter most (Unconscious,
 * Surprised), the Health Pool as a resource bar with − / + buttons, and the numbers read before every exchange, all
 * derived by the engine: the Initiative roll ("1d6 + 2": Initiative for a player character, PER for an NPC), the
 * Armor Rating in use with its source, and the shield's Block Rating.
 */
import {
  resourceBarContext,
  type Localizer,
  type ResourceBarContext,
} from "../../../applications/parts/resource-bar.ts";
import { headerFrame, type HeaderFrame } from "../../../applications/sheets/actor-context.ts";
import { numberInput, type FieldContext } from "../../../applications/sheets/field-context.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import type { SheetMode } from "../../../applications/sheets/mode.ts";
import { ACTOR_FIELDS, actorField, choiceLabel, sheetText } from "./labels.ts";
import type { ContestSheetActor } from "./sheet-data.ts";

/** The one track the header's − / + buttons change. */
export const HEALTH_TRACK = "health";

const BADGES = ["unconscious", "surprised"] as const;

export interface HeaderValueContext {
  readonly id: string;
  readonly label: string;
  readonly valueText: string;
  readonly hint: string;
}

export interface HeaderContext extends HeaderFrame {
  readonly subtitle: string;
  readonly badges: readonly { readonly id: string; readonly label: string }[];
  readonly bars: readonly ResourceBarContext[];
  readonly values: readonly HeaderValueContext[];
  /** Edit mode: the Health Pool's value and maximum. */
  readonly trackFields: readonly FieldContext[];
}

function values(i18n: Localizer, actor: ContestSheetActor): HeaderValueContext[] {
  const d = actor.system.derived;
  const value = (id: string, valueText: string, data: Record<string, string | number> = {}): HeaderValueContext => ({
    id,
    label: sheetText(i18n, `Derived.${id}`),
    valueText,
    hint: sheetText(i18n, `DerivedHint.${id}.${actor.roller}`, data),
  });
  return [
    value("initiative", sheetText(i18n, "initiativeRoll", { bonus: signed(d.initiative) })),
    value("armorRating", String(d.armorRating), { source: d.armor?.label ?? sheetText(i18n, "unarmored") }),
    value("blockRating", String(d.blockRating), { magical: d.magicalBlockRating }),
    value("speed", sheetText(i18n, "meters", { value: actor.system.speed })),
  ];
}

export function headerContext(
  i18n: Localizer,
  actor: ContestSheetActor,
  mode: SheetMode,
  editable: boolean,
): HeaderContext {
  const s = actor.system;
  const conditions = new Set(s.derived.conditions);
  const field = (name: string, value: number) =>
    numberInput({ idPrefix: actor.id, name: `system.${name}`, ...actorField(i18n, name) }, value, 0, 999);
  return {
    ...headerFrame(i18n, actor, mode, editable),
    subtitle: sheetText(i18n, "sizeSpeed", {
      size: choiceLabel(i18n, "Size", s.size),
      speed: s.speed,
    }),
    badges: BADGES.filter((id) => conditions.has(id)).map((id) => ({ id, label: sheetText(i18n, `State.${id}`) })),
    bars: [resourceBarContext(i18n, actor.id, HEALTH_TRACK, `${ACTOR_FIELDS}.health.label`, s.health)],
    values: values(i18n, actor),
    trackFields:
      editable && mode === "edit" ? [field("health.value", s.health.value), field("health.max", s.health.max)] : [],
  };
}
