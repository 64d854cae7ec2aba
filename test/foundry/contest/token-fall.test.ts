/**
 * How a token's move came about, on the strict fake (rules page decisions 159–160; module/foundry/canvas/
 * movement-actions.ts, module/foundry/rulesets/contest/combat/move-cause.ts). Seed 003, Positioning: "Move.
 * Characters that willingly move within a foe's reach or leave it. This means that a character doesn't provoke an
 * opportunity attack when being pushed or falling past a foe. A character can avoid provoking an opportunity attack in
 * this way by taking the Disengage action or moving through means of teleportation." The Initiative Structure:
 * "while moving a number of meters up to their speed (this movement does not cost them action points)".
 *
 * A 1-metre square scene in a row: Kara (Alice, friendly) at 0 with her longsword (reach 1 m), Bob's Brute 5 m away.
 * The Brute acts first (initiative 5, Kara 2).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { registerMovementActions } from "../../../module/foundry/canvas/movement-actions.ts";
import { tokenMoved } from "../../../module/foundry/combat/token-moved.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import type { FakeUser } from "../../support/fake-foundry/world/users.ts";
import { systemOf } from "../combat/fixture.ts";
import { promptsIn } from "../chat/prompt-messages.ts";
import type { ContestWorld } from "./world-fixture.ts";
import { contestYard } from "./yard-fixture.ts";

let w: ContestWorld;
let brute: FakeCombatant;
let bruteToken: FakeSceneToken;

const prompts = () => promptsIn(w);
const metresLeft = () => systemOf(brute).movement;
const column = () => bruteToken.x / 100;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.stubGlobal("document", { querySelectorAll: () => [] });
  ({ w, brute, bruteToken } = await contestYard({ name: "Cliff", brute: { x: 500, y: 0 }, bruteFirst: true }));
  // `init` registers the world's room's movement actions (canvas/register.ts); the ruleset is set after this file's.
  registerMovementActions();
  return () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  };
});

/**
 * `user` moves the Brute's token to column `col` with `action` (absent: its `movementAction`) through core's
 * `TokenDocument#move`. v13 runs `preMoveToken` on the requesting client, then `moveToken(document, movement,
 * operation, user)` on every client with the same movement and the user the server names; the fake runs hooks on the
 * acting client alone, so the GM's client is handed what the player's saw.
 */
async function bruteMoves(user: FakeUser, col: number, action?: string): Promise<void> {
  let seen: unknown[] = [];
  const spy = fake().Hooks.on("moveToken", (...args: unknown[]) => {
    seen = args;
  });
  w.as(user);
  await bruteToken.move({ x: col * 100, y: 0, ...(action === undefined ? {} : { action }) });
  fake().Hooks.off("moveToken", spy);
  // The GM's client ran `moveToken` itself; hooks are not awaited (nor are they in v13): its work is let finish.
  if (user.isGM) await new Promise((done) => setTimeout(done, 0));
  if (user.isGM || seen.length === 0) return;
  w.as(w.gm);
  const [, movement, , mover] = seen;
  await tokenMoved(bruteToken as never, movement as never, mover as never);
}

describe("the Fall movement action: the GM's alone (decision 159)", () => {
  it("joins core's actions at init, labelled, and only a GM may select it (a player's HUD does not offer it)", () => {
    const fall = fake().CONFIG.Token.movement.actions.fall;
    expect(fall?.label).toBe("FRAY.Contest.MovementAction.fall");
    w.as(w.gm);
    expect(fall?.canSelect?.(bruteToken)).toBe(true);
    w.as(w.bob);
    expect(fall?.canSelect?.(bruteToken)).toBe(false);
  });
});

describe('"a character doesn\'t provoke an opportunity attack when … falling past a foe"', () => {
  it("the GM's fall of the Brute from 5 m into Kara's reach at 1 m: no prompt, and its 6 m are untouched", async () => {
    await bruteMoves(w.gm, 1, "fall");
    expect(column()).toBe(1);
    expect(prompts()).toHaveLength(0);
    expect(metresLeft()).toBe(6);
  });

  it("the GM's fall past the pool is neither warned of nor paid: 8 m down the cliff, the 6 m kept", async () => {
    bruteToken.x = 1300;
    const warned = w.warnings.length;
    await bruteMoves(w.gm, 5, "fall");
    expect(column()).toBe(5);
    expect(w.warnings.length).toBe(warned);
    expect(metresLeft()).toBe(6);
  });

  it("the GM's Fall set on the token (the Token HUD's palette) moves each later drag as a fall", async () => {
    w.as(w.gm);
    await bruteToken.update({ movementAction: "fall" });
    await bruteMoves(w.gm, 1);
    expect(prompts()).toHaveLength(0);
    expect(metresLeft()).toBe(6);
  });

  it('the same move walked still provokes ("willingly move within a foe\'s reach") and pays 4 m', async () => {
    await bruteMoves(w.bob, 1);
    expect(prompts()).toHaveLength(1);
    expect(metresLeft()).toBe(2);
  });
});

describe("a player's forged fall is a walk: Bob cannot make the Brute's move a fall to slip past Kara", () => {
  it("Bob's move naming Fall (core accepts any configured action): the GM reads a walk, prompts Kara, 4 m paid", async () => {
    await bruteMoves(w.bob, 1, "fall");
    expect(column()).toBe(1);
    expect(prompts()).toHaveLength(1);
    expect(metresLeft()).toBe(2);
  });

  it("Bob setting the token's movementAction to Fall himself changes nothing: a walk, prompted and paid", async () => {
    w.as(w.bob);
    await bruteToken.update({ movementAction: "fall" });
    await bruteMoves(w.bob, 1);
    expect(prompts()).toHaveLength(1);
    expect(metresLeft()).toBe(2);
  });

  it("Bob's fall past the pool is refused on his client like a walk, with the shortfall named: the token stays", async () => {
    await bruteMoves(w.bob, 12, "fall");
    expect(column()).toBe(5);
    expect(w.warnings.at(-1)).toBe("Not enough Movement: needs 7, has 6 (1 short).");
    expect(metresLeft()).toBe(6);
  });

  it('an action core does not know is refused by core itself ("action is invalid")', async () => {
    w.as(w.bob);
    await expect(bruteToken.move({ x: 100, y: 0, action: "tumble" })).rejects.toThrow("action is invalid");
  });
});

describe("core's Displace is the GM's: it moves the token by fiat (decision 160)", () => {
  it("the GM's Displace on the Brute's own turn pays nothing and provokes nothing", async () => {
    await bruteMoves(w.gm, 1, "displace");
    expect(column()).toBe(1);
    expect(prompts()).toHaveLength(0);
    expect(metresLeft()).toBe(6);
  });

  it("Bob's Displace (which no user may select) is a walk: prompted and paid", async () => {
    await bruteMoves(w.bob, 1, "displace");
    expect(prompts()).toHaveLength(1);
    expect(metresLeft()).toBe(2);
  });
});

describe('"or moving through means of teleportation": Bob\'s Blink (decisions 87, 151)', () => {
  it("Bob's Blink into Kara's reach provokes nothing and costs its 4 m like a walk", async () => {
    await bruteMoves(w.bob, 1, "blink");
    expect(column()).toBe(1);
    expect(prompts()).toHaveLength(0);
    expect(metresLeft()).toBe(2);
  });
});
