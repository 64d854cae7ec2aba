/**
 * Feint's boon on the next Strike, on the strict fake (seed 003, Maneuvers: "Feint. You hint at a false strike. If
 * your next action is a Strike against the same target, you gain a boon to your Fighting Style test, provided you
 * pass a Deception test."). Kara (+4) wins critically, Feints the Brute (Deception 15 + PER 1), and her next Strike at
 * the Brute is planned with the boon everywhere it is shown — the sheet's odds, the card's odds, the GM's roll — then
 * the Feint ends once that Strike's test is rolled; any other next action spends it without the boon.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import type { StoredRoll } from "../../../module/foundry/chat/attack-card/data.ts";
import { readStoredRoll } from "../../../module/foundry/chat/attack-card/stored-roll.ts";
import { foundryLocalizer } from "../../../module/foundry/applications/sheets/localizer.ts";
import { isRefusal } from "../../../module/foundry/combat-room.ts";
import { CONTEST_COMBAT_ROOM } from "../../../module/foundry/rulesets/contest/combat-room.ts";
import { testSummary } from "../../../module/foundry/rulesets/contest/sheets/test-summary.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { shownCheck } from "../chat/check-card/shown.ts";
import { systemOf } from "../combat/fixture.ts";
import { asActor as a, contestFight } from "./combat-fixture.ts";
import { bruteDefends, contestWorld, karaRolls, karaStrikes, LONGSWORD, type ContestWorld } from "./world-fixture.ts";

let w: ContestWorld;
let combat: FakeCombat;
let kara: FakeCombatant;
let brute: FakeCombatant;

const target = (card: FakeChatMessage) =>
  (card.system as unknown as { targets: { hitChance: number; attack: StoredRoll | null }[] }).targets[0];

beforeEach(async () => {
  w = await contestWorld();
  ({ combat, kara, brute } = await contestFight(w));
  await combat.startCombat();
});

/** Kara's critical win (the Brute does not defend, her d20 shows 10) and a Feint whose Deception test shows `face`. */
async function karaFeints(face: number): Promise<void> {
  const card = await karaStrikes(w);
  await bruteDefends(w, card, "none");
  await karaRolls(w, card, 10);
  w.as(w.alice);
  w.dice(face);
  expect(await askStep("maneuver", w.kara as never, card.id, "t0", "feint")).toEqual({ ok: true });
}

/** The Strike's plan as the sheet and the roll dialog read it (the combat room's `planAttack`). */
function sheetPlan() {
  const item = w.kara.items.get(LONGSWORD);
  const plan = CONTEST_COMBAT_ROOM.planAttack(a(w.kara), item as never, a(w.brute));
  if (isRefusal(plan)) throw new Error(plan.refused);
  return plan;
}

describe('Feint: "If your next action is a Strike against the same target, you gain a boon"', () => {
  it("the sheet's odds show the boon while the Feint waits: +4 from 70% to 91%, the boon named Feint", async () => {
    expect(sheetPlan().hitChance).toBeCloseTo(0.7, 10);
    await karaFeints(15);
    const plan = sheetPlan();
    expect(plan.hitChance).toBeCloseTo(0.91, 10);
    expect(testSummary(foundryLocalizer(), plan.request, plan.against).edge).toContain("Feint");
  });

  it("the next Strike at the Brute keeps the boon on the card and the GM's roll (highest of 3 and 12, +4 = 16), then the Feint ends", async () => {
    await karaFeints(15);
    const card = await karaStrikes(w);
    // The Strike's spend kept the marker for its card: the card's odds and the GM's roll read it.
    expect(systemOf(kara).feint).toBe(brute.id);
    expect(target(card)?.hitChance).toBeCloseTo(0.91, 10);
    await bruteDefends(w, card, "none");
    expect(await karaRolls(w, card, 3, 12)).toEqual({ ok: true });
    expect(readStoredRoll(target(card)?.attack ?? null)?.total).toBe(16);
    expect(systemOf(kara).feint).toBe("");
  });

  it("the boon is one Strike's: the Strike after it is back to 70%", async () => {
    await karaFeints(15);
    const card = await karaStrikes(w);
    await bruteDefends(w, card, "none");
    await karaRolls(w, card, 3, 12);
    expect(sheetPlan().hitChance).toBeCloseTo(0.7, 10);
  });

  it("another next action spends the Feint without the boon (rules page decision 9)", async () => {
    await karaFeints(15);
    w.as(w.alice);
    expect(await spendInCombat(a(w.kara), { action: "dash" })).toBe(true);
    expect(systemOf(kara).feint).toBe("");
    expect(sheetPlan().hitChance).toBeCloseTo(0.7, 10);
  });

  it("a Strike at another target spends it: the spend names its target's combatant, the engine gives no boon", async () => {
    await karaFeints(15);
    w.as(w.alice);
    expect(await spendInCombat(a(w.kara), { action: `strike:${LONGSWORD}:${kara.id}` })).toBe(true);
    expect(systemOf(kara).feint).toBe("");
  });

  it("a failed Deception test marks nothing: no boon", async () => {
    await karaFeints(2);
    expect(systemOf(kara).feint).toBe("");
    expect(sheetPlan().hitChance).toBeCloseTo(0.7, 10);
  });

  it('"provided you pass a Deception test": Kara\'s own test is on her check card, 15 + PER 1 = 16, 2 Successes', async () => {
    await karaFeints(15);
    const test = [...w.messages.values()].at(-1);
    expect(shownCheck(test).title).toBe("Kara — Deception test (Feint)");
    expect(test?.rolls.map((r) => r.total)).toEqual([16]);
    expect(shownCheck(test).effects).toEqual(["Successes: 2", "Feint against Brute takes effect."]);
  });
});

describe("the Strike's target in the spend is re-checked by the GM", () => {
  it("a target that is no combatant of the encounter is refused, nothing spent", async () => {
    w.as(w.alice);
    expect(await spendInCombat(a(w.kara), { action: `strike:${LONGSWORD}:nobody0000000000` })).toBe(false);
    expect(systemOf(kara)).toMatchObject({ ap: 3, attacks: 0 });
  });
});
