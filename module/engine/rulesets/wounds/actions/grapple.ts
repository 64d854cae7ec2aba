import { addCondition, clearDirect } from "../../../core/conditions/mutate.ts";
import { isActive, type ConditionState } from "../../../core/conditions/state.ts";
import type { DiceRequest } from "../../../core/dice/request.ts";
import { WOUNDS_CONDITIONS } from "../conditions.ts";
import type { WoundsCreature } from "../creature.ts";
import { combatCheckRequest } from "../dice/combat-checks.ts";
import type { DashState } from "../economy/combatant.ts";
import type { WoundsRefusal } from "../economy/refusal.ts";
import { effectiveRate } from "../movement/pool.ts";
import { yardsFor } from "../movement/rate.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";

/**
 * Grappling (seed 004): Grapple, Drag, Interpose, Pin and Cling. The AP of each is paid through `takeAction` /
 * `takeReaction`; these functions build the checks and change the conditions.
 */

/** "You cannot target a creature whose size is 5 or more greater or smaller than yours". */
export const GRAPPLE_SIZE_LIMIT = 5;

export interface GrappleAttempt {
  readonly attackerSize: number;
  readonly targetSize: number;
  /** "using any weapon that has a reach of 0" */
  readonly weaponReach: number;
  /** "if your or their form prevents you from meaningfully grappling with them (such as with slimes or ghosts)" */
  readonly formPrevents?: boolean;
}

export function whyCannotGrapple(a: GrappleAttempt): WoundsRefusal | undefined {
  if (Math.abs(a.attackerSize - a.targetSize) >= GRAPPLE_SIZE_LIMIT) {
    return { code: "sizeDifference", message: "Sizes 5 or more apart cannot grapple." };
  }
  if (a.weaponReach !== 0) return { code: "reachNotZero", message: "Grappling needs a weapon with reach 0." };
  if (a.formPrevents === true) return { code: "formPreventsGrapple", message: "That form cannot be grappled." };
  return undefined;
}

const permanent = { kind: "permanent" } as const;

/** "If the attack hits, you deal no damage but instead both you and the target are grappling each other." */
export function startGrapple(conditions: ConditionState, round: number, source = "grapple"): ConditionState {
  return addCondition(WOUNDS_CONDITIONS, conditions, "grappling", { source, duration: permanent, round }).state;
}

/** Drag: "a Power check against the highest Power defense of all opponents grappling you, with a -2 penalty for each
 * opponent beyond the first. If you succeed, you can spend up to 4 AP on movement before the end of the round". */
export const DRAG_PENALTY_PER_EXTRA = -2;
export const DRAG_MOVEMENT_AP = 4;

export function dragRequest(
  c: WoundsCreature,
  opponentPowerDefenses: readonly number[],
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): DiceRequest {
  const extra = Math.max(0, opponentPowerDefenses.length - 1);
  return combatCheckRequest(
    c,
    {
      check: "power",
      label: "Drag",
      modifiers: extra > 0 ? [{ source: "Extra opponents", value: DRAG_PENALTY_PER_EXTRA * extra }] : [],
      tn: Math.max(0, ...opponentPowerDefenses),
      tnSource: "Highest Power defense",
    },
    options,
  );
}

/**
 * A won Drag: "you can spend up to 4 AP on movement before the end of the round, moving all others involved in the
 * grapple with you" — the yards those 4 AP buy at the dragger's rate in force when it wins (a Dash counted;
 * docs/rules/wounds.md decision 225).
 */
export function dragYards(rate: number, dash: DashState): number {
  return yardsFor(effectiveRate(rate, dash), DRAG_MOVEMENT_AP);
}

/**
 * The dragger's walk of `walked` yards with `left` yards of its won Drag: the yards left once the grapple is carried
 * along, or undefined when the walk is longer than what is left ("up to 4 AP"): then nobody is carried (decision 225).
 */
export function dragAfterWalk(left: number, walked: number): number | undefined {
  return walked > 0 && walked <= left ? left - walked : undefined;
}

/** Pin: "a Power check at a -2 penalty against the higher of the target's Power or Agility defense". */
export const PIN_PENALTY = -2;

export function pinRequest(
  c: WoundsCreature,
  targetPower: number,
  targetAgility: number,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): DiceRequest {
  return combatCheckRequest(
    c,
    {
      check: "power",
      label: "Pin",
      modifiers: [{ source: "Pin", value: PIN_PENALTY }],
      tn: Math.max(targetPower, targetAgility),
      tnSource: "Higher of Power and Agility defense",
    },
    options,
  );
}

/** "the target is now helpless and immobile until it succeeds on an Escape attempt … which ends the pin but not the
 * grapple": the grapple is kept as its own application so that ending the pin leaves it. */
export function pin(target: ConditionState, round: number): ConditionState {
  const grappled =
    isActive(target, "grappling") && (target.active["grappling"]?.applications.length ?? 0) > 0
      ? target
      : startGrapple(target, round);
  return addCondition(WOUNDS_CONDITIONS, grappled, "pinned", { source: "pin", duration: permanent, round }).state;
}

export function escapePin(target: ConditionState): ConditionState {
  return isActive(target, "pinned") ? clearDirect(target, "pinned").state.state : target;
}

/** The grapple ends for this creature ("both you and the target are grappling each other": each loses it). */
export function releaseGrapple(conditions: ConditionState): ConditionState {
  return isActive(conditions, "grappling") ? clearDirect(conditions, "grappling").state.state : conditions;
}

/** Escape from a grapple (not pinned): the grapple ends. */
export function escapeGrapple(conditions: ConditionState): ConditionState {
  return releaseGrapple(escapePin(conditions));
}

/** Drag, Pin ("While grappling") and Escape from a grapple need a grapple. */
export function whyNotGrappling(conditions: ConditionState): WoundsRefusal | undefined {
  return isActive(conditions, "grappling") ? undefined : { code: "notGrappling", message: "Not grappling." };
}

/** Interpose: "a Power or Agility check against the higher of your opponent's Power and Agility defenses. If the target
 * is not pinned, you have a -2 penalty on this check." */
export const INTERPOSE_UNPINNED_PENALTY = -2;

export function interposeRequest(
  c: WoundsCreature,
  check: "power" | "agility",
  opponentPower: number,
  opponentAgility: number,
  shieldPinned: boolean,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): DiceRequest {
  return combatCheckRequest(
    c,
    {
      check,
      label: "Interpose",
      modifiers: shieldPinned ? [] : [{ source: "Target not pinned", value: INTERPOSE_UNPINNED_PENALTY }],
      tn: Math.max(opponentPower, opponentAgility),
      tnSource: "Higher of Power and Agility defense",
    },
    options,
  );
}

/** Cling: "For every 5 points in the result, you may move 1 yard with the target, or for every 10 points, you may reduce
 * the target's movement by 1 yard. You can mix both effects". */
export const CLING_MOVE_COST = 5;
export const CLING_REDUCE_COST = 10;

export function canCling(result: number, yardsWith: number, yardsReduced: number): boolean {
  if (yardsWith < 0 || yardsReduced < 0) return false;
  return CLING_MOVE_COST * yardsWith + CLING_REDUCE_COST * yardsReduced <= Math.max(0, result);
}

/** Escape: "Make a Power or Agility check against the escape TN of the effect." */
export function escapeRequest(
  c: WoundsCreature,
  check: "power" | "agility",
  escapeTn: number,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): DiceRequest {
  return combatCheckRequest(c, { check, label: "Escape", tn: escapeTn, tnSource: "Escape TN" }, options);
}
