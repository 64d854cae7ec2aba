/**
 * A step that is a choice and nothing else (no roll of its own): the manner of defense decided before the attacker
 * rolls, a Defend replacement, the armor type damage comes off. The row records the choice (`TakenChoice`), and the
 * later steps read it back with `takenChoice`. Its cost, if any, is a combat economy spend the GM pays first.
 */
import type { Outcome, TargetRow } from "../../chat/attack-card/data.ts";
import { recordChoice } from "../../chat/attack-card/transitions.ts";
import type { SpendRequest } from "../../combat/room.ts";
import { saveCard } from "../../queries/card-io.ts";
import type { ProcedureStep, StepActor, StepChoice, StepContext } from "../step.ts";

export interface ChoiceStepSpec {
  readonly id: string;
  readonly actor: StepActor;
  readonly optional: boolean;
  readonly awaiting: string;
  /** Its buttons' label key ({name}: the row's target, {choice}: the choice's label) and icon. */
  readonly button: { readonly label: string; readonly icon: string };
  readonly choices: (ctx: StepContext) => readonly StepChoice[];
  /** Why it is not open besides having been taken (a missed attack …); absent: open until taken. */
  readonly closedWhen?: (ctx: StepContext) => string | undefined;
  /** The combat economy's spend for this choice; absent or undefined: free. */
  readonly cost?: (ctx: StepContext, choice: string) => SpendRequest | undefined;
  /** The outcome this choice gives the row (a hit chosen to miss); absent: the choice leaves the outcome as it is. */
  readonly decides?: (choice: string) => Outcome | undefined;
}

/** The choice taken on `stepId` of this row, if it was taken. */
export function takenChoice(row: TargetRow, stepId: string): string | undefined {
  return row.taken?.find((t) => t.stepId === stepId)?.choice;
}

export function choiceStep(spec: ChoiceStepSpec): ProcedureStep {
  return {
    id: spec.id,
    actor: spec.actor,
    optional: spec.optional,
    awaiting: spec.awaiting,
    button: spec.button,
    choices: spec.choices,
    closed: (ctx) => (takenChoice(ctx.row, spec.id) === undefined ? spec.closedWhen?.(ctx) : "stepSettled"),
    plan(ctx, choice) {
      // The runner offered only the step's own choices; a step taken with none is declined, and records nothing.
      if (choice === undefined) return { refused: "unknownChoice" };
      const cost = spec.cost?.(ctx, choice);
      return {
        ...(cost ? { cost } : {}),
        async resolve() {
          const taken = { stepId: spec.id, choice };
          const next = recordChoice(ctx.card, ctx.row.key, ctx.requestId, taken, spec.decides?.(choice));
          if (!next.ok) return { ok: false, reason: next.reason };
          await saveCard(ctx.message, next.state);
          return { ok: true };
        },
      };
    },
  };
}
