/**
 * The `energy` room of the attack loop: documents in, engine procedures, document updates out. Every rule is the
 * engine's (attack/melee.ts, attack/ranged.ts, attack/situation.ts, dice/, defense/, damage/apply.ts); this file
 * only maps, and hands ranged and thrown attacks to ranged-plan.ts — a melee weapon thrown without the Thrown property
 * too ("Throwing a weapon is a ranged attack", situation/throw.ts).
 *
 * Facing comes from the canvas or the dialog's toggle: a melee attack from where the target is not facing plans
 * against its Unarmed Evasion with Disadvantage (the odds shown), a ranged one against its Ranged Evasion without
 * the shield; the card row stores it, so the Defend roll made later from the card is the one planned. The range
 * band is the canvas' default or the dialog's choice, and the middle band without either. Energy is not spent
 * here: the flow spends the attack's action (`attackSpend`), and the Evasion roll is free (the Defend action,
 * 1 Energy, is a combatant action of its own).
 */
import { ROLL_EXTRA_SOURCE, withExtraAgainst } from "../../dice/roll-extra.ts";
import { fightingCombatant } from "../../combat/fight-of.ts";
import { energyOptions } from "./rule-variants.ts";
import { applyEnergyDamage } from "../../../engine/rulesets/energy/damage/apply.ts";
import { weaponDamageRequest } from "../../../engine/rulesets/energy/dice/damage.ts";
import { meleeHitProbability } from "../../../engine/rulesets/energy/dice/odds.ts";
import { resolveMelee } from "../../../engine/rulesets/energy/attack/melee.ts";
import { attackEdge } from "../../../engine/rulesets/energy/attack/situation.ts";
import { masdb } from "../../../engine/rulesets/energy/defense/derived.ts";
import { isProficient, proficiencyPenalties } from "../../../engine/rulesets/energy/economy/martial.ts";
import { armStrength } from "../../../engine/rulesets/energy/creature.ts";
import type { CombatRoom, Refusal, RollChoices } from "../../combat-room.ts";
import type { TargetRow } from "../../chat/attack-card/data.ts";
import { I18N_ROOT } from "../../constants.ts";
import { againstAv, avOf, isHitRoll, readCombatRoll, storedCombatRoll } from "./combat-roll.ts";
import { creatureUpdate, damageSummary } from "./damage-update.ts";
import { weaponAttackValue, wornArmor } from "./derive.ts";
import { energyActorView, energyWeaponOf } from "./documents.ts";
import { evasionPlan } from "./evasion-plan.ts";
import {
  isRangedWeapon,
  planRangedAttack,
  planRangedEvasion,
  rangedArmorStruck,
  rangedDamageRequest,
  resolveRangedRow,
} from "./ranged-plan.ts";
import { toEnergyActor, toEnergyArmor, toEnergyWeapon, type EnergyWeaponSource, type Named } from "./sources.ts";
import { energySceneSituation } from "./canvas/situation.ts";
import { againstHelpless } from "./helpless.ts";
import { ENERGY_ARC } from "../../../engine/rulesets/energy/geometry/facing.ts";
import { energyLockedRows, energyToggleRows, fromBehindChosen } from "./situation/catalog.ts";
import { nonLethalAttackOf, nonLethalChosen, nonLethalRows, nonLethalStepsChosen } from "./situation/non-lethal.ts";
import { NON_LETHAL_CHANCE_STEP_ID, nonLethalStatuses } from "./non-lethal-chance.ts";
import {
  RANGED_ACTION,
  RANGED_NOT_PROFICIENT_ACTION,
  SINGLE_STRIKE_ACTION,
  SWIFT_ACTION,
  SWIFT_UNARMED_ACTION,
} from "./combat/requests.ts";
import { SWIFT_REACH, strikeChosen, strikeRows, whyStrikeRefused } from "./situation/strike.ts";
import { throwChosen, throwRows, thrownHalves, whyThrowRefused } from "./situation/throw.ts";
import { swiftReachOffered } from "./combat/swift-through-reach.ts";
import { promptRefusal } from "../../chat/reaction-prompt/prompt.ts";
import { UNARMED_ACTION, unarmedDamageRequest } from "./unarmed.ts";
import { pipelineBreakdown } from "../../chat/breakdown/damage-breakdown.ts";
import { DEATH_ROLL_STEP_ID } from "./death-roll.ts";
import { MANEUVERS } from "../../../engine/rulesets/energy/attack/maneuvers.ts";
import { maneuverChosen, maneuverOpens, maneuverRows, whyManeuverRefused } from "./situation/maneuver.ts";

