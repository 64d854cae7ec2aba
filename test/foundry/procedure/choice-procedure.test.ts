/**
 * The generic parts of the card's procedure (module/foundry/procedure/), played with a test-only procedure on the
 * `bonus` room: the target first chooses its manner of defense — a required step with a choice per manner and the
 * odds of each, like `contest`'s "The manner of defense is decided before the attacker rolls" — then damage. The
 * card renders it from the open steps and `fray.step` relays it: an unknown choice, a replayed or repeated step, a
 * step taken by the wrong side are refused with nothing changed; the GM takes it for an absent owner.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { aliceAttacksBrute, loopWorld, type LoopWorld } from "../chat/world-fixture.ts";

const { installLoadedRooms } = await import("../../../module/foundry/room-lookup.ts");
const { LOADED_ROOMS, loadedRoom } = await import("../../support/rooms.ts");
const BONUS_ROOM = loadedRoom("bonus");
const { BONUS_COMBAT_ROOM } = await import("../../../module/foundry/rulesets/bonus/combat-room.ts");
const { ATTACK_ROLL_STEP } = await import("../../../module/foundry/procedure/steps/attack-roll.ts");
const { choiceStep } = await import("../../../module/foundry/procedure/steps/choice.ts");
const { damageStep } = await import("../../../module/foundry/procedure/steps/damage.ts");
const { askStep } = await import("../../../module/foundry/procedure/ask-step.ts");
const { stampRequest, stepKind } = await import("../../../module/foundry/queries/proof.ts");
const { cardAction } = await import("../../../module/foundry/chat/attack-card/actions.ts");
const { attackCardViewContext } = await import("../../../module/foundry/chat/attack-card/render.ts");
const { AttackCardModel } = await import("../../../module/foundry/chat/attack-card/model.ts");

const CHOOSE = "chooseDefense";
/** Keys the fake's `game.i18n` echoes back (no lang file holds a test-only procedure's words). */
const AWAITING_CHOICE = "TEST.awaitingDefenseChoice";
const BLOCK_ODDS = 0.25;

const TEST_PROCEDURE = [
  ATTACK_ROLL_STEP,
  choiceStep({
    id: CHOOSE,
    actor: "target",
    optional: false,
    awaiting: AWAITING_CHOICE,
    button: { label: "TEST.chooseDefense", icon: "fa-solid fa-shield" },
    choices: ({ row }) => [
      { id: "block", label: { key: "TEST.block" }, hitChance: BLOCK_ODDS },
      { id: "none", label: { key: "TEST.none" }, hitChance: row.hitChance },
    ],
    closedWhen: ({ row }) => (row.outcome === "miss" ? "attackMissed" : undefined),
  }),
  damageStep(BONUS_COMBAT_ROOM),
];

let w: LoopWorld;
let card: FakeChatMessage;

beforeEach(async () => {
  w = await loopWorld();
  installLoadedRooms({ ...LOADED_ROOMS, bonus: { ...BONUS_ROOM, procedure: TEST_PROCEDURE } });
  card = await aliceAttacksBrute(w);
});
afterEach(() => {
  installLoadedRooms(LOADED_ROOMS);
});

/** The card's first row as `viewer`'s client renders it. */
function rowAs(viewer: LoopWorld["alice"]) {
  w.as(viewer);
  const system: unknown = card.system;
  if (!(system instanceof AttackCardModel)) throw new Error("not an attack card");
  const row = attackCardViewContext(card as never, system).rows[0];
  if (!row) throw new Error("no row");
  return row;
}
const buttons = (row: ReturnType<typeof rowAs>) => row.actions.map((a) => `${a.step}:${a.choice}`);
const cardJson = () => JSON.stringify(card.system.toObject());
const taken = () => (card.system.toObject() as { targets: { taken: unknown[] }[] }).targets[0]?.taken;

