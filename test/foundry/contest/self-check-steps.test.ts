/**
 * The `contest` economy's self-check steps, run on the strict fake as the in-world self-check will run them after the
 * shared encounter steps: they pass on a world that plays the seed, and fail when the AP disagree with it.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DiceScript } from "../../../module/foundry/self-check/dice-script.ts";
import type { Skirmish } from "../../../module/foundry/self-check/skirmish.ts";
import { RunTracker } from "../../../module/foundry/self-check/tracker.ts";
import { CONTEST_ECONOMY_SELF_CHECK } from "../../../module/foundry/rulesets/contest/combat/self-check-steps.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { installSelfCheckWorld } from "../../support/fake-foundry/world/self-check-world.ts";
import { combatantOf, systemOf } from "../combat/fixture.ts";
import { contestFight } from "./combat-fixture.ts";
import { contestWorld, type ContestWorld } from "./world-fixture.ts";

let w: ContestWorld;
let combat: FakeCombat;
let tracker: RunTracker;
let skirmish: Skirmish;

beforeEach(async () => {
  w = await contestWorld();
  installSelfCheckWorld(w);
  ({ combat } = await contestFight(w));
  await combat.startCombat();
  tracker = new RunTracker();
  skirmish = {
    ruleset: "contest",
    tracker,
    dice: new DiceScript(tracker),
    actors: { attacker: w.kara as never, target: w.brute as never },
    combat: combat as never,
    notes: new Map<string, unknown>(),
  };
});

afterEach(async () => {
  await tracker.cleanup();
});

describe("the contest economy self-check steps", () => {
  it("pass in order on a world that plays the seed (3 AP, one free action, the shortfall and override, 3 AP again)", async () => {
    for (const step of CONTEST_ECONOMY_SELF_CHECK.encounter) await step.run(skirmish);
    expect(systemOf(combatantOf(combat, w.brute))).toMatchObject({ ap: 0, freeActions: 1 });
    await combat.nextRound();
    for (const step of CONTEST_ECONOMY_SELF_CHECK.afterRound) await step.run(skirmish);
    expect(systemOf(combatantOf(combat, w.kara))).toMatchObject({ ap: 3 });
  });

  it("fail when a fighter's AP is not the round's 3", async () => {
    await combatantOf(combat, w.brute).update({ system: { ap: 1 } });
    const [first] = CONTEST_ECONOMY_SELF_CHECK.encounter;
    await expect(Promise.resolve().then(() => first.run(skirmish))).rejects.toThrow(/target's AP: expected 3, got 1/);
  });
});
