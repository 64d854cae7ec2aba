/** The `contest` room's part of the encounter-odds tool (room.ts `simulation`): fighters from actors, the policy's wording. */
import { I18N_ROOT } from "../../../constants.ts";
import type { SimulationRoom } from "../../../simulation/room.ts";
import { ContestNpcModel } from "../data/actor-models.ts";
import { contestDocumentSources } from "../documents.ts";
import { contestFighter } from "./fighter.ts";

const ASSUMPTION = `${I18N_ROOT}.Contest.Simulation.Assumption`;

export const CONTEST_SIMULATION: SimulationRoom = {
  fighter(actor, id) {
    const sources = contestDocumentSources(actor);
    if (!sources) return undefined;
    const roller = actor.system instanceof ContestNpcModel ? "npc" : "pc";
    return contestFighter(
      id,
      actor.name,
      sources.side.source,
      sources.side.statuses,
      sources.side.gear,
      sources.abilities,
      roller,
    );
  },
  // In the order of the engine's CONTEST_ASSUMPTIONS (a test pairs them).
  assumptions: [
    `${ASSUMPTION}.openGround`,
    `${ASSUMPTION}.targets`,
    `${ASSUMPTION}.bestAttack`,
    `${ASSUMPTION}.defense`,
    `${ASSUMPTION}.maneuvers`,
    `${ASSUMPTION}.down`,
  ],
};
