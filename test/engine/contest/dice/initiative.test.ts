import { describe, expect, it } from "vitest";
import { toFoundryFormula } from "../../../../module/engine/core/dice/formula.ts";
import { interpretFaces } from "../../../../module/engine/core/dice/interpret.ts";
import { beginRound, nextTurn, roundEvents } from "../../../../module/engine/core/turns/round.ts";
import { describeEvent } from "../../../../module/engine/core/turns/boundary.ts";
import {
  CONTEST_TURN_STRUCTURE,
  contestInitiativeOrder,
  initiativeRequest,
} from "../../../../module/engine/rulesets/contest/dice/initiative.ts";
import { saveTurn } from "../../../../module/engine/rulesets/contest/economy/turns.ts";

describe("initiative (seed 003)", () => {
  it('"each player character rolls 1d6 + their Initiative"', () => {
    const request = initiativeRequest({ kind: "pc", initiative: 3 });
    expect(toFoundryFormula(request).formula).toBe("1d6[Initiative die] + 3[Initiative]");
    expect(interpretFaces(request, [[4]]).total).toBe(7);
  });

  it('"Non-player characters (NPCs) … roll 1d6 + PER"', () => {
    expect(toFoundryFormula(initiativeRequest({ kind: "npc", perception: 2 })).formula).toBe(
      "1d6[Initiative die] + 2[PER]",
    );
  });

  it('"Whoever gets the highest Initiative result gets the first turn" … "the character with the next highest"', () => {
    const order = contestInitiativeOrder([
      { id: "a", total: 5, roller: { kind: "pc", initiative: 1 } },
      { id: "b", total: 9, roller: { kind: "npc", perception: 2 } },
      { id: "c", total: 7, roller: { kind: "pc", initiative: 2 } },
    ]);
    expect(order).toEqual(["b", "c", "a"]);
  });

  it("ties (seed silent): the higher modifier first, then player characters before NPCs, then joining order", () => {
    const order = contestInitiativeOrder([
      { id: "npc", total: 6, roller: { kind: "npc", perception: 2 } },
      { id: "slow", total: 6, roller: { kind: "pc", initiative: 1 } },
      { id: "pc", total: 6, roller: { kind: "pc", initiative: 2 } },
      { id: "npc2", total: 6, roller: { kind: "npc", perception: 2 } },
    ]);
    expect(order).toEqual(["pc", "npc", "npc2", "slow"]);
  });

  it('"Repeat steps 4 and 5 until the conflict is resolved": rolled once, never each round', () => {
    expect(CONTEST_TURN_STRUCTURE).toEqual({ kind: "initiative", reroll: "never", shifts: "nextRound", holds: "save" });
    expect(roundEvents(CONTEST_TURN_STRUCTURE, ["a", "b"], 2).map(describeEvent)).toEqual([
      "R2 roundStart",
      "R2 turnStart(a)",
      "R2 turnEnd(a)",
      "R2 turnStart(b)",
      "R2 turnEnd(b)",
      "R2 roundEnd",
    ]);
  });
});

describe('"Saving Your Turn"', () => {
  it('"They must immediately declare after which character they would like to become the active character"', () => {
    let step = nextTurn(beginRound(CONTEST_TURN_STRUCTURE, ["a", "b", "c"], 1).state);
    step = saveTurn(step.state, "b");
    expect(step.ok).toBe(true);
    step = nextTurn(step.state);
    expect(step.state.active).toBe("b");
    step = nextTurn(step.state);
    expect(step.state.active).toBe("a");
    expect(step.events.map(describeEvent)).toEqual(["R1 turnEnd(b)", "R1 turnResumed(a)"]);
    step = nextTurn(step.state);
    expect(step.state.active).toBe("c");
  });

  it("saving after someone with no turn left this round is refused and changes nothing", () => {
    const first = nextTurn(beginRound(CONTEST_TURN_STRUCTURE, ["a", "b"], 1).state);
    const saved = saveTurn(first.state, "ghost");
    expect(saved.ok).toBe(false);
    expect(saved.state).toBe(first.state);
  });
});
