/**
 * Walking a `wounds` token in a started combat spends its movement pool (issue 21, rules page decisions 161–163;
 * module/foundry/rulesets/wounds/combat/token-move.ts), on the strict fake with a scene of 1-yard squares. Seed 004:
 * "Just like actions, movement requires spending AP … Once AP is spent to move, you can divide the movement however
 * you want for the remainder of the round." Alice's Vera (initiative 12, 7 AP, rate 9: 4 AP buy 9 yards) acts first;
 * Bob's Ogre (initiative 8) stands 5 yards east.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { tokenMoved } from "../../../module/foundry/combat/token-moved.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { installSelfCheckWorld, FakeSceneDocument } from "../../support/fake-foundry/world/self-check-world.ts";
import type { FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import type { FakeUser } from "../../support/fake-foundry/world/users.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { fighter, stored, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

let w: WoundsWorld;
let combat: FakeCombat;
let veraToken: FakeSceneToken;
let ogreToken: FakeSceneToken;

const asCombatant = (c: FakeCombatant) => c as unknown as Combatant.Implementation;
const yardsLeft = (actor = w.vera) => stored(fighter(combat, actor)).movement;
const square = (token: FakeSceneToken) => ({ col: token.x / 100, row: token.y / 100 });

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  // A moved token makes the canvas refresh its attack previews in the page (canvas/preview.ts): a page with none.
  vi.stubGlobal("document", { querySelectorAll: () => [] });
  w = await woundsWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  const scene = await FakeSceneDocument.create({
    name: "Yard",
    grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 4 },
  });
  const [vera, ogre] = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.vera.id, x: 0, y: 0, actorLink: true },
    { actorId: w.ogre.id, x: 500, y: 0, actorLink: true },
  ]);
  if (!vera || !ogre) throw new Error("no tokens");
  veraToken = vera;
  ogreToken = ogre;
  combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.vera.id, tokenId: vera.id, sceneId: scene.id, initiative: 12 },
    { actorId: w.ogre.id, tokenId: ogre.id, sceneId: scene.id, initiative: 8 },
  ]);
  await combat.startCombat();
  return () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  };
});

/** `user` buys movement for `actor` with `ap` from the tracker (a player's through the `fray.combatAct` relay). */
async function buy(user: FakeUser, actor: typeof w.vera, ap: number): Promise<void> {
  w.as(user);
  await actFor(asCombatant(fighter(combat, actor)), "buyMovement", String(ap));
  w.as(w.gm);
}

/**
 * `user` drags `token` to the square (`col`, `row`) of 100 px squares. v13 runs `preMoveToken` on the requesting
 * client, then `moveToken` on every client; the fake runs hooks on the acting user's alone, so a player's move is then
 * handed to the GM's client as v13 would.
 */
async function drag(user: FakeUser, token: FakeSceneToken, col: number, row: number): Promise<void> {
  const origin = { x: token.x, y: token.y };
  w.as(user);
  const moved = await token.update({ x: col * 100, y: row * 100 });
  // The GM's client ran `moveToken` itself; hooks are not awaited (nor are they in v13): its work is let finish.
  if (user.isGM) await new Promise((done) => setTimeout(done, 0));
  if (!moved || user.isGM) return;
  w.as(w.gm);
  await tokenMoved(token as never, { origin });
}

