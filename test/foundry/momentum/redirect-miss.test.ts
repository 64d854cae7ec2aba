/**
 * A miss that strikes someone else, from the card (rules page decision 124): "Standing behind a creature of the same
 * size category or bigger also gives you half cover, but all attacks that miss you target the creature in front of
 * you instead, possibly leading it to be hit", and Climb's "Any attack that targets you and misses targets the
 * creature you have climbed onto instead". The GM takes the step on the missed row; a follow-up card holds the same
 * roll against the new target's Evasion. On the strict fake with a scene of 1 m squares.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { gmTakesStep } from "../../../module/foundry/procedure/gm-step.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import {
  FakeTargetableToken,
  type FakeSceneDocument,
  type FakeSceneToken,
} from "../../support/fake-foundry/world/self-check-world.ts";
import type { MomentumWorld } from "./world-fixture.ts";
import { HOSTILE, momentumYard } from "./yard-fixture.ts";

const BOW = "bow0000000000000";

let w: MomentumWorld;
let scene: FakeSceneDocument;
let bruteToken: FakeSceneToken;
let carl: FakeActor;
let carlToken: FakeSceneToken;

interface Row {
  key: string;
  actorUuid: string;
  outcome: string;
  against: number;
}
const rowsOf = (card: FakeChatMessage) => (card.system as unknown as { targets: Row[] }).targets;
const lastCard = () => {
  const card = [...w.messages.values()].at(-1);
  if (!card) throw new Error("no card");
  return card;
};
const vitality = (a: FakeActor) => (a.system as unknown as { vitality: { value: number } }).vitality.value;

/**
 * Vera (square 0, 0) shoots the Brute (square 5, 1; Evasion 12) with a bow (+5: Dexterity 13 primary, half of
 * Strength 14's bonus); Carl (Evasion 10, medium as the Brute) stands on square 3, 1, across the line between them.
 */
beforeEach(async () => {
  vi.stubGlobal("document", { querySelectorAll: () => [] });
  ({ w, scene, bruteToken } = await momentumYard());
  w.as(w.gm);
  await bruteToken.update({ x: 500, y: 100 });
  carl = w.createActor({
    name: "Carl",
    type: "momentum-npc",
    ownership: { default: 0 },
    system: { vitality: { value: 20, max: 20 } },
  });
  const [token] = await scene.createEmbeddedDocuments("Token", [
    { actorId: carl.id, x: 300, y: 100, actorLink: true, disposition: HOSTILE },
  ]);
  if (!token) throw new Error("no token");
  carlToken = token;
  w.as(w.alice);
  await w.vera.createEmbeddedDocuments("Item", [
    {
      _id: BOW,
      name: "Bow",
      type: "momentum-weapon",
      system: {
        reach: "ranged",
        range: 30,
        primary: "dexterity",
        secondary: "strength",
        damage: [{ type: "physical", count: 1, faces: 6, flat: 0 }],
      },
    },
  ]);
  return () => {
    vi.unstubAllGlobals();
  };
}, 30_000);

/** Alice shoots the Brute, the d20 showing `face`, every modifier at the canvas' default. */
async function veraShoots(face: number): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  new FakeTargetableToken(bruteToken).setTarget(true, { user: w.alice });
  w.dice(face);
  const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
  await rollAttack(w.vera as never, BOW, { skipDialog: true });
  return lastCard();
}

/** The GM takes the step on its own client; a player can only ask through the relay, which refuses it. */
const redirect = (card: FakeChatMessage, choice: string | undefined) => {
  w.as(w.gm);
  return gmTakesStep(card.id, "t0", "redirectMiss", choice);
};
const playerAsks = (card: FakeChatMessage, choice: string) => {
  w.as(w.alice);
  return askStep("redirectMiss", w.vera as never, card.id, "t0", choice);
};

describe("a miss strikes the creature in front", () => {
  it('"possibly leading it to be hit": an 8 + 5 misses the Brute (12, half cover 14) but hits Carl (10)', async () => {
    const card = await veraShoots(8);
    expect(rowsOf(card)[0]).toMatchObject({ outcome: "miss", against: 14 });
    const cards = w.messages.size;
    expect(await redirect(card, carlToken.id)).toEqual({ ok: true });
    expect(w.messages.size).toBe(cards + 1);
    const follow = lastCard();
    expect(rowsOf(follow)).toEqual([expect.objectContaining({ actorUuid: carl.uuid, outcome: "hit", against: 10 })]);
    // Damage goes on from the follow-up card as from any other, by the attacker's owner.
    w.as(w.alice);
    w.dice(4);
    expect(await askStep("damage", w.vera as never, follow.id, "t0")).toEqual({ ok: true });
    expect(vitality(carl)).toBe(16);
  });

  it("the same roll, not a new one: a 4 + 5 misses Carl too, and the follow-up card says so", async () => {
    const card = await veraShoots(4);
    expect(await redirect(card, carlToken.id)).toEqual({ ok: true });
    expect(rowsOf(lastCard())[0]).toMatchObject({ outcome: "miss", against: 10 });
  });

  it("only the GM takes it, once, and only towards a creature the scene offers", async () => {
    const card = await veraShoots(8);
    expect(await playerAsks(card, carlToken.id)).toEqual({ ok: false, reason: "gmOnly" });
    expect(await redirect(card, bruteToken.id)).toEqual({ ok: false, reason: "unknownChoice" });
    expect(await redirect(card, carlToken.id)).toEqual({ ok: true });
    const cards = w.messages.size;
    expect(await redirect(card, carlToken.id)).toMatchObject({ ok: false });
    expect(w.messages.size).toBe(cards);
  });

  it("not on a hit, a natural 1, or with nobody in front", async () => {
    expect(await redirect(await veraShoots(15), carlToken.id)).toMatchObject({ ok: false });
    expect(await redirect(await veraShoots(1), carlToken.id)).toMatchObject({ ok: false });
    w.as(w.gm);
    await carlToken.update({ y: 300 });
    expect(await redirect(await veraShoots(8), carlToken.id)).toEqual({ ok: false, reason: "unknownChoice" });
  });

  it('a chosen miss is not redirected ("You can choose to miss with your own attack")', async () => {
    const card = await veraShoots(15);
    w.as(w.alice);
    expect(await askStep("chooseMiss", w.vera as never, card.id, "t0", "miss")).toEqual({ ok: true });
    expect(await redirect(card, carlToken.id)).toMatchObject({ ok: false });
  });
});

describe("a miss on a climber strikes its mount", () => {
  it('"Any attack that targets you and misses targets the creature you have climbed onto instead"', async () => {
    w.as(w.gm);
    // Carl is large and stands where the Brute was shot at; the Brute climbs on him, sharing his space.
    await carl.update({ system: { size: "large" } });
    await carlToken.update({ x: 500, y: 100 });
    await w.brute.toggleStatusEffect("climbing", { active: true });
    // The mount it rides gives the climber no cover (canvas/cover.ts: a token enclosing the target is no obstacle):
    // a 6 + 5 misses the Brute's 12 and hits Carl's 10.
    const card = await veraShoots(6);
    expect(rowsOf(card)[0]?.outcome).toBe("miss");
    expect(await redirect(card, carlToken.id)).toEqual({ ok: true });
    expect(rowsOf(lastCard())[0]).toMatchObject({ actorUuid: carl.uuid, outcome: "hit" });
  });
});
