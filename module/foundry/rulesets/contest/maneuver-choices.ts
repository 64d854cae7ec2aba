/**
 * The winner's maneuver on the card: "Whenever the outcome of a combat roll is a critical win, the winner can
 * attempt a maneuver against the loser as part of the attack". The step's actor is the row's winner — the attacker's
 * owner on an attacker's critical, the target's owner on a defender's critical — read from the stored row, so every
 * client and the GM agree. Each maneuver open to the winner (`availableManeuvers`: Bash needs a shield or heavy
 * weapon, Precision the winner's own Strike, the body maneuvers the loser in reach) is offered with the chance it
 * takes effect, the loser's resist test planned with "*Size Matters" (a boon, a bane, an automatic pass or fail); a
 * Disarm is offered once per item the loser holds ("Choose an item the target is holding"), each with its own odds;
 * "no maneuver" is offered last and is the absent owner's default.
 */
import { creatureReachMetres, withinReach } from "../../../engine/rulesets/contest/geometry/reach.ts";
import type { CombatResolution } from "../../../engine/rulesets/contest/combat/resolve.ts";
import { MANEUVER_IDS, type ManeuverId } from "../../../engine/rulesets/contest/tables/maneuvers.ts";
import { isRanged } from "../../../engine/rulesets/contest/tables/attacks.ts";
import type { StepActor, StepChoice, StepContext } from "../../procedure/step.ts";
import { I18N_ROOT } from "../../constants.ts";
import { isRefusal } from "../../combat-room.ts";
import { plannedStrike, type PlannedStrike } from "./attack/strike.ts";
import { rowResolution } from "./attack/resolution.ts";
import type { Combatant } from "./combat-roll.ts";
import { maneuverChance, maneuverOptions, maneuverSides, planFeint, planResist, resistSkill } from "./maneuvers.ts";
import type { TestPlan } from "../../../engine/rulesets/contest/dice/test.ts";
import { equippedShield, reachingWeapons, type RankedSkill } from "./sources.ts";
import { rowExtra } from "./attack/roll-extra.ts";
import { contestOptions } from "./rule-variants.ts";

export const MANEUVER_STEP_ID = "maneuver";
export const PRECISION: ManeuverId = "precision";
export const NO_MANEUVER = "none";

const KEY = `${I18N_ROOT}.Contest`;

/** Who may maneuver on this row: the attacker's owner, or the target's on a defender's critical win. */
export function maneuverActor({ row }: StepContext): StepActor {
  return rowResolution(row)?.maneuver === "defender" ? "target" : "attacker";
}

/** Open only on a critical win whose damage (if any) is still to land. */
export function maneuverClosed({ row }: StepContext): string | undefined {
  if (!rowResolution(row)?.maneuver) return "stepNotOpen";
  return row.damage.status === "applied" ? "damageSettled" : undefined;
}

/** The winner's reach (engine `creatureReachMetres`). */
function reachOf(side: Combatant): number {
  return creatureReachMetres(reachingWeapons(side.gear.weapons));
}

/** Off the canvas, a melee Strike's two sides stand in reach and a ranged Strike's do not (rules page decision 48). */
function loserWithinReach(strike: PlannedStrike, winner: Combatant, distance: number | null): boolean {
  if (distance === null) return !isRanged(strike.profile.delivery);
  return withinReach(distance, reachOf(winner));
}

/** An item the loser holds, which a Disarm may take; "a weapon held with two hands or a shield" resists with a boon. */
export interface HeldItem {
  readonly id: string;
  readonly name: string;
  readonly twoHandedOrShield: boolean;
}

/** "Choose an item the target is holding": each wielded weapon and the shield in hand (rules page decision 158). */
export function heldItems(loser: Combatant): readonly HeldItem[] {
  const weapons = loser.gear.weapons
    .filter((w) => w.data.equipped)
    .map((w) => ({ id: w.id, name: w.name, twoHandedOrShield: w.data.hands >= 2 }));
  const shield = equippedShield(loser.gear);
  return shield ? [...weapons, { id: shield.id, name: shield.name, twoHandedOrShield: true }] : weapons;
}

/** A Disarm's choice names the item it takes (id-like: it crosses the relay). */
const DISARM_CHOICE = "disarm-";

