import { describe, expect, it } from "vitest";
import { isActive } from "../../../../module/engine/core/conditions/state.ts";
import { moveOnTurn, standUp } from "../../../../module/engine/rulesets/contest/economy/move.ts";
import { actor, combatant } from "../fixtures.ts";

describe('"moving a number of meters up to their speed (this movement does not cost them action points)"', () => {
  it("movement comes from the turn's movement pool, never from AP", () => {
    const moved = moveOnTurn(actor(), combatant(3, 6), 4, true);
    expect(moved.state.combatant.economy.pools).toEqual({ ap: 3, movement: 2 });
    const far = moveOnTurn(actor(), moved.state.combatant, 3, true);
    expect(far.ok ? "ok" : far.reason.code).toBe("noMovement");
    expect(far.state.combatant).toBe(moved.state.combatant);
  });

  it('only "the active character" moves freely', () => {
    const done = moveOnTurn(actor(), combatant(), 1, false);
    expect(done.ok ? "ok" : done.reason.code).toBe("notYourTurn");
  });

  it('Grapple: "prohibiting them from moving"', () => {
    const done = moveOnTurn(actor({}, ["grappled"]), combatant(), 1, true);
    expect(done.ok ? "ok" : done.reason).toMatchObject({ code: "cannotMove", condition: "grappled" });
  });

  it("prone (Fray): crawling costs 2 m of movement per metre", () => {
    expect(moveOnTurn(actor({}, ["prone"]), combatant(3, 6), 2, true).state.spent).toBe(4);
  });
});

describe('"Stand Up. Characters standing up to end the Prone condition"', () => {
  it("ends Prone for half your speed (rounded up) of movement, and provokes", () => {
    const done = standUp(actor({ speed: 5 }, ["prone"]), combatant(3, 5), true);
    expect(done.ok).toBe(true);
    expect(isActive(done.state.actor.conditions, "prone")).toBe(false);
    expect(done.state.combatant.economy.pools).toEqual({ ap: 3, movement: 2 });
    expect(done.state.provokes).toBe(true);
  });

  it("refused when not prone, or without the movement", () => {
    const up = standUp(actor(), combatant(), true);
    expect(up.ok ? "ok" : up.reason.code).toBe("notProne");
    const tired = standUp(actor({ speed: 6 }, ["prone"]), combatant(3, 2), true);
    expect(tired.ok ? "ok" : tired.reason.code).toBe("noMovement");
  });
});
