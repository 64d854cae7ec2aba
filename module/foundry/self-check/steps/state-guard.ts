/**
 * The GM's guard on combatant state (combat/state-guard.ts) in the live world. The GM cannot act as a player here, so
 * the undoing of a player's direct write is proved by the fake's tests only; this step proves the guard is on and
 * keeps a GM's write: the attacker's first combatant pool that can move, moved by one (the GM's pool adjustment) stays moved, and the
 * guard's known state follows it; the pool is then moved back.
 */
import { I18N_ROOT } from "../../constants.ts";
import { sameData } from "../../data/same-data.ts";
import { roomOf } from "../../combat/rooms.ts";
import { knownState, stateGuardRegistered } from "../../combat/state-guard.ts";
import { expectEqual, expectThat, need } from "../expect.ts";
import type { SkirmishStep } from "../skirmish.ts";
import { combatantOf } from "./combatant-of.ts";

export const stateGuardStep: SkirmishStep = {
  id: "stateGuard",
  labelKey: `${I18N_ROOT}.SelfCheck.Step.stateGuard`,
  async run(s) {
    expectThat(stateGuardRegistered(), "the guard on combatant state is registered", false);
    const combatant = combatantOf(s, need(s.actors, "the actors").attacker);
    const room = need(roomOf(combatant), "the combat's room");
    const pool = need(
      room.economy(combatant)?.pools.find((p) => p.home === "combatant" && (p.value > 0 || p.value < p.max)),
      "a pool the attacker's combatant holds that can move",
    );
    const delta = pool.value > 0 ? -1 : 1;
    await room.adjustPool(combatant, pool.id, delta);
    const moved = room.economy(combatant)?.pools.find((p) => p.id === pool.id)?.value;
    expectEqual(`the GM's write of ${pool.id} is kept`, pool.value + delta, moved);
    const stored: unknown = combatant.toObject().system;
    expectThat(sameData(knownState(combatant), stored), "the guard's known state is the GM's write", stored);
    await room.adjustPool(combatant, pool.id, -delta);
  },
};
