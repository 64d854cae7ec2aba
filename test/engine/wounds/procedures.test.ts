import { describe, expect, it } from "vitest";
import { interpretFaces } from "../../../module/engine/core/dice/interpret.ts";
import { successProbability } from "../../../module/engine/core/odds/request.ts";
import {
  planAttack,
  type AttackPlanInput,
  type WoundsWeapon,
} from "../../../module/engine/rulesets/wounds/procedures/attack-plan.ts";
import { resolveAttack } from "../../../module/engine/rulesets/wounds/procedures/attack-resolve.ts";
import { actor, creature, withConditions } from "./fixtures.ts";

const sword: WoundsWeapon = {
  label: "Sword",
  group: "Swords",
  accuracy: 1,
  damage: 4,
  ranged: false,
  properties: ["slicing"],
};
const bow: WoundsWeapon = { label: "Bow", group: "Bows", accuracy: 0, damage: 3, ranged: true };
const fighter = creature({
  attributes: { dexterity: 3, strength: 2 },
  skills: { Melee: 4, Aim: 3 },
  specializations: { "Melee/Swords": 2 },
});
const base = (extra: Partial<AttackPlanInput> = {}): AttackPlanInput => ({
  attacker: actor(fighter),
  target: actor(creature()),
  variant: "standard",
  weapon: sword,
  ...extra,
});

function plan(extra: Partial<AttackPlanInput> = {}) {
  const p = planAttack(base(extra));
  if (!p.ok) throw new Error(p.reason.message);
  return p;
}

