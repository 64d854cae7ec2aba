/**
 * The `wounds` economy's self-check steps, run on the strict fake as the in-world self-check will run them after the
 * shared encounter steps: they pass on a world that plays the seed, and fail when the AP disagree with it.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DiceScript } from "../../../module/foundry/self-check/dice-script.ts";
import type { Skirmish } from "../../../module/foundry/self-check/skirmish.ts";
import { RunTracker } from "../../../module/foundry/self-check/tracker.ts";
import { healAcrossTurns } from "../../../module/foundry/rulesets/wounds/healing/self-check-heal-turns.ts";
import { ignoreSet } from "../../../module/foundry/rulesets/wounds/combat/self-check-ignore.ts";
import { itemActsPaid } from "../../../module/foundry/rulesets/wounds/combat/self-check-item-acts.ts";
import { spellsInvested } from "../../../module/foundry/rulesets/wounds/mana/self-check-spells.ts";
import { readiedTaken } from "../../../module/foundry/rulesets/wounds/combat/self-check-readied.ts";
import { readiedCheckTaken } from "../../../module/foundry/rulesets/wounds/checks/self-check-readied-check.ts";
import { readiedPostureTaken } from "../../../module/foundry/rulesets/wounds/combat/self-check-readied-posture.ts";
import { WOUNDS_ECONOMY_SELF_CHECK } from "../../../module/foundry/rulesets/wounds/combat/self-check-steps.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { installSelfCheckWorld } from "../../support/fake-foundry/world/self-check-world.ts";
import { fighter, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

let w: WoundsWorld;
let combat: FakeCombat;
let tracker: RunTracker;
let skirmish: Skirmish;

beforeEach(async () => {
  w = await woundsWorld();
  // The self-check's world: its scripted dice method among core's fulfillment methods.
  installSelfCheckWorld(w);
  w.as(w.gm);
  combat = await woundsCombat([
    { actor: w.vera, initiative: 12 },
    { actor: w.ogre, initiative: 8 },
  ]);
  await combat.startCombat();
  tracker = new RunTracker();
  skirmish = {
    ruleset: "wounds",
    tracker,
    dice: new DiceScript(tracker),
    actors: { attacker: w.vera as never, target: w.ogre as never },
    combat: combat as never,
    notes: new Map<string, unknown>(),
  };
});

afterEach(async () => {
  await tracker.cleanup();
});

describe("the wounds economy self-check steps", () => {
  it("pass in order on a world that plays the seed (7 AP, Treat Wound declared and cancelled, 14 AP in round 2)", async () => {
    for (const step of WOUNDS_ECONOMY_SELF_CHECK.encounter) await step.run(skirmish);
    await combat.nextRound();
    for (const step of WOUNDS_ECONOMY_SELF_CHECK.afterRound) await step.run(skirmish);
    expect(fighter(combat, w.vera).system.toObject()).toMatchObject({ ap: 14, pending: { action: "" } });
  });

  it('healAcrossTurns passes: "declare the action, spend all your current AP … at which point the action takes effect" (decision 157)', async () => {
    await w.vera.update({ system: { wounds: { light: 1 } } });
    await healAcrossTurns.run(skirmish);
    expect(w.vera.system.toObject()).toMatchObject({ wounds: { light: 0 } });
    expect(fighter(combat, w.vera).system.toObject()).toMatchObject({ pending: { action: "" }, pendingAim: "" });
  });

  it("fail when the attacker's AP is not what the Speed table gives", async () => {
    await fighter(combat, w.vera).update({ system: { ap: 3 } });
    const [first] = WOUNDS_ECONOMY_SELF_CHECK.encounter;
    // The runner awaits each step inside its try: a step may throw or reject.
    await expect(Promise.resolve().then(() => first.run(skirmish))).rejects.toThrow(/AP in round 1: expected 7, got 3/);
  });
});

describe("the Ignore step (combat/self-check-ignore.ts, decision 152)", () => {
  it('passes on a world that plays the seed: off its turn, "as a free reaction when you first become flanked", the Ogre ignores Vera', async () => {
    await ignoreSet.run(skirmish);
    expect(fighter(combat, w.ogre).system.toObject()).toMatchObject({ ignoring: [fighter(combat, w.vera).id] });
  });
});

describe("the item-cost step (combat/self-check-item-acts.ts, decisions 178–180)", () => {
  it('passes on a world that plays the seed: pouch 3, potion 4, a Battle Cry past its stamina ("you take fatigue equal to the excess stamina cost"), leaving nothing behind', async () => {
    const before = w.vera.system.toObject() as unknown as { stamina: { value: number }; fatigue: number };
    await itemActsPaid.run(skirmish);
    expect(fighter(combat, w.vera).system.toObject()).toMatchObject({ ap: 0 });
    expect(w.vera.system.toObject()).toMatchObject({
      stamina: { value: before.stamina.value },
      fatigue: before.fatigue,
    });
    expect([w.vera.items.size, w.ogre.items.size]).toEqual([1, 0]);
  });
});

describe("the Ready step (combat/self-check-readied.ts, decision 182)", () => {
  it('passes on a world that plays the seed: "you can take the chosen action as a reaction in response to any event"', async () => {
    await readiedTaken.run(skirmish);
    expect([w.vera.statuses.has("defending"), w.vera.statuses.has("readied")]).toEqual([true, false]);
  });
});

describe("the readied action check step (checks/self-check-readied-check.ts, decision 229)", () => {
  it('passes on a world that plays the seed: "you can take the chosen action as a reaction", its check rolled as on its turn', async () => {
    const messages = w.messages.size;
    await readiedCheckTaken.run(skirmish);
    expect([w.vera.statuses.has("readied"), w.messages.size - messages]).toEqual([false, 1]);
  });
});

describe("the readied posture step (combat/self-check-readied-posture.ts, decision 230)", () => {
  it('passes on a world that plays the seed: "You change your position between standing, crouching, or prone", readied; the attacker stands after', async () => {
    await readiedPostureTaken.run(skirmish);
    expect([w.vera.statuses.has("crouching"), w.vera.statuses.has("readied")]).toEqual([false, false]);
  });
});

describe("the spells-and-mana step (mana/self-check-spells.ts, decisions 188–189)", () => {
  it('passes on a world that plays the seed: "When you invest mana, your current and maximum mana decrease by the same amount", returned when the effect ends; leaving nothing behind', async () => {
    await w.vera.update({ system: { raceMana: 3, mana: { value: 2 } } });
    await spellsInvested.run(skirmish);
    expect(w.vera.system.toObject()).toMatchObject({ raceMana: 3, mana: { value: 2 }, invested: [] });
    expect([w.vera.items.size, w.ogre.items.size]).toEqual([1, 0]);
  });
});
