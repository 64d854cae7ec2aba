/**
 * The `contest` Strike on the card, through the GM relay on the strict fake (module/foundry/rulesets/contest/
 * procedure.ts): declared, the target's defense chosen before any roll with the odds of every result, both tests
 * rolled by the GM, "Step III: Determine Results", the winner's maneuver, damage through the engine and Undo. Kara
 * Strikes at +4 (Strength 2, Classical Knight 2; Target Number 11, a Success per 5 points above it); the Brute
 * Dodges at +4, Blocks at +2 with a Bone Shield (BR 4) and Parries at +3.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { stampRequest, stepKind } from "../../../module/foundry/queries/proof.ts";
import { handleUndoDamage } from "../../../module/foundry/queries/undo-damage.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { bruteDefends, contestWorld, FLAME_BRAND, karaRolls, karaStrikes, type ContestWorld } from "./world-fixture.ts";

const { cardAction } = await import("../../../module/foundry/chat/attack-card/actions.ts");
const { attackCardViewContext } = await import("../../../module/foundry/chat/attack-card/render.ts");

interface Row {
  attack: unknown;
  outcome: string;
  defense: { status: string };
  taken: { stepId: string; choice: string }[];
  damage: { status: string; summary: string };
}
const rowOf = (card: FakeChatMessage): Row => {
  const row = (card.system.toObject() as { targets: Row[] }).targets[0];
  if (!row) throw new Error("no row");
  return row;
};
const health = (a: { system: unknown }) => (a.system as { health: { value: number } }).health.value;
const cardJson = (card: FakeChatMessage) => JSON.stringify(card.system.toObject());

let w: ContestWorld;
let card: FakeChatMessage;

beforeEach(async () => {
  w = await contestWorld();
  card = await karaStrikes(w);
});

function viewAs(viewer: ContestWorld["alice"]) {
  w.as(viewer);
  const row = attackCardViewContext(card as never, card.system as never).rows[0];
  if (!row) throw new Error("no row");
  return row;
}
const buttons = (row: ReturnType<typeof viewAs>) => row.actions.map((a) => `${a.step}:${a.choice}`);

/** Alice applies the row's damage, the GM rolling 1d8 with `face`. */
function apply(face: number) {
  w.as(w.alice);
  w.dice(face);
  return askStep("damage", w.kara as never, card.id, "t0");
}

