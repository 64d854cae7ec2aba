import type { DiceRequest } from "../../../core/dice/request.ts";
import { opposedProbability } from "../../../core/odds/opposed.ts";
import { successProbability } from "../../../core/odds/request.ts";
import type { WoundsCreature } from "../creature.ts";
import { combatCheckParts } from "../dice/combat-checks.ts";
import { skillCheckRequest } from "../dice/skill-check.ts";
import { dashCheckNotation } from "../movement/dash.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import { regainControlModifiers, RIDING_NOTATION, UNTRAINED_HORSE_TN } from "../special/mounted.ts";
import { HINDRANCE_TABLE, type HindranceId } from "../tables/hindrances.ts";
import { hinderOpposition, type HinderOpposition, type WeaponFacts } from "./hinder.ts";

/**
 * The checks of the actions a sheet rolls (docs/rules/wounds.md decisions 172–177), where the seed leaves a choice
 * or a number open: which of "a Power or Agility check" is rolled, the escape TN of a grapple, how near the other
 * creature must be, the Hinder defender's option, Return to the Surface's TN, a second Dash's movement mode. The
 * checks themselves are the actions' own requests (grapple.ts, occupied.ts, hinder.ts, dash.ts, mounted.ts).
 */

/**
 * "Make a Power or Agility check": the creature rolls the one with more points (decision 173), Power on a tie. Both
 * are wild combat checks of the same dice, so more points is the better chance against any TN.
 */
export function betterOfPowerAgility(c: WoundsCreature): "power" | "agility" {
  const points = (check: "power" | "agility") => combatCheckParts(c, { check }).reduce((n, p) => n + p.value, 0);
  return points("agility") > points("power") ? "agility" : "power";
}

/**
 * Escape: "Make a Power or Agility check against the escape TN of the effect"; a pin ends on "an Escape attempt as if
 * escaping the grapple". The excerpt gives a grapple no escape TN: it is the higher of the grappler's Power and
 * Agility defenses, the number its own Pin and Interpose are made against (decision 173).
 */
export function grappleEscapeTn(grapplerPower: number, grapplerAgility: number): number {
  return Math.max(grapplerPower, grapplerAgility);
}

/**
 * How near the other creature must stand, in yards (decision 174): Pin and Escape act on a grapple, made "against an
 * adjacent target" (1 yard); Enter Occupied Space enters a neighbouring space (1 yard); Hinder: "You must be within
 * melee reach of your opponent", the longest reach of a melee weapon the hinderer holds, an adjacent space at least.
 */
export const ADJACENT_YARDS = 1;

export type ActionReachRefusal = "notInReach" | "notOnScene";

export function actionReachRefusal(distance: number | undefined, reach: number): ActionReachRefusal | undefined {
  if (distance === undefined) return "notOnScene";
  return distance <= Math.max(ADJACENT_YARDS, reach) ? undefined : "notInReach";
}

/**
 * Hinder: the Defender cell's "or" is the defender's choice (decision 63); Fray makes it for the defender as a careful
 * player would, the option that leaves the hinderer the lowest chance (decision 175), the first on a tie.
 */
export type HinderDefensePick = HinderOpposition & { readonly source: string };

const DEFENSE_SOURCE = { power: "Power defense", agility: "Agility defense" } as const;

export function hinderDefense(
  attack: DiceRequest,
  defender: WoundsCreature,
  id: HindranceId,
  weapon: WeaponFacts = {},
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): HinderDefensePick {
  const ties = options.opposedTies;
  const chance = (o: HinderOpposition): number =>
    o.kind === "defense"
      ? successProbability(attack, { kind: "meet", value: o.value, source: "Defense" })
      : opposedProbability(attack, o.request, ties);
  const picks = HINDRANCE_TABLE[id].defender.map((choice) => ({
    ...hinderOpposition(defender, choice, weapon, options),
    source: choice.kind === "defense" ? DEFENSE_SOURCE[choice.defense] : "Opposed check",
  }));
  return picks.reduce((best, o) => (chance(o) < chance(best) ? o : best));
}

/**
 * Return to the Surface: "you can return to the surface by making a successful Str [Athletics/Swimming] check". The
 * excerpt names no TN: it is 0, the middle of the seed's ladder of TNs (Treat Wound's moderate wound), calm water
 * (decision 176); rougher water is the GM's, who rolls at the table instead.
 */
export const SURFACE_NOTATION = "Str [Athletics/Swimming]";
export const SURFACE_TN = 0;

export function surfaceRequest(c: WoundsCreature, options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS): DiceRequest {
  return skillCheckRequest(
    c,
    { notation: SURFACE_NOTATION, label: "Return to the Surface", tn: SURFACE_TN, tnSource: "Calm water" },
    options,
  );
}

/**
 * A second Dash's "Str [Athletics] check using the specialization that corresponds to your primary mode of movement":
 * a creature's sheet names no mode, so it is Running, a walker's (decision 176). No TN: the total is the result.
 */
export const PRIMARY_MOVEMENT_MODE = "Running";

export function dashAgainRequest(c: WoundsCreature, options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS): DiceRequest {
  return skillCheckRequest(c, { notation: dashCheckNotation(PRIMARY_MOVEMENT_MODE), label: "Dash" }, options);
}

/**
 * Regain Control of a Mount: "making the same check as an action … with a -1 penalty for each enemy within 30 feet,
 * and a +1 bonus for each consecutive action spent to calm the mount … The TN to control an average untrained horse
 * is 5."
 */
export function regainControlRequest(
  c: WoundsCreature,
  enemiesWithin30Feet: number,
  consecutiveCalmingActions: number,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): DiceRequest {
  return skillCheckRequest(
    c,
    {
      notation: RIDING_NOTATION,
      label: "Regain Control of a Mount",
      modifiers: regainControlModifiers(enemiesWithin30Feet, consecutiveCalmingActions),
      tn: UNTRAINED_HORSE_TN,
      tnSource: "Untrained horse",
    },
    options,
  );
}

/**
 * The control check an untrained mount asks for: "require a Prs [Nature/Riding] check each time they or you are wounded
 * or you come into reach of an enemy's melee weapon" — the regain check's roll and TN without its modifiers, which
 * belong to the action ("with a -1 penalty for each enemy within 30 feet …").
 */
export function controlCheckRequest(c: WoundsCreature, options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS): DiceRequest {
  return skillCheckRequest(
    c,
    { notation: RIDING_NOTATION, label: "Control the mount", tn: UNTRAINED_HORSE_TN, tnSource: "Untrained horse" },
    options,
  );
}
