import { describe, expect, it } from "vitest";
import { validateCatalog } from "../../../module/engine/core/conditions/catalog.ts";
import { getRuleset } from "../../../module/engine/registry.ts";
import {
  MOMENTUM_CONDITION_IDS,
  MOMENTUM_CONDITIONS,
  isStatusEffect,
} from "../../../module/engine/rulesets/momentum/conditions.ts";
import { MOMENTUM_RULES } from "../../../module/engine/rulesets/momentum/rules.ts";
import {
  AP_PER_TURN,
  DEFAULT_BASIC_MOVEMENT_M,
  MOMENTUM_ACTION_IDS,
  MOMENTUM_ACTIONS,
  MOMENTUM_REACTIONS,
  RP_PER_ROUND,
} from "../../../module/engine/rulesets/momentum/tables/actions.ts";
import { CONTEST_IDS, CONTEST_TABLE } from "../../../module/engine/rulesets/momentum/tables/contests.ts";
import { COVER_TABLE, TAKING_COVER } from "../../../module/engine/rulesets/momentum/tables/cover.ts";

describe("momentum action tables, cell by cell", () => {
  it.each([
    ["attack", "basic", 2, "Attack | 2"],
    ["defend", "basic", 2, "Defend | 2"],
    ["interact", "basic", 1, "Interact with Target | 1"],
    ["move", "basic", 1, "Move | 1"],
    ["sprint", "basic", 3, "Sprint | 3"],
    ["stabilize", "basic", 3, "Stabilize | 3"],
    ["switchPlaces", "basic", 1, "Switch Places | 1"],
    ["switchWeapons", "basic", 1, "Switch Weapons | 1"],
    ["takingCover", "basic", 1, "Taking Cover | 1"],
    ["useItem", "basic", 3, "Use Item | 3"],
    ["blind", "advanced", 2, "Blind | 2"],
    ["climb", "advanced", 2, "Climb | 2"],
    ["command", "advanced", 1, "Command | 1"],
    ["disarm", "advanced", 2, "Disarm | 2"],
    ["grab", "advanced", 2, "Grab | 2"],
    ["hide", "advanced", 2, "Hide | 2"],
    ["shove", "advanced", 1, "Shove | 1"],
    ["trip", "advanced", 2, "Trip | 2"],
    ["shakeOff", "fray", 2, "It can try to shake you off by using an action (2 AP)"],
  ] as const)("%s (%s) costs %i AP — %s", (id, group, ap, _seed) => {
    const spec = MOMENTUM_ACTIONS.find((a) => a.id === id);
    expect(spec?.group).toBe(group);
    expect(spec?.cost).toEqual({ ap });
  });

  it('"a Cinematic Action (3AP) … costs 3 Narrative Momentum"; "a Cinematic Reaction (2RP)"', () => {
    expect(MOMENTUM_ACTIONS.find((a) => a.id === "cinematicAction")?.cost).toEqual({ ap: 3, nm: 3 });
    expect(MOMENTUM_REACTIONS.cinematicReaction).toEqual({ rp: 2, nm: 3 });
  });

  it('Switch Places: "They must use a reaction (1 RP)"; cooperative: "a reaction (2 RP) … 2 Narrative Momentum"', () => {
    expect(MOMENTUM_REACTIONS.switchPlaces).toEqual({ rp: 1 });
    expect(MOMENTUM_REACTIONS.cooperativeParticipant).toEqual({ rp: 2, nm: 2 });
  });

  it('"Move … equal to your Basic Movement"; "Sprint … four times your Basic Movement"; Attack: "one weapon attack"', () => {
    const gains = Object.fromEntries(MOMENTUM_ACTIONS.map((a) => [a.id, [a.movementGain, a.attacksGranted]]));
    expect(gains["move"]).toEqual([1, 0]);
    expect(gains["sprint"]).toEqual([4, 0]);
    expect(gains["attack"]).toEqual([0, 1]);
    expect(MOMENTUM_ACTIONS.filter((a) => a.movementGain > 0).map((a) => a.id)).toEqual(["move", "sprint"]);
  });

  it('only Interact with Target and Switch Weapons have a free use ("one free … on your turn")', () => {
    expect(MOMENTUM_ACTIONS.filter((a) => a.freeOncePerTurn).map((a) => a.id)).toEqual(["interact", "switchWeapons"]);
  });

  it("lists every action id once", () => {
    expect(MOMENTUM_ACTIONS.map((a) => a.id)).toEqual([...MOMENTUM_ACTION_IDS]);
  });

  it('"three Action Points (AP) during their turn", "two Reaction Points (RP)", "Basic Movement (usually 3 m)"', () => {
    expect([AP_PER_TURN, RP_PER_ROUND, DEFAULT_BASIC_MOVEMENT_M]).toEqual([3, 2, 3]);
  });
});

