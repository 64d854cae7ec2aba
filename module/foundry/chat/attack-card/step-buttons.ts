/**
 * A row's open steps as one viewer sees them (module/foundry/README.md section 2): a button for each step this
 * viewer may take — a GM for anyone, an owner for its side — one per choice with its odds where the viewer may see
 * them, and for every other open step the line saying whom the card awaits. Automatic steps show neither: the
 * active GM's client takes them.
 */
import { I18N_ROOT } from "../../constants.ts";
import type { Localizer } from "../../applications/parts/resource-bar.ts";
import { openSteps, stepActor } from "../../procedure/open-steps.ts";
import type { Procedure, StepActor, StepContext } from "../../procedure/step.ts";
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
}

function actsAs(viewer: StepViewer, who: StepActor, row: TargetRow): boolean {
  if (who === "auto") return false;
  if (viewer.isGM) return true;
  return who === "attacker" ? viewer.ownsAttacker : who === "target" && viewer.ownsTarget(row);
}

export function stepLines(
  procedure: Procedure,
  ctx: StepContext,
  seen: { readonly viewer: StepViewer; readonly name: string; readonly showOdds: boolean },
  i18n: Localizer,
): { readonly actions: readonly StepButton[]; readonly awaiting: readonly string[] } {
  const actions: StepButton[] = [];
  const awaiting: string[] = [];
  for (const step of openSteps(procedure, ctx)) {
    const who = stepActor(step, ctx);
    if (!actsAs(seen.viewer, who, ctx.row)) {
      if (who !== "auto") awaiting.push(i18n.format(step.awaiting, { name: seen.name }));
      continue;
    }
    const { label, icon } = step.button;
    const choices = step.choices?.(ctx);
    if (!choices) {
      actions.push({ step: step.id, choice: "", label: i18n.format(label, { name: seen.name }), icon, oddsText: "" });
      continue;
    }
    for (const choice of choices) {
      const chosen = i18n.format(choice.label.key, choice.label.data ?? {});
      const chance = seen.showOdds ? choice.hitChance : undefined;
      actions.push({
        step: step.id,
        choice: choice.id,
        label: i18n.format(label, { name: seen.name, choice: chosen }),
        icon,
        oddsText:
          chance === undefined
            ? ""
            : i18n.format(`${I18N_ROOT}.Card.odds`, { percent: String(Math.round(chance * 100)) }),
      });
    }
  }
  return { actions, awaiting };
}
