/**
 * Scene units → a ruleset's units. A scene says how long one grid space is (`scene.grid.distance`) and in what
 * (`scene.grid.units`, free text such as "ft", "m", "feet"); a ruleset measures in feet (`bonus`) or metres
 * (`energy`). Pure, so the conversion table is tested cell by cell.
 */
import type { DistanceUnit } from "../../engine/core/ruleset.ts";

/** Metres in one unit, by the spellings Foundry's scene config and GMs use. */
const METRES_PER: Readonly<Record<string, number>> = {
  ft: 0.3048,
  feet: 0.3048,
  foot: 0.3048,
  m: 1,
  meter: 1,
  meters: 1,
  metre: 1,
  metres: 1,
  yd: 0.9144,
  yard: 0.9144,
  yards: 0.9144,
  km: 1000,
  mi: 1609.344,
  mile: 1609.344,
  miles: 1609.344,
};

const TARGET_METRES: Readonly<Record<DistanceUnit, number>> = { ft: 0.3048, m: 1, yd: 0.9144 };

/** The unit a scene's `units` text names, or undefined when Fray does not know it. */
export function metresPerUnit(sceneUnits: string): number | undefined {
  return METRES_PER[sceneUnits.trim().toLowerCase().replace(/\.$/, "")];
}

/**
 * `value` scene units in the ruleset's unit. A scene whose units Fray cannot read ("squares", blank) is taken to
 * measure in the ruleset's own unit already: the GM typed a number that means something at their table.
 */
export function toRulesetUnits(value: number, sceneUnits: string, target: DistanceUnit): number {
  const from = metresPerUnit(sceneUnits);
  if (from === undefined) return value;
  return (value * from) / TARGET_METRES[target];
}
