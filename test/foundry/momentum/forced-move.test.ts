/**
 * Abilities that push, pull or teleport their target (rules page decision 148), on the strict fake with a scene of
 * 1 m squares: the attacker's owner takes the card's move step through the GM's relay, the GM's client moves the
 * token from the Ability on the attacker's own item, and a collision's damage to the moved target is added to the
 * attack's. Vera (Alice's) stands at the left square next to the Brute (Bob's). Each test names its seed sentence.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { cardData } from "../../../module/foundry/chat/attack-card/card-data.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { handleUndoDamage } from "../../../module/foundry/queries/undo-damage.ts";
import { openSteps } from "../../../module/foundry/procedure/open-steps.ts";
import { MOMENTUM_PROCEDURE } from "../../../module/foundry/rulesets/momentum/procedure.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import {
  FakeTargetableToken,
  type FakeSceneDocument,
  type FakeSceneToken,
} from "../../support/fake-foundry/world/self-check-world.ts";
import type { MomentumWorld } from "./world-fixture.ts";
import { faceSource } from "../../support/fake-foundry/world/dice.ts";
import { HOSTILE, momentumYard } from "./yard-fixture.ts";

const GUST = "gust000000000000";
const HOOK = "hook000000000000";
const BLINK = "blink00000000000";
const SHOVE_WAVE = "shovewave0000000";

let w: MomentumWorld;
let scene: FakeSceneDocument;
let bruteToken: FakeSceneToken;

const vitality = (a: FakeActor) => (a.system as unknown as { vitality: { value: number } }).vitality.value;
const rowOf = (card: FakeChatMessage) =>
  (card.system as unknown as { targets: { outcome: string; damage: { summary: string } }[] }).targets[0];
const lastText = () => [...w.messages.values()].at(-1)?.content ?? "";

/** An Ability attack (d20 against Evasion) dealing 1d6 Physical that moves its target `kind` `metres` on a hit. */
const mover = (_id: string, name: string, kind: string, metres: number) => ({
  _id,
  name,
  type: "momentum-ability",
  system: {
    ap: 1,
    delivery: "attack",
    range: 10,
    damage: [{ type: "physical", count: 1, faces: 6, flat: 0 }],
    forcedMovement: { kind, metres },
  },
});

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  // A moved token makes the canvas refresh its attack previews in the page (canvas/preview.ts): a page with none.
  vi.stubGlobal("document", { querySelectorAll: () => [] });
  ({ w, scene, bruteToken } = await momentumYard());
  await w.vera.createEmbeddedDocuments("Item", [
    mover(GUST, "Gust", "push", 2),
    mover(HOOK, "Hook", "pull", 2),
    mover(BLINK, "Blink", "teleport", 3),
    // As a compendium Ability with no damage line: a Strength DR or pushed 2 m (decision 160).
    {
      _id: SHOVE_WAVE,
      name: "Shove Wave",
      type: "momentum-ability",
      system: {
        tier: 1,
        ap: 1,
        wp: 0,
        delivery: "defenseRoll",
        defenseRoll: "strength",
        range: 10,
        damage: [],
        ignoreArmor: 0,
        maneuver: false,
        forcedMovement: { kind: "push", metres: 2 },
      },
    },
  ]);
  return () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  };
}, 30_000);

/** Alice targets the Brute's token and attacks with `itemId`, the d20 showing `face` (none: a resisted Ability). */
async function aliceAttacks(itemId: string, face?: number): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  new FakeTargetableToken(bruteToken).setTarget(true, { user: w.alice });
  // Next to an enemy, a ranged Ability's roll has disadvantage: both d20s show `face`, and a face left unused is not
  // left for the next roll (the generator's faces after it depend on how many rolls earlier tests made).
  if (face !== undefined) w.dice(face, face);
  const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
  await rollAttack(w.vera as never, itemId, { skipDialog: true });
  faceSource.clear();
  const card = [...w.messages.values()].filter((m) => m.type === "attack").at(-1);
  if (!card) throw new Error("no card posted");
  return card;
}

/** `user` takes the move step with `choice`, the dice showing `faces` (an occupant's Strength DR). */
function moves(card: FakeChatMessage, choice: string, faces: number[] = [], user = w.alice) {
  w.as(user);
  w.dice(...faces);
  return askStep("forcedMove", w.vera as never, card.id, "t0", choice);
}

function damages(card: FakeChatMessage, face: number) {
  w.as(w.alice);
  w.dice(face);
  return askStep("damage", w.vera as never, card.id, "t0");
}

