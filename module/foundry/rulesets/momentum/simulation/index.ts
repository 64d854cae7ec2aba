/** The `momentum` room's part of the encounter-odds tool (room.ts `simulation`): fighters from actors, the policy's wording. */
import { I18N_ROOT } from "../../../constants.ts";
import type { SimulationRoom } from "../../../simulation/room.ts";
import { momentumActorView } from "../documents.ts";
import { momentumFighter } from "./fighter.ts";

const ASSUMPTION = `${I18N_ROOT}.Momentum.Simulation.Assumption`;

export const MOMENTUM_SIMULATION: SimulationRoom = {
  fighter(actor, id) {
    const view = momentumActorView(actor);
    return view ? momentumFighter(id, actor.name, view.source, view.statuses, view.gear) : undefined;
  },
  // In the order of the engine's MOMENTUM_ASSUMPTIONS (a test pairs them).
  assumptions: [
    `${ASSUMPTION}.openGround`,
    `${ASSUMPTION}.targets`,
    `${ASSUMPTION}.bestAttack`,
    `${ASSUMPTION}.defend`,
    `${ASSUMPTION}.down`,
  ],
};