const REFUSAL = `${I18N_ROOT}.Energy.Refusal`;
const NOT_ENERGY: Refusal = { refused: `${REFUSAL}.notEnergy` };
const SWIFT_REACH_CLOSED: Refusal = promptRefusal("closed");
const MANEUVER_NEEDS_MELEE: Refusal = { refused: `${REFUSAL}.Maneuver.needsMelee` };
const MANEUVER_NO_DAMAGE: Refusal = { refused: `${REFUSAL}.Maneuver.noDamage` };
const MELEE_WORDING = {
  attack: `${I18N_ROOT}.Energy.Card.attack`,
  attackHidden: `${I18N_ROOT}.Energy.Card.attackHidden`,
  defense: `${I18N_ROOT}.Energy.Card.defense`,
};
const RANGED_ROLL_LABEL = storedCombatRoll("normal", 0, true).label;
const RANGED_WORDING = {
  attack: `${I18N_ROOT}.Energy.Card.rangedAttack`,
  attackHidden: `${I18N_ROOT}.Energy.Card.rangedAttackHidden`,
  defense: `${I18N_ROOT}.Energy.Card.rangedDefense`,
};

/** A creature track's name as its sheet labels it (Aura). */
const energyTrackLabel = (track: string): string => `${I18N_ROOT}.Actor.energy.FIELDS.${track}.label`;

/** A Swift Attack, from the dialog or as a creature moves through Reach: a maneuver made so opens nothing. */
const isSwift = (strike: string | undefined): boolean => strike === "swift" || strike === SWIFT_REACH;

/** A ranged weapon fired or thrown, or a melee weapon thrown: "Throwing a weapon is a ranged attack". */
const attacksAtRange = (weapon: Named<EnergyWeaponSource>, choices: RollChoices): boolean =>
  isRangedWeapon(weapon) || throwChosen(choices);

/** A row whose attack roll is a Hit roll: a ranged attack, read in the Miss Chance's words and Ranged Evasion. */
export function isRangedRow(row: TargetRow): boolean {
  return row.attack?.request.label === RANGED_ROLL_LABEL;
}

