/**
 * Combat Maneuvers as a roll-dialog choice (seed, Combat Maneuvers): "A Combat Maneuver is a type of melee attack but
 * does not deal damage to the target." One exclusive group on melee and unarmed attacks: a plain attack (the group's
 * "none"), Trip/Push Down, Disarm, and with an unarmed attack Restrain and Push ("Make an Unarmed attack against an
 * opponent with -5 AV"). The choice is stored with the row's situation, so the GM plans it again from it: the AV's −5,
 * the size and facing limits (`whyManeuverNotAllowed`, refused before anything is paid), and the target's Advantage
 * on its Evasion roll when it is not Exposed. The card then rolls the target's Fortitude roll against the AV without
 * the −5 in place of damage (maneuver-step.ts).
 */
import {
  MANEUVER_IDS,
  MANEUVERS,
  maneuverOpening,
  whyManeuverNotAllowed,
  type ManeuverId,
} from "../../../../engine/rulesets/energy/attack/maneuvers.ts";
import type { EnergyActor } from "../../../../engine/rulesets/energy/economy/actor.ts";
import { conditionWith } from "../../../../engine/rulesets/energy/economy/status.ts";
import type { Refusal, RollChoices, RollModifier } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { EnergyGearSources, EnergyWeaponSource, Named } from "../sources.ts";
import { ENERGY_MODIFIER_KEYS } from "./catalog.ts";

const GROUP = "maneuver";
const REFUSAL = `${I18N_ROOT}.Energy.Refusal.Maneuver`;

/** The maneuver chosen; undefined: an ordinary attack. */
export function maneuverChosen(choices: RollChoices): ManeuverId | undefined {
  return MANEUVER_IDS.find((id) => choices[id] === true);
}

/** Restrain and Push are Unarmed attacks; Trip and Disarm any melee attack. */
const offeredWith = (id: ManeuverId, unarmed: boolean): boolean => unarmed || MANEUVERS[id].attack === "meleeAttack";

/** The dialog's rows for a melee (or unarmed) weapon: each maneuver it can make, with its −5 AV and no damage. */
export function maneuverRows(choices: RollChoices, unarmed: boolean): RollModifier[] {
  const chosen = maneuverChosen(choices);
  return MANEUVER_IDS.filter((id) => offeredWith(id, unarmed)).map((id) => ({
    id,
    kind: "maneuver",
    label: { key: `${ENERGY_MODIFIER_KEYS}.${id}` },
    effect: { key: `${ENERGY_MODIFIER_KEYS}.effect.${id}`, data: { penalty: MANEUVERS[id].avPenalty } },
    on: chosen === id,
    locked: false,
    group: GROUP,
    groupLegend: { key: `${ENERGY_MODIFIER_KEYS}.Group.${GROUP}` },
    groupNone: { key: `${ENERGY_MODIFIER_KEYS}.Group.${GROUP}None` },
  }));
}

/** The weapon a Disarm makes the target drop: the first it holds that is not its own body. */
export function disarmedWeapon(gear: EnergyGearSources): Named<EnergyWeaponSource> | undefined {
  return gear.weapons.find((w) => w.data.equipped && w.data.kind !== "unarmed");
}

export interface ManeuverSides {
  readonly attacker: EnergyActor;
  readonly weapon: Named<EnergyWeaponSource>;
  readonly target: EnergyActor;
  readonly targetGear: EnergyGearSources;
  /** The attacker stands where the target is not facing. */
  readonly fromBehind: boolean;
}

/** Why this maneuver may not be made against this target with this weapon, or undefined when it may. */
export function whyManeuverRefused(id: ManeuverId, sides: ManeuverSides): Refusal | undefined {
  if (!offeredWith(id, sides.weapon.data.kind === "unarmed")) return { refused: `${REFUSAL}.needsUnarmed` };
  const dropped = disarmedWeapon(sides.targetGear);
  if (id === "disarm" && !dropped) return { refused: `${REFUSAL}.nothingToDisarm` };
  const why = whyManeuverNotAllowed(id, {
    attackerSize: sides.attacker.creature.size,
    targetSize: sides.target.creature.size,
    targetFacesAttacker: !sides.fromBehind,
    attackerWeapon: sides.weapon.data.weight,
    ...(dropped ? { targetWeapon: dropped.data.weight } : {}),
  });
  return why ? { refused: `${REFUSAL}.${why.code}` } : undefined;
}

/**
 * "If you perform a Combat Maneuver which is not a Swift Attack against a target that is not Exposed, you become
 * Unguarded and the target has Advantage on their first Defense roll of the Combat Maneuver."
 */
export function maneuverOpens(choices: RollChoices, target: EnergyActor, swift: boolean): boolean {
  const exposed = conditionWith(target, "vulnerableToManeuvers") !== undefined;
  return maneuverChosen(choices) !== undefined && maneuverOpening(swift, exposed).attackerUnguarded;
}
