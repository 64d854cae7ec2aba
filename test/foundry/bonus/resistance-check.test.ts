/**
 * Resistance checks and piloting from the sheet (issue 22, reachability rows 52, 53, 89). Seed 000: "When you are
 * under the effect of another force and you choose to struggle against it, you make a Resistance check. When you are
 * called upon to make a Resistance check, you will add one of your relevant Ability Score bonuses"; "If you have
 * general bonuses to your Resistance from talents or class abilities, you always add this bonus"; "Piloting and
 * navigation suffer a +10 VS" (Low visibility). Rolled on the strict fake, posted as a card with the VS and the odds.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { rollResistanceCheck, rollSkillCheck } from "../../../module/foundry/rulesets/bonus/checks/roll-skill-check.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { checkFace, shownCheck } from "../chat/check-card/shown.ts";
import { loopWorld, type LoopWorld } from "../chat/world-fixture.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { NO_BONUS_DICE } from "./sheets/fixtures.ts";

type AnyActor = Parameters<typeof rollResistanceCheck>[0];
const asActor = (actor: FakeActor) => actor as unknown as AnyActor;

let w: LoopWorld;
let lio: FakeActor;
const cards = (): FakeChatMessage[] => [...w.messages.values()].filter((m) => m.rolls.length > 0);

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await loopWorld();
  lio = w.createActor({
    name: "Lio",
    type: "bonus-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: { abilities: { strength: 1, resolve: 0 } },
    items: [
      {
        _id: "ironwill00000000",
        name: "Iron Will",
        type: "bonus-ability",
        system: {
          kind: "talent",
          bonusDice: { ...NO_BONUS_DICE, count: 1, rolls: { ...NO_BONUS_DICE.rolls, resistance: true } },
        },
      },
      {
        _id: "pilot00000000000",
        name: "Pilot",
        type: "bonus-ability",
        system: { kind: "skill", bonusDice: { ...NO_BONUS_DICE, count: 1 } },
      },
    ],
  });
  w.as(w.alice);
  return () => {
    vi.restoreAllMocks();
  };
});

describe("Resistance check: 'you will add one of your relevant Ability Score bonuses'", () => {
  it("a Strength Resistance check rolls 1d20, the Strength die and the general Resistance talent's die", async () => {
    w.dice(12, 6, 4);
    expect(await rollResistanceCheck(asActor(lio), "strength", 20)).toBe(true);
    const card = cards().at(-1);
    expect(card?.rolls.map((r) => r.total)).toEqual([22]);
    expect(shownCheck(card).title).toBe("Lio — Strength Resistance check");
    expect(checkFace(card)).toMatch(
      /^Total 22 · Had to beat 20 \(Strength Resistance\) · Made it by 2 · Success · Chance before the roll: \d+%$/,
    );
  });

  it("'you always add this bonus': a Resolve check with no Resolve dice still rolls the talent's die", async () => {
    w.dice(12, 7);
    await rollResistanceCheck(asActor(lio), "resolve", 20);
    expect(
      cards()
        .at(-1)
        ?.rolls.map((r) => r.total),
    ).toEqual([19]);
    expect(checkFace(cards().at(-1))).toMatch(
      /^Total 19 · (?:Had to beat|Needed) 20\b.* · Failure · Chance before the roll: 30%$/,
    );
  });

  it("a talent not marked for Resistance adds nothing: only the ability's dice are added", async () => {
    await lio.items.get("ironwill00000000")?.update({ system: { bonusDice: { rolls: { resistance: false } } } });
    w.dice(12);
    await rollResistanceCheck(asActor(lio), "resolve", 20);
    expect(checkFace(cards().at(-1))).toMatch(
      /^Total 12 · (?:Had to beat|Needed) 20\b.* · Failure · Chance before the roll: 0%$/,
    );
  });

  it("is no action: in combat, off Lio's turn, it is rolled and Lio's actions are untouched", async () => {
    w.as(w.gm);
    const combat = await createCombat("bonus", [lio, w.brute]);
    await combatantOf(combat, lio).update({ initiative: 7 });
    await combatantOf(combat, w.brute).update({ initiative: 15 });
    await combat.startCombat();
    w.as(w.alice);
    const before = systemOf(combatantOf(combat, lio));
    w.dice(12, 6, 4);
    expect(await rollResistanceCheck(asActor(lio), "strength", 20)).toBe(true);
    expect(systemOf(combatantOf(combat, lio))).toEqual(before);
    expect(cards()).toHaveLength(1);
  });
});

describe("piloting: 'Piloting and navigation suffer a +10 VS' in Low visibility", () => {
  it("a skill check piloted in Low visibility is rolled against the VS + 10", async () => {
    w.dice(12, 6);
    expect(await rollSkillCheck(asActor(lio), "pilot00000000000", 15, "low")).toBe(true);
    expect(checkFace(cards().at(-1))).toMatch(/^Total 18 · (?:Had to beat|Needed) 25\b.* · Failure(?: · |$)/);
  });

  it("in normal visibility there is no penalty ('Under normal visibility there are no changes')", async () => {
    w.dice(12, 6);
    await rollSkillCheck(asActor(lio), "pilot00000000000", 15, "normal");
    expect(checkFace(cards().at(-1))).toMatch(/^Total 18 · (?:Had to beat|Needed) 15\b.* · Success(?: · |$)/);
  });
});

describe("Charges on checks: 'all bonus dice, from all sources are increased one rank, from d10 to d12'", () => {
  it("a skill check with the situation's Charge rolls the skill's die as a d12", async () => {
    w.dice(12, 11);
    expect(await rollSkillCheck(asActor(lio), "pilot00000000000", 20, "normal", 1)).toBe(true);
    const roll = cards().at(-1)?.rolls[0];
    expect(roll?.formula).toContain("1d12");
    expect(checkFace(cards().at(-1))).toMatch(/^Total 23 · (?:Had to beat|Needed) 20\b.* · Success(?: · |$)/);
  });

  it("a Resistance check with 2 Challenges ('d10 to d8, d8 to d6') rolls its dice as d6s", async () => {
    w.dice(12, 5, 5);
    await rollResistanceCheck(asActor(lio), "strength", 20, -2);
    expect(cards().at(-1)?.rolls[0]?.formula).toMatch(/2d6|1d6.*1d6/);
    expect(
      cards()
        .at(-1)
        ?.rolls.map((r) => r.total),
    ).toEqual([22]);
  });
});
