import { rollRequest } from "../../../module/engine/core/dice/roll.ts";
import type { Rng } from "../../../module/engine/core/dice/rng.ts";
import { applyAttackOutcome } from "../../../module/engine/rulesets/energy/attack/consequences.ts";
import { rangedProfile } from "../../../module/engine/rulesets/energy/attack/draw-weight.ts";
import { resolveMelee } from "../../../module/engine/rulesets/energy/attack/melee.ts";
import type { AttackOutcome } from "../../../module/engine/rulesets/energy/attack/outcome.ts";
import { missChance, resolveRanged } from "../../../module/engine/rulesets/energy/attack/ranged.ts";
import { attackEdge, defenseSetup } from "../../../module/engine/rulesets/energy/attack/situation.ts";
import { throwingAccuracy } from "../../../module/engine/rulesets/energy/attack/throwing.ts";
import { abilityModifier } from "../../../module/engine/rulesets/energy/creature.ts";
import { applyEnergyDamage } from "../../../module/engine/rulesets/energy/damage/apply.ts";
import { applyDeathRoll } from "../../../module/engine/rulesets/energy/damage/death.ts";
import { attackValue, masab, masdb } from "../../../module/engine/rulesets/energy/defense/derived.ts";
import { defenseValue } from "../../../module/engine/rulesets/energy/defense/values.ts";
import {
  combatRollRequest,
  deathRollRequest,
  hitRollRequest,
  naturalFace,
  readAttackRoll,
} from "../../../module/engine/rulesets/energy/dice/d20.ts";
import { unarmedDamage, weaponDamageRequest } from "../../../module/engine/rulesets/energy/dice/damage.ts";
import { defenseRollPlan, rollDefense } from "../../../module/engine/rulesets/energy/dice/defense.ts";
import { proficiencyPenalties } from "../../../module/engine/rulesets/energy/economy/martial.ts";
import { defenseGear, weaponAttackValue, wornArmor } from "../../../module/foundry/rulesets/energy/derive.ts";
import { toEnergyArmor, toEnergyWeapon } from "../../../module/foundry/rulesets/energy/sources.ts";
import type { EnergyFighter } from "./fighter.ts";

/**
 * One paid attack, rolled and applied with the engine's procedures, in the seed's order: the attacker's d20 (Combat
 * roll for melee, Hit roll for ranged; `attackEdge`), the target's Defense roll (`defenseSetup`: Evasion against
 * melee, Ranged Evasion inside the Miss Chance against ranged), the outcome (`resolveMelee` / `resolveRanged`), the
 * conditions it leaves (`applyAttackOutcome`), then on a hit the damage roll, `applyEnergyDamage`, and the Death
 * roll when one falls due. Open ground: everyone faces everyone, ranged attacks are at middle range (no range
 * Advantage or Disadvantage) against a target moving as in "typical combat".
 */
export type Swing = "weapon" | "unarmed";

/** Did the weapon strike the target's Evasion (melee, unarmed) or the Miss Chance (ranged, thrown)? */
function rollToHit(f: EnergyFighter, target: EnergyFighter, swing: Swing, rng: Rng): AttackOutcome {
  const c = f.actor.creature;
  const t = target.actor;
  const w = f.weapon.data;
  const ranged = swing === "weapon" && w.kind !== "melee";
  const setup = defenseSetup(t, { ranged, fromBehind: false });
  const gear = defenseGear(target.gear, t.creature.martial.level, setup.shieldFacing);
  const defense = (): number | undefined => {
    if (!setup.rolls) return undefined;
    const value = defenseValue(t.creature, setup.kind, gear).total;
    return rollDefense(defenseRollPlan({ kind: setup.kind, value, edge: setup.edge.edge }), rng);
  };
  const worn = wornArmor(target.gear);
  const armor = worn ? { armor: toEnergyArmor(worn) } : {};
  const edge = attackEdge(f.actor, ranged ? "normal" : undefined).edge;
  if (!ranged) {
    const precision = swing === "weapon" ? w.precision : 0;
    const combat = readAttackRoll(naturalFace(rollRequest(combatRollRequest(edge), rng)), precision);
    const av =
      swing === "weapon"
        ? weaponAttackValue(c, f.weapon).total
        : attackValue(c, { weaponAttackBonus: 0, proficient: true }).total;
    const decided = combat.criticalHit || combat.criticalFailure;
    const defenseRoll = decided ? undefined : defense();
    return resolveMelee({
      av,
      combat,
      ...(defenseRoll === undefined ? {} : { defenseRoll }),
      defenderWinsTies: setup.winsTies,
      ...armor,
    });
  }
  const hitRoll = readAttackRoll(naturalFace(rollRequest(hitRollRequest(edge), rng)), w.precision, "hit");
  const evasionRoll = defense();
  const accuracy = w.kind === "thrown" ? throwingAccuracy(toEnergyWeapon(f.weapon)) : w.accuracy;
  const chance = missChance({
    accuracy,
    dexterityModifier: abilityModifier(c, "dexterity"),
    ...(evasionRoll === undefined ? {} : { evasionRoll }),
    targetSize: t.creature.size,
    targetMovement: "typical",
  }).total;
  return resolveRanged({ hitRoll, missChance: chance, defenderWinsTies: setup.winsTies, ...armor });
}

/** Rolled damage with its additive parts: weapon dice + MASDB (melee), + Draw Weight's extra damage (ranged). */
function damageRoll(f: EnergyFighter, swing: Swing, rng: Rng): number {
  const c = f.actor.creature;
  const w = f.weapon.data;
  if (swing === "unarmed") return unarmedDamage(masab(c));
  const extra =
    w.kind === "melee"
      ? [{ source: "MASDB", value: masdb(c) }]
      : w.kind === "ranged"
        ? [{ source: "Draw Weight", value: rangedProfile(toEnergyWeapon(f.weapon))?.extraDamage ?? 0 }]
        : [];
  return rollRequest(weaponDamageRequest(f.weapon.name, w.damage, extra), rng).total;
}

export function strike(f: EnergyFighter, target: EnergyFighter, swing: Swing, round: number, rng: Rng): void {
  const outcome = rollToHit(f, target, swing, rng);
  const sides = applyAttackOutcome({ attacker: f.actor, target: target.actor }, outcome, round);
  f.actor = sides.attacker;
  target.actor = sides.target;
  if (!outcome.hit) return;
  const w = f.weapon.data;
  const worn = wornArmor(target.gear);
  const notProficient =
    swing === "weapon" && proficiencyPenalties(f.actor.creature.martial.level, w.mpr, w.kind === "ranged").halfDamage;
  const damage = applyEnergyDamage(
    target.actor,
    {
      amount: damageRoll(f, swing, rng),
      source: swing === "weapon" ? f.weapon.name : "Unarmed",
      type: swing === "weapon" ? w.damageType : "bludgeoning",
      armorHit: outcome.armorHit,
      armorRating: worn?.rating ?? 0,
      halves: notProficient ? ["Not Proficient"] : [],
      nonLethal: false,
    },
    round,
  );
  target.actor = damage.actor;
  if (damage.deathRollDue) {
    target.actor = applyDeathRoll(target.actor, rollRequest(deathRollRequest(), rng).total, round).actor;
  }
}
