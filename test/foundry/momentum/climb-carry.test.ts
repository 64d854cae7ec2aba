/**
 * The climber follows its mount (rules page decision 151; row 41 of the reachability table), on the strict fake with
 * a scene of 1 m squares. Seed 002, Climb: "You occupy a space that is also occupied by the target, and you move with
 * it if it moves." Vera (Alice's, Medium) is Climbing the Brute (Bob's, made Large), her token on the Brute's square;
 * it is the Brute's turn.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { tokenMoved } from "../../../module/foundry/combat/token-moved.ts";
import { contestChoice } from "../../../module/foundry/rulesets/momentum/combat/contest-choice.ts";
import { MOMENTUM_SELF_CHECK } from "../../../module/foundry/rulesets/momentum/self-check.ts";
import type { Skirmish } from "../../../module/foundry/self-check/skirmish.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
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

/** Hooks are not awaited (nor are they in v13): the GM client's work, a move inside a move, is let finish. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((done) => setTimeout(done, 0));
}

/**
 * `user` drags `token` to the square (`col`, `row`). The fake runs hooks on the acting user's client alone, so a
 * player's move is then handed to the GM's client as v13 would (`moveToken` on every client).
 */
async function drag(user: FakeUser, token: FakeSceneToken, col: number, row: number): Promise<void> {
  const origin = { x: token.x, y: token.y };
  w.as(user);
  const moved = await token.update({ x: col * 100, y: row * 100 });
  if (moved && !user.isGM) {
    w.as(w.gm);
    await tokenMoved(token as never, { origin });
  }
  await settle();
}

const square = (token: FakeSceneToken) => ({ col: token.x / 100, row: token.y / 100 });
const statuses = (actor: FakeActor) => [...(actor as unknown as { statuses: Set<string> }).statuses];

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

/** Vera Climbing the Large Brute, her token on its square, on the Brute's turn. */
async function veraClimbsTheBrute(): Promise<void> {
  w.as(w.gm);
  // Climb: "a target that is … at least one size category larger than you".
  await w.brute.update({ system: { size: "large" } });
  await w.vera.toggleStatusEffect("climbing", { active: true });
  await combat.nextTurn();
  await drag(w.gm, veraToken, 1, 0);
}

describe('"you move with it if it moves" (decision 151)', () => {
  beforeEach(veraClimbsTheBrute);

  it("Bob moves the Brute two squares on its turn: Vera's token goes with it, paying none of her metres", async () => {
    const metres = systemOf(combatantOf(combat, w.vera)).movement;
    await drag(w.bob, bruteToken, 3, 1);
    expect(square(bruteToken)).toEqual({ col: 3, row: 1 });
    expect(square(veraToken)).toEqual({ col: 3, row: 1 });
    expect(systemOf(combatantOf(combat, w.vera)).movement).toBe(metres);
    expect(systemOf(combatantOf(combat, w.brute)).movement).toBe(1);
    expect(statuses(w.vera)).toContain("climbing");
  });

  it("the GM's drag of the mount carries the climber too (whoever moves it)", async () => {
    await drag(w.gm, bruteToken, 1, 2);
    expect(square(veraToken)).toEqual({ col: 1, row: 2 });
  });

  it("a creature on the Brute's square that is not Climbing stays where it is", async () => {
    await w.vera.toggleStatusEffect("climbing", { active: false });
    await drag(w.bob, bruteToken, 3, 0);
    expect(square(veraToken)).toEqual({ col: 1, row: 0 });
  });

  it('"at least one size category larger than you": a Medium Brute does not carry Vera', async () => {
    await w.brute.update({ system: { size: "medium" } });
    await drag(w.bob, bruteToken, 3, 0);
    expect(square(veraToken)).toEqual({ col: 1, row: 0 });
  });
});

