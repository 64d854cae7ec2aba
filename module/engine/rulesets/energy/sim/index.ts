import type { SimRoom } from "../../../sim/fight.ts";
import type { EnergyFighterSpec } from "./fighter.ts";
import { ENERGY_ASSUMPTIONS } from "./policy.ts";
import { energySkirmish } from "./skirmish.ts";

/** The `energy` simulation the descriptor plugs in (`RulesetDescriptor.sim`). */
export const ENERGY_SIM: SimRoom<EnergyFighterSpec> = {
  assumptions: ENERGY_ASSUMPTIONS,
  fight: energySkirmish,
};
