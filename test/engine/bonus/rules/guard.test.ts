import { describe, expect, it } from "vitest";
import {
  computeGuard,
  coverGuardBonus,
  sizeGuardBonus,
  type GuardAttack,
} from "../../../../module/engine/rulesets/bonus/defense/guard.ts";

const melee = (extra: Partial<GuardAttack> = {}): GuardAttack => ({
  attackerSize: "medium",
  ranged: false,
  area: false,
  behindUnaware: false,
  ...extra,
});
const ranged = (extra: Partial<GuardAttack> = {}): GuardAttack => melee({ ranged: true, ...extra });

describe('Guard: "15 plus any bonuses from armor and abilities"', () => {
  it("15 with no bonuses; bonuses add, each a named part", () => {
    expect(computeGuard({ defenderSize: "medium", bonuses: [] }).total).toBe(15);
    const g = computeGuard({
      defenderSize: "medium",
      bonuses: [
        { id: "armor:chain", label: "Chain shirt", value: 2 },
        { id: "talent:wary", label: "Wary", value: 1 },
      ],
    });
    expect(g.total).toBe(18);
    expect(g.parts.map((p) => [p.id, p.value])).toEqual([
      ["base", 15],
      ["armor:chain", 2],
      ["talent:wary", 1],
    ]);
  });
  it("the parts always sum to the total", () => {
    const g = computeGuard(
      {
        defenderSize: "tiny",
        bonuses: [{ id: "a", label: "a", value: 3 }],
        attack: ranged({ behindUnaware: true, cover: "partial" }),
      },
      { halve: "total" },
    );
    expect(g.parts.reduce((s, p) => s + p.value, 0)).toBe(g.total);
  });
});

describe('behind: "When you are attacked from behind while unaware of your enemy, your Guard is reduced by half, round up."', () => {
  it('"a surprise attack form behind must beat a Guard of 8, rather than 15"', () => {
    const g = computeGuard({ defenderSize: "medium", bonuses: [], attack: melee({ behindUnaware: true }) });
    expect(g.total).toBe(8);
    expect(g.parts.find((p) => p.kind === "behind")?.value).toBe(-7);
  });
  it("round up: 17 halves to 9", () => {
    const g = computeGuard({
      defenderSize: "medium",
      bonuses: [{ id: "armor", label: "armor", value: 2 }],
      attack: melee({ behindUnaware: true }),
    });
    expect(g.total).toBe(9);
  });
  it("default: size and cover are added after halving; the 'total' option halves them too", () => {
    const input = {
      defenderSize: "small" as const,
      bonuses: [],
      attack: melee({ behindUnaware: true, attackerSize: "large" as const }),
    };
    expect(computeGuard(input).total).toBe(8 + 10);
    expect(computeGuard(input, { halve: "total" }).total).toBe(Math.ceil(25 / 2));
  });
});

describe('size: "the smaller creature\'s Guard increases by 5 for every size category of difference"', () => {
  it('"a medium sized creature … attacking a Tiny creature … the mouse\'s guard is +10 (2 sizes difference)"', () => {
    expect(sizeGuardBonus("medium", "tiny")).toBe(10);
    expect(computeGuard({ defenderSize: "tiny", bonuses: [], attack: melee() }).total).toBe(25);
  });
  it('"a colossal creature … attacking a Medium sized creature … will need to beat the human\'s Guard +20 (4 sizes difference)"', () => {
    expect(sizeGuardBonus("colossal", "medium")).toBe(20);
    expect(
      computeGuard({ defenderSize: "medium", bonuses: [], attack: melee({ attackerSize: "colossal" }) }).total,
    ).toBe(35);
  });
  it("only when a Larger creature attacks a smaller one: same size or smaller attacker gives nothing", () => {
    expect(sizeGuardBonus("medium", "medium")).toBe(0);
    expect(sizeGuardBonus("tiny", "colossal")).toBe(0);
  });
});

describe("cover bonuses to Guard", () => {
  it('light: "+10 bonus to Guard from direct ranged attacks. Area attacks are unaffected."', () => {
    expect(coverGuardBonus("light", true, false)).toBe(10);
    expect(coverGuardBonus("light", true, true)).toBe(0);
  });
  it('partial: "+3 bonus to Guard"; full: "+5 bonus to your Guard" (area attacks included)', () => {
    expect(coverGuardBonus("partial", true, false)).toBe(3);
    expect(coverGuardBonus("partial", true, true)).toBe(3);
    expect(coverGuardBonus("full", true, false)).toBe(5);
    expect(coverGuardBonus("full", true, true)).toBe(5);
  });
  it('"Cover comes into play when an attacker at range is targeting an opponent": nothing against melee', () => {
    expect(coverGuardBonus("full", false, false)).toBe(0);
    expect(coverGuardBonus(undefined, true, false)).toBe(0);
  });
  it("appears as a named part", () => {
    const g = computeGuard({ defenderSize: "medium", bonuses: [], attack: ranged({ cover: "light" }) });
    expect(g.total).toBe(25);
    expect(g.parts.at(-1)).toMatchObject({ kind: "cover", id: "cover:light", value: 10 });
  });
});

describe("floor", () => {
  it("penalties never take Guard below 1", () => {
    const g = computeGuard({ defenderSize: "medium", bonuses: [{ id: "curse", label: "Curse", value: -40 }] });
    expect(g.total).toBe(1);
    expect(g.parts.at(-1)?.kind).toBe("floor");
  });
});