export const ENERGY_COMBAT_ROOM: CombatRoom = {
  cardWording: {
    ...MELEE_WORDING,
    forRow: (row) => (isRangedRow(row) ? RANGED_WORDING : MELEE_WORDING),
  },

  /** "When you roll a natural 20 … you score a Critical Hit"; a natural 1 is the table's critical failure. */
  attackMark(attack) {
    const reading = readCombatRoll(attack);
    return reading.criticalHit ? "critical" : reading.criticalFailure ? "fumble" : undefined;
  },

  rollExtra: "flat",

  planAttack(attacker, item, target, choices = {}, scene, extra = null) {
    const a = energyActorView(attacker);
    const weapon = energyWeaponOf(item);
    if (!a || !weapon) return NOT_ENERGY;
    // A Swift Attack on a creature moving through Reach strikes it as it passed: the GM read Reach and the clear path
    // on the move (combat/swift-through-reach.ts), so where the creature stands now does not refuse it. It is had only
    // from the GM's open prompt offering it to this attacker, with this weapon, against this target, in combat or not.
    const swiftReach = strikeChosen(choices) === SWIFT_REACH;
    if (swiftReach && !swiftReachOffered(attacker, item.id ?? "", target)) return SWIFT_REACH_CLOSED;
    const passing = swiftReach && !attacksAtRange(weapon, choices);
    if (scene?.refusal && !passing) return scene.refusal;
    const t = target ? energyActorView(target) : undefined;
    if (target && !t) return NOT_ENERGY;
    // The scene's readings are defaults: a choice made in the dialog wins over them.
    const chosen = { ...scene?.defaults, ...choices };
    const maneuver = maneuverChosen(chosen);
    const actor = toEnergyActor(a.source, a.statuses, a.suppressed);
    const thrown = throwChosen(chosen);
    const throwRefused = thrown ? whyThrowRefused(weapon) : undefined;
    if (throwRefused) return throwRefused;
    if (attacksAtRange(weapon, chosen)) {
      // "A Combat Maneuver is a type of melee attack": a ranged weapon makes none.
      if (maneuver) return MANEUVER_NEEDS_MELEE;
      const aimed = t && target ? { view: t, name: target.name } : undefined;
      const planned = planRangedAttack(a, weapon, aimed, chosen, scene?.reasons, extra?.flat);
      if (!thrown || "refused" in planned) return planned;
      return {
        ...planned,
        modifiers: [...(planned.modifiers ?? []), ...throwRows(weapon, armStrength(actor.creature))],
      };
    }
    // The dialog's extra modifier moves the AV the Defense roll is read against: "a 1d20 with nothing added" stays so.
    const flat = extra?.flat ?? 0;
    const nonLethalSteps = nonLethalStepsChosen(chosen);
    // A Combat Maneuver's "-5 AV"; its Fortitude roll is read against the AV without it (maneuver-step.ts).
    const maneuverPenalty = maneuver ? MANEUVERS[maneuver].avPenalty : 0;
    const added = a.gear.added.masab;
    const base = weaponAttackValue(actor.creature, weapon, energyOptions(), nonLethalSteps, added).total;
    const av = base + flat - maneuverPenalty;
    const edge = attackEdge(actor).edge;
    const fromBehind = fromBehindChosen(chosen);
    const strike = strikeChosen(chosen);
    const targetActor = t ? toEnergyActor(t.source, t.statuses, t.suppressed) : undefined;
    if (maneuver && t && targetActor) {
      const sides = { attacker: actor, weapon, target: targetActor, targetGear: t.gear, fromBehind };
      const why = whyManeuverRefused(maneuver, sides);
      if (why) return why;
    }
    const maneuverAdvantage = targetActor ? maneuverOpens(chosen, targetActor, isSwift(strike)) : false;
    const defense = t ? evasionPlan(t, { ranged: false, fromBehind, maneuverAdvantage }) : undefined;
    const strikeRefused =
      strike && targetActor && defense ? whyStrikeRefused(strike, targetActor, !defense.setup.rolls) : undefined;
    if (strikeRefused) return strikeRefused;
    const hitChance = meleeHitProbability({
      av,
      combatEdge: edge,
      precision: weapon.data.precision,
      ...(defense?.setup.rolls ? { defense: defense.plan } : {}),
      defenderWinsTies: defense?.setup.winsTies ?? false,
    });
    const modifiers = [
      ...energyLockedRows(actor, targetActor, target?.name ?? ""),
      ...energyToggleRows(chosen, false, scene?.reasons),
      ...strikeRows(chosen),
      ...nonLethalRows(chosen, nonLethalAttackOf(weapon), false),
      ...maneuverRows(chosen, weapon.data.kind === "unarmed"),
    ];
    const plan = {
      request: withExtraAgainst(storedCombatRoll(edge, weapon.data.precision), ROLL_EXTRA_SOURCE, flat),
      against: av,
      hitChance,
      modifiers,
      fromBehind,
    };
    return defense && !defense.setup.rolls ? againstHelpless(plan, edge) : plan;
  },

  /** "Ranged Attacks cost 1 Energy" (the world setting may make it the list's 2), one more when not Proficient. */
  attackSpend(attacker, item, choices) {
    const weapon = energyWeaponOf(item);
    const a = energyActorView(attacker);
    const atRange = weapon !== undefined && attacksAtRange(weapon, choices);
    const strike = weapon && !atRange ? strikeChosen(choices) : undefined;
    const unarmed = weapon?.data.kind === "unarmed";
    if (strike === "singleStrike") return { action: SINGLE_STRIKE_ACTION };
    if (strike === "swift") return { action: unarmed ? SWIFT_UNARMED_ACTION : SWIFT_ACTION };
    // Only its prompt pays for it (`swiftReach:<messageId>`, the reaction's spend): without one the GM refuses it.
    if (strike === SWIFT_REACH) return { action: SWIFT_REACH };
    // "Unarmed attacks are melee attacks with Reach0 but they require only 2 Energy (instead of 3)".
    if (unarmed) return { action: UNARMED_ACTION };
    // A melee weapon thrown is a ranged attack and pays as one (a thrown weapon's proficiency, decision 125).
    if (!weapon || !a || !atRange) return { action: "attack" };
    const proficient = isProficient(a.source.martial.level, weapon.data.mpr);
    return { action: proficient ? RANGED_ACTION : RANGED_NOT_PROFICIENT_ACTION };
  },

  facing: ENERGY_ARC,

  sceneSituation(pair, attacker, item, target, _tokens, choices = {}) {
    const a = energyActorView(attacker);
    const weapon = energyWeaponOf(item);
    if (!a || !weapon) return { defaults: {}, reasons: {}, distance: pair.distance, refusal: NOT_ENERGY };
    const creature = toEnergyActor(a.source, a.statuses, a.suppressed).creature;
    const facts = { size: creature.size, armStrength: armStrength(creature) };
    return energySceneSituation(pair, toEnergyWeapon(weapon), facts, target.name, throwChosen(choices));
  },

  resolve(attack, defense) {
    if (isHitRoll(attack)) return resolveRangedRow(attack, defense);
    const combat = readCombatRoll(attack);
    const planned = defense ? avOf(defense) : undefined;
    // Before the Defense roll only the Combat roll can settle it: a natural 1 misses, a Critical Hit hits.
    if (!defense || !planned) return combat.criticalFailure ? "miss" : combat.criticalHit ? "hit" : "pending";
    const outcome = resolveMelee({ ...planned, combat, defenseRoll: defense.total });
    return outcome.hit ? "hit" : "miss";
  },

  planDefense(defender, attack, _ownTurn, made) {
    const d = energyActorView(defender);
    if (!d) return NOT_ENERGY;
    if (isHitRoll(attack)) {
      const ranged = planRangedEvasion(d, attack, made.against, made.fromBehind ?? false);
      return "refused" in ranged ? ranged : { request: ranged.request, payment: {} };
    }
    // "If you are attacked from where you are not facing … Disadvantage on Evasion rolls and you use your Unarmed Evasion"
    const choices = made.situation?.choices ?? {};
    const opens = maneuverOpens(
      choices,
      toEnergyActor(d.source, d.statuses, d.suppressed),
      isSwift(strikeChosen(choices)),
    );
    const situation = { ranged: false, fromBehind: made.fromBehind ?? false, maneuverAdvantage: opens };
    const { setup, plan } = evasionPlan(d, situation);
    // "if a target is asleep or fully restrained they cannot roll Evasion, and any attacks against them automatically hit"
    if (!setup.rolls) return { refused: `${REFUSAL}.cannotDefend` };
    // Under the "eachRoll" edge the request is a chain, rolled on the card link by link (dice/chain-roll.ts).
    return { request: againstAv(plan.request, made.against, setup.winsTies), payment: {} };
  },

  planDamage(attacker, item, row) {
    const a = energyActorView(attacker);
    const weapon = energyWeaponOf(item);
    if (!a || !weapon) return NOT_ENERGY;
    // "A Combat Maneuver … does not deal damage to the target": its row rolls the target's Fortitude instead.
    const choices = row?.situation?.choices ?? {};
    if (maneuverChosen(choices)) return MANEUVER_NO_DAMAGE;
    // A thrown melee weapon deals "Weapon Damage Roll + Extra Damage from Draw Weight", with no draw: its dice alone.
    if (attacksAtRange(weapon, choices)) return rangedDamageRequest(`${item.name}: damage`, weapon);
    const c = toEnergyActor(a.source, a.statuses, a.suppressed).creature;
    if (weapon.data.kind === "unarmed") return unarmedDamageRequest(`${item.name}: damage`, c, a.gear.added.masab);
    // "Damage = Weapon Damage roll + MASDB - AR if Combat roll is less than AC": armor comes off in the pipeline.
    return weaponDamageRequest(`${item.name}: damage`, weapon.data.damage, [
      { source: "MASDB", value: masdb(c, a.gear.added.masdb, energyOptions()) },
    ]);
  },

  applyDamage(target, attacker, damage) {
    const t = energyActorView(target);
    const weapon = attacker.item ? energyWeaponOf(attacker.item) : undefined;
    const wielder = attacker.item?.parent;
    if (!t || !weapon || !attacker.attack) return NOT_ENERGY;
    const combat = readCombatRoll(attacker.attack);
    const worn = wornArmor(t.gear);
    const armor = worn ? toEnergyArmor(worn) : undefined;
    // The attack already hit; the engine decides whether the armor was struck (a Critical Hit ignores it).
    const armorHit = isHitRoll(attacker.attack)
      ? rangedArmorStruck(attacker.attack, armor)
      : resolveMelee({ av: 0, combat, defenderWinsTies: false, ...(armor ? { armor } : {}) }).armorHit;
    const wielderView = wielder instanceof Actor ? energyActorView(wielder) : undefined;
    const mpl = wielderView?.source.martial.level ?? weapon.data.mpr;
    // "If not Proficient with a Ranged Weapon you are using, you deal half damage with the weapon" (melee alike).
    const penalties = proficiencyPenalties(mpl, weapon.data.mpr, weapon.data.kind === "ranged");
    const choices = attacker.row?.situation?.choices ?? {};
    // "Weapons without the Thrown property deal half damage when thrown unless the Hit Roll is a natural 20".
    const halves = [
      ...(penalties.halfDamage ? ["Not Proficient"] : []),
      ...thrownHalves(weapon, attacker.attack, choices),
    ];
    // Lethal and Non-Lethal damage reduce Aura alike: the Chance roll is made only if the damage reaches the body, and
    // never for an unarmed attack ("Unarmed attacks may freely deal Non-Lethal damage").
    const nonLethal = nonLethalChosen(choices) !== undefined;
    const freely = nonLethal && nonLethalAttackOf(weapon) === "unarmed";
    const outcome = applyEnergyDamage(
      toEnergyActor(t.source, t.statuses, t.suppressed),
      {
        amount: damage.total,
        source: attacker.item?.name ?? "",
        ...(weapon.data.damageType ? { type: weapon.data.damageType } : {}),
        armorHit,
        armorRating: armor?.rating ?? 0,
        halves,
        nonLethal: freely,
      },
      fightingCombatant(target)?.parent?.round ?? 0,
      energyOptions(),
    );
    return {
      system: creatureUpdate(outcome.actor.creature),
      items: [],
      summary: damageSummary(outcome, { critical: combat.criticalHit, armorHit }),
      breakdown: pipelineBreakdown(damage.total, outcome.result, energyTrackLabel, combat.criticalHit),
      // "a Death roll every time you are damaged with 0 Aura": the card rolls it next (death-roll.ts); a Non-Lethal
      // attack's Chance roll first decides whether it is due (non-lethal-chance.ts).
      follows: outcome.deathRollDue ? [nonLethal ? NON_LETHAL_CHANCE_STEP_ID : DEATH_ROLL_STEP_ID] : [],
      statuses: nonLethalStatuses(outcome.events),
    };
  },
};
