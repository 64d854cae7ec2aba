/**
 * Everything `templates/apps/roll-dialog.hbs` shows, from the targets' plans: the rules already applied (locked),
 * every toggle with its source and effect, and each target's exact chance to hit with the current toggles, or, for a
 * user the world hides hit chances from (`parts/odds-viewer.ts`), neither the chance nor the defense it is read
 * against. Pure, so the dialog class only stores choices and re-renders, and the browser test renders the same context.
 */
import type { LocalizedText, RollModifier } from "../../combat-room.ts";
import { isRefusal } from "../../combat-room.ts";
import { I18N_ROOT } from "../../constants.ts";
import { hitBand, type HitBand } from "../parts/hit-chance.ts";
import { viewerSeesOdds } from "../parts/odds-viewer.ts";
import type { Localizer } from "../parts/resource-bar.ts";
import { VISIBILITY_MODES, type VisibilityMode } from "../../version/message-mode.ts";
import { modifiersOf, type TargetPlan } from "./choices.ts";
import type { RollExtraKind, RollExtraReading } from "../../dice/roll-extra.ts";

export const ROLL_DIALOG_KEYS = `${I18N_ROOT}.RollDialog`;

export interface ToggleRowContext {
  readonly id: string;
  readonly kind: string;
  readonly label: string;
  readonly effect: string;
  readonly checked: boolean;
  /** Why the scene set it ("2 walls block 60% of the sight lines"); absent when the scene said nothing. */
  readonly reason?: string;
}

/** One exclusive group as a radio group: a fieldset whose legend names it, a radio per row, and "none of them". */
export interface RadioGroupContext {
  readonly group: string;
  /** The radios' `name` (`group:<group>`), kept apart from the checkboxes' modifier ids. */
  readonly name: string;
  readonly legend: string;
  readonly options: readonly ToggleRowContext[];
  readonly noneLabel: string;
  readonly noneChecked: boolean;
}

/** The roll-mode selector, as core's chat offers it: who sees the roll. */
export interface RollModeContext {
  readonly label: string;
  readonly options: readonly { readonly value: VisibilityMode; readonly label: string; readonly selected: boolean }[];
}

/** The free-form bonus field: what was typed, a hint on what it takes, and why it is refused when it is. */
export interface ExtraFieldContext {
  /** Ids of the input, its hint and its error, unique per dialog window (aria-describedby). */
  readonly inputId: string;
  readonly hintId: string;
  readonly errorId: string;
  readonly label: string;
  readonly value: string;
  readonly hint: string;
  /** Why what was typed is not a bonus; empty when it reads. */
  readonly error: string;
}

/** The bonus field's state, as the dialog's state keeps it. */
export interface ExtraFieldState {
  readonly kind: RollExtraKind;
  readonly text: string;
  readonly reading: RollExtraReading;
}

export interface LockedRowContext {
  readonly kind: string;
  readonly label: string;
  readonly effect: string;
}

export interface TargetOddsContext {
  readonly name: string;
  /** "62.4%", the refusal's text, or that the GM hides the chance. */
  readonly chanceText: string;
  readonly band: HitBand | "refused" | "hidden";
  readonly bandText: string;
  /** "vs 25": what the attack total must exceed; empty when refused or hidden. */
  readonly againstText: string;
}

export interface RollDialogContext {
  readonly heading: string;
  readonly modifiersLegend: string;
  readonly appliedHeading: string;
  readonly locked: readonly LockedRowContext[];
  /** The modifiers outside any group, as checkboxes. */
  readonly toggles: readonly ToggleRowContext[];
  /** The exclusive groups, in the order their first row comes. */
  readonly groups: readonly RadioGroupContext[];
  readonly noneText: string;
  readonly oddsHeading: string;
  readonly targets: readonly TargetOddsContext[];
  readonly rollMode: RollModeContext;
  /** Absent when the room's attack roll takes no bonus. */
  readonly extra?: ExtraFieldContext;
  /** Roll waits while the bonus field holds something that is not a bonus. */
  readonly canRoll: boolean;
  readonly rollLabel: string;
  readonly cancelLabel: string;
}

export interface RollDialogHeader {
  readonly attackerName: string;
  readonly itemName: string;
}

const text = (i18n: Localizer, t: LocalizedText): string =>
  t.data ? i18n.format(t.key, { ...t.data }) : i18n.localize(t.key);

const dialogText = (i18n: Localizer, key: string, data?: Record<string, string | number>): string =>
  text(i18n, { key: `${ROLL_DIALOG_KEYS}.${key}`, ...(data ? { data } : {}) });

/**
 * One decimal, so that every toggle visibly moves the odds; never "0.0" or "100.0" unless the chance really is 0
 * or 1 (a 99.96 % attack can still miss).
 */
export function exactPercent(probability: number): string {
  if (probability <= 0) return "0";
  if (probability >= 1) return "100";
  return Math.min(99.9, Math.max(0.1, Math.round(probability * 1000) / 10)).toFixed(1);
}