describe('"The manner of defense is decided before the attacker rolls"', () => {
  it("the declared Strike is posted with nothing rolled, awaiting the Brute's defense", () => {
    expect(rowOf(card)).toMatchObject({ attack: null, outcome: "pending", defense: { status: "none" } });
    const alice = viewAs(w.alice);
    expect(alice.attackText).toBe("Attack declared, to be rolled on this card");
    expect(buttons(alice)).toEqual([]);
    expect(alice.awaiting).toEqual(["Awaiting Brute's defense"]);
  });

  it('Block "If the character is wielding a shield", Dodge, Parry, none; not Withstand, "only … against abilites that target the mind"', () => {
    expect(buttons(viewAs(w.bob))).toEqual(["defense:block", "defense:dodge", "defense:parry", "defense:none"]);
  });

  it("each choice shows the engine's exact odds of every result (rules page table: +4 vs Dodge +4, +4 vs no defense)", () => {
    const odds = Object.fromEntries(viewAs(w.bob).actions.map((a) => [a.choice, a.oddsText]));
    expect(odds.dodge).toBe(
      "damage 37.3% (attacker's critical 21%, blocked 0%, more Successes 16.3%) · defender's critical 21% · " +
        "missed on Successes 32.7% · both fail 9%",
    );
    expect(odds.none).toContain("damage 70% (attacker's critical 70%");
    // Block +2: both pass 0.7 × 0.6 = 42% blocked, the rest of the damage is the attacker's critical 0.7 × 0.4.
    expect(odds.block).toContain("damage 70% (attacker's critical 28%, blocked 42%");
  });

  it("the attack cannot be rolled before the defense is chosen", async () => {
    const before = cardJson(card);
    expect(await karaRolls(w, card, 15)).toEqual({ ok: false, reason: "stepNotOpen" });
    expect(cardJson(card)).toBe(before);
  });

  it("Bob's choice crosses fray.step from the card's button; the GM rolls his Dodge test then", async () => {
    w.as(w.bob);
    w.dice(12);
    expect(await cardAction(card as never, { action: "step", step: "defense", choice: "dodge", row: "t0" })).toEqual({
      ok: true,
    });
    expect(rowOf(card)).toMatchObject({ attack: null, defense: { status: "rolled" } });
    expect(rowOf(card).taken).toEqual([expect.objectContaining({ stepId: "defense", choice: "dodge" })]);
    expect(viewAs(w.bob).defenseText).toBe("Defense test 16");
    expect(buttons(viewAs(w.alice))).toEqual(["attack:"]);
  });

  it("Alice cannot choose for the Brute; a forged, a replayed or a second choice changes nothing", async () => {
    const before = cardJson(card);
    w.as(w.alice);
    expect(await askStep("defense", w.brute as never, card.id, "t0", "none")).toEqual({
      ok: false,
      reason: "notOwner",
    });
    const forged = {
      messageId: card.id,
      rowKey: "t0",
      stepId: "defense",
      choice: "none",
      requestId: "forged0000000001",
    };
    expect(await w.gm.query("fray.step", forged)).toEqual({ ok: false, reason: "notOwner" });
    expect(cardJson(card)).toBe(before);
    w.as(w.bob);
    const requestId = await stampRequest(w.brute as never, stepKind("defense"));
    const payload = { messageId: card.id, rowKey: "t0", stepId: "defense", choice: "none", requestId };
    expect(await w.gm.query("fray.step", payload)).toEqual({ ok: true });
    const after = cardJson(card);
    expect(await w.gm.query("fray.step", payload)).toEqual({ ok: false, reason: "notOwner" });
    expect(await bruteDefends(w, card, "dodge", 12)).toEqual({ ok: false, reason: "stepSettled" });
    expect(cardJson(card)).toBe(after);
  });

  it('a surprised Brute "can\'t take any actions or reactions": only no defense is offered, and a Dodge is refused', async () => {
    w.brute.statuses.add("surprised");
    expect(buttons(viewAs(w.bob))).toEqual(["defense:none"]);
    expect(await bruteDefends(w, card, "dodge", 12)).toEqual({ ok: false, reason: "unknownChoice" });
    expect(await bruteDefends(w, card, "none")).toEqual({ ok: true });
  });

  it("a defense not open is refused: no Withstand against a Strike", async () => {
    expect(await bruteDefends(w, card, "withstand", 12)).toEqual({ ok: false, reason: "unknownChoice" });
  });

  it("the GM takes the absent owner's default, no defense, from the card's own button", async () => {
    w.bob.active = false;
    w.as(w.gm);
    const reply = await cardAction(card as never, { action: "step", step: "defense", choice: "none", row: "t0" });
    expect(reply).toEqual({ ok: true });
    expect(rowOf(card)).toMatchObject({ defense: { status: "none" }, taken: [{ choice: "none" }] });
  });
});

describe('"Step III: Determine Results" — both tests rolled, the card says the Successes', () => {
  it('"Both fail. The committed AP is spent, and nothing happens"', async () => {
    await bruteDefends(w, card, "dodge", 2); // 6: fails
    expect(await karaRolls(w, card, 3)).toEqual({ ok: true }); // 7: fails
    expect(rowOf(card).outcome).toBe("miss");
    const alice = viewAs(w.alice);
    expect(alice.resultText).toBe(
      "Successes: Strike 0, defense 0. Both fail: the committed AP is spent, and nothing happens.",
    );
    expect(buttons(alice)).toEqual([]);
    expect(alice.awaiting).toEqual([]);
  });

  it('"If the defender didn\'t defend, they automatically fail": a passed Strike is a critical win', async () => {
    await bruteDefends(w, card, "none");
    await karaRolls(w, card, 8); // 12: 1 Success
    expect(rowOf(card).outcome).toBe("hit");
    expect(viewAs(w.alice).resultText).toContain("A critical win for the attacker");
  });

  it('"Attack vs Dodge. If the attacker has more Successes the attack hits": 3 against 1', async () => {
    await bruteDefends(w, card, "dodge", 8); // 12: 1 Success
    await karaRolls(w, card, 17); // 21: 3 Successes
    expect(rowOf(card).outcome).toBe("hit");
    expect(viewAs(w.alice).resultText).toBe(
      "Successes: Strike 3, defense 1. Both pass and the attacker has more Successes: the Strike hits.",
    );
  });

  it('"Otherwise it misses": equal Successes against a Parry miss', async () => {
    await bruteDefends(w, card, "parry", 10); // 13: 1 Success
    await karaRolls(w, card, 9); // 13: 1 Success
    expect(rowOf(card).outcome).toBe("miss");
    expect(viewAs(w.alice).resultText).toContain("does not have more Successes");
  });

  it("\"Attack vs Block. The defender blocks the attack regardless of the attacker's Successes … reduced by the shield's Block Rating\"", async () => {
    await bruteDefends(w, card, "block", 18); // 20: 2 Successes
    await karaRolls(w, card, 7); // 11: 1 Success
    expect(rowOf(card).outcome).toBe("hit");
    expect(await apply(7)).toEqual({ ok: true });
    expect(health(w.brute)).toBe(20 - (7 - 4));
  });
});

