/** The `energy` room's part of the encounter-odds tool (room.ts `simulation`): fighters from actors, the policy's wording. */
import { I18N_ROOT } from "../../../constants.ts";
import type { SimulationRoom } from "../../../simulation/room.ts";
import { energyActorView } from "../documents.ts";
import { energyFighter } from "./fighter.ts";

const ASSUMPTION = `${I18N_ROOT}.Energy.Simulation.Assumption`;

export const ENERGY_SIMULATION: SimulationRoom = {
  fighter(actor, id) {
    const view = energyActorView(actor);
    if (!view) return undefined;
    const fighter = energyFighter(id, actor.name, view.source, view.statuses, view.gear);
    return "refused" in fighter ? undefined : fighter;
  },
  // In the order of the engine's ENERGY_ASSUMPTIONS (a test pairs them).
  assumptions: [
    `${ASSUMPTION}.noMovement`,
    `${ASSUMPTION}.bestAttack`,
    `${ASSUMPTION}.focus`,
    `${ASSUMPTION}.answer`,
    `${ASSUMPTION}.down`,
  ],
};
