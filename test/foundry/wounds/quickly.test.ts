/**
 * Performing an action more quickly (reachability row 136; module/foundry/rulesets/wounds/checks/take-quickly.ts,
 * docs/rules/wounds.md decision 195) on the strict fake, the GM calling for the check on Vera's sheet in a started
 * combat on Vera's turn (7 AP; Mount/Dismount costs 6). Seed 004: "the GM will call for an appropriate check … (often
 * a Dex [Acrobatics] or Str [Athletics] check), and passing the check will reduce the AP cost of the action by 1 at
 * the cost of 1 stamina. For every 3 points by which you beat the TN, the cost further decreases by 1." Vera: Dex 1,
 * no Acrobatics, so a Dex [Acrobatics] check is a standard d20 − 9; stamina 11.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { quickenedAct } from "../../../module/foundry/rulesets/wounds/checks/self-check-quickly.ts";
import { takeQuickly } from "../../../module/foundry/rulesets/wounds/checks/take-quickly.ts";
import { installSelfCheckWorld } from "../../support/fake-foundry/world/self-check-world.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { shownCheck } from "../chat/check-card/shown.ts";
import { fighter, stored, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";
import { runWoundsStep } from "./run-step.ts";

let w: WoundsWorld;
let combat: FakeCombat;
let vera: FakeCombatant;

const asActor = (a: FakeActor) => a as unknown as Actor.Implementation;
const quickly = (button: string, tn = 0) => takeQuickly(asActor(w.vera), button, "Dex [Acrobatics]", tn);
const cards = () => [...w.messages.values()].filter((m) => m.rolls.length > 0);
const stamina = (): number => (w.vera.system.toObject() as unknown as { stamina: { value: number } }).stamina.value;
const fatigue = (): number => (w.vera.system.toObject() as unknown as { fatigue: number }).fatigue;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  w.as(w.gm);
  combat = await woundsCombat([
    { actor: w.vera, initiative: 12 },
    { actor: w.ogre, initiative: 8 },
  ]);
  await combat.startCombat();
  vera = fighter(combat, w.vera);
  await w.vera.update({ system: { stamina: { value: 11 }, fatigue: 0 } });
});

describe('"passing the check will reduce the AP cost of the action by 1 at the cost of 1 stamina"', () => {
  it("Mount/Dismount (6) at TN 2, beaten by 1: 5 AP paid, 1 stamina spent, on one check card", async () => {
    w.dice(12);
    expect(await quickly("mountDismount", 2)).toBe(true);
    expect(stored(vera)).toMatchObject({ ap: 2 });
    expect(stamina()).toBe(10);
    const card = shownCheck(cards().at(-1));
    expect(card.title).toBe("Vera — Mount/Dismount more quickly: Dex [Acrobatics]");
    expect(card.effects).toEqual([
      "Mount/Dismount performed quickly: its AP cost lowered by 1 (never below 1 AP), 1 stamina spent",
    ]);
  });

  it('"For every 3 points by which you beat the TN, the cost further decreases by 1": beaten by 7, 3 AP paid', async () => {
    w.dice(16);
    await quickly("mountDismount", 0);
    expect(stored(vera)).toMatchObject({ ap: 4 });
  });

  it('never below 1 AP ("no effect can reduce an AP cost below 1"): Defend (2) beaten by 10 costs 1', async () => {
    w.dice(19);
    await quickly("defend", 0);
    expect(stored(vera)).toMatchObject({ ap: 6 });
    expect(w.vera.statuses.has("defending")).toBe(true);
  });

  it("with no stamina left the 1 stamina is fatigue (spendStamina)", async () => {
    await w.vera.update({ system: { stamina: { value: 0 } } });
    w.dice(12);
    await quickly("mountDismount", 0);
    expect(fatigue()).toBe(1);
    expect(shownCheck(cards().at(-1)).effects[0]).toContain("1 fatigue");
  });
});

describe('"If you fail the check, at the GM\'s discretion, you may lose 1 AP plus 1 for every 3 points by which you failed"', () => {
  it("failed by 4: the full 6 AP paid, no stamina, and the card names the 2 AP the GM may take", async () => {
    w.dice(5);
    expect(await quickly("mountDismount", 0)).toBe(true);
    expect(stored(vera)).toMatchObject({ ap: 1 });
    expect(stamina()).toBe(11);
    expect(shownCheck(cards().at(-1)).effects).toEqual([
      "Mount/Dismount at its full AP cost; at the GM's discretion, 2 more AP may be lost",
    ]);
  });
});

describe('"This cannot be done for any attack action or spellcasting"', () => {
  it("attacks, spells, reactions and actions whose check is the GM's own roll are refused before any roll", async () => {
    for (const button of ["standardAttack", "castSpell:x", "readied:defend", "escape", "hinder:trip", "nothing"]) {
      expect(await quickly(button), button).toBe(false);
    }
    expect(cards()).toEqual([]);
    expect(stored(vera)).toMatchObject({ ap: 7 });
  });
});

describe("who calls it", () => {
  it('the GM ("the GM will call for an appropriate check"): Alice, Vera\'s owner, is refused and nothing is paid', async () => {
    w.as(w.alice);
    expect(await quickly("mountDismount")).toBe(false);
    expect(w.warnings.at(-1)).toContain("GM");
    w.as(w.gm);
    expect(cards()).toEqual([]);
    expect(stored(vera)).toMatchObject({ ap: 7 });
  });

  it("out of combat it is refused (an AP cost is a combat's): the Cat fights in no combat", async () => {
    expect(await takeQuickly(asActor(w.cat), "mountDismount", "Str [Athletics]", 0)).toBe(false);
    expect(cards()).toEqual([]);
  });
});

describe("the self-check's More quickly step (checks/self-check-quickly.ts)", () => {
  async function run(): Promise<void> {
    installSelfCheckWorld(w);
    await runWoundsStep(quickenedAct, {
      actors: { attacker: w.vera as never, target: w.ogre as never },
      combat: combat as never,
    });
  }

  it("passes on a world that plays the seed: Str [Athletics] 19 − 10 + 3 = 12 beats TN 0 by 12, Mount/Dismount costs 1", async () => {
    await run();
    expect(stored(vera)).toMatchObject({ ap: 5 });
    // 1 stamina spent from the step's 1, then Vera's 11 given back for the steps that follow.
    expect(shownCheck(cards().at(-1)).effects[0]).toContain("1 stamina spent");
    expect(stamina()).toBe(11);
  });

  it("fails when the action is paid in full (the GM's quicker call refused as a player's)", async () => {
    installSelfCheckWorld(w);
    w.as(w.alice);
    await expect(run()).rejects.toThrow(/the quicker Mount\/Dismount: expected true, got false/);
  });
});
