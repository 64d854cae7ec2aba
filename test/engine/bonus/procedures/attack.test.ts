import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng } from "../../../../module/engine/core/dice/rng.ts";
import { rollRequest } from "../../../../module/engine/core/dice/roll.ts";
import { planAttack, type AttackSituation } from "../../../../module/engine/rulesets/bonus/procedures/attack.ts";
import { actor, withConditions } from "../economy/fixtures.ts";

const base: AttackSituation = {
  attacker: actor(),
  target: actor(),
  style: "weapon",
  ranged: false,
  guardBonuses: [{ id: "armor", label: "Chainmail", value: 2 }],
};

function plan(s: Partial<AttackSituation> = {}) {
  const p = planAttack({ ...base, ...s });
  if (!p.ok) throw new Error(`refused: ${p.reason}`);
  return p;
}

describe("bonus attack procedure (seed 000)", () => {
  it('"you must roll higher than your target\'s Guard, which is 15 plus any bonuses from armor and abilities"', () => {
    const p = plan();
    expect(p.guard.total).toBe(17);
    expect(p.request.target).toMatchObject({ kind: "exceed", value: 17 });
    // Agility for weapons: the fixture's 2 Agility bonus dice, d10 by default.
    const bonus = p.request.groups.filter((g) => g.id !== "action");
    expect(bonus.reduce((n, g) => n + g.count, 0)).toBe(2);
    expect(bonus.every((g) => g.faces === 10 && g.explode?.on === 10)).toBe(true);
  });

  it('"Agility for weapons and hand to hand, Soul for spells, and Speed for many techniques"', () => {
    const spell = plan({
      style: "spell",
      attacker: actor({}, { bonusDice: { ...actor().creature.bonusDice, soul: 3 } }),
    });
    expect(spell.request.groups.filter((g) => g.id !== "action").reduce((n, g) => n + g.count, 0)).toBe(3);
  });

  it('"being wounded reduces the rank of all bonus dice": a wounded attacker rolls d8 bonus dice', () => {
    const wounded = actor({}, { durability: { value: 0, max: 20 } });
    const p = plan({ attacker: wounded });
    expect(p.request.groups.filter((g) => g.id !== "action").every((g) => g.faces === 8)).toBe(true);
    expect(p.hitChance).toBeLessThan(plan().hitChance);
  });

  it('"ranged attacks against you are made with a Challenge" when the target is prone, melee attacks are not', () => {
    const prone = withConditions(actor(), ["prone"]);
    const ranged = plan({ target: prone, ranged: true, distanceFt: 30 });
    expect(ranged.request.groups.filter((g) => g.id !== "action").every((g) => g.faces === 8)).toBe(true);
    const melee = plan({ target: prone });
    expect(melee.request.groups.filter((g) => g.id !== "action").every((g) => g.faces === 10)).toBe(true);
  });

  it('"a surprise attack form behind must beat a Guard of 8, rather than 15"', () => {
    expect(plan({ guardBonuses: [], behindUnaware: true }).guard.total).toBe(8);
  });

  it('"the mouse\'s guard is +10 (2 sizes difference)" when a medium creature attacks a tiny one', () => {
    const mouse = actor({}, { size: "tiny" });
    expect(plan({ target: mouse, guardBonuses: [] }).guard.total).toBe(25);
  });

  it('Reduced visibility: "Distanced attacks are limited to a 300 feet range with a +5 VS penalty to hit"', () => {
    const p = plan({ ranged: true, visibility: "reduced", distanceFt: 200 });
    expect(p.request.target?.value).toBe(17 + 5);
    expect(planAttack({ ...base, ranged: true, visibility: "reduced", distanceFt: 301 })).toEqual({
      ok: false,
      reason: "beyondVisibility",
    });
  });

  it('Light cover "provides the target with a +10 bonus to Guard from direct ranged attacks. Area attacks are unaffected"', () => {
    expect(plan({ ranged: true, distanceFt: 40, cover: "light" }).guard.total).toBe(27);
    expect(plan({ ranged: true, distanceFt: 40, cover: "light", area: true }).guard.total).toBe(17);
  });

  it('Off-hand: "suffers a 2 Challenge penalty to your Bonus Dice to hit"', () => {
    const p = plan({ offHand: true });
    expect(p.request.groups.filter((g) => g.id !== "action").every((g) => g.faces === 6)).toBe(true);
  });

  it("the planned chance to hit matches what seeded rolls of the same request achieve", () => {
    const p = plan();
    const rng = createRng(7);
    let hits = 0;
    const n = 40_000;
    for (let i = 0; i < n; i++) if (rollRequest(p.request, rng).success === true) hits++;
    expect(Math.abs(hits / n - p.hitChance)).toBeLessThan(0.01);
  });

  it("property: more Guard never raises the chance to hit, and the chance is a probability", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 40 }), fc.integer({ min: 0, max: 10 }), (armor, more) => {
        const low = plan({ guardBonuses: [{ id: "a", label: "a", value: armor }] }).hitChance;
        const high = plan({ guardBonuses: [{ id: "a", label: "a", value: armor + more }] }).hitChance;
        return high <= low + 1e-12 && low >= 0 && low <= 1;
      }),
      { numRuns: 60 },
    );
  });
});
