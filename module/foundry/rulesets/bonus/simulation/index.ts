/** The `bonus` room's part of the encounter-odds tool (room.ts `simulation`): fighters from actors, the policy's wording. */
import { I18N_ROOT } from "../../../constants.ts";
import type { SimulationRoom } from "../../../simulation/room.ts";
import { bonusActorView, bonusWeaponOf } from "../documents.ts";
import { bonusFighter } from "./fighter.ts";

const ASSUMPTION = `${I18N_ROOT}.Bonus.Simulation.Assumption`;

export const BONUS_SIMULATION: SimulationRoom = {
  fighter(actor, id) {
    const view = bonusActorView(actor);
    if (!view) return undefined;
    const weapons = actor.items.contents.flatMap((item) => {
      const system = bonusWeaponOf(item);
      return system ? [{ name: item.name, system }] : [];
    });
    return bonusFighter(id, actor.name, view.source, view.statuses, view.armor, weapons);
  },
  // In the order of the engine's BONUS_ASSUMPTIONS (a test pairs them).
  assumptions: [`${ASSUMPTION}.attackOnly`, `${ASSUMPTION}.targets`, `${ASSUMPTION}.defend`, `${ASSUMPTION}.down`],
};
