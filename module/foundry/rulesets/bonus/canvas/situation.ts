/**
 * `bonus` modifiers read from the canvas, as the roll dialog's defaults with their reasons (the user may switch any
 * of them): cover from walls and bodies between, the scene's visibility, point blank, behind an unaware target; and
 * the refusals the scene imposes: a melee foe beyond reach or behind a wall, a ranged target out of range or sight.
 */
import { coverFromFraction, type SightCover } from "../../../../engine/rulesets/bonus/geometry/cover-level.ts";
import { isBehind } from "../../../../engine/rulesets/bonus/geometry/behind.ts";
import {
  FEET_PER_METRE,
  VISIBILITY_TABLE,
  type VisibilityLevel,
} from "../../../../engine/rulesets/bonus/tables/visibility.ts";
import type { LocalizedText, SceneSituation } from "../../../combat-room.ts";
import type { ScenePair } from "../../../canvas/pair.ts";
import { coverReason, distanceData, reason, refusal, roundDistance } from "../../../canvas/situation-text.ts";
import type { WallCoverLevel } from "../../../canvas/walls.ts";

export interface BonusWeaponReach {
  readonly ranged: boolean;
  /** Longest range in feet (0: no limit of its own). */
  readonly range: number;
  /** Reach in feet ("a reach of 6 feet"). */
  readonly reach: number;
}

/** Conditions that leave a creature "unaware of your enemy": Fray reads Ambushed (the seed's surprise). */
const UNAWARE = ["ambushed"] as const;

const COVER_ID: Record<WallCoverLevel, string> = { light: "coverLight", partial: "coverPartial", full: "coverFull" };
const VISIBILITY_ID: Record<Exclude<VisibilityLevel, "normal">, string> = {
  reduced: "visibilityReduced",
  low: "visibilityLow",
  zero: "visibilityZero",
};

const isVisibility = (v: string | undefined): v is VisibilityLevel => v !== undefined && v in VISIBILITY_TABLE;

/** The level: a flagged wall on a sight line decides it when it is higher than what the lines give. */
function coverLevel(pair: ScenePair): { level: SightCover; fromFlag: boolean } {
  const computed = coverFromFraction(pair.cover.fraction);
  const flag = pair.cover.flagged;
  if (flag === undefined) return { level: computed, fromFlag: false };
  const order: readonly SightCover[] = ["none", "light", "partial", "full"];
  const wins = computed !== "noLineOfSight" && order.indexOf(flag) >= order.indexOf(computed);
  return wins ? { level: flag, fromFlag: true } : { level: computed, fromFlag: false };
}

export function bonusSceneSituation(
  pair: ScenePair,
  weapon: BonusWeaponReach,
  target: { readonly name: string; readonly statuses: ReadonlySet<string> },
): SceneSituation {
  const defaults: Record<string, boolean> = {};
  const reasons: Record<string, LocalizedText> = {};
  const base = { defaults, reasons, distance: pair.distance };
  const where = distanceData(pair, target.name);

  const behind = isBehind(pair.target.centre, pair.target.heading, pair.attacker.centre);
  if (behind && UNAWARE.some((s) => target.statuses.has(s))) {
    defaults.behindUnaware = true;
    reasons.behindUnaware = reason("behindUnaware", { name: target.name });
  }

  if (!weapon.ranged) {
    if (!pair.clearPath) return { ...base, refusal: refusal("noClearPath", where) };
    if (pair.distance > weapon.reach) {
      return { ...base, refusal: refusal("outOfReach", { ...where, reach: weapon.reach }) };
    }
    return base;
  }

  if (weapon.range > 0 && pair.distance > weapon.range) {
    return { ...base, refusal: refusal("outOfRange", { ...where, range: weapon.range }) };
  }
  const { level, fromFlag } = coverLevel(pair);
  if (level === "noLineOfSight") return { ...base, refusal: refusal("noLineOfSight", where) };
  if (level !== "none") {
    defaults[COVER_ID[level]] = true;
    reasons[COVER_ID[level]] = coverReason(pair.cover, fromFlag);
  }
  const visibility = pair.visibility;
  if (isVisibility(visibility) && visibility !== "normal") {
    defaults[VISIBILITY_ID[visibility]] = true;
    reasons[VISIBILITY_ID[visibility]] = reason("sceneVisibility");
    // "no penalties at point blank (under 3 meters)"
    const under = VISIBILITY_TABLE[visibility].pointBlankUnderMetres;
    if (under !== undefined && pair.distance < under * FEET_PER_METRE) {
      defaults.pointBlank = true;
      reasons.pointBlank = reason("distance", { distance: roundDistance(pair.distance), unit: pair.unit });
    }
  }
  return base;
}
