/**
 * `momentum` modifiers read from the canvas (seed 002), as the roll dialog's defaults with their reasons:
 * - reach and range: "Melee attacks have a base range of 1 m"; ranged attacks have the weapon's or Ability's range
 *   (refused beyond it, and a melee attack through a wall);
 * - cover: "Standing behind an object that covers your entire body gives you full cover and you can no longer be
 *   targeted" (refused); half cover "+2 Evasion against all ranged attacks" (a default); melee attacks "ignore cover";
 * - "you attack with disadvantage if you are within melee range of an enemy": the target itself within 1 m sets the
 *   default (other enemies nearby are the dialog's to add);
 * - Climb: "You occupy a space that is also occupied by the target" and "The target gains disadvantage if it tries to
 *   attack you": a Climbing target sharing the attacker's space (0 m apart) is taken as climbing on it (decision 121).
 */
import { coverFromFraction } from "../../../../engine/rulesets/momentum/geometry/cover.ts";
import type { CoverLevel } from "../../../../engine/rulesets/momentum/tables/cover.ts";
import { inRange, withinMelee } from "../../../../engine/rulesets/momentum/geometry/range.ts";
import type { ScenePair } from "../../../canvas/pair.ts";
import { coverReason, distanceData, reason, refusal } from "../../../canvas/situation-text.ts";
import type { LocalizedText, SceneSituation } from "../../../combat-room.ts";
import { MOMENTUM_MODIFIER_KEYS } from "../attack/modifiers.ts";
import type { MomentumAttackSource } from "../attack/source.ts";

/**
 * Creatures never hide a target entirely: "Standing behind a creature of the same size category or bigger also gives
 * you half cover" (decision 124). Sight lines blocked by bodies alone, with no wall across them (a climber on its
 * mount, a creature in front), are half cover at most.
 */
function bodiesOnlyHalf(cover: CoverLevel, pair: ScenePair): CoverLevel {
  return cover === "full" && pair.cover.walls === 0 && pair.cover.tokens > 0 ? "half" : cover;
}

export function momentumSceneSituation(
  pair: ScenePair,
  source: Pick<MomentumAttackSource, "ranged" | "range">,
  target: { readonly name: string; readonly climbing: boolean },
): SceneSituation {
  const defaults: Record<string, boolean> = {};
  const reasons: Record<string, LocalizedText> = {};
  const base = { defaults, reasons, distance: pair.distance };
  const where = distanceData(pair, target.name);
  if (target.climbing && pair.distance === 0) {
    defaults.climbingOnMe = true;
    reasons.climbingOnMe = { key: `${MOMENTUM_MODIFIER_KEYS}.reason.climbingOnMe`, data: { name: target.name } };
  }
  if (!source.ranged) {
    if (!pair.clearPath) return { ...base, refusal: refusal("noClearPath", where) };
    if (!inRange(pair.distance, false, source.range)) {
      return { ...base, refusal: refusal("outOfReach", { ...where, reach: source.range }) };
    }
    return base;
  }
  const cover = bodiesOnlyHalf(coverFromFraction(pair.cover.fraction), pair);
  if (cover === "full") return { ...base, refusal: refusal("noLineOfSight", where) };
  if (!inRange(pair.distance, true, source.range)) {
    return { ...base, refusal: refusal("outOfRange", { ...where, range: source.range }) };
  }
  if (cover === "half") {
    defaults.halfCover = true;
    reasons.halfCover = coverReason(pair.cover, false);
  }
  if (withinMelee(pair.distance)) {
    defaults.enemyInMelee = true;
    reasons.enemyInMelee = reason("distance", where);
  }
  return base;
}
