import { describe, expect, it } from "vitest";
import {
  FOOTING_LOST,
  footingOf,
  footingRequest,
  SURFACED,
  woundFootingPenalty,
} from "../../../module/engine/rulesets/wounds/special/climbing.ts";
import {
  calmingAfterAttempt,
  controlAp,
  enteredReach,
  mountedAdvantage,
  needsControlCheck,
  regainControlModifiers,
  riderDistance,
  sharedInitiative,
  UNTRAINED_HORSE_TN,
  whyCannotMount,
  woundCallsControlCheck,
  type WoundedRide,
} from "../../../module/engine/rulesets/wounds/special/mounted.ts";
import { applyHit } from "../../../module/engine/rulesets/wounds/damage/apply.ts";
import { dismountPlaces } from "../../../module/engine/rulesets/wounds/special/dismount.ts";
import { toughnessOf } from "../../../module/engine/rulesets/wounds/damage/toughness.ts";
import {
  halvesFireDamage,
  inTheWater,
  lightningSpreadAtYards,
  lightningSpreadDamage,
  lightningSpreadWound,
  UNDERWATER_ATTACK,
  UNDERWATER_COST,
  whyCannotAttackUnderwater,
} from "../../../module/engine/rulesets/wounds/special/underwater.ts";
import { actor, creature, withConditions } from "./fixtures.ts";

describe("underwater combat", () => {
  it('"cannot make ranged weapon attacks … you must pay an extra 2 AP and have a -5 penalty to your attack roll"', () => {
    expect(whyCannotAttackUnderwater(true)?.code).toBe("underwaterRanged");
    expect(whyCannotAttackUnderwater(false)).toBeUndefined();
    expect(UNDERWATER_COST.delta).toBe(2);
    expect(UNDERWATER_ATTACK.value).toBe(-5);
  });
  it('"All fire damage is halved underwater." and lightning "reduced by 1 for every foot away"', () => {
    expect([halvesFireDamage("fire", true), halvesFireDamage("fire", false)]).toEqual([true, false]);
    expect([halvesFireDamage("lightning", true), halvesFireDamage("untyped", true)]).toEqual([false, false]);
    expect(lightningSpreadDamage(6, 2)).toBe(4);
    expect(lightningSpreadDamage(6, 9)).toBe(0);
  });

  it('"reduced by 1 for every foot away": on a scene in yards, 3 feet to the yard (decision 227)', () => {
    expect(lightningSpreadAtYards(10, 1)).toBe(7);
    expect(lightningSpreadAtYards(10, 2)).toBe(4);
    expect(lightningSpreadAtYards(10, 0.5)).toBe(8);
    expect(lightningSpreadAtYards(6, 2)).toBe(0);
  });

  it('"additionally deals damage to nearby creatures" in the water: Underwater or Swimming only (decision 227)', () => {
    expect(inTheWater(withConditions(actor(), ["underwater"]))).toBe(true);
    expect(inTheWater(withConditions(actor(), ["swimming"]))).toBe(true);
    expect(inTheWater(withConditions(actor(), ["climbing"]))).toBe(false);
    expect(inTheWater(actor())).toBe(false);
  });
});

describe("what lightning's spread deals a creature it reaches (decisions 231–232)", () => {
  /** The spread's `amount` on creature `c` wearing `armor`. */
  const reached = (amount: number, c = creature(), armor = 0) =>
    lightningSpreadWound(actor(c), amount, toughnessOf(c, { armor }));
  const slotOf = (amount: number, c = creature(), armor = 0) => reached(amount, c, armor).slot ?? "none";

  it('"Damage received = … - Toughness": the amount less Vitality + Size + armor worn, no attack roll, no Defense', () => {
    const sturdy = creature({ attributes: { vitality: 2 }, size: 1 });
    // Toughness 2 + 1 + armor 1 = 4.
    expect(reached(7, sturdy, 1).finalDamage).toBe(3);
    expect(reached(7, sturdy, 0).finalDamage).toBe(4);
    expect(reached(7).finalDamage).toBe(7);
  });

  it('"a wound of the highest level whose threshold the damage exceeds or equals": none below the lowest', () => {
    const table: readonly (readonly [number, string])[] = [
      [2, "none"],
      [3, "light"],
      [5, "moderate"],
      [7, "severe"],
      [9, "critical"],
    ];
    const armored = creature({ attributes: { vitality: 1 } });
    // Toughness 1 + armor 2 = 3.
    expect(table.map(([amount]) => [amount, slotOf(amount, armored, 2)])).toEqual(table);
    expect(reached(2, armored, 2).events).toEqual([{ kind: "noWound", finalDamage: -1 }]);
  });

  it("\"If all the slots of that level are already full, increase the wound's severity\": a minion's one moderate slot", () => {
    const minion = creature({ kind: "npc", npcTier: "minion", wounds: { moderate: 1 } });
    const out = reached(2, minion);
    expect([out.dealt, out.slot]).toEqual(["moderate", "severe"]);
    expect(out.actor.creature.wounds.severe).toBe(1);
  });

  it('"NPCs … die immediately when they receive a fatal wound"; a character\'s "fatal wound means death if not treated"', () => {
    const npc = reached(8, creature({ kind: "npc", npcTier: "elite" })).actor.creature;
    expect([npc.dead, npc.dying]).toEqual([true, false]);
    const pc = reached(8).actor.creature;
    expect([pc.dead, pc.dying, pc.unconscious]).toEqual([false, true, true]);
  });

  it('a wound ends Defend ("until … you receive a wound"); a dead creature receives nothing', () => {
    const defending = withConditions(actor(), ["defending"]);
    const out = lightningSpreadWound(defending, 3, toughnessOf(defending.creature));
    expect(out.events).toContainEqual({ kind: "defendEnded" });
    const dead = creature({ dead: true });
    expect(reached(9, dead).events).toEqual([]);
    expect(reached(9, dead).actor.creature.wounds).toEqual(dead.wounds);
  });
});

