import { describe, expect, it } from "vitest";
import { takeAction } from "../../../module/engine/rulesets/wounds/economy/act.ts";
import { newWoundsCombatant, withAp } from "../../../module/engine/rulesets/wounds/economy/combatant.ts";
import { WoundsCombatantModel } from "../../../module/foundry/rulesets/wounds/combat/combatant-model.ts";
import { fromWoundsState, toWoundsState } from "../../../module/foundry/rulesets/wounds/combat/state.ts";
import { toWoundsActor } from "../../../module/foundry/rulesets/wounds/sources.ts";
import { swordsman } from "./sources.ts";

/** The engine state written into the combatant's model and read back, as a combat round trip does. */
function stored(state: ReturnType<typeof toWoundsState>) {
  return toWoundsState(state.id, new WoundsCombatantModel(fromWoundsState(state)));
}

describe("the wounds combatant's data ↔ the engine's combatant state", () => {
  it("a fresh combatant stores no act, no opening and no owed stamina", () => {
    const fresh = newWoundsCombatant("c1");
    expect(stored(fresh)).toEqual(fresh);
  });

  it('an act paid over turns ("spend all your current AP, and continue …") survives the round trip', () => {
    // Treat Wound costs 8 AP; with 3 AP the act is declared, 3 paid, 5 left for the following turns.
    const taken = takeAction(toWoundsActor(swordsman, []), withAp(newWoundsCombatant("c1"), 3), {
      action: "treatWound",
      round: 2,
      turn: { kind: "own" },
      stamina: 1,
    });
    expect(taken.ok).toBe(true);
    const state = taken.state.combatant;
    expect(state.economy.pending).toEqual({ action: "treatWound", pool: "ap", remaining: 5, startedRound: 2 });
    expect(state.pendingStamina).toBe(1);
    expect(stored(state)).toEqual(state);
  });

  it("keyed uses, a timed act, the movement pool, Dash, ignored creatures and an opening are kept", () => {
    const state = {
      ...withAp(newWoundsCombatant("c2"), 7),
      economy: { pools: { ap: 7 }, uses: { "reaction|card1.row0": 1, "harry|t9": 1 } },
      timed: { action: "castSpell", endsAtRound: 4 },
      movement: 5,
      dash: { doubled: true, bonus: 2, checkUsed: true },
      turnsEnded: 3,
      ignoring: ["t9"],
      opening: { target: "t9", result: 14 },
    };
    expect(stored(state)).toEqual(state);
  });
});
