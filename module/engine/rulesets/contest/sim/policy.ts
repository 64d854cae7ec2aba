import type { Rng } from "../../../core/dice/rng.ts";
import { requestDistribution } from "../../../core/odds/request.ts";
import { chooseTarget } from "../../../sim/target.ts";
import type { Protection } from "../damage/pipeline.ts";
import { combatOdds } from "../dice/odds.ts";
import { DEFAULT_CONTEST_ECONOMY_OPTIONS } from "../economy/options.ts";
import { AP_PER_ROUND, ATTACKS_PER_ROUND } from "../economy/pools.ts";
import { DEFENSE_TABLE, type DefenseChoice } from "../tables/defenses.ts";
import { conditionKey, damageRoll, isDown, type ContestFighter, type ContestFighterSpec } from "./fighter.ts";
import { damageReduction } from "./lean-damage.ts";
import { attackTestOf, defenseTestOf, openDefenses } from "./tests.ts";

/**
 * How a simulated `contest` creature decides (docs/rules/contest.md decisions 120 on):
 * - open ground, everyone in reach: the free movement brings a melee fighter to its target and keeps an archer at
 *   range, so nobody Dashes, nobody is flanked or behind cover, nobody provokes, and every defender is aware;
 * - the party focuses the standing foe with the least Health left; foes pick a standing party member at random;
 * - on its turn a creature Strikes while its AP and its two Attacks last, each time with the weapon of the highest
 *   expected damage against the target's defense of choice; a Strike that cannot hurt is not made;
 * - the defender picks, before the attacker rolls, the defense (or none) with the least expected damage by the
 *   engine's exact odds (`combatOdds`) and pays the Defend reaction's AP for it, keeping before its own turn the AP
 *   its two Strikes need;
 * - maneuvers: an attacker's critical win takes Precision (the damage die maximized), a defender's Brace (a boon on
 *   its next Defense test); nobody Bashes, Disarms, Feints, Pushes or Trips, Grapples or Disengages;
 * - a creature that starts prone stands up on its turn (half its speed); nobody takes the Opportunity Attack that
 *   provokes;
 * - a creature is down at 0 Health (knocked unconscious); the downed are not attacked again.
 */
export const CONTEST_ASSUMPTIONS: readonly string[] = [
  "Open ground, everyone in reach: the free movement closes to melee or keeps an archer at range; nobody Dashes, flanks, takes cover or provokes, and every defender sees the attack coming.",
  "The party focuses the standing foe with the least Health left; foes pick a standing party member at random.",
  "Each creature Strikes while its 3 AP and two Attacks last, with the weapon of the highest expected damage against the defense its target will choose.",
  "The defender chooses the defense with the least expected damage by the exact odds and pays 1 AP for it, keeping before its own turn the AP its two Strikes need.",
  "A critical win's maneuver is Precision for the attacker and Brace for the defender; a prone creature stands up on its turn and nobody takes Opportunity Attacks.",
  "A creature is down at 0 Health (knocked unconscious).",
];

/** The Defend reaction's cost. */
export const DEFEND_AP = DEFAULT_CONTEST_ECONOMY_OPTIONS.actionCosts.defend;

/** What the party's focus reads: Health left. */
export const remaining = (f: ContestFighter): number => f.actor.creature.health.value;

const standing = (f: ContestFighter): boolean => !isDown(f);

export function pickTarget(
  enemies: readonly ContestFighter[],
  partyMember: boolean,
  rng: Rng,
): ContestFighter | undefined {
  return chooseTarget(enemies, standing, remaining, partyMember, rng);
}

/** The target's protection against one hit: its AR sources, and its shield's BR when a Block stands. */
export function protectionOf(spec: ContestFighterSpec, blocked: boolean): Protection {
  return {
    armor: spec.armor,
    ...(spec.chosenArmor === undefined ? {} : { chosenArmor: spec.chosenArmor }),
    ...(blocked && spec.shield ? { shield: spec.shield } : {}),
  };
}

