import type { Rng } from "../../../core/dice/rng.ts";
import type { DieEdge } from "../../../core/dice/request.ts";
import { rollerFor, type Roller } from "../../../sim/rollers.ts";
import { applyAttackOutcome } from "../attack/consequences.ts";
import { resolveMelee } from "../attack/melee.ts";
import type { AttackOutcome } from "../attack/outcome.ts";
import { missChance, resolveRanged } from "../attack/ranged.ts";
import { applyDeathRoll } from "../damage/death.ts";
import { combatRollRequest, deathRollRequest, hitRollRequest, readAttackRoll } from "../dice/d20.ts";
import { isDown, readingOf, type EnergyFighter } from "./fighter.ts";
import { leanEnergyDamage } from "./lean-damage.ts";
import type { Swing } from "./policy.ts";

/**
 * One paid attack, rolled and applied with the engine's procedures, in the seed's order: the attacker's d20 (Combat
 * roll for melee, Hit roll for ranged; `attackEdge`), the target's Defense roll (`defenseSetup`: Evasion against
 * melee, Ranged Evasion inside the Miss Chance against ranged), the outcome (`resolveMelee` / `resolveRanged`), the
 * conditions it leaves (`applyAttackOutcome`), then on a hit the damage roll, `applyEnergyDamage` (as its lean
 * twin `leanEnergyDamage`), and the Death roll when one falls due. Open ground: everyone faces everyone, ranged attacks are at middle range (no range
 * Advantage or Disadvantage) against a target moving as in "typical combat". The plain d20 rolls have no
 * modifiers, so their fast-path total is the natural face.
 */
/** The plain d20 rolls, compiled once: by edge for the Combat and Hit rolls, and the Death roll. */
const byEdge = (request: (edge: DieEdge) => Parameters<typeof rollerFor>[0]): Readonly<Record<DieEdge, Roller>> => ({
  normal: rollerFor(request("normal")),
  advantage: rollerFor(request("advantage")),
  disadvantage: rollerFor(request("disadvantage")),
});
const COMBAT_ROLL = byEdge(combatRollRequest);
const HIT_ROLL = byEdge(hitRollRequest);
const DEATH_ROLL = rollerFor(deathRollRequest());
const NOT_PROFICIENT: readonly string[] = ["Not Proficient"];
const NO_HALVES: readonly string[] = [];

function rollToHit(f: EnergyFighter, target: EnergyFighter, swing: Swing, rng: Rng): AttackOutcome {
  const t = target.actor;
  const plan = f.plan;
  const ranged = swing === "weapon" && plan.kind !== "melee";
  const setup = ranged ? readingOf(target).rangedDefense : readingOf(target).meleeDefense;
  const defense = (): number | undefined =>
    setup.rolls ? target.plan.defenseRoll(setup.kind, setup.shieldFacing, setup.edge.edge)(rng) : undefined;
  // Inputs always carry every field (absent ones undefined), so the procedures see one object shape.
  const armor = target.spec.armor;
  const edge = ranged ? readingOf(f).rangedAttackEdge : readingOf(f).meleeAttackEdge;
  if (!ranged) {
    const precision = swing === "weapon" ? f.spec.weapon.precision : 0;
    const combat = readAttackRoll(COMBAT_ROLL[edge](rng), precision);
    const av = swing === "weapon" ? plan.weaponAv : plan.unarmedAv;
    const decided = combat.criticalHit || combat.criticalFailure;
    const defenseRoll = decided ? undefined : defense();
    return resolveMelee({ av, combat, defenseRoll, defenderWinsTies: setup.winsTies, armor });
  }
  const hitRoll = readAttackRoll(HIT_ROLL[edge](rng), f.spec.weapon.precision, "hit");
  const evasionRoll = defense();
  const chance = missChance({
    accuracy: plan.accuracy,
    dexterityModifier: plan.dexterityModifier,
    evasionRoll,
    targetSize: t.creature.size,
    targetMovement: "typical",
  }).total;
  return resolveRanged({ hitRoll, missChance: chance, defenderWinsTies: setup.winsTies, armor });
}

export function strike(f: EnergyFighter, target: EnergyFighter, swing: Swing, round: number, rng: Rng): void {
  const standing = !isDown(target);
  const outcome = rollToHit(f, target, swing, rng);
  const sides = applyAttackOutcome({ attacker: f.actor, target: target.actor }, outcome, round);
  f.actor = sides.attacker;
  target.actor = sides.target;
  if (outcome.hit) {
    const weapon = swing === "weapon";
    const damage = leanEnergyDamage(
      target.actor,
      {
        amount: weapon ? f.plan.damage(rng) : f.plan.unarmedDamage,
        source: weapon ? f.spec.weapon.label : "Unarmed",
        type: weapon ? f.spec.damageType : "bludgeoning",
        armorHit: outcome.armorHit,
        armorRating: target.spec.armor?.rating ?? 0,
        halves: weapon && f.plan.halfDamage ? NOT_PROFICIENT : NO_HALVES,
        nonLethal: false,
      },
      round,
    );
    target.actor = damage.actor;
    if (damage.deathRollDue) {
      target.actor = applyDeathRoll(target.actor, DEATH_ROLL(rng), round).actor;
    }
  }
  if (standing && isDown(target)) target.downedBy = f.spec.id;
}
