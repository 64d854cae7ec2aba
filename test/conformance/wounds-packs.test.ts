import { describe, expect, it } from "vitest";
import { WOUNDS_CONDITIONS } from "../../module/engine/rulesets/wounds/conditions.ts";
import { NPC_TIERS } from "../../module/engine/rulesets/wounds/creature.ts";
import { planAttack } from "../../module/engine/rulesets/wounds/procedures/attack-plan.ts";
import { DEFENSE_KINDS } from "../../module/engine/rulesets/wounds/tables/defenses.ts";
import { WOUNDS_DEFAULT_BARS } from "../../module/foundry/rulesets/wounds/canvas/token-bars.ts";
import { deriveWounds } from "../../module/foundry/rulesets/wounds/derive.ts";
import {
  blockBonuses,
  toWoundsActor,
  toWoundsWeapon,
  type WoundsGearSources,
  type WoundsNpcSource,
} from "../../module/foundry/rulesets/wounds/sources.ts";
import { WOUNDS_FOOTPRINTS, woundsTokenSpaces } from "../../module/foundry/rulesets/wounds/token-spaces.ts";
import { readPackSources, type EmbeddedItemSource, type PackDocumentSource } from "../../scripts/balance/sources.ts";
import { describePackSources, sys } from "../support/pack-conformance.ts";
import { itemsOfType, packGear } from "../../scripts/balance/pack-gear.ts";

describePackSources({
  ruleset: "wounds",
  // The seed's Size is a number: the NPCs span every token footprint instead.
  sizes: WOUNDS_FOOTPRINTS,
  sizeOf: (size) => woundsTokenSpaces(size as number),
  tokenSpaces: (size) => woundsTokenSpaces(size as number),
  bars: [WOUNDS_DEFAULT_BARS.primary, WOUNDS_DEFAULT_BARS.secondary],
  // "they have 1, 2, or 3 slots … depending on whether they are a minion, standard, or elite NPC".
  threat: { field: "tier", values: NPC_TIERS },
  // "You have a -5 penalty to your check if you do not have a healing kit in hand."
  gearFlag: "healingKit",
  conditions: WOUNDS_CONDITIONS,
});

const monsters = readPackSources("wounds-monsters").map((f) => f.doc);
const gear = readPackSources("wounds-gear").map((f) => f.doc);
const ofType = <D extends { readonly type?: string }>(docs: readonly D[], type: string): D[] =>
  itemsOfType(docs, `wounds-${type}`);

function gearOf(items: readonly EmbeddedItemSource[]): WoundsGearSources {
  return packGear<WoundsGearSources>(items, "wounds", { weapons: "weapon", armor: "armor", shields: "shield" });
}

const creature = (m: PackDocumentSource) => m.system as unknown as WoundsNpcSource;
const derived = (m: PackDocumentSource) => deriveWounds(creature(m), gearOf(m.items ?? []), []);
const named = (name: string) => {
  const m = monsters.find((d) => d.name === name);
  if (!m) throw new Error(`no monster ${name}`);
  return m;
};
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const byTier = (of: (m: PackDocumentSource) => number) =>
  NPC_TIERS.map((tier) => median(monsters.filter((m) => sys(m, "tier") === tier).map(of)));

/** The chance a monster's first equipped weapon hits the Town Guard with a Standard Attack, from the engine. */
function hitChanceOnGuard(m: PackDocumentSource): number {
  const guard = named("Town Guard");
  const weapon = gearOf(m.items ?? []).weapons.find((w) => w.data.equipped);
  if (!weapon) throw new Error(`${m.name} has no equipped weapon`);
  const plan = planAttack({
    attacker: toWoundsActor(creature(m), []),
    target: toWoundsActor(creature(guard), []),
    variant: "standard",
    weapon: toWoundsWeapon(weapon),
    targetBlocks: blockBonuses(gearOf(guard.items ?? [])),
  });
  if (!plan.ok) throw new Error(`${m.name}: ${JSON.stringify(plan.reason)}`);
  return plan.hitChance;
}

