import fc from "fast-check";
import { ENERGY_CONDITION_IDS } from "../../../../module/engine/rulesets/energy/conditions.ts";
import type { EnergyActor } from "../../../../module/engine/rulesets/energy/economy/actor.ts";
import type { EnergyCombatantState } from "../../../../module/engine/rulesets/energy/economy/combatant.ts";
import { applyCondition, suppressCondition } from "../../../../module/engine/rulesets/energy/economy/status.ts";
import type { LeanEconomy } from "../../../../module/engine/rulesets/energy/sim/lean-economy.ts";
import { actor } from "../fixtures.ts";

const conditionIds = fc.constantFrom(...ENERGY_CONDITION_IDS);
const durations = fc.constantFrom(
  undefined,
  { kind: "endOfRound" as const },
  { kind: "endOfNextRound" as const },
  { kind: "permanent" as const },
);

/**
 * Any actor the lean twins may meet: Stamina, Leg Strength and the abilities' allowances, the states the damage rules
 * set, conditions applied in rounds 1–3 with any of the durations `energy` gives (or the default), some suppressed
 * until the end of round 1 or 2.
 */
export const anyActor: fc.Arbitrary<EnergyActor> = fc
  .record({
    stamina: fc.integer({ min: 0, max: 12 }),
    dead: fc.boolean(),
    unconscious: fc.constantFrom(
      undefined,
      "stamina" as const,
      "nonLethal" as const,
      "dying" as const,
      "sleep" as const,
    ),
    bleedingOut: fc.boolean(),
    lastDeathSaveRound: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
    extraStaminaAsEnergy: fc.integer({ min: -1, max: 2 }),
    extraAgility: fc.integer({ min: -4, max: 2 }),
    legStrengthBase: fc.integer({ min: 0, max: 12 }),
    applied: fc.array(fc.tuple(conditionIds, durations, fc.integer({ min: 1, max: 3 })), { maxLength: 4 }),
    suppressed: fc.array(fc.tuple(conditionIds, fc.integer({ min: 1, max: 2 })), { maxLength: 2 }),
  })
  .map((a) => {
    const base = actor({
      stamina: a.stamina,
      dead: a.dead,
      bleedingOut: a.bleedingOut,
      extraStaminaAsEnergy: a.extraStaminaAsEnergy,
      extraAgility: a.extraAgility,
      legStrengthBase: a.legStrengthBase,
      ...(a.lastDeathSaveRound === undefined ? {} : { lastDeathSaveRound: a.lastDeathSaveRound }),
      ...(a.unconscious === undefined ? {} : { unconscious: a.unconscious }),
    });
    const withConditions = a.applied.reduce<EnergyActor>(
      (x, [id, duration, round]) =>
        applyCondition(x, id, { source: `test ${round}`, round, ...(duration === undefined ? {} : { duration }) }),
      base,
    );
    return a.suppressed.reduce<EnergyActor>((x, [id, round]) => suppressCondition(x, id, round), withConditions);
  });

/** Any economy partway through a Round. */
export const anyEconomy: fc.Arbitrary<LeanEconomy> = fc.record({
  energy: fc.integer({ min: 0, max: 7 }),
  agility: fc.integer({ min: 0, max: 4 }),
  staminaAsEnergy: fc.integer({ min: 0, max: 2 }),
  initiative: fc.integer({ min: 0, max: 1 }),
});

/**
 * The engine's combatant holding these numbers, with whatever else the Round has left on it that a simulated fight
 * never reads (its Agile Moves, its last action, a Swift Attack used); nobody moves in a fight.
 */
export function combatantOf(
  e: LeanEconomy,
  extra: { readonly agileMoves?: number; readonly last?: boolean; readonly swift?: boolean } = {},
): EnergyCombatantState {
  return {
    id: "me",
    economy: {
      pools: { energy: e.energy, agility: e.agility },
      uses: {
        ...(e.staminaAsEnergy === 0 ? {} : { staminaAsEnergy: e.staminaAsEnergy }),
        ...(e.initiative === 0 ? {} : { initiative: e.initiative }),
        ...(extra.swift === true ? { swiftAttack: 1 } : {}),
      },
    },
    movedThisRound: 0,
    agileMovesLeft: extra.agileMoves ?? 0,
    ...(extra.last === true
      ? { last: { action: "meleeAttack" as const, energy: 3, staminaAsEnergy: 0, metres: 0, sprint: false } }
      : {}),
  };
}

/** What a simulated fight reads of a combatant: its pools and its once-a-Round uses. */
export function economyOf(c: EnergyCombatantState): LeanEconomy {
  return {
    energy: c.economy.pools["energy"] ?? Number.NaN,
    agility: c.economy.pools["agility"] ?? Number.NaN,
    staminaAsEnergy: c.economy.uses["staminaAsEnergy"] ?? 0,
    initiative: c.economy.uses["initiative"] ?? 0,
  };
}