describe('"The winner can also perform a maneuver"; "If the attacker wins roll for damage"', () => {
  it("the defender's critical win negates the attack, and Bob (not Alice) may maneuver", async () => {
    await bruteDefends(w, card, "dodge", 12); // 16: passes
    await karaRolls(w, card, 2); // 6: fails
    expect(rowOf(card).outcome).toBe("miss");
    const bob = viewAs(w.bob);
    // Melee, off the canvas: the Strike's sides stand in reach; Bash needs a shield (he has one); Precision is the
    // attacker's own (rules page decision 22).
    expect(buttons(bob)).toEqual([
      "maneuver:bash",
      "maneuver:brace",
      // "Choose an item the target is holding": Kara holds only her Longsword (decision 158).
      "maneuver:disarm-longsword0000000",
      "maneuver:feint",
      "maneuver:push",
      "maneuver:trip",
      "maneuver:none",
    ]);
    expect(viewAs(w.alice).awaiting).toEqual(["Awaiting the winner's maneuver against Brute"]);
    w.as(w.alice);
    expect(await askStep("maneuver", w.kara as never, card.id, "t0", "trip")).toEqual({
      ok: false,
      reason: "notOwner",
    });
    w.as(w.bob);
    expect(await askStep("maneuver", w.brute as never, card.id, "t0", "trip")).toEqual({ ok: true });
    expect(rowOf(card).taken.map((t) => `${t.stepId}:${t.choice}`)).toEqual(["defense:dodge", "maneuver:trip"]);
    expect(await apply(5)).toEqual({ ok: false, reason: "notHit" });
  });

  it('each maneuver shows its chance ("The target must pass an Acrobatics test, or be knocked prone"); Brace and Precision always take effect', async () => {
    await bruteDefends(w, card, "none");
    await karaRolls(w, card, 10);
    const odds = Object.fromEntries(viewAs(w.alice).actions.map((a) => [a.choice, a.oddsText]));
    expect(odds.precision).toBe("100% to take effect");
    expect(odds.brace).toBe("100% to take effect");
    // Trip: the Brute resists with Acrobatics (Agility 2 + 0): it fails on 1–8 of the d20, 40%.
    expect(odds.trip).toBe("40% to take effect");
  });

  it('damage waits for the attacker\'s maneuver; "Precision … the damage die is maximized": 8 damage', async () => {
    await bruteDefends(w, card, "none");
    await karaRolls(w, card, 10);
    expect(await apply(3)).toEqual({ ok: false, reason: "stepNotOpen" });
    w.as(w.alice);
    expect(await askStep("maneuver", w.kara as never, card.id, "t0", "precision")).toEqual({ ok: true });
    expect(await apply(3)).toEqual({ ok: true });
    expect(health(w.brute)).toBe(12);
    expect(rowOf(card).damage.summary).toBe("8 damage to Health (12 left)");
  });

  it("the GM can undo applied damage, restoring Health", async () => {
    await bruteDefends(w, card, "none");
    await karaRolls(w, card, 10);
    w.as(w.alice);
    await askStep("maneuver", w.kara as never, card.id, "t0", "none");
    await apply(6);
    expect(health(w.brute)).toBe(14);
    w.as(w.gm);
    const payload = { messageId: card.id, rowKey: "t0", requestId: "undo000000000001" };
    expect(await handleUndoDamage(payload, w.gm as never)).toEqual({ ok: true });
    expect(health(w.brute)).toBe(20);
    expect(rowOf(card).damage.status).toBe("undone");
  });

  it('"Shields also protect from magical damage equal to half their BR (round up)": fire 7 − 2 = 5', async () => {
    w.as(w.alice);
    await w.kara.updateEmbeddedDocuments("Item", [{ _id: FLAME_BRAND, system: { equipped: true } }]);
    card = await karaStrikes(w, FLAME_BRAND);
    await bruteDefends(w, card, "block", 18);
    await karaRolls(w, card, 7);
    await apply(7);
    expect(health(w.brute)).toBe(15);
  });
});
