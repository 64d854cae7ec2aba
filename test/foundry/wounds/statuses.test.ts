/**
 * `wounds` conditions as status effects on the strict fake: every condition named and explained, the statuses the
 * engine derives from the creature kept one thing with its data both ways, their mechanical effects read by the
 * economy, and durations ended at the seed's boundary. Each test names the seed sentence (seed 004) it checks.
 */
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { WOUNDS_CONDITION_IDS } from "../../../module/engine/rulesets/wounds/conditions.ts";
import { dataFollowsStatus, statusesFollowData } from "../../../module/foundry/effects/stored-statuses.ts";
import { WOUNDS_COMBAT_ECONOMY } from "../../../module/foundry/rulesets/wounds/combat/room.ts";
import { WOUNDS_STORED_STATUSES } from "../../../module/foundry/rulesets/wounds/effects/stored-statuses.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import type { FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { fighter, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const c = (x: FakeCombatant): Combatant.Implementation => x as unknown as Combatant.Implementation;
const a = (x: FakeActor): Actor.Implementation => x as unknown as Actor.Implementation;
const follow = (x: FakeActor) => statusesFollowData(a(x), WOUNDS_STORED_STATUSES);
const byHand = async (x: FakeActor, status: string, on: boolean) => {
  await x.toggleStatusEffect(status, { active: on });
  await dataFollowsStatus(a(x), WOUNDS_STORED_STATUSES, [status]);
};
const system = (x: FakeActor): Record<string, unknown> => x.system.toObject();

let w: WoundsWorld;

beforeEach(async () => {
  w = await woundsWorld();
  w.as(w.gm);
});

describe("every condition the seed names is a status effect with its name and rules", () => {
  it("lang/en/wounds.json names and explains each", () => {
    const lang = JSON.parse(readFileSync("lang/en/wounds.json", "utf8")) as {
      FRAY: { Condition: { wounds: Partial<Record<string, { name?: string; hint?: string }>> } };
    };
    const texts = lang.FRAY.Condition.wounds;
    const missing = WOUNDS_CONDITION_IDS.filter((id) => {
      const text = texts[id];
      return !text?.name || !text.hint;
    });
    expect(missing).toEqual([]);
    expect(Object.keys(texts).sort()).toEqual([...WOUNDS_CONDITION_IDS].sort());
  });
});

describe("statuses that stand for the creature's data", () => {
  it('"you are considered wounded with a severity equal to your highest wound": the status follows the track', async () => {
    await w.vera.update({ system: { wounds: { light: 2, moderate: 1 } } });
    await follow(w.vera);
    expect([w.vera.statuses.has("moderatelyWounded"), w.vera.statuses.has("lightlyWounded")]).toEqual([true, false]);
    await w.vera.update({ system: { wounds: { light: 2, moderate: 0 } } });
    await follow(w.vera);
    expect([w.vera.statuses.has("moderatelyWounded"), w.vera.statuses.has("lightlyWounded")]).toEqual([false, true]);
  });

  it("a wounded severity toggled by hand is refused and put back: the track is the data", async () => {
    await byHand(w.vera, "criticallyWounded", true);
    expect(w.vera.statuses.has("criticallyWounded")).toBe(false);
    expect(w.warnings.at(-1)).toBe("Wounded follows the wound track: fill or clear its slots on the sheet.");
  });

  it('"If it is greater than or equal to your normal maximum stamina, you become staggered": read from fatigue', async () => {
    // Vera's normal maximum: race 10 + Vitality 1 = 11.
    await w.vera.update({ system: { fatigue: 11, exhausted: true } });
    await follow(w.vera);
    expect([w.vera.statuses.has("staggered"), w.vera.statuses.has("exhausted")]).toEqual([true, true]);
    await byHand(w.vera, "staggered", false);
    expect(w.vera.statuses.has("staggered")).toBe(true);
    expect(w.warnings.at(-1)).toBe("Staggered follows fatigue: change the fatigue on the sheet.");
  });

  it('"If your fatigue is greater than or equal to half your normal maximum stamina, you become exhausted"', async () => {
    await byHand(w.vera, "exhausted", true);
    expect([w.vera.statuses.has("exhausted"), system(w.vera).exhausted]).toEqual([false, false]);
    expect(w.warnings.at(-1)).toBe("Exhausted needs fatigue of at least half the normal maximum stamina.");
    await w.vera.update({ system: { fatigue: 6 } });
    await byHand(w.vera, "exhausted", true);
    expect(system(w.vera).exhausted).toBe(true);
    // A long rest's first bullet ends it with the fatigue unchanged: the GM may take it away.
    await byHand(w.vera, "exhausted", false);
    expect([system(w.vera).exhausted, system(w.vera).fatigue]).toEqual([false, 6]);
  });

  it("Dead is the creature's flag and keeps Unconscious; Dying and Bleeding by hand", async () => {
    await byHand(w.ogre, "dead", true);
    expect(system(w.ogre).state).toMatchObject({ dead: true });
    expect(w.ogre.statuses.has("unconscious")).toBe(true);
    await byHand(w.ogre, "dying", true);
    expect(w.warnings.at(-1)).toBe("The dead are not dying.");
    await byHand(w.vera, "bleeding", true);
    expect(system(w.vera).afflictions).toMatchObject({ bleeding: "light" });
    await byHand(w.vera, "bleeding", false);
    expect(system(w.vera).afflictions).toMatchObject({ bleeding: null });
  });
});

