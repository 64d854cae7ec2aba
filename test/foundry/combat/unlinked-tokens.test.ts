/**
 * Two monsters dragged from one world actor: unlinked tokens (v13 `BaseToken` `actorLink` false), each with its own
 * synthetic actor that keeps the base actor's id. Every combat lookup must tell them apart (by UUID), so each fights
 * with its own pools, effects expire on its own turns, and its sheet shows and spends its own combatant.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { fightsFor } from "../../../module/foundry/combat/fights-for.ts";
import { fightingCombatant } from "../../../module/foundry/combat/fight-of.ts";
import { activeCombatantOf } from "../../../module/foundry/combat/reactions.ts";
import { expiryFlag } from "../../../module/foundry/combat/expiry.ts";
import { attackerTokenOn } from "../../../module/foundry/canvas/situate.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import {
  installSelfCheckWorld,
  FakeSceneDocument,
  type FakeSceneToken,
} from "../../support/fake-foundry/world/self-check-world.ts";
import { loopWorld, type LoopWorld } from "../chat/world-fixture.ts";

let w: LoopWorld;
let scene: FakeSceneDocument;
let first: FakeSceneToken;
let second: FakeSceneToken;
let combat: FakeCombat;

/** A token's synthetic actor, as the sheet opened from that token reads it. */
function actorOf(token: FakeSceneToken): FakeActor {
  const actor = token.actor;
  if (!actor) throw new Error("the token has no actor");
  return actor;
}
const asActor = (actor: FakeActor) => actor as unknown as Actor.Implementation;

beforeEach(async () => {
  w = await loopWorld();
  installSelfCheckWorld(w);
  await fake().game.settings.set("fray", "ruleset", "bonus");
  scene = await FakeSceneDocument.create({ name: "Ambush" });
  [first, second] = (await scene.createEmbeddedDocuments("Token", [
    { actorId: w.brute.id, x: 0, y: 0 },
    { actorId: w.brute.id, x: 300, y: 0 },
  ])) as [FakeSceneToken, FakeSceneToken];
  combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.brute.id, tokenId: first.id, sceneId: scene.id, initiative: 9 },
    { actorId: w.brute.id, tokenId: second.id, sceneId: scene.id, initiative: 5 },
  ]);
  await combat.startCombat();
});

describe("two unlinked tokens of one actor", () => {
  it("are two synthetic actors with the base actor's id and their own UUIDs", () => {
    expect(actorOf(first).id).toBe(w.brute.id);
    expect(actorOf(second).id).toBe(w.brute.id);
    expect(actorOf(first).uuid).toBe(`Scene.${scene.id}.Token.${first.id}.Actor.${w.brute.id}`);
    expect(actorOf(first).uuid).not.toBe(actorOf(second).uuid);
  });

  it("each finds its own combatant; the world actor finds none", () => {
    const [one, two] = combat.turns;
    const mine = (actor: FakeActor) => activeCombatantOf(asActor(actor))?.id;
    expect([mine(actorOf(first)), mine(actorOf(second)), mine(w.brute)]).toEqual([one?.id, two?.id, undefined]);
    expect(fightingCombatant(asActor(actorOf(second)))?.id).toBe(two?.id);
    const firstCombatant = combat.turns[0];
    expect(firstCombatant && fightsFor(firstCombatant, actorOf(second))).toBe(false);
  });

  it("an effect until the second's next turn is held by the second's combatant", () => {
    const flag = expiryFlag("untilYourNextTurn", combat, actorOf(second));
    expect(JSON.stringify(flag)).toContain(String(combat.turns[1]?.id));
    expect(JSON.stringify(flag)).not.toContain(String(combat.turns[0]?.id));
  });

  it("attacks from the second's sheet start at the second's token, never the first's", () => {
    const tokenOf = (actor: FakeActor) =>
      attackerTokenOn(scene as unknown as Scene.Implementation, asActor(actor)) as unknown;
    expect(tokenOf(actorOf(second))).toBe(second);
    expect(tokenOf(w.brute)).toBeUndefined();
  });

  it("a change to one's synthetic actor stays on its token", async () => {
    w.as(w.bob);
    await actorOf(first).update({ "system.vigor.value": 3 });
    expect(actorOf(first).system.toObject()).toMatchObject({ vigor: { value: 3 } });
    expect(actorOf(second).system.toObject()).toMatchObject({ vigor: { value: 20 } });
    expect(w.brute.system.toObject()).toMatchObject({ vigor: { value: 20 } });
  });
});