describe("momentum contests, cell by cell", () => {
  it.each([
    ["blind", ["quickFingers", "nimbleness"], ["improvisation", "endurance"], 1, undefined, true, false],
    [
      "climb",
      ["athletics", "nimbleness"],
      ["athletics", "rawForce", "nimbleness", "quickFingers"],
      undefined,
      1,
      false,
      true,
    ],
    [
      "disarm",
      ["athletics", "nimbleness", "rawForce", "quickFingers"],
      ["athletics", "nimbleness", "rawForce", "quickFingers"],
      undefined,
      undefined,
      false,
      false,
    ],
    ["grab", ["athletics", "rawForce"], ["athletics", "rawForce", "nimbleness"], 1, undefined, true, true],
    ["hide", ["stealth"], ["perception"], undefined, undefined, false, false],
    ["shove", ["athletics", "rawForce"], ["athletics", "rawForce", "nimbleness"], 1, undefined, true, false],
    ["trip", ["athletics", "rawForce"], ["athletics", "nimbleness"], 1, undefined, true, false],
    [
      "moveThroughEnemy",
      ["rawForce", "athletics", "nimbleness"],
      ["athletics", "rawForce"],
      undefined,
      undefined,
      false,
      false,
    ],
  ] as const)(
    "%s: actor %j vs target %j, max %s above, min %s above, size edges %s, free hand %s",
    (id, actorSkills, targetSkills, maxAbove, minAbove, edges, hand) => {
      const row = CONTEST_TABLE[id];
      expect([...row.actorSkills].sort()).toEqual([...actorSkills].sort());
      expect([...row.targetSkills].sort()).toEqual([...targetSkills].sort());
      expect(row.maxSizeAbove).toBe(maxAbove);
      expect(row.minSizeAbove).toBe(minAbove);
      expect(row.sizeEdges).toBe(edges);
      expect(row.freeHand).toBe(hand);
    },
  );

  it('the touch actions reach "within 1 m of you"', () => {
    for (const id of ["blind", "climb", "disarm", "grab", "shove", "trip"] as const)
      expect(CONTEST_TABLE[id].rangeM).toBe(1);
    expect(Object.keys(CONTEST_TABLE)).toEqual([...CONTEST_IDS]);
  });
});

describe("momentum cover", () => {
  it('half: "+2 Evasion against all ranged attacks … increases all of your DR by 1"; full: cannot be targeted', () => {
    expect(COVER_TABLE.half).toMatchObject({ evasionVsRanged: 2, dr: 1, untargetable: false, covers: 0.5 });
    expect(COVER_TABLE.full).toMatchObject({ untargetable: true, covers: 1 });
    expect(COVER_TABLE.none).toMatchObject({ evasionVsRanged: 0, dr: 0, untargetable: false });
  });

  it('Taking Cover: "Your Evasion increases by 2 and your DR by 1"', () => {
    expect(TAKING_COVER).toEqual({ evasion: 2, dr: 1 });
    expect(MOMENTUM_CONDITIONS.takingCover.effects).toMatchObject({ halfCoverEvasion: 2, halfCoverDR: 1 });
  });
});

describe("momentum condition catalog", () => {
  it("is well formed: ids match keys, daughters exist, no cycles", () => {
    expect(validateCatalog(MOMENTUM_CONDITIONS)).toEqual([]);
    expect(Object.keys(MOMENTUM_CONDITIONS)).toEqual([...MOMENTUM_CONDITION_IDS]);
  });

  it.each([
    ["bleeding", "physical"],
    ["prone", "physical"],
    ["restrained", "physical"],
    ["stunned", "physical"],
    ["blinded", "physical"],
    ["grabbed", "physical"],
    ["frightened", "mental"],
    ["corroded", "elemental"],
    ["chilled", "elemental"],
    ["burning", "elemental"],
    ["poisoned", "elemental"],
    ["shocked", "elemental"],
  ] as const)(
    '%s is a %s Status Effect ("three categories of Status Effects: Physical, Mental, and Elemental")',
    (id, cat) => {
      expect(MOMENTUM_CONDITIONS[id].effects.category).toBe(cat);
      expect(isStatusEffect(id)).toBe(true);
    },
  );

  it('"If you cannot use 3AP or 2RP for some reason, like when you are Restrained or Stunned"', () => {
    for (const id of ["restrained", "stunned"] as const) {
      expect(MOMENTUM_CONDITIONS[id].effects).toMatchObject({ noAP: true, noRP: true });
    }
  });

  it('Defend: "Attack rolls against you have disadvantage, and you have advantage on all your DR"', () => {
    expect(MOMENTUM_CONDITIONS.defending.effects).toEqual({
      category: "state",
      attackedEdge: "disadvantage",
      drEdge: "advantage",
    });
  });

  it("Downed (Vitality below 1) imposes Prone; nothing else imposes anything", () => {
    const withDaughters = MOMENTUM_CONDITION_IDS.filter((id) => MOMENTUM_CONDITIONS[id].implies.length > 0);
    expect(withDaughters).toEqual(["downed"]);
    expect(MOMENTUM_CONDITIONS.downed.implies).toEqual(["prone"]);
  });
});

describe("momentum descriptor", () => {
  it("the registry's momentum descriptor carries MOMENTUM_RULES", () => {
    expect(getRuleset("momentum").rules).toBe(MOMENTUM_RULES);
    expect(MOMENTUM_RULES.economy.overrun).toBe("refuse");
    expect(MOMENTUM_RULES.turns).toMatchObject({ kind: "initiative", shifts: "nextRound", holds: "hold" });
  });
});
