/**
 * The `energy` room of the attack loop: documents in, engine procedures, document updates out. Every rule is the
 * engine's (attack/melee.ts, attack/situation.ts, dice/, defense/, damage/apply.ts); this file only maps.
 *
 * Melee only for now: a ranged or thrown attack needs the Miss Chance procedure (the canvas already reads its range
 * band into the dialog), so it is refused. Facing comes from the canvas or the dialog's toggle: an attack from where
 * the target is not facing plans against its Unarmed Evasion with Disadvantage (the odds shown), and the card row
 * stores it, so the Defend roll made later from the card uses the same Evasion. The engine's conditions still give
 * their Disadvantage. Energy is not spent here: the Evasion roll is free ("the reaction in energy" is the Defend
 * action, 1 Energy, which is a combatant action of its own).
 */
import { DEFAULT_ENERGY_OPTIONS } from "../../../engine/rulesets/energy/options.ts";
import { applyEnergyDamage } from "../../../engine/rulesets/energy/damage/apply.ts";
import { weaponDamageRequest } from "../../../engine/rulesets/energy/dice/damage.ts";
import { defenseRollPlan } from "../../../engine/rulesets/energy/dice/defense.ts";
import { meleeHitProbability } from "../../../engine/rulesets/energy/dice/odds.ts";
import { resolveMelee } from "../../../engine/rulesets/energy/attack/melee.ts";
import { attackEdge, defenseSetup } from "../../../engine/rulesets/energy/attack/situation.ts";
import { masdb } from "../../../engine/rulesets/energy/defense/derived.ts";
import { defenseValue } from "../../../engine/rulesets/energy/defense/values.ts";
import { proficiencyPenalties } from "../../../engine/rulesets/energy/economy/martial.ts";
import { armStrength } from "../../../engine/rulesets/energy/creature.ts";
import type { CombatRoom, Refusal } from "../../combat-room.ts";
import { I18N_ROOT } from "../../constants.ts";
import { againstAv, avOf, readCombatRoll, storedCombatRoll } from "./combat-roll.ts";
import { creatureUpdate, damageSummary } from "./damage-update.ts";
import { defenseGear, weaponAttackValue, wornArmor } from "./derive.ts";
import { energyActorView, energyWeaponOf, type EnergyActorView } from "./documents.ts";
import { toEnergyActor, toEnergyArmor, toEnergyWeapon } from "./sources.ts";
import { energySceneSituation } from "./canvas/situation.ts";
import { ENERGY_ARC } from "../../../engine/rulesets/energy/geometry/facing.ts";
import { energyLockedRows, energyToggleRows, fromBehindChosen } from "./situation/catalog.ts";

const REFUSAL = `${I18N_ROOT}.Energy.Refusal`;
const NOT_ENERGY: Refusal = { refused: `${REFUSAL}.notEnergy` };
/** The defender's Evasion roll against this attacker, as the engine sets it up. */
function evasionPlan(view: EnergyActorView, fromBehind = false) {
  const actor = toEnergyActor(view.source, view.statuses);
  const setup = defenseSetup(actor, { ranged: false, fromBehind });
  const gear = defenseGear(view.gear, actor.creature.martial.level, setup.shieldFacing);
  const value = defenseValue(actor.creature, setup.kind, gear, DEFAULT_ENERGY_OPTIONS).total;
  return { setup, plan: defenseRollPlan({ kind: setup.kind, value, edge: setup.edge.edge }, DEFAULT_ENERGY_OPTIONS) };
}

