/**
 * The footing check a wound asks (seed 004, Swimming and Climbing): "Additionally, whenever you take a wound, you must
 * make another check at a -5 penalty for each wound level beyond light, falling or sinking on a failure."
 *
 * A follow-up roll of the damage step (procedure/steps/follow-up-roll.ts), one step per wound level so the step the
 * damage calls for carries the level of the slot the wound filled (attack/damage.ts `woundFootingFollows`); the active
 * GM's client rolls it as soon as the wound stands, and Undo takes it back with the damage. A failure changes the
 * statuses as the engine's `FOOTING_LOST` says: a swimmer sinks Underwater, a climber falls and Climbing ends (where
 * it lands and what the fall deals are the GM's: the excerpt has no falling rule; decisions 210, 216).
 */
import { WOUND_LEVELS, type WoundLevel } from "../../../../engine/rulesets/wounds/tables/wound-levels.ts";
import type { RollResult } from "../../../../engine/core/dice/result.ts";
import { FOOTING_LOST, type Footing } from "../../../../engine/rulesets/wounds/special/climbing.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { Refusal } from "../../../combat-room.ts";
import type { ProcedureStep } from "../../../procedure/step.ts";
import { followUpRollStep, type FollowUpEffect } from "../../../procedure/steps/follow-up-roll.ts";
import { footingCheck } from "./footing.ts";

const KEY = `${I18N_ROOT}.Wounds.WoundFooting`;
const ON_FIRM_GROUND: Refusal = { refused: `${KEY}.firmGround` };

/** The follow-up step of a wound of `level` taken while climbing or swimming. */
export function woundFootingStepId(level: WoundLevel): string {
  return `woundFooting.${level}`;
}

/** What the check after a wound did: kept, or lost with the statuses `FOOTING_LOST` sets and ends; in words. */
export function woundFootingRead(
  footing: Footing,
  result: RollResult,
): { readonly summary: string; readonly sets: readonly string[]; readonly ends: readonly string[] } {
  const data = { total: String(result.total) };
  if (result.success === true) return { summary: game.i18n.format(`${KEY}.kept`, data), sets: [], ends: [] };
  const { begins, ends } = FOOTING_LOST[footing];
  return {
    summary: game.i18n.format(`${KEY}.lost.${footing}`, data),
    sets: begins === undefined ? [] : [begins],
    ends: ends === undefined ? [] : [ends],
  };
}

function woundFootingStep(level: WoundLevel): ProcedureStep {
  return followUpRollStep({
    id: woundFootingStepId(level),
    awaiting: `${KEY}.awaiting`,
    label: `${KEY}.details`,
    button: { label: `${KEY}.button`, icon: "fa-solid fa-person-falling" },
    plan(target) {
      const check = footingCheck(target, level);
      if (!check) return ON_FIRM_GROUND;
      return {
        request: check.request,
        read(result): FollowUpEffect {
          const read = woundFootingRead(check.footing, result);
          const conditions = read.sets.map((status) => ({ status, boundary: null }));
          return { system: {}, conditions, ...(read.ends.length ? { ends: read.ends } : {}), summary: read.summary };
        },
      };
    },
  });
}

export const WOUND_FOOTING_STEPS: readonly ProcedureStep[] = WOUND_LEVELS.map(woundFootingStep);