describe('a won Climb: "You occupy a space that is also occupied by the target" (decision 159)', () => {
  /** Alice has Vera Climb the Brute (made Large), the d20s showing Vera's face then the Brute's. */
  async function veraClimbs(faces: readonly number[], user: FakeUser = w.alice): Promise<void> {
    w.as(w.gm);
    await w.brute.update({ system: { size: "large" } });
    w.as(user);
    w.dice(...faces);
    const choice = contestChoice("climb", combatantOf(combat, w.brute).id);
    await actFor(combatantOf(combat, w.vera) as never, "contest", choice);
    await settle();
  }

  it("won, Vera's token is put on the Brute's square: no metres paid, no check to pass it; then it carries her", async () => {
    await drag(w.gm, veraToken, 0, 1);
    const metres = systemOf(combatantOf(combat, w.vera)).movement;
    const cards = w.messages.size;
    await veraClimbs([15, 5]);
    expect(statuses(w.vera)).toContain("climbing");
    expect(square(veraToken)).toEqual({ col: 1, row: 0 });
    expect(systemOf(combatantOf(combat, w.vera))).toMatchObject({ ap: 1, movement: metres });
    // One opposed card, the Climb's own: no check to move through the Brute's space was rolled.
    expect(w.messages.size).toBe(cards + 1);
    await drag(w.gm, bruteToken, 3, 1);
    expect(square(veraToken)).toEqual({ col: 3, row: 1 });
  });

  it("lost, or Bob asking for Vera, her token stays where it stands", async () => {
    await veraClimbs([1, 20]);
    expect(statuses(w.vera)).not.toContain("climbing");
    await veraClimbs([15, 5], w.bob);
    expect(statuses(w.vera)).not.toContain("climbing");
    expect(square(veraToken)).toEqual({ col: 0, row: 0 });
  });
});

describe("what ends the climb: the climber's own move off its mount (decision 151)", () => {
  beforeEach(veraClimbsTheBrute);

  it("Vera's token moved off the Brute's square loses Climbing; moved back on by hand, she stays off", async () => {
    await drag(w.gm, veraToken, 0, 1);
    expect(statuses(w.vera)).not.toContain("climbing");
    await drag(w.gm, veraToken, 1, 0);
    await drag(w.bob, bruteToken, 3, 0);
    expect(square(veraToken)).toEqual({ col: 1, row: 0 });
  });
});

describe("the self-check's climb step", () => {
  const skirmish = (scene: unknown) =>
    ({
      ruleset: "momentum",
      // The step's dice rule (the climber's d20 high, the Brute's low) as the fake's queued faces.
      dice: {
        set: (rule?: (faces: number) => number) => {
          if (rule) w.dice(rule(20), rule(20));
        },
      },
      notes: new Map(),
      actors: { attacker: w.vera, target: w.brute },
      combat,
      scene,
    }) as unknown as Skirmish;
  const climbStep = (id = "climbCarry") => {
    const found = MOMENTUM_SELF_CHECK.afterRound.find((s) => s.id === id);
    if (!found) throw new Error(`no ${id} step`);
    return found;
  };

  it("passes on Vera's turn, putting back sizes, statuses and squares; fails when the climber is left behind", async () => {
    w.as(w.gm);
    const scene = veraToken.parent;
    await climbStep().run(skirmish(scene));
    expect(square(veraToken)).toEqual({ col: 0, row: 0 });
    expect(square(bruteToken)).toEqual({ col: 1, row: 0 });
    expect(statuses(w.brute)).not.toContain("climbing");
    expect(systemOf(combatantOf(combat, w.vera)).movement).toBe(3);
    // A climber as large as its mount is not carried ("at least one size category larger"): the step says so.
    await w.brute.update({ system: { size: "large" } });
    const run = Promise.resolve().then(() => climbStep().run(skirmish(scene)));
    await expect(run).rejects.toThrow("the climber carried along");
  }, 30_000);

  it("the climbOnto step: a won Climb puts Vera on the Brute's square; sizes, statuses, squares and metres put back", async () => {
    w.as(w.gm);
    await climbStep("climbOnto").run(skirmish(veraToken.parent));
    expect(square(veraToken)).toEqual({ col: 0, row: 0 });
    expect(statuses(w.vera)).not.toContain("climbing");
    expect((w.brute.system as unknown as { size: string }).size).toBe("medium");
    expect(systemOf(combatantOf(combat, w.vera)).movement).toBe(3);
  }, 30_000);
});
