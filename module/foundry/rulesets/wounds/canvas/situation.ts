/**
 * What the canvas says about a `wounds` attack, as the roll dialog's defaults with their reasons. Distance is in
 * yards between the nearest spaces with every second diagonal counting 2 (the engine's grid: "alternating"
 * diagonals). A melee weapon reaches a target within its reach, an adjacent space counting 1 yard (docs/rules/
 * wounds.md decision 89), across no wall; a ranged attack needs a line of sight and has no maximum range in the
 * excerpt. Cover is the share of sight lines blocked, read as the seed's levels by the engine (`coverFromFraction`,
 * decision 56), in either column of the Modifiers to Attack table. The target's posture is the engine's, from its
 * statuses; flanking stays the dialog's toggle (decision 90).
 */
import { coverFromFraction } from "../../../../engine/rulesets/wounds/combat/cover.ts";
import type { CoverLevel } from "../../../../engine/rulesets/wounds/tables/attack-modifiers.ts";
import type { ScenePair } from "../../../canvas/pair.ts";
import { coverReason, distanceData, refusal } from "../../../canvas/situation-text.ts";
import type { SceneSituation } from "../../../combat-room.ts";
import type { WoundsOptions } from "../../../../engine/rulesets/wounds/options.ts";
import { WOUNDS_MODIFIERS } from "../situation/catalog.ts";
import type { Named, WoundsWeaponSource } from "../sources.ts";

/** The yards a melee weapon reaches: its reach, an adjacent space (1 yard) at least. */
export function meleeReach(weapon: WoundsWeaponSource): number {
  return Math.max(1, weapon.reach);
}

function coverToggle(level: CoverLevel): string | undefined {
  return WOUNDS_MODIFIERS.find((m) => m.cover === level)?.id;
}

export function woundsSceneSituation(
  pair: ScenePair,
  weapon: Named<WoundsWeaponSource>,
  targetName: string,
  options: WoundsOptions,
): SceneSituation {
  const base = { defaults: {}, reasons: {}, distance: pair.distance };
  const where = distanceData(pair, targetName);
  if (weapon.data.kind !== "ranged") {
    if (!pair.clearPath) return { ...base, refusal: refusal("noClearPath", where) };
    const reach = meleeReach(weapon.data);
    if (pair.distance > reach) return { ...base, refusal: refusal("outOfReach", { ...where, reach }) };
  }
  const cover = coverFromFraction(pair.cover.fraction, options);
  if (cover === "noLineOfSight") return { ...base, refusal: refusal("noLineOfSight", where) };
  const toggle = cover === "none" ? undefined : coverToggle(cover);
  if (toggle === undefined) return base;
  return { ...base, defaults: { [toggle]: true }, reasons: { [toggle]: coverReason(pair.cover, false) } };
}