/** A third creature, Carl (Vitality 20, Armor 0), standing at `x` on the row. */
async function carlAt(x: number): Promise<FakeActor> {
  w.as(w.gm);
  const carl = w.createActor({
    name: "Carl",
    type: "momentum-npc",
    ownership: { default: 0 },
    system: { vitality: { value: 20, max: 20 } },
  });
  await scene.createEmbeddedDocuments("Token", [{ actorId: carl.id, x, y: 0, actorLink: true, disposition: HOSTILE }]);
  return carl;
}

describe("an Ability that pushes or pulls its target (decision 148)", () => {
  it("a hit pushes the Brute 2 m straight away from Vera, then the damage lands; once only", async () => {
    const card = await aliceAttacks(GUST, 15);
    expect(await damages(card, 4)).toMatchObject({ ok: false });
    expect(await moves(card, "push")).toEqual({ ok: true });
    expect(bruteToken.x).toBe(300);
    expect(lastText()).toContain("Brute is moved 2 m.");
    expect(await moves(card, "push")).toEqual({ ok: false, reason: "stepSettled" });
    expect(bruteToken.x).toBe(300);
    expect(await damages(card, 4)).toEqual({ ok: true });
    expect(vitality(w.brute)).toBe(18);
  });

  it("Bob cannot move for Alice's attack, and a choice the Ability does not make is refused", async () => {
    const card = await aliceAttacks(GUST, 15);
    expect(await moves(card, "push", [], w.bob)).toEqual({ ok: false, reason: "notOwner" });
    expect(await moves(card, "teleport")).toEqual({ ok: false, reason: "unknownChoice" });
    expect(bruteToken.x).toBe(100);
  });

  it("a miss moves nothing", async () => {
    const card = await aliceAttacks(GUST, 2);
    expect(rowOf(card)?.outcome).toBe("miss");
    expect((await moves(card, "push")).ok).toBe(false);
    expect(bruteToken.x).toBe(100);
  });

  it('"Moving a target into a space that is already occupied … The moving target is stopped one space before it"; "You can add the damage … to any damage … through an Ability"', async () => {
    const carl = await carlAt(300);
    const card = await aliceAttacks(GUST, 15);
    // Carl's Strength DR 2 against Vera's DR Power 14 fails: the full 2 m, 2 Physical to both, dealt with the attack's
    // damage (decision 166).
    expect(await moves(card, "push", [2])).toEqual({ ok: true });
    expect(bruteToken.x).toBe(200);
    expect(vitality(carl)).toBe(20);
    expect(vitality(w.brute)).toBe(20);
    expect(lastText()).toContain("2 Physical damage to both, dealt with the attack");
    // The Brute's share comes with Gust's 4: 6 Physical, its Armor 2 once; Carl's 2 with them.
    await damages(card, 4);
    expect(vitality(w.brute)).toBe(16);
    expect(vitality(carl)).toBe(18);
    expect(rowOf(card)?.damage.summary).toContain("Carl: 2 damage from the collision");
    expect(rowOf(card)?.damage.summary).toContain("+2 Physical from the collision");
  });

  it("a pull brings the Brute toward Vera, stopping next to her", async () => {
    w.as(w.gm);
    await bruteToken.update({ x: 400 });
    const card = await aliceAttacks(HOOK, 15);
    await moves(card, "pull");
    expect(bruteToken.x).toBe(200);
    // From 2 squares off, the pull ends next to Vera: 1 m moved.
    const close = await aliceAttacks(HOOK, 15);
    await moves(close, "pull");
    expect(bruteToken.x).toBe(100);
    expect(lastText()).toContain("Brute is moved 1 m.");
  });
});

