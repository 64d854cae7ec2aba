/**
 * The self-check's Maneuver, forced movement and jump steps (self-check-forced.ts, decisions 147–149), run as the
 * runner runs them on the strict fake with a scene of 1 m squares: Vera acts, the Brute stands next to her.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  forcedMoveStep,
  jumpStep,
  maneuverStep,
  pushOnlyStep,
  pushUndoneStep,
} from "../../../module/foundry/rulesets/momentum/self-check-forced.ts";
import type { Skirmish } from "../../../module/foundry/self-check/skirmish.ts";
import { RunTracker } from "../../../module/foundry/self-check/tracker.ts";
import type { FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import type { MomentumWorld } from "./world-fixture.ts";
import { momentumYard } from "./yard-fixture.ts";

let w: MomentumWorld;
let bruteToken: FakeSceneToken;
let skirmish: Skirmish;

const vitality = () => (w.brute.system as unknown as { vitality: { value: number } }).vitality.value;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.stubGlobal("document", { querySelectorAll: () => [] });
  const yard = await momentumYard();
  ({ w, bruteToken } = yard);
  skirmish = {
    ruleset: "momentum",
    // One face a rule, as the steps roll one die after each (the runner applies the rule to every die).
    dice: {
      set: (rule?: (faces: number) => number) => {
        if (rule) w.dice(rule(20));
      },
    },
    notes: new Map(),
    // The run's own actors (a third creature imported from the monster compendium), removed with it.
    tracker: new RunTracker(),
    actors: { attacker: w.vera, target: w.brute },
    combat: yard.combat,
    scene: yard.scene,
  } as unknown as Skirmish;
  w.as(w.gm);
  return () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  };
}, 30_000);

describe("the momentum self-check's Maneuver, forced movement and jump", () => {
  it("a Maneuver added to the weapon attack is named by the card; the Brute's Vitality and the item put back", async () => {
    await maneuverStep.run(skirmish);
    expect(vitality()).toBe(20);
    expect(w.vera.items.contents.some((i) => i.name === "Self-check Ability")).toBe(false);
  });

  it("an Ability that pushes 1 m moves the Brute one square away, once; it is put back", async () => {
    await forcedMoveStep.run(skirmish);
    expect(bruteToken.x).toBe(100);
  });

  it("the card's Undo of the push's damage puts the Brute back on its square (decision 161), and gives the occupant its collision damage back (decision 166)", async () => {
    await pushUndoneStep.run(skirmish);
    expect(bruteToken.x).toBe(100);
    expect(vitality()).toBe(20);
    // The third creature's token is gone again: nothing left behind the Brute.
    expect(skirmish.scene?.tokens.size).toBe(2);
  });

  it("the step fails when the Undo does not give the occupant's damage back", async () => {
    // An Undo that restores the target's data only, not the other creatures the hit struck: the occupant keeps its
    // damage.
    const snapshot = await import("../../../module/foundry/chat/attack-card/damage-snapshot.ts");
    vi.spyOn(snapshot, "restore").mockImplementation(async (target, before) => {
      await target.update({ system: before.system as Record<string, unknown> });
    });
    await expect(pushUndoneStep.run(skirmish)).rejects.toThrow("the third creature's Vitality after Undo");
  });

  it("an Ability with no damage line pushes the Brute, and the card has no damage step (decision 160)", async () => {
    await pushOnlyStep.run(skirmish);
    expect(bruteToken.x).toBe(100);
    expect(vitality()).toBe(20);
  });

  it("a jump from difficult terrain with 3 m left is refused, from open ground allowed", async () => {
    await jumpStep.run(skirmish);
  });
});
