/**
 * `momentum` modifiers read from the canvas (seed 002), as the roll dialog's defaults with their reasons:
 * - reach and range: "Melee attacks have a base range of 1 m"; ranged attacks have the weapon's or Ability's range
 *   (refused beyond it, and a melee attack through a wall);
 * - cover: "Standing behind an object that covers your entire body gives you full cover and you can no longer be
 *   targeted" (refused); half cover "+2 Evasion against all ranged attacks" (a default), bodies counted only when
 *   they may cover the target by size (the pair the room reads, canvas/cover-bodies.ts); melee attacks "ignore cover";
 * - "you attack with disadvantage if you are within melee range of an enemy": the target itself within 1 m sets the
 *   default (other enemies nearby are the dialog's to add);
 * - Climb: "You occupy a space that is also occupied by the target" and "The target gains disadvantage if it tries to
 *   attack you": a Climbing target sharing the attacker's space (0 m apart) is taken as climbing on it (decision 121).
 */
import { leanedCover } from "../../../../engine/rulesets/momentum/geometry/lean.ts";
import { inRange, withinMelee } from "../../../../engine/rulesets/momentum/geometry/range.ts";
import type { ScenePair } from "../../../canvas/pair.ts";
import { coverReason, distanceData, reason, refusal } from "../../../canvas/situation-text.ts";
import type { LocalizedText, SceneSituation } from "../../../combat-room.ts";
import { MOMENTUM_MODIFIER_KEYS } from "../attack/modifiers.ts";
import type { MomentumAttackSource } from "../attack/source.ts";
import type { LeanedPairs } from "./lean.ts";
import { pairCover } from "./pair-cover.ts";

/** Bodies block the lines: only those that may cover the target by size were counted (cover-bodies.ts, decision 138). */
function bodyCoverReason(pair: ScenePair, name: string): LocalizedText {
  const percent = Math.round(pair.cover.fraction * 100);
  return { key: `${MOMENTUM_MODIFIER_KEYS}.reason.bodyCover`, data: { name, percent } };
}

/** The pair a ranged attack is read from, with its cover and the reason of a half cover. */
function rangedView(pair: ScenePair, leans: LeanedPairs, name: string) {
  const level = (p: ScenePair | undefined) => (p ? pairCover(p) : undefined);
  const { view, cover } = leanedCover({
    direct: pairCover(pair),
    ...(leans.attackerLeans ? { attackerLeans: level(leans.attackerLeans) } : {}),
    ...(leans.targetLeans ? { targetLeans: level(leans.targetLeans) } : {}),
    ...(leans.bothLean ? { bothLean: level(leans.bothLean) } : {}),
  });
  const seen = view === "direct" ? pair : (leans[view] ?? pair);
  const halfReason: LocalizedText =
    view === "targetLeans" || view === "bothLean"
      ? { key: `${MOMENTUM_MODIFIER_KEYS}.reason.leaning`, data: { name } }
      : seen.cover.tokens > 0
        ? bodyCoverReason(seen, name)
        : coverReason(seen.cover, false);
  return { seen, cover, halfReason };
}

export function momentumSceneSituation(
  pair: ScenePair,
  source: Pick<MomentumAttackSource, "ranged" | "range">,
  target: { readonly name: string; readonly climbing: boolean },
  leans: LeanedPairs = {},
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
  const { seen, cover, halfReason } = rangedView(pair, leans, target.name);
  const at = { ...base, distance: seen.distance };
  const seenWhere = distanceData(seen, target.name);
  if (cover === "full") return { ...at, refusal: refusal("noLineOfSight", seenWhere) };
  if (!inRange(seen.distance, true, source.range)) {
    return { ...at, refusal: refusal("outOfRange", { ...seenWhere, range: source.range }) };
  }
  if (cover === "half") {
    defaults.halfCover = true;
    reasons.halfCover = halfReason;
  }
  if (withinMelee(seen.distance)) {
    defaults.enemyInMelee = true;
    reasons.enemyInMelee = reason("distance", seenWhere);
  }
  return at;
}
