import { describe, expect, it } from "vitest";
import { footprintDistance, squareFootprint } from "../../../module/engine/core/geometry/footprint.ts";
import { squareSpaces } from "../../../module/engine/core/geometry/grid.ts";
import { momentum } from "../../../module/engine/rulesets/momentum/index.ts";
import {
  addCollisionDamage,
  collision,
  collisionDamage,
  collisionEdges,
  collisionHit,
  teleportHit,
} from "../../../module/engine/rulesets/momentum/damage/movement-damage.ts";
import { applyDamage } from "../../../module/engine/rulesets/momentum/damage/apply.ts";
import { computeEvasion, coverDefenseRollBonuses } from "../../../module/engine/rulesets/momentum/defense/evasion.ts";
import { redirectMiss } from "../../../module/engine/rulesets/momentum/defense/redirect.ts";
import {
  combinedCover,
  coverFromFraction,
  coversBySize,
  creatureCover,
  leaningCover,
} from "../../../module/engine/rulesets/momentum/geometry/cover.ts";
import { checkPath, jumpSquareCost, stepCost } from "../../../module/engine/rulesets/momentum/geometry/movement.ts";
import { enemyWithinMelee, inRange, MELEE_RANGE_M } from "../../../module/engine/rulesets/momentum/geometry/range.ts";
import { DEFAULT_MOMENTUM_OPTIONS } from "../../../module/engine/rulesets/momentum/options.ts";
import { canShareSpace } from "../../../module/engine/rulesets/momentum/tables/size.ts";
import { actor, withConditions } from "./fixtures.ts";

const grid = { kind: "square", diagonals: momentum.grid.diagonals } as const;

describe("momentum grid and range", () => {
  it('"every square is 1 m long and wide. 1 m of movement allows you to move to a square … even if it is diagonal from you"', () => {
    expect(momentum.grid).toMatchObject({ kind: "square", distance: 1, unit: "m", diagonals: "equidistant" });
    expect(squareSpaces(1, 1, momentum.grid.diagonals)).toBe(1);
    expect(squareSpaces(3, 2, momentum.grid.diagonals)).toBe(3);
  });

  it('"Melee attacks have a base range of 1 m": side by side and diagonal neighbours are in reach', () => {
    const me = squareFootprint(0, 0, 1);
    expect(footprintDistance(me, squareFootprint(1, 1, 1), grid)).toBeLessThanOrEqual(MELEE_RANGE_M);
    expect(footprintDistance(me, squareFootprint(2, 0, 1), grid)).toBe(2);
    expect(inRange(1, false)).toBe(true);
    expect(inRange(2, false)).toBe(false);
    expect(inRange(20, true, 30)).toBe(true);
  });

  it('"you attack with disadvantage if you are within melee range of an enemy"', () => {
    expect(enemyWithinMelee([5, 1])).toBe(true);
    expect(enemyWithinMelee([2, 3])).toBe(false);
    expect(enemyWithinMelee([])).toBe(false);
  });
});

