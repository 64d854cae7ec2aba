/** The `wounds` room's part of the encounter-odds tool (room.ts `simulation`): fighters from actors, the policy's wording. */
import { I18N_ROOT } from "../../../constants.ts";
import type { SimulationRoom } from "../../../simulation/room.ts";
import { woundsActorView } from "../documents.ts";
import { woundsFighter } from "./fighter.ts";

const ASSUMPTION = `${I18N_ROOT}.Wounds.Simulation.Assumption`;

export const WOUNDS_SIMULATION: SimulationRoom = {
  fighter(actor, id) {
    const view = woundsActorView(actor);
    return view ? woundsFighter(id, actor.name, view.source, view.statuses, view.gear) : undefined;
  },
  // In the order of the engine's WOUNDS_ASSUMPTIONS (a test pairs them).
  assumptions: [
    `${ASSUMPTION}.openGround`,
    `${ASSUMPTION}.targets`,
    `${ASSUMPTION}.bestAttack`,
    `${ASSUMPTION}.defend`,
    `${ASSUMPTION}.down`,
  ],
};