/** The maneuver a choice on the card names, with a Disarm's item id; undefined for no maneuver or a foreign id. */
export function chosenManeuver(
  choice: string,
): { readonly maneuver: ManeuverId; readonly itemId?: string } | undefined {
  if (choice.startsWith(DISARM_CHOICE)) return { maneuver: "disarm", itemId: choice.slice(DISARM_CHOICE.length) };
  const maneuver = MANEUVER_IDS.find((id) => id === choice);
  return maneuver && maneuver !== "disarm" ? { maneuver } : undefined;
}

/** The test that decides a maneuver, with the skill it tests and whether the loser rolls it to resist. */
export interface ManeuverTest {
  readonly plan: TestPlan;
  readonly skill: RankedSkill;
  readonly resisted: boolean;
}

/**
 * The test that decides a maneuver: Feint's Deception test (the winner's, `resisted` false), else the loser's resist
 * test (a Disarm's with a boon for the item it takes, when that is two-handed or a shield); undefined for one nobody
 * tests (Brace, Precision); null when the rules refuse the test.
 */
export function maneuverTest(
  maneuver: ManeuverId,
  winner: Combatant,
  loser: Combatant,
  disarmed?: HeldItem,
): ManeuverTest | undefined | null {
  if (maneuver === "feint") return { plan: planFeint(winner), skill: "deception", resisted: false };
  const skill = resistSkill(loser, maneuver);
  const resist = planResist(maneuver, winner, loser, disarmed?.twoHandedOrShield === true);
  if (!resist || !skill) return undefined;
  return resist.ok ? { plan: resist.value, skill, resisted: true } : null;
}

/** The chance the maneuver takes effect: the loser fails its resist test, the winner passes Feint's Deception. */
function chance(maneuver: ManeuverId, winner: Combatant, loser: Combatant, disarmed?: HeldItem): number {
  const test = maneuverTest(maneuver, winner, loser, disarmed);
  if (test === undefined) return 1;
  return test === null ? 0 : maneuverChance(test.plan, test.resisted);
}

function offered(maneuver: ManeuverId, winner: Combatant, loser: Combatant, disarmed?: HeldItem): StepChoice {
  const percent = String(Math.round(chance(maneuver, winner, loser, disarmed) * 100));
  return {
    id: disarmed ? `${DISARM_CHOICE}${disarmed.id}` : maneuver,
    label: disarmed
      ? { key: `${KEY}.Maneuver.disarmItem`, data: { item: disarmed.name } }
      : { key: `${KEY}.Maneuver.${maneuver}` },
    odds: { key: `${KEY}.Card.maneuverOdds`, data: { percent } },
  };
}

/** A maneuver as the card offers it: a Disarm once per item the loser holds (none: nothing to take). */
function offeredAll(maneuver: ManeuverId, winner: Combatant, loser: Combatant): readonly StepChoice[] {
  if (maneuver !== "disarm") return [offered(maneuver, winner, loser)];
  return heldItems(loser).map((item) => offered(maneuver, winner, loser, item));
}

const NONE: StepChoice = { id: NO_MANEUVER, label: { key: `${KEY}.Maneuver.none` } };

function open(ctx: StepContext, result: CombatResolution): readonly StepChoice[] {
  const { attacker, item, target, row } = ctx;
  if (!attacker || !item || !target) return [];
  const strike = plannedStrike(attacker, item, target, row.situation?.choices ?? {}, rowExtra(row));
  if (isRefusal(strike)) return [];
  const sides = maneuverSides(result, strike.attacker, strike.target);
  if (!sides) return [];
  const inReach = loserWithinReach(strike, sides.winner, row.situation?.distance ?? null);
  return maneuverOptions(result, strike.profile, strike.attacker, strike.target, inReach, contestOptions()).flatMap(
    (m) => offeredAll(m, sides.winner, sides.loser),
  );
}

/** The maneuvers open now, each with its chance, then "no maneuver". */
export function maneuverChoices(ctx: StepContext): readonly StepChoice[] {
  const result = rowResolution(ctx.row);
  return result ? [...open(ctx, result), NONE] : [NONE];
}