describe('planning an attack: "If the attack roll equals or exceeds the target\'s Defense, then the attack hits"', () => {
  it('"In order to make an attack, you must make an attack roll, which is usually a wild check using one of the main combat skills"', () => {
    const p = plan();
    expect(p.request.groups[0]?.explode).toBeDefined();
    expect(p.request.modifiers.map((m) => [m.source, m.value])).toEqual([
      ["Check offset", -10],
      ["Dexterity", 3],
      ["Melee", 4],
      ["Melee/Swords", 2],
      ["Accuracy", 1],
    ]);
    expect(p.request.target).toMatchObject({ kind: "meet", value: 10 });
    expect(p.hitChance).toBeCloseTo(successProbability(p.request), 12);
    expect(p.damage.modifiers.map((m) => [m.source, m.value])).toEqual([
      ["Strength", 2],
      ["Sword damage", 4],
    ]);
  });
  it('"Melee attacks target your melee Defense and ranged attacks target your ranged Defense."', () => {
    const target = actor(creature({ attributes: { speed: 1 } }));
    const blocks = [{ id: "s", label: "Sword", value: 2, defensive: false }];
    expect(plan({ target, targetBlocks: blocks }).defense).toMatchObject({ kind: "melee", total: 13 });
    expect(plan({ target, targetBlocks: blocks, weapon: bow }).defense).toMatchObject({ kind: "ranged", total: 11 });
  });
  it('the number to beat is named by the Defense met: "you may replace your melee and/or ranged defenses with your Power … defense" (Defend), "you replace your melee, ranged, and Agility defenses with your immobile defense"', () => {
    expect(plan().request.target).toMatchObject({ source: "melee Defense" });
    const defending = withConditions(actor(creature({ attributes: { strength: 2 } })), ["defending"]);
    expect(plan({ target: defending, defendChoice: "power" }).request.target).toMatchObject({
      source: "power Defense",
      value: 12,
    });
    expect(plan({ target: defending, defendChoice: "bonus" }).request.target).toMatchObject({
      source: "melee Defense",
      value: 12,
    });
    const held = withConditions(actor(creature()), ["immobile"]);
    expect(plan({ target: held, weapon: bow }).request.target).toMatchObject({ source: "immobile Defense", value: 5 });
  });
  it("the Modifiers to Attack table and the attacker's conditions enter the roll, each named", () => {
    const target = withConditions(actor(creature()), ["prone"]);
    const attacker = withConditions(actor(fighter), ["distracted", "harried"]);
    const p = plan({ target, attacker, weapon: bow, cover: "cover1/2", flanked: true });
    const parts = Object.fromEntries(p.request.modifiers.map((m) => [m.source, m.value]));
    expect(parts["Modifiers to Attack"]).toBe(-1);
    expect(parts["Attacker's conditions"]).toBe(-2);
    expect(parts["Harried"]).toBe(-2);
  });
  it('"dropping behind a low wall can increase the effective level of cover": one level more for a crouching or prone target only', () => {
    const tableOf = (p: ReturnType<typeof plan>) => p.request.modifiers.find((m) => m.source === "Modifiers to Attack");
    const crouching = withConditions(actor(creature()), ["crouching"]);
    // Ranged: ½ cover −2, behind the low wall ¾ cover −3 (crouching's own ranged −2 does not stack: the higher).
    expect(tableOf(plan({ target: crouching, weapon: bow, cover: "cover1/2", behindLowWall: true }))?.value).toBe(-3);
    expect(tableOf(plan({ target: crouching, weapon: bow, cover: "cover1/2" }))?.value).toBe(-2);
    // A standing target has not dropped: the wall gives what it gives.
    expect(tableOf(plan({ weapon: bow, cover: "cover1/2", behindLowWall: true }))?.value).toBe(-2);
  });
  it('Quick, Strong and Nonlethal Attacks are "a single melee attack"; Nonlethal is "at a -2 penalty" and ignores slicing', () => {
    expect(planAttack(base({ variant: "quick", weapon: bow })).ok).toBe(false);
    const nonlethal = plan({ variant: "nonlethal" });
    expect(nonlethal.request.modifiers).toContainEqual({ source: "Nonlethal Attack", value: -2 });
    expect(nonlethal.properties).toEqual([]);
    expect(plan().properties).toEqual(["slicing"]);
    expect(plan({ variant: "strong" }).damage.groups).toEqual([
      { id: "damage", source: "Strong Attack", count: 1, faces: 6 },
    ]);
  });
  it('underwater: "cannot make ranged weapon attacks", melee "an extra 2 AP and … a -5 penalty", weapon damage halved, target uses immobile defense', () => {
    expect(planAttack(base({ underwater: true, weapon: bow })).ok).toBe(false);
    const p = plan({ underwater: true });
    expect(p.costModifiers).toEqual([{ source: "Underwater", delta: 2 }]);
    expect(p.request.modifiers).toContainEqual({ source: "Underwater", value: -5 });
    expect(p.damage.modifiers).toContainEqual({ source: "Sword damage", value: 2 });
    expect(p.defense.total).toBe(5);
    expect(plan({ underwater: true, weapon: { ...sword, aquatic: true } }).damage.modifiers).toContainEqual({
      source: "Sword damage",
      value: 4,
    });
  });
  it('"All fire damage is halved underwater" (decision 224): a fire spell cast underwater or at an Underwater target', () => {
    const bolt = { label: "Fire Bolt", school: "Evocation", damage: 5, damageType: "fire" as const };
    const spellPlan = (extra: Partial<AttackPlanInput>) => plan({ weapon: undefined, spell: bolt, ...extra });
    const halved = { source: "Spell damage (fire, halved underwater)", value: 2 };
    expect(spellPlan({}).damage.modifiers).toEqual([{ source: "Spell damage", value: 5 }]);
    expect(spellPlan({ underwater: true }).damage.modifiers).toEqual([halved]);
    expect(spellPlan({ target: withConditions(actor(creature()), ["underwater"]) }).damage.modifiers).toEqual([halved]);
    expect(spellPlan({ underwater: true }).inWater).toBe(true);
    // Lightning is not halved: it "has its normal effect and additionally deals damage to nearby creatures".
    const lance = { ...bolt, label: "Lightning Lance", damageType: "lightning" as const };
    expect(spellPlan({ underwater: true, spell: lance }).damage.modifiers).toEqual([
      { source: "Spell damage", value: 5 },
    ]);
  });
  it("a fire weapon underwater is halved once, not twice: weapon damage and fire damage are the same damage", () => {
    const torch = { ...sword, damageType: "fire" as const };
    expect(plan({ underwater: true, weapon: torch }).damage.modifiers).toEqual([
      { source: "Strength", value: 2 },
      { source: "Sword damage (fire, halved underwater)", value: 2 },
    ]);
    expect(plan({ underwater: true, weapon: { ...torch, aquatic: true } }).damage.modifiers).toContainEqual({
      source: "Sword damage (fire, halved underwater)",
      value: 2,
    });
  });
  it('penetrating: the damage counts "before determining a hit", so the hit chance rises', () => {
    const plain = plan();
    const piercing = plan({ weapon: { ...sword, penetrating: true } });
    expect(piercing.hitChance).toBeGreaterThan(plain.hitChance);
  });
  it("Rebuff against a creature that Created an Opening meets the better of its Defense and the opening result", () => {
    expect(plan({ variant: "rebuff", openingResult: 14 }).defense.total).toBe(14);
    expect(plan({ variant: "rebuff", openingResult: 7 }).defense.total).toBe(10);
  });
  it('mounted: "+1 bonus to … melee attack rolls against any opponents of a size smaller than your mount"', () => {
    const p = plan({ mountedAttack: true });
    expect(p.request.modifiers).toContainEqual({ source: "Mounted against a smaller foe", value: 1 });
    expect(plan({ mountedAttack: true, weapon: { ...sword, ranged: true } }).request.modifiers).not.toContainEqual({
      source: "Mounted against a smaller foe",
      value: 1,
    });
  });
  it('mounted: "+1 bonus to melee defense … against any opponents of a size smaller than your mount"', () => {
    expect(plan({ mountedDefense: true }).defense.total).toBe(plan().defense.total + 1);
  });
});

