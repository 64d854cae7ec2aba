/**
 * `energy` modifiers read from the canvas, as the roll dialog's defaults with their reasons: the range band of a
 * ranged or thrown weapon (its trio, Draw Weight and Arm Strength extras from the engine; a melee weapon thrown
 * without the Thrown property is read for its throwing range, situation/throw.ts), and whether the attacker
 * stands where the target is not facing. Refusals: a melee foe beyond Reach or behind a wall, a ranged one past the
 * trio's maximum or out of sight. The seed has no cover rule, so cover only matters when it hides the target.
 */
import type { SizeCategory } from "../../../../engine/rulesets/energy/creature.ts";
import type { EnergyWeapon, RangeTrio } from "../../../../engine/rulesets/energy/gear.ts";
import { rangedProfile } from "../../../../engine/rulesets/energy/attack/draw-weight.ts";
import { throwingRange } from "../../../../engine/rulesets/energy/attack/throwing.ts";
import { attackedFromBehind } from "../../../../engine/rulesets/energy/geometry/facing.ts";
import { rangeBand } from "../../../../engine/rulesets/energy/geometry/range.ts";
import { effectiveReach, withinReach } from "../../../../engine/rulesets/energy/geometry/reach.ts";
import type { LocalizedText, SceneSituation } from "../../../combat-room.ts";
import type { ScenePair } from "../../../canvas/pair.ts";
import { distanceData, reason, refusal, roundDistance } from "../../../canvas/situation-text.ts";

export interface EnergyAttackerFacts {
  readonly size: SizeCategory;
  readonly armStrength: number;
}

/**
 * The trio a ranged or thrown attack is aimed with; undefined for melee. `thrown`: the weapon is thrown without the
 * Thrown property ("Unless otherwise specified, Light weapons have a throwing range of (3/5/10) …").
 */
export function attackTrio(weapon: EnergyWeapon, attacker: EnergyAttackerFacts, thrown = false): RangeTrio | undefined {
  if (weapon.ranged !== undefined) return rangedProfile(weapon)?.range;
  return weapon.thrown !== undefined || thrown ? throwingRange(weapon, attacker.armStrength) : undefined;
}

export function energySceneSituation(
  pair: ScenePair,
  weapon: EnergyWeapon,
  attacker: EnergyAttackerFacts,
  targetName: string,
  /** The melee weapon is thrown (situation/throw.ts). */
  thrown = false,
): SceneSituation {
  const defaults: Record<string, boolean> = {};
  const reasons: Record<string, LocalizedText> = {};
  const base = { defaults, reasons, distance: pair.distance };
  const where = distanceData(pair, targetName);

  if (attackedFromBehind(pair.target.centre, pair.target.heading, pair.attacker.centre)) {
    defaults.fromBehind = true;
    reasons.fromBehind = reason("notFacing", { name: targetName });
  }

  const trio = attackTrio(weapon, attacker, thrown);
  if (trio === undefined) {
    if (!pair.clearPath) return { ...base, refusal: refusal("noClearPath", where) };
    const reach = effectiveReach(weapon.reach, attacker.size);
    // Reach is counted in spaces ("a Space, which is simply a 1m wide area"): Reach 0 reaches an adjacent space.
    if (!withinReach(pair.spaces, reach)) {
      return { ...base, refusal: refusal("outOfReach", { ...where, reach: reach + 1 }) };
    }
    return base;
  }
  if (pair.cover.fraction >= 1) return { ...base, refusal: refusal("noLineOfSight", where) };
  const band = rangeBand(pair.distance, trio);
  if (band === "outOfRange") return { ...base, refusal: refusal("outOfRange", { ...where, range: trio.maximum }) };
  const data = { distance: roundDistance(pair.distance), unit: pair.unit };
  if (band === "advantage") {
    defaults.rangeClose = true;
    reasons.rangeClose = reason("within", { ...data, limit: trio.advantage });
  }
  if (band === "disadvantage") {
    defaults.rangeFar = true;
    reasons.rangeFar = reason("beyond", { ...data, limit: trio.disadvantage });
  }
  return base;
}