describe("\"Make a Lor [Healing] check … against the effect's TN\": hobbled and poisoned carry their cause's TN (decision 156)", () => {
  it("given by hand, with no cause, Hobbled takes the moderate wound's TN 0; taken away, its TN goes", async () => {
    await byHand(w.vera, "hobbled", true);
    expect(system(w.vera).conditionTns).toEqual({ hobbled: 0, poisoned: null });
    await byHand(w.vera, "hobbled", false);
    expect(system(w.vera).conditionTns).toEqual({ hobbled: null, poisoned: null });
  });

  it("a poison's TN stored by its cause shows the status, and toggling it on again keeps that TN", async () => {
    await w.vera.update({ system: { conditionTns: { poisoned: 6 } } });
    await follow(w.vera);
    expect(w.vera.statuses.has("poisoned")).toBe(true);
    await byHand(w.vera, "poisoned", true);
    expect(system(w.vera).conditionTns).toEqual({ hobbled: null, poisoned: 6 });
  });
});

describe("mechanical effects, read by the economy from the statuses", () => {
  it("Unconscious: no actions (the refusal names it)", async () => {
    const combat = await woundsCombat([{ actor: w.vera, initiative: 5 }]);
    await combat.startCombat();
    await w.vera.toggleStatusEffect("unconscious", { active: true });
    expect(await WOUNDS_COMBAT_ECONOMY.spend(c(fighter(combat, w.vera)), { action: "defend" })).toEqual({
      refused: "FRAY.Wounds.Refusal.cannotAct",
    });
  });

  it('Pinned: "The target is unable to take any other actions while pinned" than an Escape', async () => {
    const combat = await woundsCombat([{ actor: w.vera, initiative: 5 }]);
    await combat.startCombat();
    await w.vera.toggleStatusEffect("pinned", { active: true });
    const vera = c(fighter(combat, w.vera));
    expect(await WOUNDS_COMBAT_ECONOMY.spend(vera, { action: "defend" })).toEqual({
      refused: "FRAY.Wounds.Refusal.onlyEscape",
    });
    expect(await WOUNDS_COMBAT_ECONOMY.spend(vera, { action: "escape" })).toBeUndefined();
  });
});

describe('durations: "the effect ends at the end of the round equal to its duration", or at the turn the seed names', () => {
  it('Defend lasts "until your next turn": the status goes at Vera\'s next turn start', async () => {
    const combat = await woundsCombat([
      { actor: w.vera, initiative: 12 },
      { actor: w.ogre, initiative: 8 },
    ]);
    await combat.startCombat();
    await WOUNDS_COMBAT_ECONOMY.spend(c(fighter(combat, w.vera)), { action: "defend" });
    expect(w.vera.statuses.has("defending")).toBe(true);
    await combat.nextTurn();
    expect(w.vera.statuses.has("defending")).toBe(true);
    await combat.nextTurn();
    expect([combat.round, w.vera.statuses.has("defending")]).toEqual([2, false]);
  });
});
