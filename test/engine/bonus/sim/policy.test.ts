import { describe, expect, it } from "vitest";
import { createRng } from "../../../../module/engine/core/dice/rng.ts";
import { reactionVigorCost } from "../../../../module/engine/rulesets/bonus/economy/reactions.ts";
import { enterFight, type BonusFighter } from "../../../../module/engine/rulesets/bonus/sim/fighter.ts";
import { pickTarget, remaining, willDefend } from "../../../../module/engine/rulesets/bonus/sim/policy.ts";
import { bonusGear, bonusParty } from "../../../../scripts/balance/bonus.ts";

function withTracks(f: BonusFighter, durability: number, health: number, vigor = f.actor.creature.vigor.value) {
  const c = f.actor.creature;
  f.actor = {
    ...f.actor,
    creature: {
      ...c,
      durability: { ...c.durability, value: durability },
      health: { ...c.health, value: health },
      vigor: { ...c.vigor, value: vigor },
    },
  };
  return f;
}

const fighters = () => bonusParty(bonusGear()).map(enterFight);

describe("bonus simulation policy", () => {
  it("the party focuses the standing foe with the least Durability + Health, skipping the downed", () => {
    const [a, b, c, d] = fighters().map((f, i) => withTracks(f, [10, 3, 0, 1][i] ?? 0, [5, 5, 0, 8][i] ?? 0));
    if (!a || !b || !c || !d) throw new Error("party of four");
    expect([a, b, c, d].map(remaining)).toEqual([15, 8, 0, 9]);
    expect(pickTarget([a, b, c, d], true, createRng(1))?.spec.name).toBe(b.spec.name);
  });

  it("foes pick a standing party member at random", () => {
    const side = fighters();
    const down = side[2];
    if (down) withTracks(down, 0, 0);
    const picked = new Set(Array.from({ length: 60 }, (_, s) => pickTarget(side, false, createRng(s))?.spec.name));
    expect(picked).toEqual(new Set(side.filter((f) => f !== down).map((f) => f.spec.name)));
  });

  it("Defends only while the Vigor it costs leaves the target above 0 (not Winded)", () => {
    const f = fighters()[0];
    if (!f) throw new Error("no fighter");
    const cost = reactionVigorCost(f.actor, "defense");
    expect(willDefend(withTracks(f, 10, 10, cost + 1))).toBe(true);
    expect(willDefend(withTracks(f, 10, 10, cost))).toBe(false);
  });
});
