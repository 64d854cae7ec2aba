import { describe, expect, it } from "vitest";
import { createRng } from "../../../../module/engine/core/dice/rng.ts";
import { enterFight, type MomentumFighter } from "../../../../module/engine/rulesets/momentum/sim/fighter.ts";
import {
  bestAttack,
  DEFEND_AP,
  expectedDamage,
  pickTarget,
  remaining,
  willDefend,
} from "../../../../module/engine/rulesets/momentum/sim/policy.ts";
import { foe, member, party } from "./fixtures.ts";

function withVitality(f: MomentumFighter, value: number): MomentumFighter {
  const c = f.actor.creature;
  f.actor = { ...f.actor, creature: { ...c, vitality: { ...c.vitality, value } } };
  return f;
}

const index = (f: MomentumFighter, name: string) => f.plan.attacks.findIndex((a) => a.source.name === name);

describe("momentum simulation policy", () => {
  it("the party focuses the standing foe with the least Vitality and Temporary Vitality, skipping the downed", () => {
    const guards = ["a", "b", "c", "d"].map((id, i) =>
      withVitality(enterFight(foe("Town Guard", id)), [9, 4, 0, 5][i] ?? 0),
    );
    expect(guards.map(remaining)).toEqual([9, 4, 0, 5]);
    expect(pickTarget(guards, true, createRng(1))?.spec.id).toBe("b");
  });

  it("foes pick a standing party member at random", () => {
    const side = party().map(enterFight);
    const down = side[1];
    if (down) withVitality(down, 0);
    const picked = new Set(Array.from({ length: 60 }, (_, s) => pickTarget(side, false, createRng(s))?.spec.name));
    expect(picked).toEqual(new Set(side.filter((f) => f !== down).map((f) => f.spec.name)));
  });

  it("takes the attack with the highest expected damage it can pay for: the Mage's Fire Bolt over its staff", () => {
    const mage = enterFight(member("Mage"));
    const guard = enterFight(foe("Town Guard"));
    const bolt = index(mage, "Fire Bolt");
    const staff = index(mage, "Quarterstaff");
    expect(expectedDamage(mage, bolt, guard)).toBeGreaterThan(expectedDamage(mage, staff, guard));
    // Frost Ray deals the same 2d6 as Fire Bolt; the first listed of equals is kept.
    expect(bestAttack(mage, guard, 3)).toBe(bolt);
  });

  it("pays only with the AP and WP left: no Ability without its WP, no Attack action with 1 AP", () => {
    const mage = enterFight(member("Mage"));
    const guard = enterFight(foe("Town Guard"));
    mage.wp = 1;
    expect(mage.plan.attacks[bestAttack(mage, guard, 3) ?? -1]?.source.name).toBe("Quarterstaff");
    expect(bestAttack(mage, guard, 1)).toBeUndefined();
  });

  it("an Ability the target resists lands when its Defense Roll fails: more often against a weak Will", () => {
    const priest = enterFight(foe("Cult Priest"));
    const hex = index(priest, "Hex");
    const strongWill = enterFight(foe("Town Guard", "s", (s) => ({ ...s, stats: { ...s.stats, will: 20 } })));
    const weakWill = enterFight(foe("Town Guard", "w", (s) => ({ ...s, stats: { ...s.stats, will: 4 } })));
    expect(expectedDamage(priest, hex, weakWill)).toBeGreaterThan(expectedDamage(priest, hex, strongWill));
  });

  it('"Immunity nullifies any damage of that type": nothing to gain against an immune target, so it Defends', () => {
    const slime = enterFight(foe("Acid Slime"));
    const immune = enterFight(
      foe("Town Guard", "i", (s) => ({ ...s, affinities: { ...s.affinities, immune: ["chemical"] } })),
    );
    expect(expectedDamage(slime, 0, immune)).toBe(0);
    expect(bestAttack(slime, immune, 3)).toBeUndefined();
    expect(willDefend(slime, DEFEND_AP)).toBe(true);
    expect(willDefend(slime, DEFEND_AP - 1)).toBe(false);
  });
});
