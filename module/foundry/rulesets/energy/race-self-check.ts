/**
 * The `energy` self-check's Initiative race step (rules page decision 113): "Initiative is also the go-to roll to
 * decide … a race to see who accomplishes an instantaneous task first". The GM races the attacker against the target
 * through the room's Race control: each uses its Initiative roll of the Round (stored on its combatant, once), and a
 * second race in the same Round finds both rolls spent (an automatic failure each). Rolled as the GM's own click
 * would roll it.
 */
import { roomOf } from "../../combat/rooms.ts";
import { I18N_ROOT } from "../../constants.ts";
import { expectEqual, need } from "../../self-check/expect.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { combatantOf } from "../../self-check/steps/combatant-of.ts";
import { RACE_CONTROL } from "./combat/controls.ts";
import { energyCombatantData } from "./combat/state.ts";

export const RACE_SELF_CHECK: SkirmishStep = {
  id: "initiativeRace",
  labelKey: `${I18N_ROOT}.Energy.SelfCheck.initiativeRace`,
  async run(s) {
    const { attacker, target } = need(s.actors, "the actors");
    const [first, second] = [combatantOf(s, attacker), combatantOf(s, target)];
    const room = need(roomOf(first), "the energy combat room");
    // One face below the maximum: as high as a die goes without exploding.
    s.dice.set((faces) => Math.max(1, faces - 1));
    const choice = { choice: need(second.id, "the target's combatant id") };
    const refusal = await room.act(first, RACE_CONTROL.id, choice);
    s.dice.set(undefined);
    expectEqual("the race", undefined, refusal);
    for (const [who, c] of [
      ["attacker", first],
      ["target", second],
    ] as const) {
      const data = need(energyCombatantData(c), `the ${who}'s energy combatant`);
      expectEqual(`the ${who} rolled Initiative in the race`, true, data.initiative !== null);
      expectEqual(`the ${who}'s Initiative rolls this Round`, 1, data.uses.initiative);
    }
    expectEqual("a second race", undefined, await room.act(first, RACE_CONTROL.id, choice));
    expectEqual("the attacker's Initiative rolls after a second race", 1, energyCombatantData(first)?.uses.initiative);
  },
};
