/**
 * Rests from the `wounds` character sheet (issue 21; module/foundry/rulesets/wounds/rest/take-rest.ts) on the strict
 * fake. Alice's Vera: Vitality 1, Persona 1, race stamina 10 (maximum 11); checks roll 1d20 − 10, so a queued face f
 * gives a Vit check of f − 10 + 1 − fatigue + the recovery bonus.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { restTaken, tendedRestTaken } from "../../../module/foundry/rulesets/wounds/rest/self-check-rest.ts";
import { takeWoundsRest } from "../../../module/foundry/rulesets/wounds/rest/take-rest.ts";
import { DiceScript } from "../../../module/foundry/self-check/dice-script.ts";
import type { Skirmish } from "../../../module/foundry/self-check/skirmish.ts";
import { RunTracker } from "../../../module/foundry/self-check/tracker.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { faceSource } from "../../support/fake-foundry/world/dice.ts";
import { FakeSceneDocument, installSelfCheckWorld } from "../../support/fake-foundry/world/self-check-world.ts";
import { shownText } from "./shown-text.ts";
import { woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

let w: WoundsWorld;
/** The compendium's Bandit (packs/_source/wounds-monsters), the self-check's target. */
const BANDIT = "YBdA77uYxLKvkyAN";

type Wounds = Record<"light" | "moderate" | "severe" | "critical" | "fatal", number>;
const NONE: Wounds = { light: 0, moderate: 0, severe: 0, critical: 0, fatal: 0 };

interface Vitals {
  readonly wounds: Wounds;
  readonly stamina: { readonly value: number };
  readonly mana: { readonly value: number };
  readonly fatigue: number;
  readonly exhausted: boolean;
  readonly recoveryBonus: number;
  readonly longRestsToday: number;
}

const vitals = (a: FakeActor): Vitals => a.system.toObject() as unknown as Vitals;
const asActor = (a: FakeActor) => a as unknown as Actor.Implementation;
const lastMessage = (): FakeChatMessage | undefined => [...w.messages.values()].at(-1);
const lastText = (): string => shownText(lastMessage());

async function set(system: Record<string, unknown>): Promise<void> {
  await w.vera.update({ system });
}

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  faceSource.clear();
  w = await woundsWorld();
  w.as(w.alice);
});

describe('"A short rest recovers half of your current maximum stamina and mana, rounded down … If you are lightly or moderately wounded, it also removes a single light wound."', () => {
  it("from 0 stamina with a light and a moderate wound: +5 stamina (half of 11), one light wound gone, posted in chat", async () => {
    await set({ stamina: { value: 0 }, wounds: { ...NONE, light: 2, moderate: 1 } });
    expect(await takeWoundsRest(asActor(w.vera), "short")).toBe(true);
    const after = vitals(w.vera);
    expect(after.stamina.value).toBe(5);
    expect(after.wounds).toEqual({ ...NONE, light: 1, moderate: 1 });
    expect(lastText()).toContain("+5 stamina");
    expect(lastText()).toContain("a light wound removed");
  });

  it("a severely wounded creature keeps its light wounds", async () => {
    await set({ stamina: { value: 0 }, wounds: { ...NONE, light: 2, severe: 1 } });
    await takeWoundsRest(asActor(w.vera), "short");
    expect(vitals(w.vera).wounds).toEqual({ ...NONE, light: 2, severe: 1 });
  });
});

describe('long rest: "Apply these benefits in order when you complete the rest"', () => {
  it('"If you are exhausted, you are no longer exhausted and recover all stamina and mana, but gain no other benefits"', async () => {
    await set({ fatigue: 6, exhausted: true, stamina: { value: 0 }, wounds: { ...NONE, light: 3 } });
    await takeWoundsRest(asActor(w.vera), "long");
    const after = vitals(w.vera);
    expect(after.exhausted).toBe(false);
    expect(after.wounds).toEqual({ ...NONE, light: 3 });
    expect(after.fatigue).toBe(6);
    // "Your maximum stamina is reduced by your fatigue level": 11 − 6.
    expect(after.stamina.value).toBe(5);
    expect(after.longRestsToday).toBe(1);
    expect(lastText()).toContain("no longer exhausted");
  });

  it("light wounds healed, fatigue −(5 + Vitality 1 − moderate 2), then a recovery check reduces the moderate wound", async () => {
    await set({ fatigue: 3, stamina: { value: 1 }, wounds: { ...NONE, light: 2, moderate: 1 } });
    // Fatigue 3 − 4 → 0 before the check: Vit 1 − 0 + face 5 − 10 = −4 meets the moderate TN −5.
    faceSource.push(5);
    await takeWoundsRest(asActor(w.vera), "long");
    const after = vitals(w.vera);
    expect(after.fatigue).toBe(0);
    expect(after.wounds).toEqual({ ...NONE, light: 1 });
    expect(after.stamina.value).toBe(11);
    expect(lastText()).toContain("2 light wounds healed");
    expect(lastText()).toContain("fatigue −3");
    // The recovery check's card: its total, and what the rest did.
    expect(lastText()).toContain("Vera — Recovery check (long rest) · Total -4");
    expect(lastText()).toContain("a Moderate wound reduced to Light");
    expect(lastMessage()?.rolls).toHaveLength(1);
  });
});

