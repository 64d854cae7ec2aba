import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { interpretFaces } from "../../../module/engine/core/dice/interpret.ts";
import { toFoundryFormula } from "../../../module/engine/core/dice/formula.ts";
import { objectHit, attackRequest, resolveAttack } from "../../../module/engine/rulesets/momentum/dice/attack.ts";
import { attackEdges } from "../../../module/engine/rulesets/momentum/dice/attack-edges.ts";
import { naturalRoll, sumParts } from "../../../module/engine/rulesets/momentum/dice/d20.ts";
import { resolveEdge } from "../../../module/engine/rulesets/momentum/dice/edge.ts";
import { drParts, drValue } from "../../../module/engine/rulesets/momentum/dice/defense-roll.ts";
import {
  abilityHitBonus,
  hitBonusParts,
  statHitBonus,
  weaponHitBonus,
} from "../../../module/engine/rulesets/momentum/dice/hit-bonus.ts";
import { DEFENSE_ROLL_KINDS } from "../../../module/engine/rulesets/momentum/tables/defense-rolls.ts";
import { SKILL_IDS } from "../../../module/engine/rulesets/momentum/tables/skills.ts";
import { STAT_IDS } from "../../../module/engine/rulesets/momentum/tables/stats.ts";
import { DEFAULT_MOMENTUM_OPTIONS } from "../../../module/engine/rulesets/momentum/options.ts";
import { hideFrom, startClimbing } from "../../../module/engine/rulesets/momentum/relations.ts";
import { actor, creature, withConditions } from "./fixtures.ts";

const OPTIONS = DEFAULT_MOMENTUM_OPTIONS;
/** Faces for a one-d20 request: one term, or two for advantage/disadvantage. */
const faces = (...f: number[]) => f.map((x) => [x]);

describe("momentum hit bonus", () => {
  it('"a Strength and Dexterity of 13 … so 3 plus 1,5, which is rounded down to 1, for a total of 4"', () => {
    const fighter = creature({ stats: { ...creature().stats, strength: 13, dexterity: 13 } });
    const parts = weaponHitBonus(fighter, { primary: "strength", secondary: "dexterity" });
    expect(parts.map((p) => p.value)).toEqual([3, 1]);
    expect(sumParts(parts)).toBe(4);
  });

  it('"Your Ability hit bonus … uses your Primary and Secondary Stat instead, which are determined by your Archetype"', () => {
    // Archetype: Strength 14 (+4) primary, Dexterity 13 (+3 → 1) secondary; plus an Ability's own +1.
    expect(sumParts(abilityHitBonus(creature(), [{ source: "Ability", value: 1 }]))).toBe(6);
  });

  it('"rounded down" holds for a negative Secondary Stat Bonus too: half of −3 is −2', () => {
    const clumsy = creature({ stats: { ...creature().stats, dexterity: 7 } });
    expect(weaponHitBonus(clumsy, { primary: "strength", secondary: "dexterity" })[1]?.value).toBe(-2);
  });
});

describe("momentum totals without named parts (the derivation's fast path, issue 19)", () => {
  const stat = fc.constantFrom(...STAT_IDS);
  const stats = fc.record(Object.fromEntries(STAT_IDS.map((s) => [s, fc.integer({ min: 1, max: 30 })])));
  const skill = fc.integer({ min: 0, max: 6 });

  it('"the Primary Stat Bonus of the weapon plus half of its Secondary Stat Bonus": the total is the parts\' sum', () => {
    fc.assert(
      fc.property(stats, stat, stat, (values, primary, secondary) => {
        const c = creature({ stats: { ...creature().stats, ...values } });
        expect(statHitBonus(c, { primary, secondary })).toBe(sumParts(hitBonusParts(c, { primary, secondary })));
      }),
    );
  });

  it('"add the corresponding Stat Bonus and Skill Level": each DR value is its named parts\' sum', () => {
    fc.assert(
      fc.property(stats, skill, (values, level) => {
        const skills = Object.fromEntries(SKILL_IDS.map((k) => [k, level]));
        const c = creature({ stats: { ...creature().stats, ...values }, skills });
        for (const kind of DEFENSE_ROLL_KINDS) expect(drValue(c, kind)).toBe(sumParts(drParts(c, kind)));
      }),
    );
  });
});

