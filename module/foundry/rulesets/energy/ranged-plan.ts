/**
 * The `energy` ranged and thrown attack, planned and read for the attack card (seed, Ranged Attacks): "You make
 * Ranged Attacks using a Hit roll (which is a 1d20 with nothing added) that must [be] greater than or equal to the
 * Miss Chance to hit", "Miss Chance = Miss Chance Modifier + Target's Ranged Evasion roll + Situational Modifiers".
 * The card row stores the Hit roll (its edge is the range band: "within the first number … Advantage", "further
 * away than the 2nd number … Disadvantage") and, as `against`, the Miss Chance without the Ranged Evasion roll; the
 * Defend made later from the card rolls the Ranged Evasion against that row, never against numbers sent.
 */
import { ROLL_EXTRA_SOURCE, withExtraAgainst } from "../../dice/roll-extra.ts";
import type { DiceRequest } from "../../../engine/core/dice/request.ts";
import type { RollResult } from "../../../engine/core/dice/result.ts";
import { rangedProfile, whyCannotDraw } from "../../../engine/rulesets/energy/attack/draw-weight.ts";
import { missChance, resolveRanged } from "../../../engine/rulesets/energy/attack/ranged.ts";
import { attackEdge } from "../../../engine/rulesets/energy/attack/situation.ts";
import { throwingAccuracy } from "../../../engine/rulesets/energy/attack/throwing.ts";
import { abilityModifier, armStrength } from "../../../engine/rulesets/energy/creature.ts";
import { weaponDamageRequest } from "../../../engine/rulesets/energy/dice/damage.ts";
import { naturalFace } from "../../../engine/rulesets/energy/dice/d20.ts";
import { rangedHitProbability } from "../../../engine/rulesets/energy/dice/odds.ts";
import type { EnergyArmor } from "../../../engine/rulesets/energy/gear.ts";
import { energyOptions } from "./rule-variants.ts";
import type { LocalizedText, PlannedAttack, Refusal, RollChoices } from "../../combat-room.ts";
import type { Outcome } from "../../chat/attack-card/data.ts";
import { I18N_ROOT } from "../../constants.ts";
import { againstMissChance, missChanceOf, readCombatRoll, storedCombatRoll } from "./combat-roll.ts";
import type { EnergyActorView } from "./documents.ts";
import { evasionPlan } from "./evasion-plan.ts";
import {
  energyLockedRows,
  energyToggleRows,
  fromBehindChosen,
  rangeBandChosen,
  targetMovementChosen,
} from "./situation/catalog.ts";
import { nonLethalAttackOf, nonLethalRows, nonLethalStepsChosen } from "./situation/non-lethal.ts";
import { toEnergyActor, toEnergyWeapon, type EnergyWeaponSource, type Named } from "./sources.ts";
import { againstHelpless } from "./helpless.ts";

const REFUSAL = `${I18N_ROOT}.Energy.Refusal`;

/** A weapon fired or thrown (a weapon with the Thrown property is thrown); melee and unarmed attacks are not. */
export const isRangedWeapon = (weapon: Named<EnergyWeaponSource>): boolean =>
  weapon.data.kind === "ranged" || weapon.data.kind === "thrown";

/** The Miss Chance before the Ranged Evasion roll: the Miss Chance Modifier and the situational modifiers. */
function missChanceBase(
  attacker: EnergyActorView,
  weapon: Named<EnergyWeaponSource>,
  target: EnergyActorView | undefined,
  choices: RollChoices,
): number {
  const w = toEnergyWeapon(weapon);
  const creature = toEnergyActor(attacker.source, attacker.statuses, attacker.suppressed).creature;
  return missChance(
    {
      // "Weapons with the Thrown property have Accuracy equal to their AV bonus".
      accuracy: weapon.data.kind === "thrown" ? throwingAccuracy(w) : w.accuracy,
      dexterityModifier: abilityModifier(creature, "dexterity"),
      targetSize: target?.source.size ?? "medium",
      targetMovement: targetMovementChosen(choices),
      nonLethalSteps: nonLethalStepsChosen(choices),
    },
    energyOptions(),
  ).total;
}

/**
 * The plan the sheet, the roll dialog and the card share. The band comes from the choices (the canvas' reading as
 * defaults, the dialog's toggles over them); with neither it is the middle band, so a ranged attack works off the
 * canvas too. A bow heavier than the wielder can draw is refused (docs/rules/energy.md, decision 37).
 */