function odds(i18n: Localizer, t: TargetPlan): TargetOddsContext {
  if (isRefusal(t.plan)) {
    const refused = i18n.format(t.plan.refused, { ...t.plan.data });
    return { name: t.name, chanceText: refused, band: "refused", bandText: "", againstText: "" };
  }
  if (!viewerSeesOdds()) {
    return {
      name: t.name,
      chanceText: dialogText(i18n, "chanceHidden"),
      band: "hidden",
      bandText: "",
      againstText: "",
    };
  }
  const band = hitBand(t.plan.hitChance);
  return {
    name: t.name,
    chanceText: dialogText(i18n, "chance", { percent: exactPercent(t.plan.hitChance) }),
    band,
    bandText: dialogText(i18n, `band.${band}`),
    againstText: dialogText(i18n, "against", { value: t.plan.against }),
  };
}

/** Locked rows of every target (one target may be prone, another not), each text once. */
function lockedRows(i18n: Localizer, targets: readonly TargetPlan[]): LockedRowContext[] {
  const rows = new Map<string, LockedRowContext>();
  for (const t of targets) {
    if (isRefusal(t.plan)) continue;
    for (const m of t.plan.modifiers ?? []) {
      if (!m.locked) continue;
      const row = { kind: m.kind, label: text(i18n, m.label), effect: text(i18n, m.effect) };
      rows.set(`${row.label}|${row.effect}`, row);
    }
  }
  return [...rows.values()];
}

const toggleRow = (i18n: Localizer, m: RollModifier): ToggleRowContext => ({
  id: m.id,
  kind: m.kind,
  label: text(i18n, m.label),
  effect: text(i18n, m.effect),
  checked: m.on,
  ...(m.reason ? { reason: text(i18n, m.reason) } : {}),
});

/** The radio name of an exclusive group, and back (null for a checkbox's name). */
export const groupInputName = (group: string): string => `group:${group}`;
export const groupOfInputName = (name: string): string | null => (name.startsWith("group:") ? name.slice(6) : null);

/** Each exclusive group of the unlocked rows as one radio group, in the order its first row comes. */
function radioGroups(i18n: Localizer, modifiers: readonly RollModifier[]): RadioGroupContext[] {
  const byGroup = new Map<string, RollModifier[]>();
  for (const m of modifiers) if (m.group !== undefined) byGroup.set(m.group, [...(byGroup.get(m.group) ?? []), m]);
  return [...byGroup].map(([group, rows]) => {
    const first = rows[0];
    return {
      group,
      name: groupInputName(group),
      legend: first?.groupLegend ? text(i18n, first.groupLegend) : dialogText(i18n, "group"),
      options: rows.map((m) => toggleRow(i18n, m)),
      noneLabel: first?.groupNone ? text(i18n, first.groupNone) : dialogText(i18n, "groupNone"),
      noneChecked: rows.every((m) => !m.on),
    };
  });
}

const extraField = (i18n: Localizer, extra: ExtraFieldState, idPrefix: string): ExtraFieldContext => ({
  inputId: `${idPrefix}-extra`,
  hintId: `${idPrefix}-extra-hint`,
  errorId: `${idPrefix}-extra-error`,
  label: dialogText(i18n, "extra"),
  value: extra.text,
  hint: dialogText(i18n, `extraHint.${extra.kind}`),
  error: extra.reading.ok ? "" : dialogText(i18n, `extraError.${extra.reading.reason}`),
});

/**
 * Who sees the roll (absent: public), the bonus field (absent: the room takes no bonus) and the prefix of the field's
 * element ids (the dialog window's id; absent: one dialog on the page).
 */
export interface RollDialogOptions {
  readonly mode?: VisibilityMode;
  readonly extra?: ExtraFieldState;
  readonly idPrefix?: string;
}

export function rollDialogContext(
  i18n: Localizer,
  header: RollDialogHeader,
  targets: readonly TargetPlan[],
  options: RollDialogOptions = {},
): RollDialogContext {
  const unlocked = modifiersOf(targets).filter((m) => !m.locked);
  const mode = options.mode ?? "public";
  return {
    heading: dialogText(i18n, "heading", { name: header.attackerName, item: header.itemName }),
    modifiersLegend: dialogText(i18n, "modifiers"),
    appliedHeading: dialogText(i18n, "applied"),
    locked: lockedRows(i18n, targets),
    toggles: unlocked.filter((m) => m.group === undefined).map((m) => toggleRow(i18n, m)),
    groups: radioGroups(i18n, unlocked),
    noneText: dialogText(i18n, "none"),
    oddsHeading: dialogText(i18n, "odds"),
    targets: targets.map((t) => odds(i18n, t)),
    rollMode: {
      label: dialogText(i18n, "rollMode"),
      options: VISIBILITY_MODES.map((value) => ({
        value,
        label: dialogText(i18n, `mode.${value}`),
        selected: value === mode,
      })),
    },
    ...(options.extra ? { extra: extraField(i18n, options.extra, options.idPrefix ?? "fray-roll-dialog") } : {}),
    canRoll: options.extra?.reading.ok ?? true,
    rollLabel: dialogText(i18n, "roll"),
    cancelLabel: dialogText(i18n, "cancel"),
  };
}
