import { describe, expect, it } from "vitest";
import { validateCatalog } from "../../../module/engine/core/conditions/catalog.ts";
import { removeCondition } from "../../../module/engine/core/conditions/mutate.ts";
import { checkInvariants, isActive } from "../../../module/engine/core/conditions/state.ts";
import { getRuleset } from "../../../module/engine/registry.ts";
import {
  CONDITION_DURATIONS,
  CONTEST_CONDITION_IDS,
  CONTEST_CONDITIONS,
  durationOf,
} from "../../../module/engine/rulesets/contest/conditions.ts";
import { contest } from "../../../module/engine/rulesets/contest/index.ts";
import { CONTEST_RULES } from "../../../module/engine/rulesets/contest/rules.ts";
import { actor } from "./fixtures.ts";

describe("the contest condition catalog", () => {
  it("is valid: ids match keys, every daughter exists, no cycles", () => {
    expect(validateCatalog(CONTEST_CONDITIONS)).toEqual([]);
    expect(Object.keys(CONTEST_CONDITIONS)).toEqual([...CONTEST_CONDITION_IDS]);
  });

  it('Surprised: "they can\'t take any actions or reactions" — it imposes Incapacitated, as Unconscious does', () => {
    expect(CONTEST_CONDITIONS.surprised.implies).toEqual(["incapacitated"]);
    expect(CONTEST_CONDITIONS.unconscious.implies).toEqual(["incapacitated"]);
    expect(CONTEST_CONDITIONS.incapacitated.effects).toEqual({ noActions: true, noReactions: true });
    expect(CONTEST_CONDITIONS.surprised.effects.skipsTurn).toBe(true);
  });

  it("the daughter cannot be removed while a parent imposes it; it ends with its last parent", () => {
    const a = actor({}, ["surprised", "unconscious"]);
    const refused = removeCondition(a.conditions, "incapacitated");
    expect(refused.ok ? "ok" : refused.reason.code).toBe("imposedByParent");
    const one = removeCondition(a.conditions, "surprised");
    expect(isActive(one.state.state, "incapacitated")).toBe(true);
    const both = removeCondition(one.state.state, "unconscious");
    expect(both.state.removed).toEqual(["unconscious", "incapacitated"]);
    expect(checkInvariants(CONTEST_CONDITIONS, both.state.state)).toEqual([]);
  });

  it('Grapple: "prohibiting them from moving"; Disengage: no opportunity attacks; Brace: a boon on the next Defense test', () => {
    expect(CONTEST_CONDITIONS.grappled.effects).toEqual({ cannotMove: true });
    expect(CONTEST_CONDITIONS.disengaged.effects).toEqual({ noOpportunityAttacks: true });
    expect(CONTEST_CONDITIONS.braced.effects).toEqual({
      edges: [{ scope: "defenseTests", edge: "boon" }],
      endsAfterDefense: true,
    });
  });

  it("Prone and Dazed: Fray's effects (the excerpt names them without rules)", () => {
    expect(CONTEST_CONDITIONS.prone.effects).toEqual({
      edges: [
        { scope: "attackTests", edge: "bane" },
        { scope: "dodgeTests", edge: "bane" },
      ],
      attackedEdge: { melee: "boon" },
      moveCostFactor: 2,
    });
    expect(CONTEST_CONDITIONS.dazed.effects).toEqual({ edges: [{ scope: "allTests", edge: "bane" }] });
  });

  it("durations: surprise ends with round 1, Disengage with your turn, Dazed with the next round", () => {
    expect(CONDITION_DURATIONS).toEqual({
      surprised: "endOfRound",
      unconscious: "permanent",
      incapacitated: "permanent",
      prone: "permanent",
      dazed: "endOfNextRound",
      grappled: "permanent",
      disengaged: "ownTurnEnd",
      braced: "permanent",
    });
    expect(durationOf("disengaged", "me")).toEqual({ kind: "untilTurnEnd", holder: "me" });
  });
});

describe("the ruleset descriptor", () => {
  it("carries the contest rules, with the descriptor's other fields untouched", () => {
    expect(contest.rules).toBe(CONTEST_RULES);
    expect(getRuleset("contest").rules).toBe(CONTEST_RULES);
    expect(contest.grid).toEqual({ kind: "square", distance: 1, unit: "m", diagonals: "equidistant" });
    expect(CONTEST_RULES.economy.pools.map((p) => [p.id, p.home])).toEqual([
      ["ap", "combatant"],
      ["movement", "combatant"],
    ]);
    expect(CONTEST_RULES.economy.limits.map((l) => [l.id, l.times, l.clearAt, l.keyed])).toEqual([
      ["attack", 2, "roundStart", false],
      ["freeAction", 1, "roundStart", false],
      ["reaction", 1, "roundStart", true],
    ]);
    expect(CONTEST_RULES.economy.overrun).toBe("refuse");
    expect(CONTEST_RULES.turns).toMatchObject({ kind: "initiative", holds: "save" });
  });
});
