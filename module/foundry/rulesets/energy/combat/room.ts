/**
 * The `energy` combat economy room: "There is no 'turn order' in this game": rounds without turns, Energy and
 * Agility reset at each Round start, Initiative rolled to interrupt, and the GM advancing the Round once everyone
 * has spent its Energy or passed. Every rule is the engine's (economy/*); this maps documents.
 */
import { energyStats } from "../../../../engine/rulesets/energy/economy/pools.ts";
import { joinCombat } from "../../../../engine/rulesets/energy/economy/boundary.ts";
import { maxStamina } from "../../../../engine/rulesets/energy/creature.ts";
import type { CombatEconomyRoom } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyEnergyBoundary } from "./boundary.ts";
import { rollEnergyInterrupt } from "./interrupts.ts";
import { energyPoolMax } from "./pools.ts";
import { adjustEnergyPool, spendEnergy } from "./spend.ts";
import { energyCombatantData, energyEconomyActor, fromEnergyState } from "./state.ts";

function isDone(combatant: Combatant.Implementation): boolean {
  const data = energyCombatantData(combatant);
  return data !== undefined && (data.passed || data.energy <= 0);
}

export const ENERGY_COMBAT_ECONOMY: CombatEconomyRoom = {
  turnless: true,

  // A creature joining starts with full Energy and Agility (Fray: it acts in the Round it joins).
  joinData(combatant) {
    const actor = energyEconomyActor(combatant);
    return actor ? fromEnergyState(joinCombat(actor, combatant.id ?? "")) : {};
  },

  economy(combatant) {
    const state = energyCombatantData(combatant);
    if (!state) return null;
    const actor = energyEconomyActor(combatant);
    const stats = actor ? energyStats(actor) : {};
    return {
      ruleset: "energy",
      state,
      actor,
      pools: [
        { id: "energy", home: "combatant", value: state.energy, max: energyPoolMax("energy", stats) },
        { id: "agility", home: "combatant", value: state.agility, max: energyPoolMax("agility", stats) },
        ...(actor
          ? [{ id: "stamina", home: "actor" as const, value: actor.creature.stamina, max: maxStamina(actor.creature) }]
          : []),
      ],
      done: isDone(combatant),
    };
  },

  applyBoundary: applyEnergyBoundary,
  spend: spendEnergy,
  adjustPool: adjustEnergyPool,
  // No `initiativeRoll`: there is no initiative order, Initiative is rolled only to interrupt (`rollInterrupt`).
  // The Evasion roll is no reaction with a limit; the Defend action is a spend of its own.
  checkReaction: () => undefined,
  recordReaction: () => Promise.resolve(),

  everyoneDone(combat) {
    const fighting = combat.combatants.filter((c) => !c.isDefeated && energyCombatantData(c) !== undefined);
    return fighting.length > 0 && fighting.every(isDone);
  },

  rollInterrupt: rollEnergyInterrupt,

  async passRound(combatant) {
    const data = energyCombatantData(combatant);
    if (!data) return undefined;
    if (data.passed) return { refused: `${I18N_ROOT}.Combat.refused.alreadyPassed` };
    await combatant.update({ system: { passed: true } });
    return undefined;
  },
};
