/**
 * Walking a `contest` token in a started combat spends its turn's movement (rules page decisions 150–151;
 * module/foundry/rulesets/contest/combat/token-move.ts), on the strict fake with a scene of 1-metre squares. Seed 003:
 * "The active character can also use primary actions … while moving a number of meters up to their speed (this
 * movement does not cost them action points)"; "Dash. You can move a number of meters up to your speed"; Grapple:
 * "prohibiting them from moving". Alice's Kara (initiative 5, speed 6) acts first; Bob's Brute (initiative 2) stands
 * 9 m south, out of every reach.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { pushToken } from "../../../module/foundry/canvas/push.ts";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import { tokenMoved } from "../../../module/foundry/combat/token-moved.ts";
import type { FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import type { FakeUser } from "../../support/fake-foundry/world/users.ts";
import { systemOf } from "../combat/fixture.ts";
import { asActor } from "./combat-fixture.ts";
import type { ContestWorld } from "./world-fixture.ts";
import { contestYard } from "./yard-fixture.ts";

let w: ContestWorld;
let kara: FakeCombatant;
let brute: FakeCombatant;
let karaToken: FakeSceneToken;
let bruteToken: FakeSceneToken;

const metresLeft = (c = kara) => systemOf(c).movement;
const square = (token: FakeSceneToken) => ({ col: token.x / 100, row: token.y / 100 });

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  // A moved token makes the canvas refresh its attack previews in the page (canvas/preview.ts): a page with none.
  vi.stubGlobal("document", { querySelectorAll: () => [] });
  ({ w, kara, brute, karaToken, bruteToken } = await contestYard({ brute: { x: 0, y: 900 } }));
  return () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  };
});

/**
 * `user` drags `token` to the square (`col`, `row`). v13 runs `preMoveToken` on the requesting client, then
 * `moveToken` on every client; the fake runs hooks on the acting user's alone, so a player's move is then handed to the
 * GM's client as v13 would.
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

describe('"while moving a number of meters up to their speed (this movement does not cost them action points)"', () => {
  it("Alice walks Kara 4 m east from her 6 m: 2 m are left and her 3 AP untouched", async () => {
    expect(metresLeft()).toBe(6);
    await drag(w.alice, karaToken, 4, 0);
    expect(square(karaToken)).toEqual({ col: 4, row: 0 });
    expect(metresLeft()).toBe(2);
    expect(systemOf(kara).ap).toBe(3);
  });

  it("a diagonal square is 1 m (the grid's equidistant diagonals): 3 squares diagonally cost 3 m", async () => {
    await drag(w.alice, karaToken, 3, 3);
    expect(metresLeft()).toBe(3);
  });

  it("a player's walk past the pool is refused with the shortfall named: the token stays, nothing is paid", async () => {
    await drag(w.alice, karaToken, 4, 0);
    await drag(w.alice, karaToken, 7, 0);
    expect(square(karaToken)).toEqual({ col: 4, row: 0 });
    expect(w.warnings.at(-1)).toBe("Not enough Movement: needs 3, has 2 (1 short).");
    expect(metresLeft()).toBe(2);
  });

  it("the GM's walk past the pool is the override: it happens, the shortfall is warned, the pool goes to 0", async () => {
    await drag(w.gm, karaToken, 8, 0);
    expect(square(karaToken)).toEqual({ col: 8, row: 0 });
    expect(w.warnings.at(-1)).toBe("Not enough Movement: needs 8, has 6 (2 short).");
    expect(metresLeft()).toBe(0);
  });

  it("each move is paid once, on the active GM's client: the player's own `moveToken` pays nothing", async () => {
    const origin = { x: karaToken.x, y: karaToken.y };
    await drag(w.alice, karaToken, 2, 0);
    expect(metresLeft()).toBe(4);
    w.as(w.alice);
    await tokenMoved(karaToken as never, { origin });
    expect(metresLeft()).toBe(4);
  });

  it('"When the active character has resolved their turn": on Kara\'s turn Bob may not walk the Brute', async () => {
    await drag(w.bob, bruteToken, 0, 7);
    expect(square(bruteToken)).toEqual({ col: 0, row: 9 });
    expect(w.warnings.at(-1)).toBe("Primary actions and movement are taken on your own turn.");
  });

  it("the GM moving the Brute on Kara's turn moves a creature that cannot walk now: nothing is paid", async () => {
    const before = metresLeft(brute);
    await drag(w.gm, bruteToken, 0, 7);
    expect(square(bruteToken)).toEqual({ col: 0, row: 7 });
    expect(metresLeft(brute)).toBe(before);
  });
});

describe('"Dash. You can move a number of meters up to your speed"', () => {
  it("after Dash (1 AP) Kara walks 10 m of her 12: 2 are left", async () => {
    w.as(w.alice);
    expect(await spendInCombat(asActor(w.kara), { action: "dash" })).toBe(true);
    await drag(w.alice, karaToken, 10, 0);
    expect(square(karaToken)).toEqual({ col: 10, row: 0 });
    expect(metresLeft()).toBe(2);
  });
});

describe("Prone: crawling costs 2 m a metre (decision 38)", () => {
  it("a prone Kara crawls 3 m for her 6, and a 4th metre is refused", async () => {
    await w.kara.toggleStatusEffect("prone", { active: true });
    await drag(w.alice, karaToken, 3, 0);
    expect(metresLeft()).toBe(0);
    await drag(w.alice, karaToken, 4, 0);
    expect(square(karaToken)).toEqual({ col: 3, row: 0 });
    expect(w.warnings.at(-1)).toBe("Not enough Movement: needs 2, has 0 (2 short).");
  });
});

describe('Grapple: "prohibiting them from moving"', () => {
  it("a Grappled Kara's move is refused, the token stays and her 6 m are kept", async () => {
    await w.kara.toggleStatusEffect("grappled", { active: true });
    await drag(w.alice, karaToken, 1, 0);
    expect(square(karaToken)).toEqual({ col: 0, row: 0 });
    expect(w.warnings.at(-1)).toBe("Cannot move while Grappled.");
    expect(metresLeft()).toBe(6);
  });

  it("the GM moving a Grappled Kara is warned, and she is moved (dragged, carried) for nothing", async () => {
    await w.kara.toggleStatusEffect("grappled", { active: true });
    await drag(w.gm, karaToken, 2, 0);
    expect(square(karaToken)).toEqual({ col: 2, row: 0 });
    expect(w.warnings.at(-1)).toBe("Cannot move while Grappled.");
    expect(metresLeft()).toBe(6);
  });
});

describe('"a character doesn\'t provoke an opportunity attack when being pushed": a Push is not a walk', () => {
  it("the GM's Push of Kara on her turn is neither refused nor warned nor paid", async () => {
    await drag(w.alice, karaToken, 3, 0);
    await drag(w.gm, bruteToken, 2, 0);
    const warned = w.warnings.length;
    expect(await pushToken("contest", bruteToken as never, karaToken as never, 1)).toBe("moved");
    await new Promise((done) => setTimeout(done, 0));
    expect(square(karaToken)).toEqual({ col: 4, row: 0 });
    expect(w.warnings.length).toBe(warned);
    expect(metresLeft()).toBe(3);
  });
});
