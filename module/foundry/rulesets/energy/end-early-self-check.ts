/**
 * The `energy` self-check's step for ending an action early (rules page decision 85): at the last Round's start the
 * attacker Runs (3 Energy), ends it after 1 Energy ("If you perform the Run action and only move 1/3 of your Speed,
 * you would only spend 1 Energy") and gets 2 back; ending it again is refused, nothing more given back. Through the
 * room's spend, as the GM's own click on the sheet would go.
 */
import { roomOf } from "../../combat/rooms.ts";
import { I18N_ROOT } from "../../constants.ts";
import { expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { Skirmish, SkirmishStep } from "../../self-check/skirmish.ts";
import { poolOf } from "../../self-check/steps/pools.ts";
import { endEarlyActionId } from "./combat/end-early-choices.ts";
import { combatantOf } from "../../self-check/steps/combatant-of.ts";

function attackerCombatant(s: Skirmish): Combatant.Implementation {
  const actor = need(s.actors, "the actors").attacker;
  return combatantOf(s, actor, "the attacker's combatant");
}

export const END_EARLY_SELF_CHECK: SkirmishStep = {
  id: "endEarly",
  labelKey: `${I18N_ROOT}.Energy.SelfCheck.endEarly`,
  async run(s) {
    const combatant = attackerCombatant(s);
    const room = need(roomOf(combatant), "the energy combat room");
    const full = poolOf(s, "attacker", "energy").value;
    expectEqual("the Run paid", undefined, await room.spend(combatant, { action: "run" }));
    expectEqual("the attacker's Energy after the Run", full - 3, poolOf(s, "attacker", "energy").value);
    expectEqual(
      "the Run ended after 1 Energy",
      undefined,
      await room.spend(combatant, { action: endEarlyActionId(1) }),
    );
    expectEqual("the attacker's Energy after ending early", full - 1, poolOf(s, "attacker", "energy").value);
    const again = await room.spend(combatant, { action: endEarlyActionId(1) });
    expectThat(again !== undefined, "ending the same Run again is refused", again);
    expectEqual("the attacker's Energy after the refusal", full - 1, poolOf(s, "attacker", "energy").value);
  },
};