describe("the card's Undo puts the moved token back (decision 161)", () => {
  /** The GM's own Undo on the card's first row, on the GM's client (Undo is never relayed). */
  const undo = (card: FakeChatMessage, requestId: string) => {
    w.as(w.gm);
    return handleUndoDamage({ messageId: card.id, rowKey: "t0", requestId }, w.gm as never);
  };

  /** Alice's Gust pushes the Brute 2 m through the GM's relay and its 4 damage lands. */
  async function gustLands(): Promise<FakeChatMessage> {
    const card = await aliceAttacks(GUST, 15);
    expect(await moves(card, "push")).toEqual({ ok: true });
    expect(await damages(card, 4)).toEqual({ ok: true });
    expect(bruteToken.x).toBe(300);
    return card;
  }

  it("Undo of Gust's damage gives the Vitality back and the Brute's token its square; a replayed Undo moves nothing", async () => {
    const card = await gustLands();
    expect(await undo(card, "undo-1")).toEqual({ ok: true });
    expect(vitality(w.brute)).toBe(20);
    expect(bruteToken.x).toBe(100);
    w.as(w.gm);
    await bruteToken.update({ x: 300 });
    expect((await undo(card, "undo-1")).ok).toBe(false);
    expect((await undo(card, "undo-2")).ok).toBe(false);
    expect(bruteToken.x).toBe(300);
  });

  it("a token moved since the push is left where it is (the GM's drag); the damage is still undone", async () => {
    const card = await gustLands();
    w.as(w.gm);
    await bruteToken.update({ x: 400 });
    expect(await undo(card, "undo-1")).toEqual({ ok: true });
    expect(vitality(w.brute)).toBe(20);
    expect(bruteToken.x).toBe(400);
  });

  it("Alice rewriting where the Brute stood on her card is refused whole: nothing undone, nothing moved", async () => {
    const card = await gustLands();
    const source = card.system.toObject() as { targets: { taken: { stepId: string; choice: string }[] }[] };
    const targets = source.targets.map((row) => ({
      ...row,
      taken: row.taken.map((t) =>
        t.stepId === "forcedMove" ? { ...t, choice: `done;moved:${bruteToken.id},900,0,300,0` } : t,
      ),
    }));
    w.as(w.alice);
    await card.update({ system: { targets } });
    expect(await undo(card, "undo-1")).toEqual({ ok: false, reason: "tamperedCard" });
    expect(bruteToken.x).toBe(300);
    expect(vitality(w.brute)).toBe(18);
  });

  it("Alice asking for the Undo herself is refused", async () => {
    const card = await gustLands();
    const reply = await handleUndoDamage({ messageId: card.id, rowKey: "t0", requestId: "undo-1" }, w.alice as never);
    expect(reply).toMatchObject({ ok: false });
    expect(bruteToken.x).toBe(300);
  });
});

describe("the card's Undo gives back the collision's damage to the occupant (decision 166)", () => {
  const undo = (card: FakeChatMessage, requestId: string, user = w.gm) => {
    w.as(user);
    return handleUndoDamage({ messageId: card.id, rowKey: "t0", requestId }, user as never);
  };

  /** Gust pushes the Brute into Carl (his Strength DR 2 fails: 2 Physical to both) and its 4 damage lands. */
  async function gustIntoCarl(): Promise<{ card: FakeChatMessage; carl: FakeActor }> {
    const carl = await carlAt(300);
    const card = await aliceAttacks(GUST, 15);
    expect(await moves(card, "push", [2])).toEqual({ ok: true });
    expect(await damages(card, 4)).toEqual({ ok: true });
    expect(vitality(carl)).toBe(18);
    return { card, carl };
  }

  it('"you deal physical damage … to both the moving target and whatever is occupying the space": Undo gives Carl his 2 back, once', async () => {
    const { card, carl } = await gustIntoCarl();
    expect(await undo(card, "undo-1")).toEqual({ ok: true });
    expect(vitality(carl)).toBe(20);
    expect(vitality(w.brute)).toBe(20);
    expect(bruteToken.x).toBe(100);
    // Hurt again since, a replayed or second Undo gives nothing back.
    w.as(w.gm);
    await carl.update({ system: { vitality: { value: 15 } } });
    expect((await undo(card, "undo-1")).ok).toBe(false);
    expect((await undo(card, "undo-2")).ok).toBe(false);
    expect(vitality(carl)).toBe(15);
  });

  it("applying the damage again after the Undo deals Carl's share again, as the Brute's", async () => {
    const { card, carl } = await gustIntoCarl();
    expect(await undo(card, "undo-1")).toEqual({ ok: true });
    expect(await damages(card, 4)).toEqual({ ok: true });
    expect([vitality(carl), vitality(w.brute)]).toEqual([18, 16]);
  });

  it("the collision's Bleeding on Carl goes with the Undo; his Temporary Vitality comes back", async () => {
    const carl = await carlAt(300);
    w.as(w.gm);
    await carl.update({ system: { vitality: { value: 1 }, temporaryVitality: 1 } });
    const card = await aliceAttacks(GUST, 15);
    expect(await moves(card, "push", [2])).toEqual({ ok: true });
    expect(await damages(card, 4)).toEqual({ ok: true });
    const temporary = () => (carl.system as unknown as { temporaryVitality: number }).temporaryVitality;
    // 2 Physical: 1 off the Temporary Vitality, the last Vitality point lethal, so Bleeding.
    expect([temporary(), vitality(carl), carl.statuses.has("bleeding")]).toEqual([0, 0, true]);
    expect(await undo(card, "undo-1")).toEqual({ ok: true });
    expect([temporary(), vitality(carl), carl.statuses.has("bleeding")]).toEqual([1, 1, false]);
  });

  it("Alice asking for the Undo herself is refused: Carl keeps his damage", async () => {
    const { card, carl } = await gustIntoCarl();
    expect(await undo(card, "undo-1", w.alice)).toMatchObject({ ok: false });
    expect(vitality(carl)).toBe(18);
  });

  it("Alice rewriting the occupant on her card is refused whole: no one is struck or healed by it", async () => {
    const carl = await carlAt(300);
    const card = await aliceAttacks(GUST, 15);
    expect(await moves(card, "push", [2])).toEqual({ ok: true });
    const source = card.system.toObject() as { targets: { taken: { stepId: string; choice: string }[] }[] };
    const targets = source.targets.map((row) => ({
      ...row,
      taken: row.taken.map((t) => (t.stepId === "forcedMove" ? { ...t, choice: t.choice.replace(",2;", ",9;") } : t)),
    }));
    w.as(w.alice);
    await card.update({ system: { targets } });
    expect(await damages(card, 4)).toEqual({ ok: false, reason: "tamperedCard" });
    expect(vitality(carl)).toBe(20);
  });
});

