/**
 * Everything `templates/apps/roll-dialog.hbs` shows, from the targets' plans: the rules already applied (locked),
 * every toggle with its source and effect, and each target's exact chance to hit with the current toggles. Pure, so
 * the dialog class only stores choices and re-renders, and the browser test renders the same context.
 */
import type { LocalizedText, RollModifier } from "../../combat-room.ts";
import { isRefusal } from "../../combat-room.ts";
import { I18N_ROOT } from "../../constants.ts";
import { hitBand, type HitBand } from "../parts/hit-chance.ts";
import type { Localizer } from "../parts/resource-bar.ts";
import { modifiersOf, type TargetPlan } from "./choices.ts";

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

export interface LockedRowContext {
  readonly kind: string;
  readonly label: string;
  readonly effect: string;
}

export interface TargetOddsContext {
  readonly name: string;
  /** "62.4%", or the refusal's text. */
  readonly chanceText: string;
  readonly band: HitBand | "refused";
  readonly bandText: string;
  /** "vs 25": what the attack total must exceed; empty when refused. */
  readonly againstText: string;
}

export interface RollDialogContext {
  readonly heading: string;
  readonly modifiersLegend: string;
  readonly appliedHeading: string;
  readonly locked: readonly LockedRowContext[];
  readonly toggles: readonly ToggleRowContext[];
  readonly noneText: string;
  readonly oddsHeading: string;
  readonly targets: readonly TargetOddsContext[];
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

export function rollDialogContext(
  i18n: Localizer,
  header: RollDialogHeader,
  targets: readonly TargetPlan[],
): RollDialogContext {
  return {
    heading: dialogText(i18n, "heading", { name: header.attackerName, item: header.itemName }),
    modifiersLegend: dialogText(i18n, "modifiers"),
    appliedHeading: dialogText(i18n, "applied"),
    locked: lockedRows(i18n, targets),
    toggles: modifiersOf(targets)
      .filter((m) => !m.locked)
      .map((m) => toggleRow(i18n, m)),
    noneText: dialogText(i18n, "none"),
    oddsHeading: dialogText(i18n, "odds"),
    targets: targets.map((t) => odds(i18n, t)),
    rollLabel: dialogText(i18n, "roll"),
    cancelLabel: dialogText(i18n, "cancel"),
  };
}
