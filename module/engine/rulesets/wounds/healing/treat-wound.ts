import type { DiceRequest } from "../../../core/dice/request.ts";
import type { WoundsCreature } from "../creature.ts";
import { healingKitModifier, skillCheckRequest } from "../dice/skill-check.ts";
import { reduceWound, severityNumber } from "../damage/wound-track.ts";
import { refuse, type WoundsOutcome } from "../economy/refusal.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import type { WoundLevel } from "../tables/wound-levels.ts";
import { TREAT_WOUND_TN } from "../tables/wound-tns.ts";
import { gainFatigue, normalMaxStamina } from "../vitals/stamina.ts";

/**
 * Treat Wound (seed 004): "If the target's fatigue is equal to or higher than its normal maximum stamina, the attempt
 * automatically fails. Otherwise, choose what level of wound to treat and make a Lor [Healing/Wounds] check against the
 * corresponding TN … On a success, the wound is reduced by one step, plus one step for every 2 points by which your
 * check exceeds the TN. You have a -5 penalty to your check if you do not have a healing kit in hand. Whether the
 * check succeeds or fails, the target takes fatigue equal to the level of its highest remaining wound."
 * A treated fatal wound ends dying: it was the wound that would kill.
 */
export const TREAT_WOUND_NOTATION = "Lor [Healing/Wounds]";
export const TREAT_WOUND_STEP = 2;

export function treatWoundRequest(
  healer: WoundsCreature,
  level: WoundLevel,
  hasKit: boolean,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): DiceRequest {
  return skillCheckRequest(
    healer,
    {
      notation: TREAT_WOUND_NOTATION,
      label: "Treat Wound",
      modifiers: healingKitModifier(hasKit),
      tn: TREAT_WOUND_TN[level],
      tnSource: `${level} wound TN`,
    },
    options,
  );
}

/** "If the target's fatigue is equal to or higher than its normal maximum stamina" (with at least 1 fatigue). */
export function treatmentAutoFails(target: WoundsCreature): boolean {
  return target.fatigue > 0 && target.fatigue >= normalMaxStamina(target);
}

/** Steps a success reduces: one, plus one per 2 points over the TN. */
export function treatSteps(margin: number): number {
  return 1 + Math.floor(Math.max(0, margin) / TREAT_WOUND_STEP);
}

export interface TreatWoundOutcome {
  readonly creature: WoundsCreature;
  readonly result: "autoFail" | "failed" | "noOpenSlot" | "reduced";
  readonly to?: WoundLevel | "healed";
  readonly fatigue: number;
}

/** Apply a Treat Wound attempt with its check total (ignored when the attempt fails automatically). */
export function treatWound(
  target: WoundsCreature,
  level: WoundLevel,
  checkTotal: number,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): WoundsOutcome<TreatWoundOutcome> {
  if (target.wounds[level] <= 0) {
    return refuse(
      { creature: target, result: "failed", fatigue: 0 },
      { code: "noSuchWound", message: `No ${level} wound.` },
    );
  }
  const finish = (creature: WoundsCreature, result: TreatWoundOutcome["result"], to?: WoundLevel | "healed") => {
    const fatigue = severityNumber(creature);
    const outcome: TreatWoundOutcome = { creature: gainFatigue(creature, fatigue), result, fatigue };
    return { ok: true as const, state: to === undefined ? outcome : { ...outcome, to } };
  };
  if (treatmentAutoFails(target)) return finish(target, "autoFail");
  const margin = checkTotal - TREAT_WOUND_TN[level];
  if (margin < 0) return finish(target, "failed");
  const reduced = reduceWound(target, level, treatSteps(margin), options);
  if (!reduced.ok) return finish(target, "noOpenSlot");
  const healed = reduced.state.creature;
  const creature = level === "fatal" ? { ...healed, dying: false } : healed;
  return finish(creature, "reduced", reduced.state.to);
}
