/**
 * A step that is a choice: the manner of defense decided before the attacker rolls, a Defend replacement, the armor
 * type damage comes off, the winner's maneuver. The row records the choice (`TakenChoice`), and the later steps read
 * it back with `takenChoice`. Its cost, if any, is a combat economy spend the GM pays first. A choice that is the
 * manner of defense may roll the target's defense test at once (`defenseRoll`, planned by the GM from the documents
 * as they are): stored as the row's defense, which the attack roll is read against later. A choice may also act once
 * recorded (`effect`: a maneuver's resist test and the condition it leaves), after the row is saved, so a second
 * taking, refused by the row, never acts twice.
 */
import type { Outcome, TargetRow } from "../../chat/attack-card/data.ts";
import type { CardRoll } from "../../chat/attack-card/damage-roll.ts";
import { recordChoice } from "../../chat/attack-card/transitions.ts";
import type { SpendRequest } from "../../combat/room.ts";
import { isRefusal, type Refusal } from "../../combat-room.ts";
import type { DiceRequest } from "../../../engine/core/dice/request.ts";
import { saveCard } from "../../queries/card-io.ts";
import type { ProcedureStep, StepChoice, StepContext, StepTaking } from "../step.ts";

/** What a choice does once recorded, planned by the GM from the documents as they are. */
export interface ChoiceEffect {
  /** The roll it needs (a resist test), rolled by the GM; absent: none. */
  readonly roll?: DiceRequest;
  /** The writes it makes, from that roll. */
  apply(roll: CardRoll | undefined): Promise<void>;
}

export interface ChoiceStepSpec {
  readonly id: string;
  /** Who chooses; a function of the row when it depends on it (the winner of a contest). */
  readonly actor: ProcedureStep["actor"];
  readonly optional: ProcedureStep["optional"];
  readonly awaiting: string;
  /** Its buttons' label key ({name}: the row's target, {choice}: the choice's label) and icon. */
  readonly button: { readonly label: string; readonly icon: string };
  readonly choices: (ctx: StepContext) => readonly StepChoice[];
  /** Why it is not open besides having been taken (a missed attack …); absent: open until taken. */
  readonly closedWhen?: (ctx: StepContext) => string | undefined;
  /** The combat economy's spend for this choice, planned by the GM taking it; absent or undefined: free. */
  readonly cost?: (ctx: StepTaking, choice: string) => SpendRequest | undefined;
  /** The outcome this choice gives the row (a hit chosen to miss); absent: the choice leaves the outcome as it is. */
  readonly decides?: (choice: string) => Outcome | undefined;
  /**
   * The target's defense test this choice rolls now, planned from the documents (GM side); undefined: none (a choice
   * of no defense); a refusal refuses the choice. Absent: the step rolls nothing.
   */
  readonly defenseRoll?: (ctx: StepTaking, choice: string) => DiceRequest | Refusal | undefined;
  /**
   * What the choice does once recorded; undefined: nothing; a refusal refuses the choice. Its roll is the step's only
   * when the choice rolls no defense. Absent: the choice only records.
   */
  readonly effect?: (ctx: StepTaking, choice: string) => ChoiceEffect | Refusal | undefined;
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
      const defense = spec.defenseRoll?.(ctx, choice);
      if (defense && isRefusal(defense)) return defense;
      const effect = spec.effect?.(ctx, choice);
      if (effect && isRefusal(effect)) return effect;
      const cost = spec.cost?.(ctx, choice);
      const roll = defense ?? effect?.roll;
      return {
        ...(cost ? { cost } : {}),
        ...(roll ? { roll } : {}),
        async resolve(rolled) {
          const taken = { stepId: spec.id, choice };
          const outcome = spec.decides?.(choice);
          const stored = defense ? rolled?.stored : undefined;
          const { hitChance } = spec.choices(ctx).find((c) => c.id === choice) ?? {};
          const onRow = { outcome, defense: stored, hitChance };
          const next = recordChoice(ctx.card, ctx.row.key, ctx.requestId, taken, onRow);
          if (!next.ok) return { ok: false, reason: next.reason };
          await saveCard(ctx.message, next.state);
          await effect?.apply(defense ? undefined : rolled);
          return { ok: true };
        },
      };
    },
  };
}
