import { beforeEach, describe, expect, it } from "vitest";
import { cardData } from "../../../module/foundry/chat/attack-card/card-data.ts";
import { attackCardContext } from "../../../module/foundry/chat/attack-card/context.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { MOMENTUM_COMBAT_ROOM } from "../../../module/foundry/rulesets/momentum/combat-room.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { HEX, momentumWorld, veraAttacks, type MomentumWorld } from "./world-fixture.ts";

interface Row {
  outcome: string;
  against: number;
  hitChance: number;
  defense: { status: string };
  damage: { status: string };
}
function rowOf(message: FakeChatMessage): Row {
  const row = (message.system as unknown as { targets: Row[] }).targets[0];
  if (!row) throw new Error("card has no row");
  return row;
}
/** The status word of the card's first row, as the GM's client renders it (the room's shown outcome). */
function statusWord(message: FakeChatMessage): string | undefined {
  const gm = { isGM: true, ownsAttacker: true, ownsTarget: () => true, showOdds: true, hides: () => false };
  const totals = () => ({ attack: undefined, defense: undefined });
  const wording = MOMENTUM_COMBAT_ROOM.cardWording;
  return attackCardContext(cardData(message.system as never), totals, gm, englishLocalizer(), wording).rows[0]
    ?.outcomeText;
}
const vitality = (a: { system: unknown }) => (a.system as { vitality: { value: number } }).vitality.value;

let w: MomentumWorld;
beforeEach(async () => {
  w = await momentumWorld();
});

/** Bob answers the Hex on the card's first row: `defend` rolls the Will DR with `face`, `takeHit` fails it. */
function bobAnswers(card: FakeChatMessage, choice: "defend" | "takeHit", face?: number) {
  w.as(w.bob);
  if (face !== undefined) w.dice(face);
  return askStep("defenseRoll", w.brute as never, card.id, "t0", choice);
}
function apply(card: FakeChatMessage, face: number) {
  w.as(w.alice);
  w.dice(face);
  return askStep("damage", w.vera as never, card.id, "t0");
}

describe("a resisted Ability: the target's Defense Roll from the card", () => {
  it('"The DR Power is equal to the Primary Stat": the card declares 14, and the Hex lands unless a d20 + 0 reaches it', async () => {
    const card = await veraAttacks(w, undefined, HEX);
    // Vera rolls no d20: the row waits on the Brute's DR.
    expect(rowOf(card)).toMatchObject({ against: 14, defense: { status: "none" } });
    expect(rowOf(card).hitChance).toBeCloseTo(13 / 20, 10);
    expect(await apply(card, 4)).toEqual({ ok: false, reason: "stepNotOpen" });
  });

  it('"They succeed on their DR if they roll at least as high as the DR Power": 14 resists, 13 does not', async () => {
    const resisted = await veraAttacks(w, undefined, HEX);
    expect(await bobAnswers(resisted, "defend", 14)).toEqual({ ok: true });
    expect(rowOf(resisted)).toMatchObject({ outcome: "miss", defense: { status: "rolled" } });
    const landed = await veraAttacks(w, undefined, HEX);
    await bobAnswers(landed, "defend", 13);
    expect(rowOf(landed).outcome).toBe("hit");
    expect(await apply(landed, 4)).toEqual({ ok: true });
    // Curse is stopped by Armor (2): 4 − 2.
    expect(vitality(w.brute)).toBe(18);
  });

  it('"A creature can choose to fail their own DR": taking the hit rolls nothing and lets the damage through', async () => {
    const card = await veraAttacks(w, undefined, HEX);
    expect(await bobAnswers(card, "takeHit")).toEqual({ ok: true });
    expect(rowOf(card)).toMatchObject({ outcome: "hit", defense: { status: "none" } });
    expect(await apply(card, 6)).toEqual({ ok: true });
    expect(vitality(w.brute)).toBe(16);
  });

  it('the row reads "Awaiting defense", not "Hit", until the DR is rolled or failed by choice (decision 163)', async () => {
    const rolled = await veraAttacks(w, undefined, HEX);
    // Stored a hit (it lands unless the DR succeeds), shown as what it is: waiting on the Brute's Defense Roll.
    expect([rowOf(rolled).outcome, statusWord(rolled)]).toEqual(["hit", "Awaiting defense"]);
    await bobAnswers(rolled, "defend", 13);
    expect(statusWord(rolled)).toBe("Hit");
    const resisted = await veraAttacks(w, undefined, HEX);
    await bobAnswers(resisted, "defend", 14);
    expect(statusWord(resisted)).toBe("Miss");
    const taken = await veraAttacks(w, undefined, HEX);
    await bobAnswers(taken, "takeHit");
    expect(statusWord(taken)).toBe("Hit");
    // A weapon attack is settled by its roll: no Defense Roll to wait on.
    w.as(w.alice);
    expect(statusWord(await veraAttacks(w, 10))).toBe("Hit");
  });

  it("only the target's owner (or the GM) answers: Alice cannot roll the Brute's DR; a second answer is refused", async () => {
    const card = await veraAttacks(w, undefined, HEX);
    w.as(w.alice);
    expect(await askStep("defenseRoll", w.brute as never, card.id, "t0", "defend")).toEqual({
      ok: false,
      reason: "notOwner",
    });
    await bobAnswers(card, "defend", 2);
    expect(await bobAnswers(card, "defend")).toEqual({ ok: false, reason: "alreadyDefended" });
    expect(rowOf(card).outcome).toBe("hit");
  });

  it('"Objects automatically fail all DR": no DR is offered, the effect lands and damage goes ahead', async () => {
    await w.brute.update({ system: { kind: "object" } });
    const card = await veraAttacks(w, undefined, HEX);
    expect(rowOf(card)).toMatchObject({ outcome: "hit", hitChance: 1 });
    expect(await bobAnswers(card, "defend")).toEqual({ ok: false, reason: "FRAY.Momentum.Refusal.objectsFail" });
    expect(await apply(card, 5)).toEqual({ ok: true });
  });

  it("the user cannot choose to miss a resisted Ability (it is no attack roll of theirs)", async () => {
    const card = await veraAttacks(w, undefined, HEX);
    w.as(w.alice);
    expect(await askStep("chooseMiss", w.vera as never, card.id, "t0", "miss")).toEqual({
      ok: false,
      reason: "stepNotOpen",
    });
  });
});