describe("swimming and climbing", () => {
  it('"whenever you take a wound, you must make another check at a -5 penalty for each wound level beyond light"', () => {
    expect(woundFootingPenalty("light")).toBe(0);
    expect(woundFootingPenalty("severe")).toBe(-10);
    expect(woundFootingPenalty("fatal")).toBe(-20);
    const r = footingRequest(creature(), "swimming", 5, "moderate");
    expect(r.label).toBe("Stay afloat");
    expect(r.modifiers).toContainEqual({ source: "Wound", value: -5 });
  });
  it('"Fighting while trying to maintain a hold on a wall or trying to remain above water": Climbing or Swimming asks the check', () => {
    expect(footingOf(actor(creature()))).toBeUndefined();
    expect(footingOf(withConditions(actor(creature()), ["climbing"]))).toBe("climbing");
    expect(footingOf(withConditions(actor(creature()), ["swimming"]))).toBe("swimming");
    expect(footingOf(withConditions(actor(creature()), ["underwater"]))).toBeUndefined();
    // Sunk: nothing left to keep until it returns to the surface.
    expect(footingOf(withConditions(actor(creature()), ["swimming", "underwater"]))).toBeUndefined();
  });
  it('"falling or sinking on a failure"; "you can return to the surface"', () => {
    expect(FOOTING_LOST.swimming).toEqual({ begins: "underwater" });
    expect(FOOTING_LOST.climbing).toEqual({ ends: "climbing" });
    expect(SURFACED).toEqual({ ends: "underwater" });
  });
});

describe('untrained mounts "require a Prs [Nature/Riding] check each time they or you are wounded" (decision 219)', () => {
  /** A hit on a plain creature: attack 10 + damage `damage` against Defense 10, its armor `armor`. */
  const struck = (damage: number, c = creature(), armor = 0) =>
    applyHit(
      actor(c),
      { attackTotal: 10, damageTotal: damage, defense: 10, source: "test" },
      toughnessOf(c, { armor }),
    );
  const ride: WoundedRide = { trigger: "riderWounded", trainedForCombat: false, outOfControl: false };

  it("every wound asks, a second one no worse than the first too", () => {
    expect(woundCallsControlCheck(struck(1), ride)).toBe(true);
    const second = struck(1, creature({ wounds: { moderate: 1 } }));
    expect(second.events.some((e) => e.kind === "wound")).toBe(true);
    expect(woundCallsControlCheck(second, { ...ride, trigger: "mountWounded" })).toBe(true);
  });
  it("a hit that fills no slot asks nothing", () => {
    const grazed = struck(0, creature(), 3);
    expect(grazed.events).toEqual([{ kind: "noWound", finalDamage: -3 }]);
    expect(woundCallsControlCheck(grazed, ride)).toBe(false);
  });
  it('only "Mounts that are not trained for combat", and only while in control', () => {
    expect(woundCallsControlCheck(struck(1), { ...ride, trainedForCombat: true })).toBe(false);
    expect(woundCallsControlCheck(struck(1), { ...ride, outOfControl: true })).toBe(false);
  });
  it("a wound that leaves its taker unconscious or dead asks nothing", () => {
    expect(struck(8).actor.creature.unconscious).toBe(true);
    expect(woundCallsControlCheck(struck(8), ride)).toBe(false);
    const npc = creature({ kind: "npc", npcTier: "minion" });
    expect(woundCallsControlCheck(struck(8, npc), { ...ride, trigger: "mountWounded" })).toBe(false);
  });
});