describe("momentum attack rolls", () => {
  const attack = attackRequest({ hitBonus: [{ source: "hit bonus", value: 4 }], evasion: 16 });

  it('"An attacker with a hit bonus of 4 would need to roll at least a 12 … Evasion of 16. Any lower and the attack would miss."', () => {
    expect(resolveAttack(interpretFaces(attack, faces(12))).hit).toBe(true);
    expect(resolveAttack(interpretFaces(attack, faces(11))).hit).toBe(false);
    expect(toFoundryFormula(attack).formula).toContain("1d20");
  });

  it('"If you roll a natural 20 when you attack, you perform a critical hit" (and a critical hit hits)', () => {
    const hard = attackRequest({ hitBonus: [{ source: "hit bonus", value: 0 }], evasion: 30 });
    const out = resolveAttack(interpretFaces(hard, faces(20)));
    expect(out).toMatchObject({ hit: true, critical: true, reason: "critical", natural: 20 });
    const strict = resolveAttack(interpretFaces(hard, faces(20)), {}, { ...OPTIONS, naturalTwentyHits: false });
    expect(strict).toMatchObject({ hit: false, critical: false });
  });

  it('"A critical miss always fails to hit the target, no matter how high your hit bonus is."', () => {
    const easy = attackRequest({ hitBonus: [{ source: "hit bonus", value: 40 }], evasion: 10 });
    expect(resolveAttack(interpretFaces(easy, faces(1)))).toMatchObject({ hit: false, reason: "criticalMiss" });
  });

  it('"You can choose to miss with your own attack."', () => {
    expect(resolveAttack(interpretFaces(attack, faces(20)), { chooseToMiss: true })).toMatchObject({
      hit: false,
      critical: false,
      reason: "chosenMiss",
    });
  });

  it('"If your target is an object, you hit it automatically."', () => {
    expect(objectHit()).toEqual({ hit: true, critical: false, reason: "object" });
  });

  it("the natural is the d20 that counted: advantage keeps the higher, disadvantage the lower", () => {
    const adv = attackRequest({ hitBonus: [], evasion: 10, edges: [{ source: "Hidden", edge: "advantage" }] });
    const dis = attackRequest({ hitBonus: [], evasion: 10, edges: [{ source: "Defending", edge: "disadvantage" }] });
    expect(naturalRoll(interpretFaces(adv, faces(3, 20)))).toBe(20);
    expect(naturalRoll(interpretFaces(dis, faces(3, 20)))).toBe(3);
    expect(toFoundryFormula(adv).formula).toContain("kh");
  });
});

describe("momentum advantage and disadvantage", () => {
  it("cancel (default): any advantage and any disadvantage give a plain roll; several of one kind stay one", () => {
    const a = { source: "a", edge: "advantage" as const };
    const d = { source: "d", edge: "disadvantage" as const };
    expect(resolveEdge([a, a, d]).edge).toBe("normal");
    expect(resolveEdge([a, a]).edge).toBe("advantage");
    expect(resolveEdge([]).edge).toBe("normal");
    expect(resolveEdge([a, a, d], { ...OPTIONS, edgeStacking: "net" }).edge).toBe("advantage");
    expect(resolveEdge([a, d], { ...OPTIONS, edgeStacking: "net" }).edge).toBe("normal");
  });

  const situation = { attackerId: "me", targetId: "foe", ranged: false, enemyWithinMelee: false };

  it('"you attack with disadvantage if you are within melee range of an enemy" (ranged attacks only)', () => {
    const ranged = attackEdges(actor(), actor(), { ...situation, ranged: true, enemyWithinMelee: true });
    expect(ranged.map((e) => e.edge)).toEqual(["disadvantage"]);
    expect(attackEdges(actor(), actor(), { ...situation, enemyWithinMelee: true })).toEqual([]);
  });

  it('Defend: "Attack rolls against you have disadvantage"', () => {
    const defender = withConditions(actor(), ["defending"]);
    expect(attackEdges(actor(), defender, situation)).toEqual([{ source: "Target defending", edge: "disadvantage" }]);
  });

  it('"While you are hidden, you have advantage on all of your attacks" (against those you are hidden from)', () => {
    const hider = { ...actor(), conditions: hideFrom(actor().conditions, ["foe"], 1) };
    expect(attackEdges(hider, actor(), situation).map((e) => e.source)).toEqual(["Hidden"]);
    expect(attackEdges(hider, actor(), { ...situation, targetId: "other" })).toEqual([]);
    expect(
      attackEdges(hider, actor(), { ...situation, targetId: "other" }, { ...OPTIONS, hiddenAdvantage: "allAttacks" }),
    ).toHaveLength(1);
  });

  it('Climb: "The target gains disadvantage if it tries to attack you"', () => {
    const climber = { ...actor(), conditions: startClimbing(actor().conditions, "me", 1) };
    expect(attackEdges(actor(), climber, situation)).toEqual([
      { source: "Attacking a creature climbing on you", edge: "disadvantage" },
    ]);
  });

  it("Prone targets: advantage in melee, disadvantage at range (Fray's Prone)", () => {
    const prone = withConditions(actor(), ["prone"]);
    expect(attackEdges(actor(), prone, situation).map((e) => e.edge)).toEqual(["advantage"]);
    expect(attackEdges(actor(), prone, { ...situation, ranged: true }).map((e) => e.edge)).toEqual(["disadvantage"]);
  });
});
