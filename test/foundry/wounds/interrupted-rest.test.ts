/**
 * Long rest interrupted from the `wounds` character sheet (decision 249; rest/interrupted-rest.ts) on the strict fake,
 * seed 004 "Interrupting a Rest": "If a long rest is interrupted, provided that the interruption lasts no more than
 * half an hour, you may resume the long rest and gain the normal benefits by adding an extra hour onto the remaining
 * rest time. If a long rest is interrupted after at least 15 minutes, then you may apply all the benefits associated
 * with a short rest for every 15 minutes that have passed." Alice's Vera: maximum stamina 11.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  askInterruptedRest,
  interruptedAnswer,
  takeInterruptedRest,
} from "../../../module/foundry/rulesets/wounds/rest/interrupted-rest.ts";
import { interruptedRestTaken } from "../../../module/foundry/rulesets/wounds/rest/self-check-rest.ts";
import { DiceScript } from "../../../module/foundry/self-check/dice-script.ts";
import type { Skirmish } from "../../../module/foundry/self-check/skirmish.ts";
import { RunTracker } from "../../../module/foundry/self-check/tracker.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { FakeSceneDocument, installSelfCheckWorld } from "../../support/fake-foundry/world/self-check-world.ts";
import { shownText } from "./shown-text.ts";
import { woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

let w: WoundsWorld;
const BANDIT = "YBdA77uYxLKvkyAN";
const NONE = { light: 0, moderate: 0, severe: 0, critical: 0, fatal: 0 };

interface Vitals {
  readonly wounds: typeof NONE;
  readonly stamina: { readonly value: number };
  readonly longRestsToday: number;
}

const vitals = (a: FakeActor): Vitals => a.system.toObject() as unknown as Vitals;
const asActor = (a: FakeActor) => a as unknown as Actor.Implementation;
const lastMessage = (): FakeChatMessage | undefined => [...w.messages.values()].at(-1);
const dialogs = () => fake().foundry.applications.api.DialogV2;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  w.as(w.alice);
  await w.vera.update({ system: { stamina: { value: 0 }, wounds: { ...NONE, light: 3, moderate: 1 } } });
});

describe('"you may apply all the benefits associated with a short rest for every 15 minutes that have passed"', () => {
  it("given up after 47 minutes: three short rests (+5, +5, +1 stamina; three light wounds), one chat line", async () => {
    const before = w.messages.size;
    expect(await takeInterruptedRest(asActor(w.vera), { rested: 47, lasted: 60, choice: "giveUp" })).toBe(true);
    expect(vitals(w.vera)).toMatchObject({ stamina: { value: 11 }, wounds: { ...NONE, moderate: 1 } });
    // Not a long rest: the day's two stay available.
    expect(vitals(w.vera).longRestsToday).toBe(0);
    expect(w.messages.size).toBe(before + 1);
    expect(shownText(lastMessage())).toContain(
      "gives up the long rest after 47 minutes: the benefits of 3 short rests · +11 stamina · 3 light wounds healed",
    );
  });

  it('"after at least 15 minutes": 14 minutes rested give nothing, refused, nothing written', async () => {
    const before = w.messages.size;
    expect(await takeInterruptedRest(asActor(w.vera), { rested: 14, lasted: 5, choice: "giveUp" })).toBe(false);
    expect(vitals(w.vera).stamina.value).toBe(0);
    expect(w.messages.size).toBe(before);
    expect(w.warnings.at(-1)).toContain("Fewer than 15 minutes rested");
  });
});

describe('"provided that the interruption lasts no more than half an hour, you may resume the long rest … by adding an extra hour"', () => {
  it("resumed after 2 hours, 30 minutes interrupted: 7 hours left said in chat, nothing healed yet", async () => {
    expect(await takeInterruptedRest(asActor(w.vera), { rested: 120, lasted: 30, choice: "resume" })).toBe(true);
    expect(shownText(lastMessage())).toContain("resumes the long rest: 420 minutes left, the extra hour included");
    expect(vitals(w.vera).stamina.value).toBe(0);
  });

  it("an interruption of 31 minutes cannot be resumed: refused", async () => {
    expect(await takeInterruptedRest(asActor(w.vera), { rested: 120, lasted: 31, choice: "resume" })).toBe(false);
    expect(w.warnings.at(-1)).toContain("more than half an hour");
  });
});

describe("the dialog and who may answer it", () => {
  it("the owner's answer in the dialog is applied; a closed dialog does nothing", async () => {
    dialogs().answerNextInput({ rested: 30, lasted: 45, choice: "giveUp" });
    expect(await askInterruptedRest(asActor(w.vera))).toBe(true);
    expect(vitals(w.vera).stamina.value).toBe(10);
    const before = w.messages.size;
    dialogs().answerNextInput("close");
    expect(await askInterruptedRest(asActor(w.vera))).toBe(false);
    expect(w.messages.size).toBe(before);
  });

  it.each([
    [{ rested: 480, lasted: 0, choice: "giveUp" }],
    [{ rested: -15, lasted: 0, choice: "giveUp" }],
    [{ rested: 30.5, lasted: 0, choice: "giveUp" }],
    [{ rested: null, lasted: 0, choice: "giveUp" }],
    [{ rested: 30, lasted: 0, choice: "sleep" }],
  ])("a malformed answer (%o) is no answer", (form) => {
    expect(interruptedAnswer(form)).toBeUndefined();
  });

  it("another user's creature is refused and left as it was; its dialog is not even opened", async () => {
    w.as(w.bob);
    expect(await takeInterruptedRest(asActor(w.vera), { rested: 60, lasted: 60, choice: "giveUp" })).toBe(false);
    // No answer is scripted: a dialog opened would be a test error.
    expect(await askInterruptedRest(asActor(w.vera))).toBe(false);
    expect(vitals(w.vera).stamina.value).toBe(0);
  });

  it("not while the creature fights in a started combat, as a short rest", async () => {
    w.as(w.gm);
    const combat = await woundsCombat([{ actor: w.vera, initiative: 5 }]);
    await combat.startCombat();
    w.as(w.alice);
    expect(await takeInterruptedRest(asActor(w.vera), { rested: 60, lasted: 60, choice: "giveUp" })).toBe(false);
    expect(vitals(w.vera).stamina.value).toBe(0);
  });
});

describe("the self-check's interrupted rest step (rest/self-check-rest.ts)", () => {
  it("passes on a world that plays the seed: the compendium's Bandit takes its short rests' benefits", async () => {
    installSelfCheckWorld(w);
    w.as(w.gm);
    const scene = await FakeSceneDocument.create({
      name: "Rest",
      grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 0 },
    });
    const tracker = new RunTracker();
    const skirmish: Skirmish = {
      ruleset: "wounds",
      tracker,
      dice: new DiceScript(tracker),
      scene: scene as never,
      notes: new Map<string, unknown>(),
    };
    await interruptedRestTaken(BANDIT).run(skirmish);
    expect(shownText(lastMessage())).toContain("the benefits of 2 short rests · +10 stamina · 2 light wounds healed");
    await tracker.cleanup();
  });
});
