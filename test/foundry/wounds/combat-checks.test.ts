/**
 * Combat checks from the `wounds` sheet (reachability row 52; module/foundry/rulesets/wounds/checks/roll-combat-check.ts,
 * docs/rules/wounds.md decision 193) on the strict fake. Seed 004: "Combat checks function the same as attack rolls,
 * except they don't result in damage and wounds, and may use a TN other than your target's Defense"; "Fortitude: Vit
 * [Resistance/Fortitude]", "Willpower: Prs [Resistance/Willpower]". Alice's Vera: Vit 1, Prs 1, no Resistance, so both
 * are +1 on a wild 1d20 − 10; Dex 1, Melee 2 with Swords 1 and a longsword of accuracy 1: a melee weapon check of +5.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { rollCombatCheck } from "../../../module/foundry/rulesets/wounds/checks/roll-combat-check.ts";
import { combatChecksRolled } from "../../../module/foundry/rulesets/wounds/checks/self-check-combat-check.ts";
import { DiceScript } from "../../../module/foundry/self-check/dice-script.ts";
import type { Skirmish } from "../../../module/foundry/self-check/skirmish.ts";
import { RunTracker } from "../../../module/foundry/self-check/tracker.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { installSelfCheckWorld } from "../../support/fake-foundry/world/self-check-world.ts";
import { checkFace, shownCheck } from "../chat/check-card/shown.ts";
import { LONGSWORD, woundsWorld, type WoundsWorld } from "./world-fixture.ts";
import { runWoundsStep } from "./run-step.ts";

type AnyActor = Parameters<typeof rollCombatCheck>[0];
let w: WoundsWorld;
const roll = (id: string, tn: number) => rollCombatCheck(w.vera as unknown as AnyActor, id, tn);
const cards = (): FakeChatMessage[] => [...w.messages.values()].filter((m) => m.rolls.length > 0);

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  w.as(w.alice);
  return () => {
    vi.restoreAllMocks();
  };
});

describe('"Fortitude: Vit [Resistance/Fortitude]"', () => {
  it("Vera's +1 and a 12 meet TN 3: the card names the check, the TN, the margin and the chance before the roll", async () => {
    w.dice(12);
    expect(await roll("fortitude", 3)).toBe(true);
    const card = cards().at(-1);
    expect(card?.rolls.map((r) => r.total)).toEqual([3]);
    expect(shownCheck(card).title).toBe("Vera — Fortitude check");
    // A d20 of 12 or more: 9 in 20.
    expect(checkFace(card)).toMatch(/^Total 3 · (?:Had to beat|Needed) 3\b.* · Success · .*45%$/);
  });

  it('"All attack and defense rolls are wild rolls", and combat checks "function the same": a natural 20 explodes and is a critical', async () => {
    w.dice(20, 4);
    await roll("fortitude", 20);
    const card = cards().at(-1);
    expect(card?.rolls.map((r) => r.total)).toEqual([15]);
    expect(checkFace(card)).toContain("Critical success");
  });
});

describe('"Willpower: Prs [Resistance/Willpower]"', () => {
  it("Vera's +1 and a 5 miss TN 0 by 4", async () => {
    w.dice(5);
    await roll("willpower", 0);
    const card = cards().at(-1);
    expect(shownCheck(card).title).toBe("Vera — Willpower check");
    expect(checkFace(card)).toMatch(/^Total -4 · (?:Had to beat|Needed) 0\b.* · Failure/);
  });
});

describe('"Melee weapon: Dex [Melee/Weapon group] + weapon\'s accuracy"', () => {
  it("made with an equipped weapon only, read again from Vera's items: unequipped it is refused and nothing is posted", async () => {
    await w.vera.items.get(LONGSWORD)?.update({ system: { equipped: false } });
    expect(await roll(`meleeWeapon:${LONGSWORD}`, 0)).toBe(false);
    expect(w.warnings.at(-1)).toContain("no longer equipped");
    expect(cards()).toEqual([]);
  });

  it("the longsword's check is Dex 1 + Melee 2 + Melee/Swords 1 + accuracy 1 = +5, no damage added", async () => {
    await w.vera.items.get(LONGSWORD)?.update({ system: { equipped: true } });
    w.dice(10);
    expect(await roll(`meleeWeapon:${LONGSWORD}`, 2)).toBe(true);
    const card = cards().at(-1);
    expect(shownCheck(card).title).toBe("Vera — Melee weapon check (Longsword)");
    expect(card?.rolls.map((r) => r.total)).toEqual([5]);
  });
});

describe("who rolls", () => {
  it("the owner: Bob may not roll Alice's Vera, and nothing is posted", async () => {
    w.as(w.bob);
    expect(await roll("fortitude", 0)).toBe(false);
    expect(cards()).toEqual([]);
  });

  it("a check id that names nothing the creature can make is refused", async () => {
    expect(await roll("spell:Fire", 0)).toBe(false);
    expect(await roll("initiative", 0)).toBe(false);
    expect(cards()).toEqual([]);
  });
});

describe("the self-check's combat-check step (checks/self-check-combat-check.ts)", () => {
  async function run(): Promise<void> {
    installSelfCheckWorld(w);
    w.as(w.gm);
    await runWoundsStep(combatChecksRolled, { actors: { attacker: w.ogre as never, target: w.vera as never } });
  }

  it("passes on a world that plays the seed: Vera's Fortitude and Willpower (+1 each) each total 19 − 10 + 1 = 10", async () => {
    await run();
    expect(cards().map((c) => [shownCheck(c).title, c.rolls[0]?.total])).toEqual([
      ["Vera — Fortitude check", 10],
      ["Vera — Willpower check", 10],
    ]);
  });

  it("fails when the check cannot be rolled by the one running it (a player who does not own the target)", async () => {
    installSelfCheckWorld(w);
    const tracker = new RunTracker();
    const skirmish: Skirmish = {
      ruleset: "wounds",
      tracker,
      dice: new DiceScript(tracker),
      actors: { attacker: w.vera as never, target: w.ogre as never },
      notes: new Map<string, unknown>(),
    };
    await expect(combatChecksRolled.run(skirmish)).rejects.toThrow(
      /the fortitude check rolled: expected true, got false/,
    );
    await tracker.cleanup();
  });
});