describe('"Once AP is spent to move, you can divide the movement however you want for the remainder of the round"', () => {
  it("Alice's 4 AP buy 9 yards; a 3-yard walk east leaves 6, another 2 yards south leaves 4", async () => {
    await buy(w.alice, w.vera, 4);
    expect(yardsLeft()).toBe(9);
    await drag(w.alice, veraToken, 3, 0);
    expect(yardsLeft()).toBe(6);
    await drag(w.alice, veraToken, 3, 2);
    expect(square(veraToken)).toEqual({ col: 3, row: 2 });
    expect(yardsLeft()).toBe(4);
  });

  it('"count every second diagonal movement as 2 yards": 3 squares diagonally cost 4 yards, 1 diagonal costs 1', async () => {
    await buy(w.alice, w.vera, 4);
    await drag(w.alice, veraToken, 3, 3);
    expect(yardsLeft()).toBe(5);
    await drag(w.alice, veraToken, 4, 4);
    expect(yardsLeft()).toBe(4);
  });

  it("a player's walk past the pool is refused with the shortfall named: the token stays, nothing is paid", async () => {
    await drag(w.alice, veraToken, 1, 0);
    expect(square(veraToken)).toEqual({ col: 0, row: 0 });
    expect(w.warnings.at(-1)).toBe("Not enough movement (yards): needs 1, has 0 (1 short).");
    await buy(w.alice, w.vera, 4);
    await drag(w.alice, veraToken, 0, 10);
    expect(square(veraToken)).toEqual({ col: 0, row: 0 });
    expect(w.warnings.at(-1)).toBe("Not enough movement (yards): needs 10, has 9 (1 short).");
    expect(yardsLeft()).toBe(9);
  });

  it("the GM's walk past the pool is the override: it happens, the shortfall is warned, the pool goes to 0", async () => {
    await buy(w.gm, w.vera, 4);
    await drag(w.gm, veraToken, 0, 10);
    expect(square(veraToken)).toEqual({ col: 0, row: 10 });
    expect(w.warnings.at(-1)).toBe("Not enough movement (yards): needs 10, has 9 (1 short).");
    expect(yardsLeft()).toBe(0);
  });

  it("each move is paid once, on the active GM's client from the token's positions: a player's client pays nothing", async () => {
    await buy(w.alice, w.vera, 4);
    const origin = { x: veraToken.x, y: veraToken.y };
    await drag(w.alice, veraToken, 2, 0);
    expect(yardsLeft()).toBe(7);
    // v13 runs `moveToken` on Alice's client too: it is not the active GM's and pays nothing.
    w.as(w.alice);
    await tokenMoved(veraToken as never, { origin });
    expect(yardsLeft()).toBe(7);
  });

  it('"any unspent movement is lost at the end of the round": walked yards and the rest are gone together', async () => {
    await buy(w.alice, w.vera, 4);
    await drag(w.alice, veraToken, 2, 0);
    await combat.nextRound();
    expect(yardsLeft()).toBe(0);
    await drag(w.alice, veraToken, 3, 0);
    expect(square(veraToken)).toEqual({ col: 2, row: 0 });
  });
});

describe('"You may move on another character\'s turn as if interrupting their turn with an action, except it does not lower your initiative"', () => {
  it("on Vera's turn Bob's Ogre (initiative 8, lower than 12) may not walk, though it bought yards", async () => {
    await buy(w.bob, w.ogre, 4);
    const yards = yardsLeft(w.ogre);
    expect(yards).toBeGreaterThan(0);
    await drag(w.bob, ogreToken, 4, 0);
    expect(square(ogreToken)).toEqual({ col: 5, row: 0 });
    expect(w.warnings.at(-1)).toBe("Acting on another's turn needs a higher initiative than the acting creature's.");
    expect(yardsLeft(w.ogre)).toBe(yards);
  });

  it("on the Ogre's turn Vera (12, higher than 8) walks from her pool, her initiative still 12", async () => {
    await buy(w.alice, w.vera, 4);
    await combat.nextTurn();
    expect(combat.combatant?.name).toBe("Ogre");
    await drag(w.alice, veraToken, 0, 2);
    expect(square(veraToken)).toEqual({ col: 0, row: 2 });
    expect(yardsLeft()).toBe(7);
    expect(fighter(combat, w.vera).initiative).toBe(12);
  });

  it("the GM moving the Ogre on Vera's turn moves a creature that cannot walk now (a shove, a drag): nothing is paid", async () => {
    await buy(w.gm, w.ogre, 4);
    const yards = yardsLeft(w.ogre);
    await drag(w.gm, ogreToken, 3, 0);
    expect(square(ogreToken)).toEqual({ col: 3, row: 0 });
    expect(yardsLeft(w.ogre)).toBe(yards);
  });
});

