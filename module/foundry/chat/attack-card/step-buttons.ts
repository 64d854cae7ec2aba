/**
 * A row's open steps as one viewer sees them (module/foundry/README.md section 2): a button for each step this
 * viewer may take — a GM for anyone, an owner for its side — one per choice with its odds where the viewer may see
 * them, and for every other open step the line saying whom the card awaits. Automatic steps show neither: the
 * active GM's client takes them. An open step its actor may not take now (the step's `refusal`: no reaction left,
 * own turn, Winded …) shows neither either, but one line saying why, to everyone — the reason itself only where the
 * row's target is not hidden from the viewer. A closed step that says why it never came to be (its `absent`: an
 * `energy` Critical Hit's Evasion) gets the same line.
 */
import { I18N_ROOT } from "../../constants.ts";
import type { Localizer } from "../../applications/parts/resource-bar.ts";
import type { Refusal } from "../../combat-room.ts";
import { openSteps, stepActor } from "../../procedure/open-steps.ts";
import type { Procedure, ProcedureStep, StepActor, StepChoice, StepContext } from "../../procedure/step.ts";
import type { TargetRow } from "./data.ts";

/** The documents a step may read besides the card (StepContext without the card and row). */
export type StepDocuments = Omit<StepContext, "card" | "row">;

interface StepViewer {
  readonly isGM: boolean;
  readonly ownsAttacker: boolean;
  ownsTarget(row: TargetRow): boolean;
}

export interface StepButton {
  readonly step: string;
  /** The choice it takes; "" for a step taken without one. */
  readonly choice: string;
  readonly label: string;
  readonly icon: string;
  readonly oddsText: string;
  /** The GM's half / double / custom controls beside an adjustable step's button; null for anyone else. */
  readonly adjust: AdjustLabels | null;
}

export interface AdjustLabels {
  readonly group: string;
  readonly half: string;
  readonly halfShort: string;
  readonly double: string;
  readonly doubleShort: string;
  readonly customValue: string;
  readonly custom: string;
}

function adjustLabels(step: ProcedureStep, viewer: StepViewer, name: string, i18n: Localizer): AdjustLabels | null {
  if (step.adjustable !== true || !viewer.isGM) return null;
  const key = `${I18N_ROOT}.Card.adjust`;
  return {
    group: i18n.format(`${key}.group`, { name }),
    half: i18n.format(`${key}.half`, { name }),
    double: i18n.format(`${key}.double`, { name }),
    halfShort: i18n.localize(`${key}.halfShort`),
    doubleShort: i18n.localize(`${key}.doubleShort`),
    customValue: i18n.format(`${key}.customValue`, { name }),
    custom: i18n.format(`${key}.custom`, { name }),
  };
}

function actsAs(viewer: StepViewer, who: StepActor, row: TargetRow): boolean {
  if (who === "auto") return false;
  if (viewer.isGM) return true;
  return who === "attacker" ? viewer.ownsAttacker : who === "target" && viewer.ownsTarget(row);
}

export interface StepSeen {
  readonly viewer: StepViewer;
  readonly name: string;
  readonly showOdds: boolean;
  /** The card's message id (a step's refusal reads the reaction per row from it); absent: refusals not read. */
  readonly messageId?: string | undefined;
  /** The row's target is hidden from this viewer: a refusal says only that the step cannot be taken. */
  readonly hidden?: boolean;
}

/** The card's line ({name}, {reason}) for a reason: the reason itself only where the row's target is not hidden. */
function reasonLine(line: string, why: Refusal, seen: StepSeen, i18n: Localizer): string {
  const reason = seen.hidden
    ? i18n.localize(`${I18N_ROOT}.Card.reasonHidden`)
    : i18n.format(why.refused, why.data ?? {});
  return i18n.format(line, { name: seen.name, reason });
}

/** Why the step cannot be taken now, as the card's line, or undefined while it can (or nobody can tell here). */
function refusedLine(step: ProcedureStep, ctx: StepContext, seen: StepSeen, i18n: Localizer): string | undefined {
  if (!step.refusal || seen.messageId === undefined) return undefined;
  const refusal = step.refusal.check(ctx, seen.messageId);
  return refusal ? reasonLine(step.refusal.line, refusal, seen, i18n) : undefined;
}

/** Why a closed step never came to be on this row (its `absent`), as the card's line; undefined when unsaid. */
function absentLine(step: ProcedureStep, ctx: StepContext, seen: StepSeen, i18n: Localizer): string | undefined {
  if (!step.absent || step.closed(ctx) === undefined) return undefined;
  const absent = step.absent.check(ctx);
  return absent ? reasonLine(step.absent.line, absent, seen, i18n) : undefined;
}

/** A choice's odds as the card says them: every outcome's where the room gives them, else the chance to hit. */
function choiceOdds(choice: StepChoice, i18n: Localizer): string {
  if (choice.odds) return i18n.format(choice.odds.key, choice.odds.data ?? {});
  const chance = choice.hitChance;
  return chance === undefined
    ? ""
    : i18n.format(`${I18N_ROOT}.Card.odds`, { percent: String(Math.round(chance * 100)) });
}

export function stepLines(
  procedure: Procedure,
  ctx: StepContext,
  seen: StepSeen,
  i18n: Localizer,
): {
  readonly actions: readonly StepButton[];
  readonly awaiting: readonly string[];
  readonly refused: readonly string[];
} {
  const actions: StepButton[] = [];
  const awaiting: string[] = [];
  const refused: string[] = [];
  for (const step of openSteps(procedure, ctx)) {
    const who = stepActor(step, ctx);
    if (who === "auto") continue;
    const cannot = refusedLine(step, ctx, seen, i18n);
    if (cannot !== undefined) {
      if (!refused.includes(cannot)) refused.push(cannot);
      continue;
    }
    if (!actsAs(seen.viewer, who, ctx.row)) {
      awaiting.push(i18n.format(step.awaiting, { name: seen.name }));
      continue;
    }
    const { label, icon } = step.button;
    const choices = step.choices?.(ctx);
    if (!choices) {
      const adjust = adjustLabels(step, seen.viewer, seen.name, i18n);
      actions.push({
        step: step.id,
        choice: "",
        label: i18n.format(label, { name: seen.name }),
        icon,
        oddsText: "",
        adjust,
      });
      continue;
    }
    for (const choice of choices) {
      const chosen = i18n.format(choice.label.key, choice.label.data ?? {});
      actions.push({
        step: step.id,
        choice: choice.id,
        label: i18n.format(label, { name: seen.name, choice: chosen }),
        icon,
        adjust: null,
        oddsText: seen.showOdds ? choiceOdds(choice, i18n) : "",
      });
    }
  }
  for (const step of procedure) {
    const never = absentLine(step, ctx, seen, i18n);
    if (never !== undefined && !refused.includes(never)) refused.push(never);
  }
  return { actions, awaiting, refused };
}
