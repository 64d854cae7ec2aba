import type { DiceRequest } from "../../../core/dice/request.ts";
import type { WoundsCreature } from "../creature.ts";
import { checkRequest } from "../dice/check.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import { WOUND_LEVELS, woundLevelNumber, type WoundLevel } from "../tables/wound-levels.ts";
import { RECOVERY_TN } from "../tables/wound-tns.ts";
import { canReduce, reduceWound, severity } from "../damage/wound-track.ts";

/**
 * Recovery checks (seed 004): "A recovery check is a Vit check with a penalty equal to your current fatigue. Compare
 * the result to the TNs in the table to the right to determine the highest wound level you can affect. You may select
 * any wound up to that level, and the selected wound is reduced by one level, assuming there is an open slot of the
 * next lower level. If the recovery check fails to heal any wounds, you gain a cumulative +1 bonus on all future
 * recovery checks until a check results in a healed wound or you have no more wounds."
 */
export function recoveryCheckRequest(c: WoundsCreature, options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS): DiceRequest {
  return checkRequest(
    {
      label: "Recovery check",
      wild: false,
      parts: [
        { source: "Vitality", value: c.attributes.vitality },
        { source: "Fatigue", value: -c.fatigue },
        { source: "Earlier failed recovery checks", value: c.recoveryBonus },
      ],
    },
    options,
  );
}

/** The highest level whose TN the result meets, or undefined below light's −8. */
export function highestAffectable(total: number): WoundLevel | undefined {
  return [...WOUND_LEVELS].reverse().find((level) => total >= RECOVERY_TN[level]);
}

/** The wound Fray picks when the player does not: the most severe one the result reaches that can move down. */
export function bestRecoveryTarget(
  c: WoundsCreature,
  total: number,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): WoundLevel | undefined {
  const reach = highestAffectable(total);
  if (reach === undefined) return undefined;
  return [...WOUND_LEVELS]
    .reverse()
    .find((level) => woundLevelNumber(level) <= woundLevelNumber(reach) && canReduce(c, level, 1, options));
}

export interface RecoveryOutcome {
  readonly creature: WoundsCreature;
  readonly reach: WoundLevel | undefined;
  /** The wound healed and where it went, or undefined when none was. */
  readonly healed?: { readonly from: WoundLevel; readonly to: WoundLevel | "healed" };
}

/**
 * Apply a recovery check's total. `choice` is the player's pick; a pick the result does not reach or that has no open
 * slot below heals nothing (and earns the +1 like any failure).
 */
export function applyRecoveryCheck(
  c: WoundsCreature,
  total: number,
  choice?: WoundLevel,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): RecoveryOutcome {
  const reach = highestAffectable(total);
  const target = choice ?? bestRecoveryTarget(c, total, options);
  const allowed = target !== undefined && reach !== undefined && woundLevelNumber(target) <= woundLevelNumber(reach);
  const reduced = allowed ? reduceWound(c, target, 1, options) : undefined;
  if (reduced?.ok === true) {
    const creature = { ...reduced.state.creature, recoveryBonus: 0 };
    return { creature, reach, healed: { from: reduced.state.from, to: reduced.state.to } };
  }
  const bonus = severity(c) === undefined ? 0 : c.recoveryBonus + 1;
  return { creature: { ...c, recoveryBonus: bonus }, reach };
}

/** Tending: "substituting your check result for their recovery check if it is higher". */
export function recoveryTotal(own: number, tending?: number): number {
  return tending === undefined ? own : Math.max(own, tending);
}