describe('Enter Occupied Space: "Further movement within their space costs double the normal movement" (decision 207)', () => {
  /** A Troll's token spans 3 × 3 squares from (3, 0); Vera stands inside it, both Sharing a Space. */
  async function shareTheTrollsSpace(): Promise<FakeActor> {
    const troll = w.createActor({ name: "Troll", type: "wounds-npc", system: { size: 3 } });
    const scene = veraToken.parent as unknown as FakeSceneDocument;
    await scene.createEmbeddedDocuments("Token", [
      { actorId: troll.id, x: 300, y: 0, width: 3, height: 3, actorLink: true },
    ]);
    await drag(w.gm, veraToken, 3, 0);
    await w.vera.toggleStatusEffect("sharingSpace", { active: true });
    await troll.toggleStatusEffect("sharingSpace", { active: true });
    await buy(w.alice, w.vera, 4);
    expect(yardsLeft()).toBe(9);
    return troll;
  }

  it("a 2-yard walk inside the Troll's space costs 4; the 1-yard walk out of it costs 1 and ends Sharing a Space on both", async () => {
    const troll = await shareTheTrollsSpace();
    await drag(w.alice, veraToken, 5, 0);
    expect(yardsLeft()).toBe(5);
    expect([w.vera.statuses.has("sharingSpace"), troll.statuses.has("sharingSpace")]).toEqual([true, true]);
    await drag(w.alice, veraToken, 6, 0);
    expect(yardsLeft()).toBe(4);
    expect([w.vera.statuses.has("sharingSpace"), troll.statuses.has("sharingSpace")]).toEqual([false, false]);
  });

  it("a third creature in the Troll's space keeps Sharing a Space when Vera walks out, and so does the Troll (decision 222)", async () => {
    const troll = await shareTheTrollsSpace();
    const scene = veraToken.parent as unknown as FakeSceneDocument;
    await scene.createEmbeddedDocuments("Token", [{ actorId: w.cat.id, x: 500, y: 200, actorLink: true }]);
    await w.cat.toggleStatusEffect("sharingSpace", { active: true });
    await drag(w.alice, veraToken, 6, 0);
    expect(w.vera.statuses.has("sharingSpace")).toBe(false);
    expect([troll.statuses.has("sharingSpace"), w.cat.statuses.has("sharingSpace")]).toEqual([true, true]);
  });

  it("Vera and the Cat in one 1-yard space inside the Troll's: Vera walks out, the Cat and the Troll still share", async () => {
    const troll = await shareTheTrollsSpace();
    const scene = veraToken.parent as unknown as FakeSceneDocument;
    await scene.createEmbeddedDocuments("Token", [{ actorId: w.cat.id, x: 300, y: 0, actorLink: true }]);
    await w.cat.toggleStatusEffect("sharingSpace", { active: true });
    await drag(w.alice, veraToken, 2, 0);
    expect(w.vera.statuses.has("sharingSpace")).toBe(false);
    expect([troll.statuses.has("sharingSpace"), w.cat.statuses.has("sharingSpace")]).toEqual([true, true]);
  });

  it("a player's walk inside the space past half the pool is refused with the doubled need named", async () => {
    await shareTheTrollsSpace();
    await drag(w.alice, veraToken, 5, 2); // 2 diagonals: 1 + 2 = 3 yards, 6 of the pool
    expect(yardsLeft()).toBe(3);
    await drag(w.alice, veraToken, 3, 2); // 2 yards, 4 of the 3 left
    expect(square(veraToken)).toEqual({ col: 5, row: 2 });
    expect(yardsLeft()).toBe(3);
    expect(w.warnings.at(-1)).toBe("Not enough movement (yards): needs 4, has 3 (1 short).");
  });

  it("inside another creature's token without Sharing a Space (the GM placed it) a walk costs the yards walked", async () => {
    await shareTheTrollsSpace();
    await w.vera.toggleStatusEffect("sharingSpace", { active: false });
    await drag(w.alice, veraToken, 5, 0);
    expect(yardsLeft()).toBe(7);
  });
});

describe("the system listens to v13's token movement hooks once", () => {
  it("preMoveToken and moveToken each have one Fray handler", () => {
    expect([fake().Hooks.count("preMoveToken"), fake().Hooks.count("moveToken")]).toEqual([1, 1]);
  });
});