describe("a procedure with a choice step, rendered and relayed on the fake", () => {
  it("the target's owner gets one button per choice, the GM too with each choice's odds, the attacker waits", () => {
    const bob = rowAs(w.bob);
    expect(buttons(bob)).toEqual([`${CHOOSE}:block`, `${CHOOSE}:none`]);
    expect(bob.awaiting).toEqual([]);
    const gm = rowAs(w.gm);
    expect(buttons(gm)).toEqual([`${CHOOSE}:block`, `${CHOOSE}:none`]);
    expect(gm.actions.map((a) => a.oddsText)).toEqual(["25% to hit", gm.oddsText]);
    // The required choice holds damage back: Alice has no Apply button yet, only the line saying whom the card awaits.
    const alice = rowAs(w.alice);
    expect(buttons(alice)).toEqual([]);
    expect(alice.awaiting).toEqual([AWAITING_CHOICE]);
  });

  it("Bob's choice crosses fray.step, is recorded on the row, and opens the damage step", async () => {
    w.as(w.bob);
    expect(await askStep(CHOOSE, w.brute as never, card.id, "t0", "block")).toEqual({ ok: true });
    expect(taken()).toEqual([expect.objectContaining({ stepId: CHOOSE, choice: "block" })]);
    expect(buttons(rowAs(w.bob))).toEqual([]);
    expect(buttons(rowAs(w.alice))).toEqual(["damage:"]);
    w.as(w.alice);
    w.dice(6, 5, 3);
    expect(await askStep("damage", w.aldo as never, card.id, "t0")).toEqual({ ok: true });
  });

  it("damage asked for before the choice is refused: the step is held back, not open", async () => {
    const before = cardJson();
    w.as(w.alice);
    expect(await askStep("damage", w.aldo as never, card.id, "t0")).toEqual({ ok: false, reason: "stepNotOpen" });
    expect(cardJson()).toBe(before);
  });

  it("refuses a choice not among those offered, and the step taken without one, changing nothing", async () => {
    const before = cardJson();
    w.as(w.bob);
    expect(await askStep(CHOOSE, w.brute as never, card.id, "t0", "parry")).toEqual({
      ok: false,
      reason: "unknownChoice",
    });
    expect(await askStep(CHOOSE, w.brute as never, card.id, "t0")).toEqual({ ok: false, reason: "unknownChoice" });
    expect(await askStep("noSuchStep", w.brute as never, card.id, "t0")).toEqual({ ok: false, reason: "unknownStep" });
    expect(cardJson()).toBe(before);
  });

  it("a replayed request and a second choice have no second effect", async () => {
    w.as(w.bob);
    const requestId = await stampRequest(w.brute as never, stepKind(CHOOSE));
    const payload = { messageId: card.id, rowKey: "t0", stepId: CHOOSE, choice: "none", requestId };
    expect(await w.gm.query("fray.step", payload)).toEqual({ ok: true });
    const after = cardJson();
    // The stamp was used up: the same request again proves nothing.
    expect(await w.gm.query("fray.step", payload)).toEqual({ ok: false, reason: "notOwner" });
    // A fresh request for the step already taken: settled.
    expect(await askStep(CHOOSE, w.brute as never, card.id, "t0", "block")).toEqual({
      ok: false,
      reason: "stepSettled",
    });
    expect(cardJson()).toBe(after);
    expect(taken()).toEqual([expect.objectContaining({ choice: "none" })]);
  });

  it("the wrong side cannot take the target's step: Alice's own stamp, or a stamp for another step, proves nothing", async () => {
    const before = cardJson();
    w.as(w.alice);
    expect(await askStep(CHOOSE, w.brute as never, card.id, "t0", "none")).toEqual({ ok: false, reason: "notOwner" });
    const aliceStamp = await stampRequest(w.aldo as never, stepKind(CHOOSE));
    const asAttacker = { messageId: card.id, rowKey: "t0", stepId: CHOOSE, choice: "none", requestId: aliceStamp };
    expect(await w.gm.query("fray.step", asAttacker)).toEqual({ ok: false, reason: "notOwner" });
    w.as(w.bob);
    const damageStamp = await stampRequest(w.brute as never, stepKind("damage"));
    const otherStep = { messageId: card.id, rowKey: "t0", stepId: CHOOSE, choice: "none", requestId: damageStamp };
    expect(await w.gm.query("fray.step", otherStep)).toEqual({ ok: false, reason: "notOwner" });
    expect(cardJson()).toBe(before);
  });

  it("the GM takes the choice for an owner who is not connected, from the card's own button", async () => {
    w.bob.active = false;
    w.as(w.gm);
    const reply = await cardAction(card as never, { action: "step", step: CHOOSE, choice: "none", row: "t0" });
    expect(reply).toEqual({ ok: true });
    expect(taken()).toEqual([expect.objectContaining({ stepId: CHOOSE, choice: "none" })]);
  });
});

describe("a step's cost, paid through the combat economy room on the GM's side", () => {
  const PRESS = "pressOn";
  const COSTLY_PROCEDURE = [
    ATTACK_ROLL_STEP,
    choiceStep({
      id: PRESS,
      actor: "attacker",
      optional: true,
      awaiting: "TEST.awaitingPress",
      button: { label: "TEST.press", icon: "fa-solid fa-forward" },
      choices: () => [{ id: "press", label: { key: "TEST.press" } }],
      cost: () => ({ action: "attack" }),
    }),
    damageStep(BONUS_COMBAT_ROOM),
  ];
  const actions = (combat: { combatants: { contents: { actor: unknown; system: unknown }[] } }) =>
    (combat.combatants.contents.find((c) => c.actor === w.aldo)?.system as { actions: number }).actions;

  beforeEach(async () => {
    const { bonusFight } = await import("../combat/fixture.ts");
    const fight = await bonusFight();
    w = fight.w;
    installLoadedRooms({ ...LOADED_ROOMS, bonus: { ...BONUS_ROOM, procedure: COSTLY_PROCEDURE } });
    card = await aliceAttacksBrute(w);
    combat = fight.combat;
  });
  let combat: Parameters<typeof actions>[0];

  it("spends the attacker's action from its combatant in the fight", async () => {
    expect(actions(combat)).toBe(1); // "You begin with 2 Actions": the attack spent one
    w.as(w.alice);
    expect(await askStep(PRESS, w.aldo as never, card.id, "t0", "press")).toEqual({ ok: true });
    expect(actions(combat)).toBe(0);
    expect(taken()).toEqual([expect.objectContaining({ stepId: PRESS, choice: "press" })]);
  });

  it("refuses a shortfall naming it, and records nothing", async () => {
    w.as(w.gm);
    const aldo = combat.combatants.contents.find((c) => c.actor === w.aldo) as unknown as {
      update(data: object): Promise<unknown>;
    };
    await aldo.update({ system: { actions: 0 } });
    const before = cardJson();
    w.as(w.alice);
    const reply = await askStep(PRESS, w.aldo as never, card.id, "t0", "press");
    expect(reply).toMatchObject({ ok: false, data: expect.objectContaining({ need: 1 }) as unknown });
    expect(w.warnings.at(-1)).toBe("Not enough Actions: needs 1, has 0 (1 short).");
    expect(cardJson()).toBe(before);
  });
});