describe('"climb off of the mount": where the dismounted rider stands (decision 221)', () => {
  /** A 2 × 2 horse at (1, 0), its rider (1 × 1) seated on its top-left space. */
  const horse = { col: 1, row: 0, width: 2, height: 2 };
  const rider = { col: 1, row: 0, width: 1, height: 1 };

  it("beside the mount, nearest to the seat, never on a negative row", () => {
    const places = dismountPlaces(horse, rider, []);
    expect(places[0]).toEqual({ col: 0, row: 0 });
    // (3, 0) and (1, 2) lie as far from the seat: the upper row first.
    expect(places.slice(1, 4)).toEqual([
      { col: 0, row: 1 },
      { col: 3, row: 0 },
      { col: 1, row: 2 },
    ]);
    expect(places.every((p) => p.row >= 0 && p.col >= 0)).toBe(true);
    expect(places).toHaveLength(8);
  });
  it("on no other creature's space; none left, nowhere", () => {
    expect(dismountPlaces(horse, rider, [{ col: 0, row: 0, width: 1, height: 2 }])[0]).toEqual({ col: 3, row: 0 });
    const ring = [
      { col: 0, row: 0, width: 1, height: 3 },
      { col: 1, row: 2, width: 3, height: 1 },
      { col: 3, row: 0, width: 1, height: 2 },
    ];
    expect(dismountPlaces(horse, rider, ring)).toEqual([]);
  });
  it("a rider of 2 × 2 spaces seated on a 3 × 3 mount steps off beside it with its whole size", () => {
    const places = dismountPlaces({ col: 2, row: 2, width: 3, height: 3 }, { col: 2, row: 2, width: 2, height: 2 }, []);
    expect(places.slice(0, 2)).toEqual([
      { col: 2, row: 0 },
      { col: 0, row: 2 },
    ]);
  });
});

describe("mounted combat", () => {
  it('"In order to act as a mount, a creature must be at least the size of its rider."', () => {
    expect(whyCannotMount(0, 0, false)).toBeUndefined();
    expect(whyCannotMount(2, 1, false)?.code).toBe("mountTooSmall");
  });
  it('"You climb atop a horse or other mount": a creature hostile to the rider is no mount of its (decision 220)', () => {
    expect(whyCannotMount(0, 5, true)?.code).toBe("mountHostile");
  });
  it('"you and your mount share a single turn, using the worse of your two initiative scores"', () => {
    expect(sharedInitiative(9, 4)).toBe(4);
  });
  it('"+1 … against any opponents of a size smaller than your mount unless they are also mounted on a creature at least as large"', () => {
    expect(mountedAdvantage({ mountSize: 5, opponentSize: 0 })).toBe(true);
    expect(mountedAdvantage({ mountSize: 5, opponentSize: 5 })).toBe(false);
    expect(mountedAdvantage({ mountSize: 5, opponentSize: 0, opponentMountSize: 5 })).toBe(false);
    expect(mountedAdvantage({ mountSize: 5, opponentSize: 0, opponentMountSize: 4 })).toBe(true);
  });
  it('"you are considered 1 yard farther from creatures on the ground smaller than your mount"', () => {
    expect(riderDistance(1, { mountSize: 5, opponentSize: 0 })).toBe(2);
    expect(riderDistance(1, { mountSize: 5, opponentSize: 6 })).toBe(1);
  });
  it('"Controlling your mount\'s movement requires spending AP equal to that spent by the mount to move."', () => {
    expect(controlAp(4)).toBe(4);
  });
  it('"you come into reach of an enemy\'s melee weapon": within reach now, beyond it before', () => {
    expect(enteredReach(3, 1, 1)).toBe(true);
    expect(enteredReach(2, 2, 2)).toBe(false);
    expect(enteredReach(1, 1, 1)).toBe(false);
  });
  it('a mount out of control "will typically attempt to flee": its rider does not steer and pays nothing (decision 203)', () => {
    expect(controlAp(4, false)).toBe(0);
  });
  it('"a +1 bonus for each consecutive action spent to calm the mount": each failed attempt adds one, regaining control ends the run (decision 205)', () => {
    expect(calmingAfterAttempt(0, false)).toBe(1);
    expect(calmingAfterAttempt(4, false)).toBe(5);
    expect(calmingAfterAttempt(3, true)).toBe(0);
  });
  it('untrained mounts: "-1 penalty for each enemy within 30 feet, and a +1 bonus for each consecutive action … to a maximum of +5"; "The TN … is 5"', () => {
    expect(needsControlCheck(false, "riderWounded")).toBe(true);
    expect(needsControlCheck(true, "enemyReach")).toBe(false);
    expect(regainControlModifiers(3, 7)).toEqual([
      { source: "Enemies within 30 feet", value: -3 },
      { source: "Calming the mount", value: 5 },
    ]);
    expect(UNTRAINED_HORSE_TN).toBe(5);
  });
});