describe("wounds NPCs", () => {
  it("store full stamina and mana, no wounds, and derive through the engine to sane numbers", () => {
    for (const m of monsters) {
      const source = creature(m);
      const d = derived(m);
      expect([source.stamina.value, source.mana.value], m.name).toEqual([d.stamina.max, d.mana.max]);
      expect([source.stamina.max, source.mana.max], m.name).toEqual([d.stamina.max, d.mana.max]);
      expect(d.severity, m.name).toBeNull();
      expect(d.toughness.total - d.toughness.base, m.name).toBe(
        gearOf(m.items ?? []).armor.reduce((sum, a) => sum + a.data.toughness, 0),
      );
      // Size lowers melee, ranged, Agility and immobile Defense and raises Power Defense: a giant's is high.
      for (const kind of DEFENSE_KINDS) {
        expect(d.defenses[kind].total, `${m.name} ${kind}`).toBeGreaterThanOrEqual(-10);
        expect(d.defenses[kind].total, `${m.name} ${kind}`).toBeLessThanOrEqual(35);
      }
      expect(d.defenses.melee.total, m.name).toBeGreaterThanOrEqual(0);
      expect(d.movementRate, m.name).toBeGreaterThan(0);
      expect(d.ap.roundStart, m.name).toBeGreaterThan(0);
      const hit = hitChanceOnGuard(m);
      expect(hit, m.name).toBeGreaterThan(0.02);
      expect(hit, m.name).toBeLessThan(0.9);
    }
  });

  it("carry the NPC wound track: 1, 2 or 3 slots from moderate to critical by tier and one fatal slot", () => {
    for (const m of monsters) {
      const slots = (level: string) => derived(m).woundGrid.find((r) => r.level === level)?.capacity;
      const perLevel = NPC_TIERS.indexOf(creature(m).tier) + 1;
      expect([slots("moderate"), slots("severe"), slots("critical"), slots("fatal")], m.name).toEqual([
        perLevel,
        perLevel,
        perLevel,
        1,
      ]);
      expect(derived(m).staggered, m.name).toBe(false);
    }
  });

  it("grow tougher with their tier: median Toughness and the chance to hit the Town Guard rise", () => {
    const toughness = byTier((m) => derived(m).toughness.total);
    expect([...toughness].sort((a, b) => a - b)).toEqual(toughness);
    expect(new Set(toughness).size).toBe(NPC_TIERS.length);
    const hit = byTier(hitChanceOnGuard);
    expect([...hit].sort((a, b) => a - b)).toEqual(hit);
    expect(new Set(hit).size).toBe(NPC_TIERS.length);
  });

  it("mark the bosses as special cases and carry a mount 4 to 7 sizes larger than a rider", () => {
    const special = monsters.filter((m) => creature(m).special);
    expect(special.length).toBeGreaterThan(0);
    expect(special.every((m) => creature(m).tier === "elite")).toBe(true);
    expect(creature(named("Warhorse")).size).toBeGreaterThanOrEqual(4);
    expect(creature(named("Warhorse")).size).toBeLessThanOrEqual(7);
  });

  it("embed weapons, armor, shields and abilities, spells of a school among them", () => {
    const embedded = monsters.flatMap((m) => m.items ?? []);
    for (const type of ["weapon", "armor", "shield", "ability"])
      expect(ofType(embedded, type).length, type).toBeGreaterThan(0);
    expect(ofType(embedded, "ability").some((a) => a.system["kind"] === "spell" && a.system["school"] !== "")).toBe(
      true,
    );
  });
});

describe("wounds gear", () => {
  it("has melee and ranged weapons with accuracy, damage and a group, reach 0 for grappling, and every property", () => {
    const weapons = ofType(gear, "weapon");
    expect(new Set(weapons.map((w) => sys(w, "kind")))).toEqual(new Set(["melee", "ranged"]));
    expect(weapons.every((w) => sys(w, "group") !== "")).toBe(true);
    expect(weapons.some((w) => sys(w, "reach") === 0)).toBe(true);
    expect(weapons.some((w) => sys(w, "aquatic") === true)).toBe(true);
    expect(weapons.some((w) => sys(w, "penetrating") === true)).toBe(true);
    const properties = new Set(weapons.flatMap((w) => sys(w, "properties") as string[]));
    expect(properties).toEqual(new Set(["armorPiercing", "concussive", "slicing"]));
  });

  it("has armor by Toughness, shields by block, and the seed's object AP costs", () => {
    const toughness = ofType(gear, "armor").map((a) => sys(a, "toughness") as number);
    expect([Math.min(...toughness), Math.max(...toughness)]).toEqual([1, 6]);
    expect(ofType(gear, "shield").map((s) => sys(s, "block"))).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    const cost = (name: string) => sys(gear.find((g) => g.name === name) ?? {}, "apCost");
    // "Light a torch or candle from an existing flame: 2", "Drink a potion: 4", "Start a fire with flint and steel: 8".
    expect([cost("Torch"), cost("Healing Potion"), cost("Flint and Steel")]).toEqual([2, 4, 8]);
  });

  it("has attack spells and abilities against each kind of Defense, spent and invested mana", () => {
    const abilities = ofType(gear, "ability");
    const targets = new Set(abilities.filter((a) => sys(a, "attack") === true).map((a) => sys(a, "targets")));
    for (const kind of ["melee", "ranged", "power", "agility", "fortitude", "willpower"])
      expect(targets).toContain(kind);
    expect(new Set(abilities.map((a) => sys(a, "manaUse")))).toEqual(new Set(["spend", "invest"]));
  });
});