describe("momentum movement", () => {
  const open = { terrain: "normal" as const };
  it('"you need 2 m of movement to move one 1 m square. This is called difficult terrain."', () => {
    expect(stepCost(open, "medium")).toBe(1);
    expect(stepCost({ terrain: "difficult" }, "medium")).toBe(2);
    expect(checkPath([open, { terrain: "difficult" }, open], "medium").costM).toBe(4);
  });

  it('"Your jumping range is halved while being on difficult terrain": a square jumped from it costs 2 m (decision 149)', () => {
    expect(jumpSquareCost("normal")).toBe(1);
    expect(jumpSquareCost("difficult")).toBe(2);
    // 3 m of movement left: 3 squares jumped from open ground, 1 from difficult terrain.
    const jumped = (takeOff: "normal" | "difficult") => ({ terrain: "normal" as const, jump: { takeOff } });
    expect(checkPath([jumped("normal"), jumped("normal"), jumped("normal")], "medium").costM).toBe(3);
    expect(checkPath([jumped("difficult")], "medium").costM).toBe(2);
  });

  it("a jump passes over difficult terrain, an enemy or an object under it, and must land where it may stop", () => {
    const over = { takeOff: "normal" as const };
    const enemy = { side: "enemy" as const, size: "medium" as const };
    const crate = { side: "object" as const, size: "medium" as const };
    const path = [
      { terrain: "difficult" as const, jump: over },
      { terrain: "normal" as const, occupant: enemy, jump: over },
      { terrain: "normal" as const, occupant: crate, jump: over },
      { terrain: "normal" as const, jump: over },
    ];
    expect(checkPath(path, "medium")).toEqual({ costM: 4, contests: [] });
    expect(checkPath(path.slice(0, 3), "medium").problem).toBe("cannotStop");
  });

  it('"You can freely move through a space occupied by an ally, but you cannot stop there."', () => {
    const ally = { terrain: "normal" as const, occupant: { side: "ally" as const, size: "medium" as const } };
    expect(checkPath([ally, open], "medium")).toEqual({ costM: 2, contests: [] });
    expect(checkPath([open, ally], "medium").problem).toBe("cannotStop");
  });

  it('moving through an enemy needs a contest and "counts as difficult terrain"', () => {
    const enemy = { terrain: "normal" as const, occupant: { side: "enemy" as const, size: "medium" as const } };
    expect(checkPath([enemy, open], "medium")).toEqual({ costM: 3, contests: [0] });
    // Difficult terrain under an enemy is still 2 m, not 4.
    expect(stepCost({ ...enemy, terrain: "difficult" }, "medium")).toBe(2);
  });

  it('"You can be in a space occupied by a creature that is two size categories bigger or smaller than you."', () => {
    expect(canShareSpace("small", "large")).toBe(true);
    expect(canShareSpace("medium", "large")).toBe(false);
    const giant = { terrain: "normal" as const, occupant: { side: "enemy" as const, size: "huge" as const } };
    expect(checkPath([giant], "medium")).toEqual({ costM: 1, contests: [] });
  });
});

describe("momentum cover", () => {
  it('"covers at least half of your body gives you half cover"; "covers your entire body gives you full cover"', () => {
    expect(coverFromFraction(0.4)).toBe("none");
    expect(coverFromFraction(0.5)).toBe("half");
    expect(coverFromFraction(0.99)).toBe("half");
    expect(coverFromFraction(1)).toBe("full");
  });

  it('"You have half cover while leaning out of full cover."', () => {
    expect(leaningCover("full")).toBe("half");
    expect(leaningCover("none")).toBe("none");
  });

  const target = { x: 5.5, y: 0.5 };
  const from = { x: 0.5, y: 0.5 };
  const wall = (size: "small" | "medium" | "large", takingCover = false) => ({
    id: "b",
    rect: { x: 3, y: 0, width: 1, height: 1 },
    size,
    takingCover,
  });

  it('"Standing behind a creature of the same size category or bigger also gives you half cover"', () => {
    expect(creatureCover(from, target, "medium", [wall("medium")])?.id).toBe("b");
    expect(creatureCover(from, target, "medium", [wall("large")])?.id).toBe("b");
    expect(creatureCover(from, target, "medium", [wall("small")])).toBeUndefined();
    expect(creatureCover({ x: 0.5, y: 5 }, target, "medium", [wall("medium")])).toBeUndefined();
    expect(combinedCover("none", wall("medium"))).toBe("half");
  });

  it('Taking Cover: "You also no longer grant half-cover to creatures of the same size category"', () => {
    expect(creatureCover(from, target, "medium", [wall("medium", true)])).toBeUndefined();
    expect(creatureCover(from, target, "small", [wall("medium", true)])?.id).toBe("b");
  });

  it('a body covers by size alone: "of the same size category or bigger", not one "Taking Cover" of the same size', () => {
    const body = (size: "small" | "medium" | "large", takingCover = false) => ({ size, takingCover });
    expect(coversBySize("medium", body("medium"))).toBe(true);
    expect(coversBySize("medium", body("large"))).toBe(true);
    expect(coversBySize("medium", body("large", true))).toBe(true);
    expect(coversBySize("medium", body("small"))).toBe(false);
    expect(coversBySize("medium", body("medium", true))).toBe(false);
  });

  it('"all attacks that miss you target the creature in front of you instead, possibly leading it to be hit"', () => {
    const miss = { hit: false, critical: false, reason: "roll" as const, natural: 12, total: 16, margin: -2 };
    expect(redirectMiss(miss, 15)).toMatchObject({ hit: true, margin: 1 });
    expect(redirectMiss(miss, 17)).toMatchObject({ hit: false });
    expect(redirectMiss({ ...miss, natural: 1, reason: "criticalMiss" }, 2)).toMatchObject({ hit: false });
    expect(redirectMiss({ ...miss, reason: "chosenMiss" }, 2)).toBeUndefined();
    expect(redirectMiss({ ...miss, hit: true }, 2)).toBeUndefined();
  });
});

