/**
 * The winner's maneuver planned from documents: which maneuvers are open (the winner's shield or heavy weapon in
 * hand, the loser within reach), the loser's resist test with its own skill rank and attribute ("*Size Matters"
 * through the engine), and the Feint's Deception test. Plain sources in; no Foundry globals.
 */
import type { AttackProfile } from "../../../engine/rulesets/contest/combat/attack.ts";
import { availableManeuvers, feintTest, resistTest } from "../../../engine/rulesets/contest/combat/maneuvers.ts";
import { d20Mechanic } from "../../../engine/rulesets/contest/dice/mechanic.ts";
import { passProbability } from "../../../engine/rulesets/contest/dice/odds.ts";
import type { TestPlan } from "../../../engine/rulesets/contest/dice/test.ts";
import { DEFAULT_CONTEST_OPTIONS, type ContestOptions } from "../../../engine/rulesets/contest/options.ts";
import type { Checked } from "../../../engine/rulesets/contest/refusal.ts";
import type { CombatResultRow } from "../../../engine/rulesets/contest/tables/combat-results.ts";
import { MANEUVER_TABLE, type ManeuverId } from "../../../engine/rulesets/contest/tables/maneuvers.ts";
import type { Combatant } from "./combat-roll.ts";
import { equippedShield, toContestActor, type RankedSkill } from "./sources.ts";

/** Bash: "You must be wielding a shield or heavy weapon to use this maneuver." */
export function wieldsShieldOrHeavyWeapon(side: Combatant): boolean {
  return equippedShield(side.gear) !== undefined || side.gear.weapons.some((w) => w.data.equipped && w.data.heavy);
}

/** The critical win's winner and loser, or undefined when the result grants no maneuver. */
export function maneuverSides(
  result: Pick<CombatResultRow, "maneuver">,
  attacker: Combatant,
  defender: Combatant,
): { readonly winner: Combatant; readonly loser: Combatant; readonly role: "attacker" | "defender" } | undefined {
  if (result.maneuver === "attacker") return { winner: attacker, loser: defender, role: "attacker" };
  if (result.maneuver === "defender") return { winner: defender, loser: attacker, role: "defender" };
  return undefined;
}

/** "Whenever the outcome of a combat roll is a critical win, the winner can attempt a maneuver": the open ones. */
export function maneuverOptions(
  result: Pick<CombatResultRow, "maneuver">,
  attack: AttackProfile,
  attacker: Combatant,
  defender: Combatant,
  loserWithinReach: boolean,
  options: ContestOptions = DEFAULT_CONTEST_OPTIONS,
): readonly ManeuverId[] {
  const sides = maneuverSides(result, attacker, defender);
  if (!sides) return [];
  return availableManeuvers(
    {
      winner: sides.role,
      attack,
      winnerWieldsShieldOrHeavyWeapon: wieldsShieldOrHeavyWeapon(sides.winner),
      loserWithinReach,
    },
    options.combat,
  );
}

/** The loser's best skill among those the maneuver allows ("Athletics or Sleight of Hand": the loser's choice). */
export function resistSkill(loser: Combatant, maneuver: ManeuverId): RankedSkill | undefined {
  const skills = MANEUVER_TABLE[maneuver].resist.filter((s): s is RankedSkill => s !== "fightingStyle");
  const bonus = (s: RankedSkill) =>
    loser.source.attributes[loser.source.skills[s].attribute] + loser.source.skills[s].rank;
  return [...skills].sort((a, b) => bonus(b) - bonus(a))[0];
}

/**
 * The loser's test against the maneuver, with its best allowed skill; undefined for a maneuver nobody resists
 * (Brace, Feint, Precision).
 */
export function planResist(
  maneuver: ManeuverId,
  winner: Combatant,
  loser: Combatant,
  itemTwoHandedOrShield: boolean,
  options: ContestOptions = DEFAULT_CONTEST_OPTIONS,
): Checked<TestPlan> | undefined {
  const skill = resistSkill(loser, maneuver);
  if (!skill) return undefined;
  const stored = loser.source.skills[skill];
  return resistTest(
    {
      maneuver,
      winner: toContestActor(winner.source, winner.statuses),
      loser: toContestActor(loser.source, loser.statuses),
      skill,
      skillValue: stored.rank,
      attribute: { id: stored.attribute, value: loser.source.attributes[stored.attribute] },
      itemTwoHandedOrShield,
    },
    d20Mechanic(options.test),
  );
}

/** Feint: "provided you pass a Deception test", the winner's own. */
export function planFeint(winner: Combatant, options: ContestOptions = DEFAULT_CONTEST_OPTIONS): TestPlan {
  const deception = winner.source.skills.deception;
  return feintTest(
    toContestActor(winner.source, winner.statuses),
    deception.rank,
    { id: deception.attribute, value: winner.source.attributes[deception.attribute] },
    d20Mechanic(options.test),
  );
}

/** The chance the maneuver takes effect: the loser fails its test (or the winner passes its Deception test). */
export function maneuverChance(
  plan: TestPlan,
  resisted: boolean,
  options: ContestOptions = DEFAULT_CONTEST_OPTIONS,
): number {
  const pass = passProbability(plan, d20Mechanic(options.test));
  return resisted ? 1 - pass : pass;
}