/** Mean damage the target takes from one hit of Strike `index` (Precision: the die maximized; a Block's BR off). */
function meanTaken(
  attacker: ContestFighter,
  index: number,
  target: ContestFighter,
  precision: boolean,
  blocked: boolean,
) {
  const key = `taken|${index}|${target.spec.id}|${precision ? "P" : ""}|${blocked ? "B" : ""}`;
  const known = attacker.plan.expected.get(key);
  if (known !== undefined) return known;
  const strike = attacker.spec.attacks[index];
  if (strike === undefined) return 0;
  const request = damageRoll(strike, precision);
  const reduction = damageReduction(target.actor.creature, strike.damageType, protectionOf(target.spec, blocked));
  const dist = requestDistribution(request);
  let mean = 0;
  dist.p.forEach((p, i) => (mean += p * Math.max(0, dist.min + i - reduction)));
  attacker.plan.expected.set(key, mean);
  return mean;
}

/** Expected damage of Strike `index` against the target when it meets it with `choice` now. */
export function expectedDamage(
  attacker: ContestFighter,
  index: number,
  target: ContestFighter,
  choice: DefenseChoice,
): number {
  const strike = attacker.spec.attacks[index];
  if (strike === undefined) return 0;
  const key = `odds|${index}|${target.spec.id}|${choice}|${conditionKey(attacker)}|${conditionKey(target)}`;
  const known = attacker.plan.expected.get(key);
  if (known !== undefined) return known;
  const attack = attackTestOf(attacker, index, target);
  const defense = choice === "none" ? undefined : defenseTestOf(target, choice, strike.attack);
  let expected = 0;
  if (attack !== undefined && (choice === "none" || defense !== undefined)) {
    const blocks = choice !== "none" && DEFENSE_TABLE[choice].blocksOnBothPass;
    const odds = combatOdds(attack.plan, defense?.plan, blocks);
    expected =
      odds.attackerCritical * meanTaken(attacker, index, target, true, false) +
      odds.hitOnSuccesses * meanTaken(attacker, index, target, false, false) +
      odds.blocked * meanTaken(attacker, index, target, false, true);
  }
  attacker.plan.expected.set(key, expected);
  return expected;
}

/** AP a creature keeps for its own turn: its two Strikes with its cheapest weapon, as far as 3 AP go. */
export function strikeReserve(spec: ContestFighterSpec): number {
  let cheapest = Number.POSITIVE_INFINITY;
  for (const s of spec.attacks) cheapest = Math.min(cheapest, s.ap);
  if (!(cheapest > 0) || cheapest > AP_PER_ROUND) return 0;
  return Math.min(ATTACKS_PER_ROUND, Math.floor(AP_PER_ROUND / cheapest)) * cheapest;
}

/** Whether the defender would pay a Defend now: the AP beyond what its coming turn needs. */
export function canSpareDefend(defender: ContestFighter, round: number): boolean {
  const ap = defender.combatant.economy.pools["ap"] ?? 0;
  const reserve = defender.turnTaken < round ? strikeReserve(defender.spec) : 0;
  return ap - reserve >= DEFEND_AP;
}

/** The defender's choice against this Strike: the defense with the least expected damage, if it beats none. */
export function chooseDefense(
  defender: ContestFighter,
  attacker: ContestFighter,
  index: number,
  round: number,
): DefenseChoice {
  const strike = attacker.spec.attacks[index];
  if (strike === undefined || !canSpareDefend(defender, round)) return "none";
  let best: DefenseChoice = "none";
  let least = expectedDamage(attacker, index, defender, "none");
  for (const kind of openDefenses(defender, strike.attack)) {
    const value = expectedDamage(attacker, index, defender, kind);
    if (value < least) {
      best = kind;
      least = value;
    }
  }
  return best;
}

/** The Strike to make with `ap` AP left: the one it can pay for with the highest expected damage, if any hurts. */
export function bestStrike(attacker: ContestFighter, target: ContestFighter, ap: number, round: number) {
  let best: number | undefined;
  let most = 0;
  attacker.spec.attacks.forEach((s, i) => {
    if (s.ap > ap) return;
    const value = expectedDamage(attacker, i, target, chooseDefense(target, attacker, i, round));
    if (value > most) {
      best = i;
      most = value;
    }
  });
  return best;
}
