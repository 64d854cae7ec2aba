/**
 * The sheet header: portrait, name, what the creature is (character, or an NPC's tier) and its Size, the play/edit
 * toggle, the states that matter most (dead, dying, unconscious, staggered, exhausted, the wound severity), stamina
 * and mana as resource bars with − / + buttons, and fatigue and invested mana beside them. The bars' maxima are the
 * engine's current maxima ("Your maximum stamina is reduced by your fatigue level"; invested mana lowers "your
 * current and maximum mana"), so the normal maximum is said in each value's hint.
 */
import {
  resourceBarContext,
  type Localizer,
  type ResourceBarContext,
} from "../../../applications/parts/resource-bar.ts";
import { headerFrame, type HeaderFrame } from "../../../applications/sheets/actor-context.ts";
import { checkboxInput, numberInput, type FieldContext } from "../../../applications/sheets/field-context.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import type { SheetMode } from "../../../applications/sheets/mode.ts";
import { isNpcSource } from "../sources.ts";
import { ACTOR_FIELDS, actorField, choiceLabel, levelLabel, sheetText } from "./labels.ts";
import type { WoundsSheetActor } from "./sheet-data.ts";

/** The tracks the header's − / + buttons change. */
export const WOUNDS_TRACKS = ["stamina", "mana"] as const;
export type WoundsTrackKey = (typeof WOUNDS_TRACKS)[number];

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
  /** Edit mode: the tracks and the numbers beside them. */
  readonly trackFields: readonly FieldContext[];
}

function badges(i18n: Localizer, actor: WoundsSheetActor): HeaderContext["badges"] {
  const s = actor.system;
  const states = [
    ["dead", s.state.dead],
    ["dying", s.state.dying],
    ["unconscious", s.state.unconscious],
    ["staggered", s.derived.staggered],
    ["exhausted", s.exhausted],
  ] as const;
  const shown = states.filter(([, on]) => on).map(([id]) => ({ id, label: sheetText(i18n, `State.${id}`) }));
  const severity = s.derived.severity;
  return severity === null
    ? shown
    : [...shown, { id: "wounded", label: sheetText(i18n, "State.wounded", { level: levelLabel(i18n, severity) }) }];
}

function subtitle(i18n: Localizer, actor: WoundsSheetActor): string {
  const s = actor.system;
  const kind = isNpcSource(s) ? choiceLabel(i18n, "Tier", s.tier) : sheetText(i18n, "character");
  return sheetText(i18n, "kindSize", { kind, size: signed(s.size) });
}

export function headerContext(
  i18n: Localizer,
  actor: WoundsSheetActor,
  mode: SheetMode,
  editable: boolean,
): HeaderContext {
  const s = actor.system;
  const { stamina, mana } = s.derived;
  const edit = editable && mode === "edit";
  const base = (name: string) => ({ idPrefix: actor.id, name: `system.${name}`, ...actorField(i18n, name) });
  const value = (id: string, valueText: string, hint: string): HeaderValueContext => ({
    id,
    label: actorField(i18n, id).label,
    valueText,
    hint,
  });
  return {
    ...headerFrame(i18n, actor, mode, editable),
    subtitle: subtitle(i18n, actor),
    badges: badges(i18n, actor),
    bars: WOUNDS_TRACKS.map((key) => resourceBarContext(i18n, actor.id, key, `${ACTOR_FIELDS}.${key}.label`, s[key])),
    values: [
      value("fatigue", String(s.fatigue), sheetText(i18n, "fatigueHint", { normal: stamina.normalMax })),
      value("invested", String(mana.invested), sheetText(i18n, "investedHint", { normal: mana.normalMax })),
    ],
    trackFields: edit
      ? [
          numberInput(base("stamina.value"), s.stamina.value, 0, stamina.max),
          numberInput(base("fatigue"), s.fatigue, 0, 200),
          checkboxInput(base("exhausted"), s.exhausted),
          numberInput(base("mana.value"), s.mana.value, 0, mana.max),
          numberInput(base("raceStamina"), s.raceStamina, 0, 100),
          numberInput(base("raceMana"), s.raceMana, 0, 100),
        ]
      : [],
  };
}

/** Which tracks the header's − / + buttons may change; the change itself is the shared rule. */
export function isTrackKey(key: string | undefined): key is WoundsTrackKey {
  return (WOUNDS_TRACKS as readonly string[]).includes(key ?? "");
}
