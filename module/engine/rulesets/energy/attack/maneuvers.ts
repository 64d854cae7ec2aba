import { sizeIndex, type SizeCategory } from "../creature.ts";
import type { WeaponWeight } from "../gear.ts";
import type { EnergyRefusal } from "../refusal.ts";

/**
 * Combat Maneuvers (seed): "A Combat Maneuver is a type of melee attack but does not deal damage to the target."
 * Each is an attack at −5 AV; if it hits, the target's Fortitude roll "must be higher than your AV (without the -5)
 * to succeed" (a Defending target wins ties). The table holds each maneuver's attack kind and limits; outcomes are
 * data the card applies (attack/consequences.ts).
 * - Trip/Push Down: "If the Saving Throw fails the target is knocked Prone." "The target cannot be more than one Size
 *   Category larger than you."
 * - Disarm: against "an opponent which is facing you"; "the target drops its weapon in its space. If the weapon is
 *   not Heavy, you may also spend 1 Agility to fling the weapon up to 2m away". "Light weapons may not Disarm Heavy
 *   weapons."
 * - Restrain: an Unarmed attack; "If the attack hits, then the target is Held and you are Holding them" (Restrained,
 *   Restraining), no Fortitude roll. "The target cannot be a larger Size Category than you."
 * - Push: an Unarmed attack; on a failed Fortitude roll "the target is Unguarded and pushed 1 meter"; "If the target
 *   succeeds on their Fortitude roll, you become Unguarded"; after a Sprint "from at least 3m away", up to 3 m.
 */
export const MANEUVER_IDS = ["trip", "disarm", "restrain", "push"] as const;
export type ManeuverId = (typeof MANEUVER_IDS)[number];

export interface ManeuverSpec {
  readonly id: ManeuverId;
  readonly label: string;
  readonly attack: "meleeAttack" | "unarmedAttack";
  readonly avPenalty: number;
  readonly fortitudeRoll: boolean;
  /** Size categories the target may be above the attacker. */
  readonly largerBy: number;
  readonly targetMustFace: boolean;
}

export const MANEUVERS: Readonly<Record<ManeuverId, ManeuverSpec>> = {
  trip: {
    id: "trip",
    label: "Trip/Push Down",
    attack: "meleeAttack",
    avPenalty: 5,
    fortitudeRoll: true,
    largerBy: 1,
    targetMustFace: false,
  },
  disarm: {
    id: "disarm",
    label: "Disarm",
    attack: "meleeAttack",
    avPenalty: 5,
    fortitudeRoll: true,
    // The seed sets no size limit for Disarm.
    largerBy: Number.POSITIVE_INFINITY,
    targetMustFace: true,
  },
  restrain: {
    id: "restrain",
    label: "Restrain",
    attack: "unarmedAttack",
    avPenalty: 5,
    fortitudeRoll: false,
    largerBy: 0,
    targetMustFace: false,
  },
  push: {
    id: "push",
    label: "Push",
    attack: "unarmedAttack",
    avPenalty: 5,
    fortitudeRoll: true,
    largerBy: 0,
    targetMustFace: false,
  },
};

/** Push after a Sprint: "if you Sprinted from at least 3m away before the attack … you may push them up to 3m". */
export const SPRINT_PUSH_FROM = 3;
export const SPRINT_PUSH_METRES = 3;
export const PUSH_METRES = 1;
/** Disarm: "spend 1 Agility to fling the weapon up to 2m away". */
export const FLING_AGILITY = 1;
export const FLING_METRES = 2;

export interface ManeuverTarget {
  readonly attackerSize: SizeCategory;
  readonly targetSize: SizeCategory;
  readonly targetFacesAttacker: boolean;
  readonly attackerWeapon?: WeaponWeight;
  readonly targetWeapon?: WeaponWeight;
}

export function whyManeuverNotAllowed(id: ManeuverId, t: ManeuverTarget): EnergyRefusal | undefined {
  const spec = MANEUVERS[id];
  if (sizeIndex(t.targetSize) - sizeIndex(t.attackerSize) > spec.largerBy) {
    return { code: "targetTooLarge", message: `${spec.label}: the target is too large.` };
  }
  if (spec.targetMustFace && !t.targetFacesAttacker) {
    return { code: "targetNotFacing", message: "Disarm needs an opponent which is facing you." };
  }
  if (id === "disarm" && t.attackerWeapon === "light" && t.targetWeapon === "heavy") {
    return { code: "lightVsHeavy", message: "Light weapons may not Disarm Heavy weapons." };
  }
  return undefined;
}

/**
 * "If you perform a Combat Maneuver which is not a Swift Attack against a target that is not Exposed, you become
 * Unguarded and the target has Advantage on their first Defense roll of the Combat Maneuver."
 */
export function maneuverOpening(swift: boolean, targetExposed: boolean) {
  const exposedOpening = !swift && !targetExposed;
  return { attackerUnguarded: exposedOpening, targetAdvantage: exposedOpening };
}

export interface ManeuverOutcome {
  readonly targetProne: boolean;
  readonly targetDisarmed: boolean;
  /** The dropped weapon may be flung (it is not Heavy). */
  readonly flingable: boolean;
  readonly targetRestrained: boolean;
  readonly targetUnguarded: boolean;
  /** Metres the target may be pushed. */
  readonly pushed: number;
  readonly attackerUnguarded: boolean;
}

export interface ManeuverRolls {
  readonly hit: boolean;
  /** The target's Fortitude roll total (maneuvers that call for one). */
  readonly fortitude?: number;
  /** "AV (without the -5)". */
  readonly av: number;
  readonly defenderWinsTies: boolean;
  /** Push: metres Sprinted right before the attack. */
  readonly sprintedFrom?: number;
  readonly targetWeapon?: WeaponWeight;
}

const NOTHING: ManeuverOutcome = {
  targetProne: false,
  targetDisarmed: false,
  flingable: false,
  targetRestrained: false,
  targetUnguarded: false,
  pushed: 0,
  attackerUnguarded: false,
};

/** The saving throw: "must be higher than your AV (without the -5) to succeed". */
export function fortitudeSaves(fortitude: number, av: number, defenderWinsTies: boolean): boolean {
  return defenderWinsTies ? fortitude >= av : fortitude > av;
}

export function resolveManeuver(id: ManeuverId, rolls: ManeuverRolls): ManeuverOutcome {
  if (!rolls.hit) return NOTHING;
  if (id === "restrain") return { ...NOTHING, targetRestrained: true };
  const saved = rolls.fortitude !== undefined && fortitudeSaves(rolls.fortitude, rolls.av, rolls.defenderWinsTies);
  switch (id) {
    case "trip":
      return { ...NOTHING, targetProne: !saved };
    case "disarm":
      return saved ? NOTHING : { ...NOTHING, targetDisarmed: true, flingable: rolls.targetWeapon !== "heavy" };
    case "push": {
      if (saved) return { ...NOTHING, attackerUnguarded: true };
      const sprint = (rolls.sprintedFrom ?? 0) >= SPRINT_PUSH_FROM;
      return { ...NOTHING, targetUnguarded: true, pushed: sprint ? SPRINT_PUSH_METRES : PUSH_METRES };
    }
  }
}