describe('"A recovery check is a Vit check with a penalty equal to your current fatigue … you gain a cumulative +1 bonus on all future recovery checks until a check results in a healed wound"', () => {
  it("the fatigue left after the rest's own reduction is the penalty; a failure earns +1, the next success spends it", async () => {
    // Severe (3): fatigue 5 − (5 + 1 − 3) = 2 left. Face 8: 8 − 10 + 1 − 2 = −3, short of the severe TN −1.
    await set({ fatigue: 5, wounds: { ...NONE, severe: 1 } });
    faceSource.push(8);
    await takeWoundsRest(asActor(w.vera), "long");
    expect(vitals(w.vera)).toMatchObject({ fatigue: 2, recoveryBonus: 1, wounds: { ...NONE, severe: 1 } });
    expect(lastText()).toContain("Total -3");
    expect(lastText()).toContain("no wound healed (+1 to the next recovery check)");
    // Second rest: fatigue 2 → 0, face 8 again: 8 − 10 + 1 − 0 + 1 = 0 meets −1.
    faceSource.push(8);
    await takeWoundsRest(asActor(w.vera), "long");
    expect(vitals(w.vera)).toMatchObject({ fatigue: 0, recoveryBonus: 0, wounds: { ...NONE, moderate: 1 } });
  });
});

describe('"you can only gain the benefits of a long rest twice per day"; "You cannot take a long rest if you are fatally wounded"', () => {
  it("a third long rest is refused and changes nothing until New day", async () => {
    await set({ longRestsToday: 2, stamina: { value: 0 } });
    expect(await takeWoundsRest(asActor(w.vera), "long")).toBe(false);
    expect(vitals(w.vera).stamina.value).toBe(0);
    expect(w.warnings.at(-1)).toContain("Two long rests a day already taken");
    expect(await takeWoundsRest(asActor(w.vera), "newDay")).toBe(true);
    expect(vitals(w.vera).longRestsToday).toBe(0);
    expect(await takeWoundsRest(asActor(w.vera), "long")).toBe(true);
    expect(vitals(w.vera).stamina.value).toBe(11);
  });

  it("fatally wounded: refused", async () => {
    await set({ wounds: { ...NONE, fatal: 1 }, stamina: { value: 0 } });
    expect(await takeWoundsRest(asActor(w.vera), "long")).toBe(false);
    expect(vitals(w.vera)).toMatchObject({ longRestsToday: 0, stamina: { value: 0 } });
  });
});

describe('tending: "If you tend another character for at least two hours while they are taking a long rest, you may make a Lor [Healing/Wounds] check, substituting your check result for their recovery check if it is higher"', () => {
  /** Bob's Sten, Lore 2 with Healing 2, no healing kit: his check is f − 10 + 4 − 5. */
  const tender = () =>
    w.createActor({
      name: "Sten",
      type: "wounds-character",
      ownership: { default: 0, [w.bob.id]: 3 },
      system: {
        attributes: { strength: 0, dexterity: 0, speed: 0, vitality: 0, perception: 0, reason: 0, lore: 2, persona: 0 },
        skills: [{ skill: "Healing", specialization: "", rank: 2 }],
      },
    });

  it("Sten's higher check (face 20 → 9) heals Vera's severe wound where her own (face 2 → −7) would not", async () => {
    w.as(w.gm);
    const sten = tender();
    w.as(w.alice);
    await set({ wounds: { ...NONE, severe: 1 } });
    // Severe (3): fatigue 0. Vera: 2 − 10 + 1 = −7, short of the severe TN −1; Sten: 20 − 10 + 4 − 5 = 9.
    faceSource.push(2, 20);
    expect(await takeWoundsRest(asActor(w.vera), "longTended", asActor(sten))).toBe(true);
    expect(vitals(w.vera)).toMatchObject({ recoveryBonus: 0, wounds: { ...NONE, moderate: 1 } });
    expect(lastText()).toContain("Sten tends: Lor [Healing/Wounds] 9 (own recovery check -7, the higher counts)");
    expect(lastText()).toContain("Recovery check (long rest, tended by Sten) · Total -7");
    expect(lastText()).toContain("a Severe wound reduced to Moderate");
    expect(lastMessage()?.rolls).toHaveLength(2);
  });

  it("no tender (no target, or yourself) is refused and changes nothing", async () => {
    await set({ wounds: { ...NONE, severe: 1 } });
    expect(await takeWoundsRest(asActor(w.vera), "longTended", null)).toBe(false);
    expect(await takeWoundsRest(asActor(w.vera), "longTended", asActor(w.vera))).toBe(false);
    expect(w.warnings.at(-1)).toContain("Target the character who tends you");
    expect(vitals(w.vera).longRestsToday).toBe(0);
  });
});

describe("who may rest, and when", () => {
  it("not while the creature fights in a started combat", async () => {
    w.as(w.gm);
    const combat = await woundsCombat([{ actor: w.vera, initiative: 5 }]);
    await combat.startCombat();
    w.as(w.alice);
    await set({ stamina: { value: 0 } });
    expect(await takeWoundsRest(asActor(w.vera), "short")).toBe(false);
    expect(vitals(w.vera).stamina.value).toBe(0);
  });

  it("another user's creature is refused and left as it was: resting is its owner's", async () => {
    w.as(w.bob);
    const before = w.messages.size;
    expect(await takeWoundsRest(asActor(w.vera), "short")).toBe(false);
    expect(w.messages.size).toBe(before);
  });
});

describe("the self-check's rest step (rest/self-check-rest.ts)", () => {
  it("passes on a world that plays the seed: the compendium's Bandit rests out of the fight", async () => {
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
    await restTaken(BANDIT).run(skirmish);
    expect(lastText()).toContain("a light wound removed");
    await tendedRestTaken(BANDIT).run(skirmish);
    expect(lastText()).toContain("a Moderate wound reduced to Light");
    await tracker.cleanup();
  });
});
