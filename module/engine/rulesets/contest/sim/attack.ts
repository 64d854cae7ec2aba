import type { Rng } from "../../../core/dice/rng.ts";
import { afterDefenseTest } from "../combat/defense.ts";
import { applyManeuver } from "../combat/maneuver-effects.ts";
import { resolveCombatRoll } from "../combat/resolve.ts";
import { takeReaction } from "../economy/reactions.ts";
import type { DefenseChoice } from "../tables/defenses.ts";
import { isDown, type ContestFighter } from "./fighter.ts";
import { hasConditions } from "./lean-action.ts";
import { leanContestDamage } from "./lean-damage.ts";
import { chooseDefense, protectionOf } from "./policy.ts";
import { defenseTestOf, rollPlanned, attackTestOf } from "./tests.ts";

/**
 * One paid attack (a Strike, or an ability with the Attack trait), resolved with the engine's combat roll (seed 003, Steps II and III):
 * 1. the defender chooses its defense before the attacker rolls (policy.ts) and pays the Defend reaction for it
 *    (`takeReaction`, one Defend per attack; refused, it does not defend);
 * 2. the defense test is rolled, then the attack test (the order changes no odds: decision 50), each planned by the
 *    engine with the conditions in force; the Defense test ends Brace (`afterDefenseTest`);
 * 3. `resolveCombatRoll` reads the two; a critical win's maneuver is the policy's through `applyManeuver`
 *    (Precision for an attacker who struck — "Must be used as part of a Strike" —, else Brace);
 * 4. damage, when the result deals it, is the weapon's or ability's dice (Precision: maximized; both compiled once) through the damage pipeline
 *    (vulnerability, resistance, AR, a standing Block's BR), by its lean twin.
 * `trigger` names this attack for the one-reaction-per-trigger limit.
 */
/** Brace: "You ready yourself for incoming retaliation. Your next Defense test gains a boon." */
function brace(winner: ContestFighter, loser: ContestFighter, round: number) {
  return applyManeuver({
    maneuver: "brace",
    winner: winner.actor,
    winnerId: winner.spec.id,
    loser: loser.actor,
    loserId: loser.spec.id,
    round,
  }).winner;
}

export function strike(
  attacker: ContestFighter,
  target: ContestFighter,
  index: number,
  round: number,
  trigger: string,
  rng: Rng,
): void {
  const weapon = attacker.spec.attacks[index];
  const attack = attackTestOf(attacker, index, target);
  if (weapon === undefined || attack === undefined) return;
  let defense: DefenseChoice = chooseDefense(target, attacker, index, round);
  const defenseTest = defense === "none" ? undefined : defenseTestOf(target, defense, weapon.attack);
  if (defense !== "none") {
    const paid =
      defenseTest === undefined
        ? undefined
        : takeReaction(target.actor, target.combatant, { reaction: "defend", trigger });
    if (paid?.ok === true) target.combatant = paid.state;
    else defense = "none";
  }
  const defended = defense !== "none" && defenseTest !== undefined ? rollPlanned(defenseTest, rng) : undefined;
  if (defended !== undefined && hasConditions(target.actor)) target.actor = afterDefenseTest(target.actor);
  const attacked = rollPlanned(attack, rng);
  const result = resolveCombatRoll({ defense, attack: attacked, ...(defended ? { defenseTest: defended } : {}) });
  const precision = result.maneuver === "attacker" && weapon.attack.kind === "strike";
  if (result.maneuver === "defender") target.actor = brace(target, attacker, round);
  else if (result.maneuver === "attacker" && !precision) attacker.actor = brace(attacker, target, round);
  if (!result.damage) return;
  const amount = precision ? (attacker.plan.precise[index] ?? 0) : (attacker.plan.damage[index]?.(rng) ?? 0);
  const standingBefore = !isDown(target);
  const hit = { amount, type: weapon.damageType, source: weapon.name };
  target.actor = leanContestDamage(
    target.actor,
    target.spec.id,
    hit,
    protectionOf(target.spec, result.blockRating),
    round,
  );
  if (standingBefore && isDown(target)) target.downedBy = attacker.spec.id;
}
