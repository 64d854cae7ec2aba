/**
 * Acting First and Acting Last on the tracker (seed 002, rules page decision 143), on the strict fake: the GM marks
 * the status on a creature (as an effect that grants it would) and the Combat orders by it from the next round's
 * start. Vera and the Brute tie at Initiative 20; Vera, who joined first, acts first without a mark.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { createCombat } from "../combat/fixture.ts";
import { acting, turnNames } from "../combat/turn-rooms.ts";
import { momentumWorld, type MomentumWorld } from "./world-fixture.ts";

let w: MomentumWorld;
let combat: FakeCombat;

beforeEach(async () => {
  w = await momentumWorld();
  combat = await createCombat("momentum", [w.vera, w.brute]);
});

describe('"Any effect that allows a creature to act first in a round" and "an effect that forces them to act last"', () => {
  it('Acting First, marked during round 1, puts the Brute first from round 2: "Initiative is determined at the beginning of a round"', async () => {
    await combat.startCombat();
    expect(acting(combat)).toBe("Vera");
    await w.brute.toggleStatusEffect("actingFirst", { active: true });
    await combat.nextTurn();
    expect(acting(combat)).toBe("Brute");
    await combat.nextTurn();
    expect([combat.round, acting(combat)]).toEqual([2, "Brute"]);
    expect(turnNames(combat)).toEqual(["Brute", "Vera"]);
  });

  it("Acting Last, marked before the start, puts Vera after the Brute in round 1", async () => {
    await w.vera.toggleStatusEffect("actingLast", { active: true });
    await combat.startCombat();
    expect(turnNames(combat)).toEqual(["Brute", "Vera"]);
    expect(acting(combat)).toBe("Brute");
  });

  it("a creature forced to act last does, even with an effect to act first", async () => {
    await w.vera.toggleStatusEffect("actingFirst", { active: true });
    await w.vera.toggleStatusEffect("actingLast", { active: true });
    await combat.startCombat();
    expect(turnNames(combat)).toEqual(["Brute", "Vera"]);
  });
});
