import { addCondition, clearDirect } from "../../../core/conditions/mutate.ts";
import { isActive, type ConditionState } from "../../../core/conditions/state.ts";
import type { DiceRequest } from "../../../core/dice/request.ts";
import { WOUNDS_CONDITIONS } from "../conditions.ts";
import type { WoundsCreature } from "../creature.ts";
import { combatCheckRequest } from "../dice/combat-checks.ts";
import type { WoundsRefusal } from "../economy/refusal.ts";
import type { TerrainFactor } from "../movement/terrain.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";

/**
 * Enter Occupied Space (seed 004): "You attempt to enter a space occupied by another creature whose size is less than
 * 5 larger or smaller than yours. Make a Power or Agility check against the higher of your target's Power or Agility
 * defense. On a success, you can enter their space. Further movement within their space costs double the normal
 * movement. While you are in the same space, both you and the target take a -2 penalty to all attacks and melee and
 * ranged defenses." The penalty is the Sharing a Space condition on both.
 */
export const SHARED_SPACE_SIZE_LIMIT = 5;
export const SHARED_SPACE_MOVEMENT_FACTOR = 2;

export function whyCannotEnterSpace(mySize: number, theirSize: number): WoundsRefusal | undefined {
  return Math.abs(mySize - theirSize) < SHARED_SPACE_SIZE_LIMIT
    ? undefined
    : { code: "sizeDifference", message: "Only a creature less than 5 sizes apart." };
}

/** "Further movement within their space costs double the normal movement": the walk's factor (`move`'s terrain). */
export function sharedSpaceMoveFactors(withinSpace: boolean): readonly TerrainFactor[] {
  return withinSpace ? [SHARED_SPACE_MOVEMENT_FACTOR] : [];
}

export function enterSpaceRequest(
  c: WoundsCreature,
  check: "power" | "agility",
  targetPower: number,
  targetAgility: number,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): DiceRequest {
  return combatCheckRequest(
    c,
    {
      check,
      label: "Enter Occupied Space",
      tn: Math.max(targetPower, targetAgility),
      tnSource: "Higher of Power and Agility defense",
    },
    options,
  );
}

export function shareSpace(conditions: ConditionState, round: number, withId: string): ConditionState {
  return addCondition(WOUNDS_CONDITIONS, conditions, "sharingSpace", {
    source: `space:${withId}`,
    duration: { kind: "permanent" },
    round,
  }).state;
}

/** Leaving the shared space ends the penalty. */
export function leaveSpace(conditions: ConditionState, withId: string): ConditionState {
  return isActive(conditions, "sharingSpace")
    ? clearDirect(conditions, "sharingSpace", `space:${withId}`).state.state
    : conditions;
}
