import { describe, expect, it } from "vitest";
import { continueAct, startAct } from "../../../module/engine/core/economy/multi-turn.ts";

describe("acts that cost more than is left", () => {
  it('energy: "You cannot start an action in one Round and complete it in another" (refuse policy)', () => {
    const started = startAct({ energy: 2 }, { action: "melee", pool: "energy", amount: 3, round: 1 }, "refuse");
    expect(started.ok ? "ok" : started.reason.code).toBe("cannotFinish");
    expect(started.state.values).toEqual({ energy: 2 });
  });

  it('bonus: "you must use action from the following turns to complete" (carry-over policy)', () => {
    const started = startAct(
      { actions: 2, vigor: 10 },
      { action: "spell", pool: "actions", amount: 5, extra: { vigor: 4 }, round: 3 },
      "carryOver",
    );
    expect(started.ok).toBe(true);
    expect(started.state.values).toEqual({ actions: 0, vigor: 6 });
    expect(started.state.pending).toEqual({ action: "spell", pool: "actions", remaining: 3, startedRound: 3 });
    const pending = started.state.pending;
    if (!pending) throw new Error("no pending act");
    const turn2 = continueAct({ actions: 2, vigor: 6 }, pending);
    expect(turn2.pending?.remaining).toBe(1);
    expect(turn2.completed).toBeUndefined();
    const turn3 = continueAct({ actions: 2, vigor: 6 }, turn2.pending ?? pending);
    expect(turn3).toEqual({ values: { actions: 1, vigor: 6 }, completed: { ...pending, remaining: 0 } });
  });

  it("an act that fits is paid in full at once, under either policy", () => {
    for (const policy of ["refuse", "carryOver"] as const) {
      const started = startAct({ ap: 3 }, { action: "attack", pool: "ap", amount: 2, round: 1 }, policy);
      expect(started).toEqual({ ok: true, state: { values: { ap: 1 } } });
    }
  });

  it("the other costs (Vigor, Mana) cannot be spread: short of them, nothing starts", () => {
    const started = startAct(
      { actions: 1, vigor: 3 },
      { action: "spell", pool: "actions", amount: 3, extra: { vigor: 4 }, round: 1 },
      "carryOver",
    );
    expect(started.ok ? "ok" : started.reason.code).toBe("short");
    expect(started.state.values).toEqual({ actions: 1, vigor: 3 });
  });

  it("with nothing left in the pool an act cannot begin", () => {
    const started = startAct({ actions: 0 }, { action: "spell", pool: "actions", amount: 3, round: 1 }, "carryOver");
    expect(started.ok).toBe(false);
  });
});
