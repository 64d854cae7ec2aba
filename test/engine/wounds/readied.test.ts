/**
 * Taking a readied action (economy/readied.ts, rules page decisions 39, 182). Seed 004, Ready an Action: "Choose an
 * action. Until you take an action or reaction, you can take the chosen action as a reaction in response to any
 * event."
 */
import { describe, expect, it } from "vitest";
import { isActive } from "../../../module/engine/core/conditions/state.ts";
import { takeAction } from "../../../module/engine/rulesets/wounds/economy/act.ts";
import { apOf } from "../../../module/engine/rulesets/wounds/economy/combatant.ts";
import { takeReadied } from "../../../module/engine/rulesets/wounds/economy/readied.ts";
import { actor, combatant } from "./fixtures.ts";

const own = { kind: "own" } as const;

function readiedActor() {
  const ready = takeAction(actor(), combatant(6), { action: "ready", round: 1, turn: own });
  if (!ready.ok) throw new Error("ready");
  return ready.state;
}

describe('"you can take the chosen action as a reaction in response to any event"', () => {
  it("Defend readied: taken off-turn at its own 2 AP, with a lower initiative, no −2; Defending; Readied used up", () => {
    const ready = readiedActor();
    const scores = { me: 3, foe: 9 };
    const taken = takeReadied(ready.actor, ready.combatant, { action: "defend", trigger: "t", scores, round: 1 });
    if (!taken.ok) throw new Error(taken.reason.message);
    expect(apOf(taken.state.combatant)).toBe(2);
    expect(isActive(taken.state.actor.conditions, "defending")).toBe(true);
    expect(isActive(taken.state.actor.conditions, "readied")).toBe(false);
  });
  it('"Until you take an action or reaction": without Readied it is refused', () => {
    const taken = takeReadied(actor(), combatant(6), { action: "defend", trigger: "t", scores: { me: 3 }, round: 1 });
    expect(taken.ok || taken.reason.code).toBe("notReadied");
  });
  it("a reaction is paid in full: short of the action's AP, refused (decision 34)", () => {
    const ready = readiedActor();
    const poor = { ...ready.combatant, economy: { ...ready.combatant.economy, pools: { ap: 1 } } };
    const taken = takeReadied(ready.actor, poor, { action: "defend", trigger: "t", scores: { me: 3 }, round: 1 });
    expect(taken.ok || taken.reason.code).toBe("noAp");
  });
  it("attacks are readied through their card, not here", () => {
    const ready = readiedActor();
    const taken = takeReadied(ready.actor, ready.combatant, {
      action: "standardAttack",
      trigger: "t",
      scores: {},
      round: 1,
    });
    expect(taken.ok || taken.reason.code).toBe("unknownAction");
  });
});
