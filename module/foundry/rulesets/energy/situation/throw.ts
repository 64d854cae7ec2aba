/**
 * Throwing a weapon that has no Thrown property (seed, Throwing Weapons): "Throwing a weapon is a ranged attack.
 * Weapons without the Thrown property deal half damage when thrown unless the Hit Roll is a natural 20 in which case
 * they deal full damage." The sheet's Throw button on a melee weapon's row opens the attack with the `throw` choice
 * (`data-attack-choice`); the roll dialog shows it locked, so a throw is chosen before the canvas is read (its range is
 * the throwing range, not Reach) and stays one. The row stores the choice with its situation: the GM's re-plan of the
 * card reads it from there and the weapon from the attacker's own items, and refuses a throw of a weapon that cannot
 * be thrown so (decision 125).
 */
import { throwingRange, thrownHalfDamage } from "../../../../engine/rulesets/energy/attack/throwing.ts";
import type { RollResult } from "../../../../engine/core/dice/result.ts";
import { naturalFace } from "../../../../engine/rulesets/energy/dice/d20.ts";
import type { Refusal, RollChoices, RollModifier } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { toEnergyWeapon, type EnergyWeaponSource, type Named } from "../sources.ts";
import { ENERGY_MODIFIER_KEYS } from "./catalog.ts";

/** The roll dialog's choice (and the sheet button's `data-attack-choice`) of a throw. */
export const THROW = "throw";

const CANNOT_THROW: Refusal = { refused: `${I18N_ROOT}.Energy.Refusal.cannotThrow` };

/** The attack is a throw of a weapon without the Thrown property. */
export const throwChosen = (choices: RollChoices): boolean => choices[THROW] === true;

/**
 * Which weapons the Throw offers: a melee weapon. A weapon with the Thrown property is thrown by its own Attack, a
 * ranged weapon shoots, and an unarmed attack has nothing to throw (decision 125).
 */
export const mayThrow = (weapon: Named<EnergyWeaponSource>): boolean => weapon.data.kind === "melee";

/** A throw chosen with a weapon the Throw does not offer is refused; undefined when it may be thrown. */
export const whyThrowRefused = (weapon: Named<EnergyWeaponSource>): Refusal | undefined =>
  mayThrow(weapon) ? undefined : CANNOT_THROW;

/**
 * The dialog's locked row naming the throw: the throwing range ("Unless otherwise specified, Light weapons have a
 * throwing range of (3/5/10) …", with "If you have high Arm Strength, then you can throw things further") and the
 * half damage.
 */
export function throwRows(weapon: Named<EnergyWeaponSource>, armStrength: number): RollModifier[] {
  const range = throwingRange(toEnergyWeapon(weapon), armStrength);
  return [
    {
      id: THROW,
      kind: THROW,
      label: { key: `${ENERGY_MODIFIER_KEYS}.${THROW}` },
      effect: {
        key: `${ENERGY_MODIFIER_KEYS}.effect.${THROW}`,
        data: { advantage: range.advantage, disadvantage: range.disadvantage, maximum: range.maximum },
      },
      on: true,
      locked: true,
    },
  ];
}

/**
 * The halving a throw adds to the damage pipeline, named as the card's breakdown shows it: none unless the row was a
 * throw, and none when its Hit roll was a natural 20 ("in which case they deal full damage").
 */
export function thrownHalves(weapon: Named<EnergyWeaponSource>, attack: RollResult, choices: RollChoices): string[] {
  if (!throwChosen(choices) || !thrownHalfDamage(toEnergyWeapon(weapon), naturalFace(attack))) return [];
  return [game.i18n.localize(`${ENERGY_MODIFIER_KEYS}.${THROW}Half`)];
}
