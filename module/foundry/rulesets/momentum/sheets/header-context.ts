/**
 * The sheet header: portrait, name, kind and size, the play/edit toggle, the states that matter most (Dead, Downed,
 * Bleeding), Vitality and WP as resource bars with − / + buttons, and Temporary Vitality and Narrative Momentum as
 * numbers. Vitality may fall below 0 (it bleeds below 1 and dies at −max, rules page decisions 18–19): the bar says
 * the number as it is and draws no fill.
 */
import {
  resourceBarContext,
  type Localizer,
  type ResourceBarContext,
} from "../../../applications/parts/resource-bar.ts";
import { headerFrame, type HeaderFrame } from "../../../applications/sheets/actor-context.ts";
import { numberInput, type FieldContext } from "../../../applications/sheets/field-context.ts";
import type { SheetMode } from "../../../applications/sheets/mode.ts";
import { ACTOR_FIELDS, actorField, choiceLabel, sheetText } from "./labels.ts";
import type { MomentumSheetActor } from "./sheet-data.ts";

/** The tracks the header's − / + buttons change. */
export const MOMENTUM_TRACKS = ["vitality", "wp"] as const;
export type MomentumTrackKey = (typeof MOMENTUM_TRACKS)[number];

const BADGES = ["dead", "downed", "bleeding"] as const;

export interface HeaderValueContext {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly hint: string;
}

export interface HeaderContext extends HeaderFrame {
  readonly subtitle: string;
  readonly badges: readonly { readonly id: string; readonly label: string }[];
  readonly bars: readonly ResourceBarContext[];
  readonly values: readonly HeaderValueContext[];
  /** Edit mode: the tracks and the numbers beside them. */
  readonly trackFields: readonly FieldContext[];
}

function bar(i18n: Localizer, actor: MomentumSheetActor, key: MomentumTrackKey): ResourceBarContext {
  const context = resourceBarContext(i18n, actor.id, key, `${ACTOR_FIELDS}.${key}.label`, actor.system[key]);
  return { ...context, percent: Math.max(0, context.percent) };
}

export function headerContext(
  i18n: Localizer,
  actor: MomentumSheetActor,
  mode: SheetMode,
  editable: boolean,
): HeaderContext {
  const s = actor.system;
  const edit = editable && mode === "edit";
  const field = (name: string, value: number, min?: number) =>
    numberInput({ idPrefix: actor.id, name: `system.${name}`, ...actorField(i18n, name) }, value, min);
  const value = (id: "temporaryVitality" | "narrativeMomentum"): HeaderValueContext => ({
    id,
    value: s[id],
    ...actorField(i18n, id),
  });
  const conditions = new Set(s.derived.conditions);
  return {
    ...headerFrame(i18n, actor, mode, editable),
    subtitle: sheetText(i18n, "kindSize", {
      kind: choiceLabel(i18n, "Kind", s.kind),
      size: choiceLabel(i18n, "Size", s.size),
    }),
    badges: BADGES.filter((id) => (id === "dead" ? s.dead : conditions.has(id))).map((id) => ({
      id,
      label: sheetText(i18n, `State.${id}`),
    })),
    bars: MOMENTUM_TRACKS.map((k) => bar(i18n, actor, k)),
    values: [value("temporaryVitality"), value("narrativeMomentum")],
    trackFields: edit
      ? [
          field("vitality.value", s.vitality.value),
          field("vitality.max", s.vitality.max, 0),
          field("temporaryVitality", s.temporaryVitality, 0),
          field("wp.value", s.wp.value, 0),
          field("wp.max", s.wp.max, 0),
          field("narrativeMomentum", s.narrativeMomentum, 0),
        ]
      : [],
  };
}

/** Which tracks the header's − / + buttons may change; the change itself is the shared rule. */
export function isTrackKey(key: string | undefined): key is MomentumTrackKey {
  return (MOMENTUM_TRACKS as readonly string[]).includes(key ?? "");
}
