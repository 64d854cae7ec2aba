/**
 * Jumping from the `wounds` sheet (reachability rows 98, 99; module/foundry/rulesets/wounds/checks/roll-jump.ts,
 * docs/rules/wounds.md decision 194) on the strict fake. Seed 004: "first decide whether you are attempting a long
 * jump or high jump, then make a Str [Athletics/Jumping] check. If you moved at least 5 yards leading up to the jump,
 * you use your normal result and add your Speed. Otherwise, halve your result. If you are performing a long jump, you
 * can jump a distance up to your check result in feet. If you are performing a high jump, you jump a maximum height
 * of double your check result in inches." Alice's Vera: Str 2, Athletics 1, Speed 1; a standard 1d20 − 10, so a face
 * f is a check of f − 7.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { rollJump, rollLanding } from "../../../module/foundry/rulesets/wounds/checks/roll-jump.ts";
import { jumpRolled } from "../../../module/foundry/rulesets/wounds/checks/self-check-jump.ts";
import { landingRolled } from "../../../module/foundry/rulesets/wounds/checks/self-check-landing.ts";
import { installSelfCheckWorld } from "../../support/fake-foundry/world/self-check-world.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { checkFace, shownCheck } from "../chat/check-card/shown.ts";
import { woundsWorld, type WoundsWorld } from "./world-fixture.ts";
import { runWoundsStep } from "./run-step.ts";

type AnyActor = Parameters<typeof rollJump>[0];
let w: WoundsWorld;
const jump = (kind: "long" | "high", runUp: boolean) => rollJump(w.vera as unknown as AnyActor, kind, runUp);
const cards = (): FakeChatMessage[] => [...w.messages.values()].filter((m) => m.rolls.length > 0);

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  w.as(w.alice);
  return () => {
    vi.restoreAllMocks();
  };
});

describe('"If you moved at least 5 yards leading up to the jump, you use your normal result and add your Speed"', () => {
  it("a long jump with a run-up: a 17 is a check of 10, + Speed 1 = 11 feet, 4 yards of movement", async () => {
    w.dice(17);
    expect(await jump("long", true)).toBe(true);
    const card = shownCheck(cards().at(-1));
    expect(card.title).toBe("Vera — Long jump (5-yard run-up)");
    expect(card.effects).toEqual([
      "A long jump of up to 11 feet: 4 yards of movement, which the token's move draws from the movement pool",
    ]);
  });

  it('"a maximum height of double your check result in inches": the same 17 with a run-up is 22 inches', async () => {
    w.dice(17);
    await jump("high", true);
    expect(shownCheck(cards().at(-1)).effects[0]).toContain("up to 22 inches");
  });
});

describe('"Otherwise, halve your result"', () => {
  it("standing, a check of 10 is 5 feet (2 yards); a check below 0 jumps nowhere", async () => {
    w.dice(17);
    await jump("long", false);
    expect(shownCheck(cards().at(-1)).effects[0]).toContain("up to 5 feet: 2 yards");
    w.dice(2);
    await jump("long", false);
    expect(shownCheck(cards().at(-1)).effects[0]).toContain("up to 0 feet: 0 yards");
  });

  it("a jump is a standard check: a natural 20 does not explode (no wild roll) and meets no TN", async () => {
    w.dice(20, 20);
    await jump("high", false);
    const card = cards().at(-1);
    expect(card?.rolls.map((r) => r.total)).toEqual([13]);
    expect(shownCheck(card).effects[0]).toContain("up to 12 inches");
  });
});

describe('"Landing in difficult terrain or on a slippery surface requires a Dex [Acrobatics/Balance] check to remain standing"', () => {
  const land = (check: "landing" | "ledge", tn: number) => rollLanding(w.vera as unknown as AnyActor, check, tn);

  it("at the TN the GM named (3): a 12 (12 − 10 + Dex 1 = 3) remains standing, an 11 does not", async () => {
    w.dice(12);
    expect(await land("landing", 3)).toBe(true);
    const kept = shownCheck(cards().at(-1));
    expect(kept.title).toBe("Vera — Landing (Dex [Acrobatics/Balance])");
    expect(checkFace(cards().at(-1))).toContain("Total 3");
    expect(kept.effects).toEqual(["Lands and remains standing"]);
    w.dice(11);
    await land("landing", 3);
    expect(shownCheck(cards().at(-1)).effects).toEqual(["Does not remain standing: set Prone on the token"]);
    // The card writes no document: the status is the table's to set.
    expect(w.vera.statuses.has("prone")).toBe(false);
  });

  it('"If your long jump distance places you within one yard of a ledge, you may attempt to grab on with a Dex [Acrobatics/Gymnastics] check"', async () => {
    w.dice(15);
    await land("ledge", 5);
    expect(shownCheck(cards().at(-1)).effects).toEqual(["Grabs the ledge"]);
    w.dice(2);
    await land("ledge", 5);
    expect(shownCheck(cards().at(-1)).effects[0]).toContain("Misses the ledge and falls");
  });

  it("the owner only: Bob may not roll Vera's landing", async () => {
    w.as(w.bob);
    expect(await land("landing", 0)).toBe(false);
    expect(cards()).toEqual([]);
  });
});

describe("who jumps", () => {
  it("the owner: Bob may not roll Alice's Vera's jump, and nothing is posted", async () => {
    w.as(w.bob);
    expect(await jump("long", true)).toBe(false);
    expect(cards()).toEqual([]);
  });
});

describe("the self-check's jump step (checks/self-check-jump.ts)", () => {
  async function run(attacker: WoundsWorld["vera"], target: WoundsWorld["vera"]): Promise<void> {
    installSelfCheckWorld(w);
    await runWoundsStep(jumpRolled, { actors: { attacker: attacker as never, target: target as never } });
  }

  it("passes on a world that plays the seed: Vera's 19 is a check of 12, + Speed 1 = 13 feet, 5 yards", async () => {
    w.as(w.gm);
    await run(w.ogre, w.vera);
    expect(shownCheck(cards().at(-1)).effects[0]).toContain("up to 13 feet: 5 yards");
  });

  it("fails when the one running it may not roll the target's jump", async () => {
    await expect(run(w.vera, w.ogre)).rejects.toThrow(/the long jump rolled: expected true, got false/);
  });
});

describe("the self-check's landing step (checks/self-check-landing.ts)", () => {
  async function run(target: WoundsWorld["vera"]): Promise<void> {
    installSelfCheckWorld(w);
    await runWoundsStep(landingRolled, { actors: { attacker: w.ogre as never, target: target as never } });
  }

  it("passes on a world that plays the seed: a 1 at TN 30 does not remain standing, a 19 at TN −10 grabs the ledge", async () => {
    w.as(w.gm);
    await run(w.vera);
    expect(cards().map((c) => shownCheck(c).effects[0])).toEqual([
      "Does not remain standing: set Prone on the token",
      "Grabs the ledge",
    ]);
  });

  it("fails when the one running it may not roll the target's checks", async () => {
    await expect(run(w.ogre)).rejects.toThrow(/the landing rolled: expected true, got false/);
  });
});
