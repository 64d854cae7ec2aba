import type { DiceRequest } from "../../../core/dice/request.ts";
import type { WoundsCreature } from "../creature.ts";
import { skillCheckRequest } from "../dice/skill-check.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import type { WoundsConditionId } from "../conditions.ts";
import { effectsInForce, type WoundsActor } from "../status.ts";
import { woundLevelNumber, type WoundLevel } from "../tables/wound-levels.ts";

/**
 * Swimming and climbing in a fight (seed 004): "Any time you make an attack roll, you must make a Str
 * [Athletics/Climbing] or Str [Athletics/Swimming] check to not fall or sink underwater. If you fail the check, then
 * your attack automatically misses. Additionally, whenever you take a wound, you must make another check at a -5
 * penalty for each wound level beyond light, falling or sinking on a failure. If you sink below the surface, you can
 * return to the surface by making a successful Str [Athletics/Swimming] check on your turn as an action (AP Cost 4)."
 * The TN is the GM's (the seed gives none); returning to the surface costs `swimToSurface` in the action table.
 */
export type Footing = "climbing" | "swimming";

export const FOOTING_NOTATION: Readonly<Record<Footing, string>> = {
  climbing: "Str [Athletics/Climbing]",
  swimming: "Str [Athletics/Swimming]",
};

export const WOUND_FOOTING_PENALTY = -5;

/**
 * "The TN is the GM's (the seed gives none)": Fray rolls against 0, the middle of the seed's TN ladder, as it does
 * Return to the Surface's (decision 176): a climbable wall, calm water (decision 208).
 */
export const FOOTING_TN = 0;

/**
 * The footing the creature must keep, from its Climbing or Swimming condition; undefined on firm ground, and once it
 * has sunk Underwater: there is no surface left to keep (it returns to the surface first).
 */
export function footingOf(actor: WoundsActor): Footing | undefined {
  const inForce = effectsInForce(actor);
  if (inForce.some((e) => e.condition === "underwater")) return undefined;
  const footings = inForce.flatMap((e) => (e.effects.footing === undefined ? [] : [e.effects.footing]));
  // Climbing and swimming at once is a cliff over water: the hold on the wall is what an attack risks first.
  return footings.includes("climbing") ? "climbing" : footings[0];
}

/** A status change: the condition that ends and the one that begins, each if any. */
export interface FootingChange {
  readonly ends?: WoundsConditionId;
  readonly begins?: WoundsConditionId;
}

/**
 * A failed footing check: "falling or sinking on a failure". A swimmer sinks: Underwater begins (it is still in the
 * water, Swimming stays). A climber falls: Climbing ends; where it lands and what the fall deals are the GM's (the
 * excerpt has no falling rule).
 */
export const FOOTING_LOST: Readonly<Record<Footing, FootingChange>> = {
  climbing: { ends: "climbing" },
  swimming: { begins: "underwater" },
};

/** "If you sink below the surface, you can return to the surface": Underwater ends. */
export const SURFACED: FootingChange = { ends: "underwater" };

/** −5 per wound level beyond light: light 0, moderate −5 … fatal −20. */
export function woundFootingPenalty(level: WoundLevel): number {
  const beyond = woundLevelNumber(level) - 1;
  // No penalty at light, written as 0 rather than −0.
  return beyond === 0 ? 0 : WOUND_FOOTING_PENALTY * beyond;
}

export function footingRequest(
  c: WoundsCreature,
  footing: Footing,
  tn: number,
  wound?: WoundLevel,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): DiceRequest {
  const penalty = wound === undefined ? 0 : woundFootingPenalty(wound);
  return skillCheckRequest(
    c,
    {
      notation: FOOTING_NOTATION[footing],
      label: footing === "climbing" ? "Keep hold" : "Stay afloat",
      modifiers: penalty === 0 ? [] : [{ source: "Wound", value: penalty }],
      tn,
    },
    options,
  );
}
