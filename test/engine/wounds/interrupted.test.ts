/**
 * A declared action cancelled by an interrupt (economy/interrupted.ts, rules page decision 181). Seed 004: "If you
 * interrupt after an action is declared, that action does not take place and the acting character does not spend its
 * AP cost."
 */
import { describe, expect, it } from "vitest";
import { takeAction } from "../../../module/engine/rulesets/wounds/economy/act.ts";
import { actInProgress, apOf } from "../../../module/engine/rulesets/wounds/economy/combatant.ts";
import { undeclare } from "../../../module/engine/rulesets/wounds/economy/interrupted.ts";
import { actor, combatant, creature } from "./fixtures.ts";

const own = { kind: "own" } as const;

describe('"the acting character does not spend its AP cost"', () => {
  it("an attack paid in full gets its whole cost back", () => {
    const paid = takeAction(actor(), combatant(7), { action: "strongAttack", round: 1, turn: own });
    if (!paid.ok) throw new Error("paid");
    const back = undeclare(actor().creature, paid.state.combatant, "strongAttack", 6);
    expect([apOf(back.combatant), back.refund]).toEqual([7, 6]);
  });
  it("an attack still being paid over turns gets back what was paid so far, the act dropped", () => {
    const paid = takeAction(actor(), combatant(4), { action: "strongAttack", round: 1, turn: own });
    if (!paid.ok) throw new Error("paid");
    expect(actInProgress(paid.state.combatant)).toBe("strongAttack");
    const back = undeclare(actor().creature, paid.state.combatant, "strongAttack", 6);
    expect([apOf(back.combatant), back.refund, actInProgress(back.combatant)]).toEqual([4, 4, undefined]);
  });
  it('"any AP gained in excess of your max AP as listed in the table is lost": the pool stops at max AP (Speed −10: 5)', () => {
    const slow = creature({ attributes: { speed: -10 } });
    const back = undeclare(slow, combatant(3), "standardAttack", 4);
    expect([apOf(back.combatant), back.refund]).toEqual([5, 2]);
  });
});
