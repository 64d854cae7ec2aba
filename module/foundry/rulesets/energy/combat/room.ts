/**
 * The `energy` combat economy room: "There is no 'turn order' in this game": rounds without turns, Energy and
 * Agility reset at each Round start, Initiative rolled to interrupt, and the GM advancing the Round once everyone
 * has spent its Energy or passed. Every rule is the engine's (economy/*); this maps documents.
 */
import { joinCombat } from "../../../../engine/rulesets/energy/economy/boundary.ts";
import type { CombatEconomyRoom } from "../../../combat/room.ts";
import { energyOptions } from "../rule-variants.ts";
import { applyEnergyBoundary } from "./boundary.ts";
import { actEnergy, ENERGY_CONTROLS } from "./controls.ts";
import { energyEconomy, isEnergyDone } from "./economy.ts";
import { ENERGY_SPEND_OPTIONS } from "./options.ts";
import { offerSwiftThroughReach } from "./swift-through-reach.ts";
import { adjustEnergyPool, spendEnergy } from "./spend.ts";
import { energyCombatantData, energyEconomyActor, fromEnergyState } from "./state.ts";

export const ENERGY_COMBAT_ECONOMY: CombatEconomyRoom = {
  // A creature joining starts with full Energy and Agility (Fray: it acts in the Round it joins).
  joinData(combatant) {
    const actor = energyEconomyActor(combatant);
    return actor ? fromEnergyState(joinCombat(actor, combatant.id ?? "", energyOptions())) : {};
  },

  economy: energyEconomy,

  applyBoundary: applyEnergyBoundary,
  spendOptions: ENERGY_SPEND_OPTIONS,
  spend: spendEnergy,
  adjustPool: adjustEnergyPool,
  // No `initiativeRoll`: there is no initiative order, Initiative is rolled only to interrupt (a control).
  // The Evasion roll is no reaction with a limit; the Defend action is a spend of its own.
  checkReaction: () => undefined,
  recordReaction: () => Promise.resolve(),

  everyoneDone(combat) {
    const fighting = combat.combatants.filter((c) => !c.isDefeated).flatMap((c) => energyCombatantData(c) ?? []);
    return fighting.length > 0 && fighting.every(isEnergyDone);
  },

  controls: ENERGY_CONTROLS,
  act: actEnergy,
  tokenMoved: offerSwiftThroughReach,
};
