/**
 * Dragging a `momentum` token in a running combat spends the turn's movement (rules page decision 110), on the strict
 * fake with a scene of 1 m squares: "They can also move by an amount equal to their Basic Movement (usually 3 m)
 * without needing to use any AP". Vera (Alice's, Basic Movement 3 m) acts first, next to the Brute (Bob's).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { tokenMoved } from "../../../module/foundry/combat/token-moved.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { MOMENTUM_SELF_CHECK } from "../../../module/foundry/rulesets/momentum/self-check.ts";
import type { Skirmish } from "../../../module/foundry/self-check/skirmish.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import type { FakeUser } from "../../support/fake-foundry/world/users.ts";
import { combatantOf, systemOf } from "../combat/fixture.ts";
import type { MomentumWorld } from "./world-fixture.ts";
import { momentumYard } from "./yard-fixture.ts";

let w: MomentumWorld;
let combat: FakeCombat;
let veraToken: FakeSceneToken;
let bruteToken: FakeSceneToken;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  // A moved token makes the canvas refresh its attack previews in the page (canvas/preview.ts): a page with none.
  vi.stubGlobal("document", { querySelectorAll: () => [] });
  ({ w, combat, veraToken, bruteToken } = await momentumYard());
  return () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  };
}, 30_000);

/**
 * `user` drags `token` to the square (`col`, `row`) of 100 px squares. v13 runs `moveToken` on every client; the
 * fake runs hooks on the acting user's alone, so a player's move is then handed to the GM's client as v13 would.
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

const veraMetres = () => systemOf(combatantOf(combat, w.vera)).movement;
const square = (token: FakeSceneToken) => ({ col: token.x / 100, row: token.y / 100 });

describe("a token moved on its own turn spends the turn's metres", () => {
  it('"move by an amount equal to their Basic Movement": 2 m of Vera\'s 3 paid, then 1; a diagonal square is 1 m', async () => {
    expect(veraMetres()).toBe(3);
    await drag(w.alice, veraToken, 0, 2);
    expect(veraMetres()).toBe(1);
    // "1 m of movement allows you to move to a square … that is next to you, even if it is diagonal"
    await drag(w.alice, veraToken, 1, 3);
    expect(square(veraToken)).toEqual({ col: 1, row: 3 });
    expect(veraMetres()).toBe(0);
  });

  it("a player's move beyond the pool is refused with the shortfall named: the token stays, nothing is paid", async () => {
    await drag(w.alice, veraToken, 0, 4);
    expect(square(veraToken)).toEqual({ col: 0, row: 0 });
    expect(w.warnings.at(-1)).toBe("Not enough movement: needs 4, has 3 (1 short).");
    expect(veraMetres()).toBe(3);
  });

  it('"Move | 1 | You increase your movement by an amount equal to your Basic Movement": then 5 m are allowed', async () => {
    w.as(w.alice);
    await requestSpend(w.vera as never, { action: "move" });
    expect(veraMetres()).toBe(6);
    await drag(w.alice, veraToken, 0, 5);
    expect(square(veraToken)).toEqual({ col: 0, row: 5 });
    expect(veraMetres()).toBe(1);
  });

  it("the GM's move beyond the pool is the override: it happens, the shortfall is warned, the pool goes to 0", async () => {
    await drag(w.gm, veraToken, 0, 5);
    expect(square(veraToken)).toEqual({ col: 0, row: 5 });
    expect(w.warnings.at(-1)).toBe("Not enough movement: needs 5, has 3 (2 short).");
    expect(veraMetres()).toBe(0);
  });

  it("off its turn a token moves freely (pushed, a held Move fired): the Brute dragged on Vera's turn pays nothing", async () => {
    const before = systemOf(combatantOf(combat, w.brute)).movement;
    await drag(w.bob, bruteToken, 5, 0);
    expect(square(bruteToken)).toEqual({ col: 5, row: 0 });
    expect(systemOf(combatantOf(combat, w.brute)).movement).toBe(before);
  });

  it("the system listens to v13's preMoveToken once (combat/token-moving.ts)", () => {
    expect(fake().Hooks.count("preMoveToken")).toBe(1);
  });

  it("a Restrained creature cannot move on its turn: the player's drag is refused", async () => {
    w.as(w.gm);
    await w.vera.toggleStatusEffect("restrained", { active: true });
    await drag(w.alice, veraToken, 0, 1);
    expect(square(veraToken)).toEqual({ col: 0, row: 0 });
    expect(w.warnings.at(-1)).toBe("A condition keeps this creature from moving.");
  });
});

describe("the self-check's movement step", () => {
  const skirmish = () =>
    ({
      ruleset: "momentum",
      dice: { set: () => undefined },
      notes: new Map(),
      actors: { attacker: w.vera, target: w.brute },
      combat,
    }) as unknown as Skirmish;
  const movement = () => {
    const found = MOMENTUM_SELF_CHECK.afterRound.find((s) => s.id === "movement");
    if (!found) throw new Error("no movement step");
    return found;
  };

  it("passes on the room's refusal of a move beyond the metres left, and fails when the room allows it", async () => {
    w.as(w.gm);
    await movement().run(skirmish());
    // Restrained, even a move within the metres is refused: the step says so.
    await w.vera.toggleStatusEffect("restrained", { active: true });
    // A throw, synchronous or not, is the step's failure (as the runner reads it).
    const run = Promise.resolve().then(() => movement().run(skirmish()));
    await expect(run).rejects.toThrow("a move of 4 m with 3 m left");
  });
});
