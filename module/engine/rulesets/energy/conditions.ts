import type { ConditionCatalog, ConditionDef } from "../../core/conditions/catalog.ts";

/**
 * Every condition the `energy` seed names, with its mechanical effects as data, and its daughters ("If one
 * condition is imposing another condition (such as when you are Dazed, you are also Exposed) you cannot remove the
 * 'daughter' condition without removing the 'parent.'"). Procedures read effect flags, never condition ids.
 *
 * Five entries are Fray's, for states the seed creates without listing them: Fully Restrained ("if a target is asleep
 * or fully restrained they cannot roll Evasion, and any attacks against them automatically hit"), Defending (the
 * Defend action's "You now win ties on your Defenses"), Kneeling (Kneel From Prone: "It would take an additional 1
 * Energy to stand completely"), Bleeding Out (Death roll 5-9) and Dead.
 */

/** Rolls a condition gives Disadvantage on. "defense" is every Defense roll, "evasion" the Evasion rolls only. */
export type EdgedRoll = "defense" | "evasion" | "attack" | "skill" | "sightSkill";

export interface EnergyConditionEffects {
  readonly disadvantageOn?: readonly EdgedRoll[];
  /** Exposed: "vulnerable to certain types of attacks", such as Combat Maneuvers. */
  readonly vulnerableToManeuvers?: boolean;
  /** Unguarded: "Creatures may make Swift Attacks against you." */
  readonly swiftAttackable?: boolean;
  /** Shaken, Exhausted: "You may not spend Stamina." */
  readonly noStamina?: boolean;
  /** Shaken: Chance roll DC to keep hold of an item while equipping, stowing or loading. */
  readonly dropChanceDc?: number;
  /** Exhausted: "you gain 2 less Energy at the beginning of each Round". */
  readonly energyPenalty?: number;
  /** Slowed: "Your Speed is halved (the Speed left is rounded up)". */
  readonly speedHalved?: boolean;
  /** Slowed: "you may not use Agility". */
  readonly noAgility?: boolean;
  /** Restrained: "You may make no movement or attack actions". */
  readonly noMovement?: boolean;
  /** Restrained, Restraining: no attack actions. */
  readonly noAttacks?: boolean;
  /** Prone: "sprawled out on the ground": only Kneel From Prone and Shift move you (Fray). */
  readonly sprawled?: boolean;
  /** Unconscious: "Creatures may automatically hit you (and Surprise you) with melee attacks." */
  readonly autoHitByMelee?: boolean;
  /** Unconscious, Dead: no actions; they, and the Fully Restrained, make no Defense rolls. */
  readonly noActions?: boolean;
  readonly cannotDefend?: boolean;
  /** Defending: "You now win ties on your Defenses." */
  readonly winsDefenseTies?: boolean;
  /** Kneeling: Stand Up (1 Energy) finishes getting up. */
  readonly kneeling?: boolean;
  /** Bleeding Out: "make a Death Save at the beginning of every Round until you are Stabilized". */
  readonly deathSaveEachRound?: boolean;
}

export type EnergyConditionDef = ConditionDef<EnergyConditionEffects>;

export const ENERGY_CONDITION_IDS = [
  "exposed",
  "shaken",
  "exhausted",
  "dazed",
  "blinded",
  "slowed",
  "prone",
  "surprised",
  "unguarded",
  "restrained",
  "fullyRestrained",
  "restraining",
  "unconscious",
  "defending",
  "kneeling",
  "bleedingOut",
  "dead",
] as const;
export type EnergyConditionId = (typeof ENERGY_CONDITION_IDS)[number];

const def = (
  id: EnergyConditionId,
  label: string,
  implies: readonly EnergyConditionId[],
  effects: EnergyConditionEffects,
): EnergyConditionDef => ({ id, label, implies, effects });

export const ENERGY_CONDITIONS: ConditionCatalog<EnergyConditionEffects> &
  Readonly<Record<EnergyConditionId, EnergyConditionDef>> = {
  exposed: def("exposed", "Exposed", [], { vulnerableToManeuvers: true }),
  shaken: def("shaken", "Shaken", [], { noStamina: true, dropChanceDc: 5 }),
  exhausted: def("exhausted", "Exhausted", [], { noStamina: true, energyPenalty: 2 }),
  // "You are Exposed while Dazed."
  dazed: def("dazed", "Dazed", ["exposed"], { disadvantageOn: ["defense", "attack", "skill"] }),
  // "You are Unguarded while Blind."
  blinded: def("blinded", "Blinded", ["unguarded"], { disadvantageOn: ["attack", "evasion", "sightSkill"] }),
  slowed: def("slowed", "Slowed", [], { speedHalved: true, noAgility: true }),
  // "You are Exposed while Prone."
  prone: def("prone", "Prone", ["exposed"], { disadvantageOn: ["evasion"], sprawled: true }),
  // "You are Unguarded while Surprised."
  surprised: def("surprised", "Surprised", ["unguarded"], { disadvantageOn: ["defense"] }),
  // "You are Exposed while you are Unguarded."
  unguarded: def("unguarded", "Unguarded", ["exposed"], { swiftAttackable: true }),
  // "You may make no movement or attack actions and are Exposed."
  restrained: def("restrained", "Restrained", ["exposed"], { noMovement: true, noAttacks: true }),
  // "if a target is asleep or fully restrained they cannot roll Evasion, and any attacks against them automatically
  // hit", where a Restrained creature "is not fully incapacitated so you may still defend yourself" (decision 111).
  fullyRestrained: def("fullyRestrained", "Fully Restrained", ["restrained"], { cannotDefend: true }),
  // "You may not attack. You are Slowed while Restraining."
  restraining: def("restraining", "Restraining", ["slowed"], { noAttacks: true }),
  // "Unconscious: You are Unguarded."
  unconscious: def("unconscious", "Unconscious", ["unguarded"], {
    autoHitByMelee: true,
    noActions: true,
    cannotDefend: true,
  }),
  defending: def("defending", "Defending", [], { winsDefenseTies: true }),
  kneeling: def("kneeling", "Kneeling", [], { kneeling: true }),
  bleedingOut: def("bleedingOut", "Bleeding Out", [], { deathSaveEachRound: true }),
  dead: def("dead", "Dead", [], { noActions: true, cannotDefend: true }),
};