describe("momentum Evasion", () => {
  it('"a Dexterity of 13 and a Strength of 14. The Evasion Stat of the War Archetype is Strength … 13 + 4 = 17"', () => {
    expect(computeEvasion(actor()).total).toBe(17);
  });

  it('"a base Evasion of 17 but are wearing medium armor, then your base Evasion would be only 14"; "The Evasion Cap does not affect any other source"', () => {
    const armored = actor({ evasionCap: 14 });
    expect(computeEvasion(armored).total).toBe(14);
    expect(computeEvasion(armored, [{ source: "Buff", value: 2 }]).total).toBe(16);
    expect(computeEvasion(actor({ evasionCap: 20 })).total).toBe(17);
  });

  it('half cover: "+2 Evasion against all ranged attacks that come from the direction of the cover"; melee ignores cover', () => {
    expect(computeEvasion(actor(), [], { ranged: true, cover: "half" }).total).toBe(19);
    expect(computeEvasion(actor(), [], { ranged: false, cover: "half" }).total).toBe(17);
    expect(computeEvasion(actor(), [], { ranged: true, cover: "full" }).untargetable).toBe(true);
  });

  it('Taking Cover: "Your Evasion increases by 2 and your DR by 1, as long as you are in half cover"', () => {
    const taking = withConditions(actor(), ["takingCover"]);
    expect(computeEvasion(taking, [], { ranged: true, cover: "half" }).total).toBe(21);
    expect(computeEvasion(taking, [], { ranged: true, cover: "none" }).total).toBe(17);
    expect(computeEvasion(taking, [], { ranged: true, cover: "none", inHalfCover: true }).total).toBe(19);
    expect(coverDefenseRollBonuses(taking, { ranged: true, cover: "half" }).map((b) => b.value)).toEqual([1, 1]);
  });

  it("the parts sum to the total", () => {
    const e = computeEvasion(withConditions(actor({ evasionCap: 15 }), ["takingCover"]), [{ source: "x", value: 1 }], {
      ranged: true,
      cover: "half",
    });
    expect(e.parts.reduce((s, p) => s + p.value, 0)).toBe(e.total);
  });
});

describe("momentum forced movement and teleporting", () => {
  it('"The creature or object has advantage on that DR if it is at least one size category bigger than the target"', () => {
    expect(collisionEdges("large", "medium")).toHaveLength(1);
    expect(collisionEdges("medium", "medium")).toHaveLength(0);
  });

  it('"On a failure, you deal physical damage – equal to the full distance … On a success, you only deal half as much damage."', () => {
    expect(collisionDamage(5, false)).toBe(5);
    expect(collisionDamage(5, true)).toBe(2);
    expect(collisionDamage(5, true, { ...DEFAULT_MOMENTUM_OPTIONS, collisionHalfRounding: "up" })).toBe(3);
  });

  it('"The moving target is stopped one space before it."', () => {
    const c = collision(6, 4, false);
    expect(c.movedM).toBe(3);
    expect(c.hit.parts).toEqual({ physical: 6 });
    expect(addCollisionDamage({ physical: 4, heat: 2 }, 6)).toEqual({ physical: 10, heat: 2 });
  });

  it("\"you deal physical damage … to both the moving target and whatever is occupying the space\": the occupant's hit from its recorded amount is the collision's", () => {
    expect(collisionHit(6)).toEqual(collision(6, 4, false).hit);
    expect(collisionHit(-1).parts).toEqual({ physical: 0 });
  });

  it('teleporting: "Reality damage equal to the teleported distance … The damage ignores Armor … cannot deal more than 100 damage"', () => {
    const tank = actor({ armor: 8, vitality: { value: 500, max: 500 } });
    expect(applyDamage(tank, teleportHit(12), 1).vitalityLost).toBe(12);
    expect(applyDamage(tank, teleportHit(250), 1).vitalityLost).toBe(100);
    const weak = actor({ armor: 0, vitality: { value: 500, max: 500 }, affinities: { vulnerable: ["reality"] } });
    expect(applyDamage(weak, teleportHit(90), 1).vitalityLost).toBe(100);
  });
});