export function planRangedAttack(
  attacker: EnergyActorView,
  weapon: Named<EnergyWeaponSource>,
  target: { readonly view: EnergyActorView; readonly name: string } | undefined,
  choices: RollChoices,
  reasons: Readonly<Record<string, LocalizedText>> | undefined,
  /** The roll dialog's flat extra modifier: it lowers the Miss Chance the Hit roll must reach. */
  extra = 0,
): PlannedAttack | Refusal {
  const actor = toEnergyActor(attacker.source, attacker.statuses, attacker.suppressed);
  const tooHeavy = whyCannotDraw(toEnergyWeapon(weapon), armStrength(actor.creature), actor.creature.martial.level);
  if (tooHeavy)
    return { refused: `${REFUSAL}.drawWeightTooHigh`, data: { need: tooHeavy.need ?? 0, have: tooHeavy.have ?? 0 } };
  const edge = attackEdge(actor, rangeBandChosen(choices)).edge;
  const fromBehind = fromBehindChosen(choices);
  const base = missChanceBase(attacker, weapon, target?.view, choices) - extra;
  const defense = target ? evasionPlan(target.view, { ranged: true, fromBehind }) : undefined;
  const hitChance = rangedHitProbability({
    missChanceBase: base,
    hitEdge: edge,
    precision: weapon.data.precision,
    ...(defense?.setup.rolls ? { evasion: defense.plan } : {}),
    defenderWinsTies: defense?.setup.winsTies ?? false,
  });
  const modifiers = [
    ...energyLockedRows(
      actor,
      target ? toEnergyActor(target.view.source, target.view.statuses, target.view.suppressed) : undefined,
      target?.name ?? "",
      true,
    ),
    ...energyToggleRows(choices, true, reasons),
    ...nonLethalRows(choices, nonLethalAttackOf(weapon, choices), true),
  ];
  const plan = {
    request: withExtraAgainst(storedCombatRoll(edge, weapon.data.precision, true), ROLL_EXTRA_SOURCE, -extra),
    against: base,
    hitChance,
    modifiers,
    fromBehind,
  };
  // "any attacks against them automatically hit": a target that cannot roll is hit, the Miss Chance aside.
  return defense && !defense.setup.rolls ? againstHelpless(plan, edge) : plan;
}

/** The Ranged Evasion roll ("1d4* + Halved Dexterity Modifier + Shield bonus if facing the attack") for this row. */
export function planRangedEvasion(
  defender: EnergyActorView,
  attack: RollResult,
  missChanceBase: number,
  fromBehind: boolean,
): { request: DiceRequest } | Refusal {
  const { setup, plan } = evasionPlan(defender, { ranged: true, fromBehind });
  // "If the target of a ranged attack is aware of the incoming attack and able to actively avoid it they may make a
  // Ranged Evasion roll": one that cannot roll is hit as the Hit roll alone decides.
  if (!setup.rolls) return { refused: `${REFUSAL}.cannotDefend` };
  return { request: againstMissChance(plan.request, naturalFace(attack), missChanceBase, setup.winsTies) };
}

/** The row's outcome: a natural 1 misses and a Critical Hit hits at once; otherwise the Ranged Evasion roll decides. */
export function resolveRangedRow(attack: RollResult, defense: RollResult | undefined): Outcome {
  const hitRoll = readCombatRoll(attack);
  const planned = defense ? missChanceOf(attack, defense) : undefined;
  if (!defense || !planned) return hitRoll.criticalFailure ? "miss" : hitRoll.criticalHit ? "hit" : "pending";
  const missChance = planned.missChanceBase + defense.total;
  return resolveRanged({ hitRoll, missChance, defenderWinsTies: planned.defenderWinsTies }, energyOptions()).hit
    ? "hit"
    : "miss";
}

/** "Damage = Weapon Damage Roll + Extra Damage from Draw Weight – AR if Hit Roll is less than AC" (thrown: no draw). */
export function rangedDamageRequest(label: string, weapon: Named<EnergyWeaponSource>): DiceRequest {
  const extra = rangedProfile(toEnergyWeapon(weapon))?.extraDamage ?? 0;
  return weaponDamageRequest(label, weapon.data.damage, extra ? [{ source: "Draw Weight", value: extra }] : []);
}

/** Did the hit strike the armor? A Critical Hit ignores it; otherwise the world's `rangedArmor` reading decides. */
export function rangedArmorStruck(attack: RollResult, armor: EnergyArmor | undefined): boolean {
  // The row already hit: only the armor reading of the engine's outcome is wanted here.
  const hit = { hitRoll: readCombatRoll(attack), missChance: 0, defenderWinsTies: false };
  return resolveRanged({ ...hit, ...(armor ? { armor } : {}) }, energyOptions()).armorHit;
}
