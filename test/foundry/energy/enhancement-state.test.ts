/**
 * Seed 001: "For each attack, you are limited to spending only 4 Stamina to enhance an attack." The Stamina spent on
 * the last attack is stored on the combatant (`last.enhancement`), so the engine's count survives between requests,
 * and a new action clears it.
 */
import { describe, expect, it } from "vitest";
import {
  fromEnergyState,
  toEnergyState,
  type EnergyCombatantData,
} from "../../../module/foundry/rulesets/energy/combat/state.ts";
import type { EnergyCombatantState } from "../../../module/engine/rulesets/energy/economy/combatant.ts";

const stored = (last: Partial<EnergyCombatantData["last"]>): EnergyCombatantData => ({
  energy: 4,
  agility: 3,
  uses: { swiftAttack: 1, initiative: 0, staminaAsEnergy: 0 },
  movedThisRound: 0,
  agileMovesLeft: 1,
  last: {
    action: "meleeAttack",
    energy: 1,
    staminaAsEnergy: 0,
    metres: 0,
    sprint: false,
    enhancement: 0,
    ended: false,
    ...last,
  },
  passed: false,
  holdsInitiative: false,
  suppressed: [],
  initiative: null,
  interrupts: [],
});

describe('"limited to spending only 4 Stamina to enhance an attack": the count is stored with the attack', () => {
  it("the stored enhancement is read back onto the engine's last action", () => {
    expect(toEnergyState("c", stored({ enhancement: 3 })).last?.enhancement).toBe(3);
    expect(toEnergyState("c", stored({})).last).not.toHaveProperty("enhancement");
  });

  it("a new action writes 0, so the count does not outlive the attack it was spent on", () => {
    const state: EnergyCombatantState = toEnergyState("c", stored({ enhancement: 3 }));
    const shifted: EnergyCombatantState = {
      ...state,
      last: { action: "shift", energy: 1, staminaAsEnergy: 0, metres: 1, sprint: false },
    };
    expect(fromEnergyState(shifted)).toMatchObject({ last: { action: "shift", enhancement: 0 } });
    expect(fromEnergyState(state)).toMatchObject({ last: { action: "meleeAttack", enhancement: 3 } });
  });
});