export const ENERGY_COMBAT_ROOM: CombatRoom = {
  cardWording: {
    attack: `${I18N_ROOT}.Energy.Card.attack`,
    attackHidden: `${I18N_ROOT}.Energy.Card.attackHidden`,
    defense: `${I18N_ROOT}.Energy.Card.defense`,
  },

  planAttack(attacker, item, target, choices = {}, scene) {
    const a = energyActorView(attacker);
    const weapon = energyWeaponOf(item);
    if (!a || !weapon) return NOT_ENERGY;
    if (scene?.refusal) return scene.refusal;
    if (weapon.data.kind !== "melee") return { refused: `${REFUSAL}.meleeOnly` };
    const t = target ? energyActorView(target) : undefined;
    if (target && !t) return NOT_ENERGY;
    const actor = toEnergyActor(a.source, a.statuses);
    const av = weaponAttackValue(actor.creature, weapon).total;
    const edge = attackEdge(actor).edge;
    // The scene's readings are defaults: a choice made in the dialog wins over them.
    const chosen = { ...scene?.defaults, ...choices };
    const fromBehind = fromBehindChosen(chosen);
    const defense = t ? evasionPlan(t, fromBehind) : undefined;
    const hitChance = meleeHitProbability({
      av,
      combatEdge: edge,
      precision: weapon.data.precision,
      ...(defense?.setup.rolls && defense.plan.mode === "wholeRoll" ? { defense: defense.plan } : {}),
      defenderWinsTies: defense?.setup.winsTies ?? false,
    });
    const modifiers = [
      ...energyLockedRows(actor, t ? toEnergyActor(t.source, t.statuses) : undefined, target?.name ?? ""),
      ...energyToggleRows(chosen, false, scene?.reasons),
    ];
    return { request: storedCombatRoll(edge, weapon.data.precision), against: av, hitChance, modifiers, fromBehind };
  },

  facing: ENERGY_ARC,

  sceneSituation(pair, attacker, item, target) {
    const a = energyActorView(attacker);
    const weapon = energyWeaponOf(item);
    if (!a || !weapon) return { defaults: {}, reasons: {}, distance: pair.distance, refusal: NOT_ENERGY };
    const creature = toEnergyActor(a.source, a.statuses).creature;
    const facts = { size: creature.size, armStrength: armStrength(creature) };
    return energySceneSituation(pair, toEnergyWeapon(weapon), facts, target.name);
  },

  resolve(attack, defense) {
    const combat = readCombatRoll(attack);
    const planned = defense ? avOf(defense) : undefined;
    // Before the Defense roll only the Combat roll can settle it: a natural 1 misses, a Critical Hit hits.
    if (!defense || !planned) return combat.criticalFailure ? "miss" : combat.criticalHit ? "hit" : "pending";
    const outcome = resolveMelee({ ...planned, combat, defenseRoll: defense.total });
    return outcome.hit ? "hit" : "miss";
  },

  planDefense(defender, _attack, _ownTurn, made) {
    const d = energyActorView(defender);
    if (!d) return NOT_ENERGY;
    // "If you are attacked from where you are not facing … Disadvantage on Evasion rolls and you use your Unarmed Evasion"
    const { setup, plan } = evasionPlan(d, made.fromBehind ?? false);
    // "if a target is asleep or fully restrained they cannot roll Evasion, and any attacks against them automatically hit"
    if (!setup.rolls) return { refused: `${REFUSAL}.cannotDefend` };
    // The per-link "eachRoll" edge setting needs one Foundry roll per link; the card stores one roll.
    if (plan.mode !== "wholeRoll") return { refused: `${REFUSAL}.eachRollEdge` };
    return { request: againstAv(plan.request, made.against, setup.winsTies), payment: {} };
  },

  planDamage(attacker, item) {
    const a = energyActorView(attacker);
    const weapon = energyWeaponOf(item);
    if (!a || !weapon) return NOT_ENERGY;
    const c = toEnergyActor(a.source, a.statuses).creature;
    // "Damage = Weapon Damage roll + MASDB - AR if Combat roll is less than AC": armor comes off in the pipeline.
    return weaponDamageRequest(`${item.name}: damage`, weapon.data.damage, [{ source: "MASDB", value: masdb(c) }]);
  },

  applyDamage(target, attacker, damage) {
    const t = energyActorView(target);
    const weapon = attacker.item ? energyWeaponOf(attacker.item) : undefined;
    const wielder = attacker.item?.parent;
    if (!t || !weapon || !attacker.attack) return NOT_ENERGY;
    const combat = readCombatRoll(attacker.attack);
    const armor = wornArmor(t.gear);
    // The attack already hit; the engine decides whether the armor was struck (a Critical Hit ignores it).
    const struck = resolveMelee({
      av: 0,
      combat,
      defenderWinsTies: false,
      ...(armor ? { armor: toEnergyArmor(armor) } : {}),
    });
    const wielderView = wielder instanceof Actor ? energyActorView(wielder) : undefined;
    const mpl = wielderView?.source.martial.level ?? weapon.data.mpr;
    const halves = proficiencyPenalties(mpl, weapon.data.mpr, false).halfDamage ? ["Not Proficient"] : [];
    const outcome = applyEnergyDamage(
      toEnergyActor(t.source, t.statuses),
      {
        amount: damage.total,
        source: attacker.item?.name ?? "",
        ...(weapon.data.damageType ? { type: weapon.data.damageType } : {}),
        armorHit: struck.armorHit,
        armorRating: armor?.rating ?? 0,
        halves,
        nonLethal: false,
      },
      game.combat?.round ?? 0,
      DEFAULT_ENERGY_OPTIONS,
    );
    return {
      system: creatureUpdate(outcome.actor.creature),
      items: [],
      summary: damageSummary(outcome, { critical: combat.criticalHit, armorHit: struck.armorHit }),
    };
  },
};
