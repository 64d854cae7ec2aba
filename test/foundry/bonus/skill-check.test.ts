/**
 * A skill check rolled from the sheet (issue 22, reachability row 37). Seed 000: "Use Skill. You use one of your
 * skills" (1 action in combat); "Every action that requires a roll follows the same formula: 1d20 (the Action Dice) +
 * any Bonus dice against a victory sum, VS". Posted as a card with its roll, the VS, the result and the chance.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { rollSkillCheck } from "../../../module/foundry/rulesets/bonus/checks/roll-skill-check.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { checkFace, shownCheck } from "../chat/check-card/shown.ts";
import { loopWorld, type LoopWorld } from "../chat/world-fixture.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { NO_BONUS_DICE } from "./sheets/fixtures.ts";

type AnyActor = Parameters<typeof rollSkillCheck>[0];
const roll = (actor: FakeActor, itemId: string, vs: number) => rollSkillCheck(actor as unknown as AnyActor, itemId, vs);

let w: LoopWorld;
let bard: FakeActor;
const cards = (): FakeChatMessage[] => [...w.messages.values()].filter((m) => m.rolls.length > 0);

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await loopWorld();
  bard = w.createActor({
    name: "Lio",
    type: "bonus-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    items: [
      {
        _id: "social0000000000",
        name: "Social",
        type: "bonus-ability",
        system: { kind: "skill", bonusDice: { ...NO_BONUS_DICE, count: 1 } },
      },
      { _id: "feint00000000000", name: "Feint", type: "bonus-ability", system: { kind: "technique" } },
    ],
  });
  w.as(w.alice);
  return () => {
    vi.restoreAllMocks();
  };
});

describe("Use Skill: 'You could attempt use Social to charm an enemy'", () => {
  it("out of combat: 1d20 + the skill's die against the VS the sheet set, posted with its roll and its chance", async () => {
    w.dice(12, 6);
    expect(await roll(bard, "social0000000000", 15)).toBe(true);
    const card = cards().at(-1);
    expect(card?.rolls.map((r) => r.total)).toEqual([18]);
    expect(shownCheck(card).title).toBe("Lio — Social check");
    expect(checkFace(card)).toMatch(
      /^Total 18 · (?:Had to beat|Needed) 15\b.* · Success · Chance before the roll: 54%$/,
    );
  });

  it("a total equal to the VS fails ('against a victory sum': Fray's VS is beaten, not met)", async () => {
    w.dice(9, 6);
    expect(await roll(bard, "social0000000000", 15)).toBe(true);
    expect(checkFace(cards().at(-1))).toMatch(/^Total 15 · (?:Had to beat|Needed) 15\b.* · Failure(?: · |$)/);
  });

  it("only a skill of the actor is rolled: a technique or a missing item is refused, nothing posted", async () => {
    expect(await roll(bard, "feint00000000000", 15)).toBe(false);
    expect(await roll(bard, "nothing000000000", 15)).toBe(false);
    expect(cards()).toEqual([]);
  });

  describe("in combat it is the Use Skill action", () => {
    let combat: FakeCombat;
    beforeEach(async () => {
      w.as(w.gm);
      combat = await createCombat("bonus", [bard, w.brute]);
      await combatantOf(combat, bard).update({ initiative: 15 });
      await combatantOf(combat, w.brute).update({ initiative: 7 });
      await combat.startCombat();
      w.as(w.alice);
    });

    it("on Lio's turn it costs 1 action, paid through the GM, then rolls", async () => {
      w.dice(12, 6);
      expect(await roll(bard, "social0000000000", 15)).toBe(true);
      expect(systemOf(combatantOf(combat, bard))).toMatchObject({ actions: 1 });
      expect(cards()).toHaveLength(1);
    });

    it("off Lio's turn the action is refused and nothing is rolled ('On your turn, you can take the following actions')", async () => {
      w.as(w.gm);
      await combat.nextTurn();
      w.as(w.alice);
      expect(await roll(bard, "social0000000000", 15)).toBe(false);
      expect(cards()).toEqual([]);
    });
  });
});
