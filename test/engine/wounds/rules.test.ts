import { describe, expect, it } from "vitest";
import { validateCatalog } from "../../../module/engine/core/conditions/catalog.ts";
import { statsRead } from "../../../module/engine/core/economy/quantity.ts";
import { getRuleset } from "../../../module/engine/registry.ts";
import { WOUNDS_CONDITIONS, WOUNDS_CONDITION_IDS } from "../../../module/engine/rulesets/wounds/conditions.ts";
import { WOUNDS_ACTIONS, WOUNDS_ACTION_IDS } from "../../../module/engine/rulesets/wounds/economy/actions.ts";
import { woundsStats } from "../../../module/engine/rulesets/wounds/economy/pools.ts";
import { WOUNDS_RULES } from "../../../module/engine/rulesets/wounds/rules.ts";
import { conditionsInForce } from "../../../module/engine/rulesets/wounds/status.ts";
import { actor, creature } from "./fixtures.ts";

describe("the wounds descriptor", () => {
  it("carries its rules: economy, turn structure and condition catalog", () => {
    const descriptor = getRuleset("wounds");
    expect(descriptor.rules).toBe(WOUNDS_RULES);
    expect(descriptor.id).toBe("wounds");
    expect(descriptor.grid.unit).toBe("yd");
  });
  it('"Unspent AP is carried over": AP refills carry over; acts too costly are paid over turns', () => {
    const ap = WOUNDS_RULES.economy.pools.find((p) => p.id === "ap");
    expect(ap?.home).toBe("combatant");
    expect(ap?.refills.map((r) => [r.at, r.carryOver, r.unless])).toEqual([
      ["roundStart", true, "noApGain"],
      ["turnEnd", true, "noApGain"],
    ]);
    expect(WOUNDS_RULES.economy.overrun).toBe("carryOver");
  });
  it("the pools read only stats the ruleset provides", () => {
    const stats = woundsStats(actor());
    for (const pool of WOUNDS_RULES.economy.pools) {
      for (const name of [pool.max, ...pool.refills.flatMap((r) => (r.amount === "max" ? [] : [r.amount]))].flatMap(
        statsRead,
      )) {
        expect(stats[name]).toBeDefined();
      }
    }
  });
  it('"participants act in descending order of initiative scores" that change during combat, floor 0', () => {
    expect(WOUNDS_RULES.turns).toEqual({
      kind: "initiative",
      reroll: "never",
      shifts: "immediate",
      holds: "none",
      initiativeFloor: 0,
    });
  });
  it("lists every action once", () => {
    expect(WOUNDS_ACTIONS.map((a) => a.id)).toEqual([...WOUNDS_ACTION_IDS]);
  });
});

describe("the wounds condition catalog", () => {
  it("is well formed: ids match keys, daughters exist, no cycles", () => {
    expect(validateCatalog(WOUNDS_CONDITIONS)).toEqual([]);
    expect(Object.keys(WOUNDS_CONDITIONS)).toEqual([...WOUNDS_CONDITION_IDS]);
  });
  it('pinned: "the target is now helpless and immobile" and still grappling', () => {
    expect(WOUNDS_CONDITIONS.pinned.implies).toEqual(["helpless", "immobile", "grappling"]);
  });
  it('"you are considered wounded with a severity equal to your highest wound": derived conditions follow the numbers', () => {
    const c = creature({
      wounds: { severe: 1 },
      fatigue: 10,
      exhausted: true,
      dying: true,
      afflictions: { bleeding: "light" },
    });
    const inForce = conditionsInForce(actor(c));
    for (const id of ["severelyWounded", "exhausted", "staggered", "dying", "bleeding"])
      expect(inForce.has(id)).toBe(true);
    expect(conditionsInForce(actor(creature({ dead: true }))).has("helpless")).toBe(true);
  });
});