describe("an Ability that teleports its target (decision 148)", () => {
  it("a free space: the Brute is teleported 3 m away from Vera", async () => {
    const card = await aliceAttacks(BLINK, 15);
    await moves(card, "teleport");
    expect(bruteToken.x).toBe(400);
  });

  it('"Teleporting a target into a space that is already occupied deals Reality damage equal to the teleported distance to both … ignores Armor … returns"', async () => {
    const carl = await carlAt(400);
    const card = await aliceAttacks(BLINK, 15);
    await moves(card, "teleport");
    expect(bruteToken.x).toBe(100);
    // 3 Reality each, the Brute's Armor 2 ignored.
    expect(vitality(carl)).toBe(17);
    expect(vitality(w.brute)).toBe(17);
    expect(lastText()).toContain("3 Reality damage to both, ignoring Armor");
  });
});

describe("an Ability with no damage line that only pushes (decision 160)", () => {
  /** Alice's Shove Wave at the Brute; Bob takes the hit (fails the Strength DR on purpose). */
  async function waveLands(): Promise<FakeChatMessage> {
    const card = await aliceAttacks(SHOVE_WAVE);
    w.as(w.bob);
    expect(await askStep("defenseRoll", w.brute as never, card.id, "t0", "takeHit")).toEqual({ ok: true });
    return card;
  }

  it('"the target needs to defend themselves against the effects": the hit pushes the Brute 2 m; there is no damage step', async () => {
    const card = await waveLands();
    expect(await moves(card, "push")).toEqual({ ok: true });
    expect(bruteToken.x).toBe(300);
    expect(rowOf(card)?.outcome).toBe("hit");
    // The card offers nothing more on the row, and asking for damage anyway is refused, the reason named.
    const data = cardData(card.system as never);
    const ctx = { card: data, row: data.targets[0] as never, item: w.vera.items.get(SHOVE_WAVE) as never };
    expect(openSteps(MOMENTUM_PROCEDURE, ctx)).toEqual([]);
    expect(await damages(card, 4)).toEqual({ ok: false, reason: "FRAY.Momentum.Refusal.noDamage" });
    expect(vitality(w.brute)).toBe(20);
  });

  it('"You can add the damage … to any damage that you might have caused through an Ability": with none, the collision is dealt at once to both', async () => {
    const carl = await carlAt(300);
    const card = await waveLands();
    // Carl's Strength DR 2 fails against Vera's DR Power 14: 2 Physical to both, dealt through the whole pipeline (the
    // Brute's Armor 2 takes all of its share).
    expect(await moves(card, "push", [2])).toEqual({ ok: true });
    expect(bruteToken.x).toBe(200);
    expect(vitality(carl)).toBe(18);
    expect(vitality(w.brute)).toBe(20);
    expect(lastText()).not.toContain("with the attack");
  });
});