describe('resolving an attack: "Damage received = Attack Roll + Damage Roll - Defense - Toughness."', () => {
  const ids = { attacker: "a", target: "t" };
  it("a hit: attack + damage − Defense − Toughness gives the wound", () => {
    const p = plan();
    const attack = interpretFaces(p.request, [[12]]); // 12 − 10 + 10 = 12
    const r = resolveAttack(p, ids, actor(creature()), { attack, damageTotal: 6 }, { toughness: { armor: 2 } });
    expect(r.outcome.finalDamage).toBe(12 + 6 - 10 - 2);
    expect(r.outcome.slot).toBe("critical");
    expect(r.shifts).toEqual([]);
  });
  it('a natural 20 is a critical success: "your initiative is increased by 2 and your target\'s initiative is decreased by 2"', () => {
    const p = plan();
    const attack = interpretFaces(p.request, [[20, 3]]);
    const r = resolveAttack(p, ids, actor(creature()), { attack, damageTotal: 6 });
    expect(r.critical).toBe("success");
    expect(r.shifts.map((s) => [s.id, s.delta])).toEqual([
      ["a", 2],
      ["t", -2],
    ]);
  });
  it('a natural 1: "If you roll a critical failure on an attack roll, your initiative is decreased by 2."', () => {
    const p = plan();
    const r = resolveAttack(p, ids, actor(creature()), { attack: interpretFaces(p.request, [[1]]), damageTotal: 6 });
    expect(r.critical).toBe("failure");
    expect(r.outcome.hit).toBe(false);
    expect(r.shifts).toEqual([{ id: "a", delta: -2, cause: "criticalFailure" }]);
  });
  it('climbing or swimming: "If you fail the check, then your attack automatically misses."', () => {
    const p = plan();
    const r = resolveAttack(p, ids, actor(creature()), {
      attack: interpretFaces(p.request, [[19]]),
      damageTotal: 6,
      footingFailed: true,
    });
    expect(r.outcome.hit).toBe(false);
    expect(r.outcome.events).toEqual([{ kind: "miss" }]);
  });
  it("Quick Attack lowers the wound a step; Nonlethal lets the attacker choose", () => {
    const quick = plan({ variant: "quick" });
    const q = resolveAttack(quick, ids, actor(creature()), {
      attack: interpretFaces(quick.request, [[12]]),
      damageTotal: 0,
    });
    expect(q.outcome).toMatchObject({ indicated: "moderate", dealt: "light" });
    const soft = plan({ variant: "nonlethal" });
    const n = resolveAttack(
      soft,
      ids,
      actor(creature()),
      { attack: interpretFaces(soft.request, [[17]]), damageTotal: 6 },
      { nonlethal: { level: "light" } },
    );
    expect(n.outcome).toMatchObject({ indicated: "fatal", dealt: "light" });
  });
});
