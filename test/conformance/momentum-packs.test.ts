import { describe, expect, it } from "vitest";
import { MOMENTUM_CONDITIONS } from "../../module/engine/rulesets/momentum/conditions.ts";
import { DAMAGE_TYPES } from "../../module/engine/rulesets/momentum/tables/damage-types.ts";
import { SIZE_CATEGORIES, type SizeCategory } from "../../module/engine/rulesets/momentum/tables/size.ts";
import { deriveMomentum } from "../../module/foundry/rulesets/momentum/derive.ts";
import { MOMENTUM_TOKEN_SPACES } from "../../module/foundry/rulesets/momentum/packs.ts";
import type { MomentumCreatureSource, MomentumGearSources } from "../../module/foundry/rulesets/momentum/sources.ts";
import { readPackSources, type EmbeddedItemSource, type PackDocumentSource } from "../../scripts/balance/sources.ts";
import { describePackSources, sys } from "../support/pack-conformance.ts";
import { itemsOfType, packGear } from "../../scripts/balance/pack-gear.ts";

describePackSources({
  ruleset: "momentum",
  sizes: SIZE_CATEGORIES,
  tokenSpaces: (size) => MOMENTUM_TOKEN_SPACES[size as SizeCategory],
  bars: ["vitality", "wp"],
  conditions: MOMENTUM_CONDITIONS,
});

const monsters = readPackSources("momentum-monsters").map((f) => f.doc);
const gear = readPackSources("momentum-gear").map((f) => f.doc);
const ofType = <D extends { readonly type?: string }>(docs: readonly D[], type: string): D[] =>
  itemsOfType(docs, `momentum-${type}`);

/** A monster's items as the derivation reads them (gear-sources.ts does this from documents). */
function gearOf(items: readonly EmbeddedItemSource[]): MomentumGearSources {
  const types = { weapons: "weapon", armor: "armor", shields: "shield", abilities: "ability" };
  return packGear<MomentumGearSources>(items, "momentum", types);
}

const creature = (m: PackDocumentSource) => m.system as unknown as MomentumCreatureSource;

describe("momentum NPCs and gear", () => {
  it("store full Vitality and WP, and derive through the engine to sane numbers", () => {
    for (const m of monsters) {
      const source = creature(m);
      expect(source.vitality.value, m.name).toBe(source.vitality.max);
      expect(source.wp.value, m.name).toBe(source.wp.max);
      const derived = deriveMomentum(source, gearOf(m.items ?? []), []);
      expect(derived.evasion.total, m.name).toBeGreaterThanOrEqual(8);
      expect(derived.evasion.total, m.name).toBeLessThanOrEqual(22);
      expect(derived.armor, m.name).toBeGreaterThanOrEqual(0);
      expect(Object.keys(derived.weaponHitBonus).length, m.name).toBeGreaterThan(0);
    }
  });

  it("grow tougher with their threat: the median maximum Vitality rises from minion to boss", () => {
    const median = (threat: string) => {
      const v = monsters
        .filter((m) => sys(m, "threat") === threat)
        .map((m) => creature(m).vitality.max)
        .sort((a, b) => a - b);
      return v[Math.floor(v.length / 2)] ?? 0;
    };
    const medians = ["minion", "standard", "elite", "boss"].map(median);
    expect([...medians].sort((a, b) => a - b)).toEqual(medians);
  });

  it("embed weapons, armor, shields and Abilities of each delivery among the NPCs, and objects are not among them", () => {
    const embedded = monsters.flatMap((m) => m.items ?? []);
    for (const type of ["weapon", "armor", "shield", "ability"])
      expect(ofType(embedded, type).length).toBeGreaterThan(0);
    const deliveries = new Set(ofType(embedded, "ability").map((a) => a.system["delivery"]));
    expect(deliveries).toEqual(new Set(["attack", "defenseRoll", "effect"]));
    expect(monsters.every((m) => sys(m, "kind") === "creature")).toBe(true);
    expect(monsters.some((m) => sys(m, "biological") === false)).toBe(true);
  });

  it("hold the seed's ax (Strength, Dexterity) and medium armor (Evasion Cap 14), melee and ranged weapons, every damage type", () => {
    const ax = gear.find((g) => g.name === "Ax");
    expect([sys(ax ?? {}, "primary"), sys(ax ?? {}, "secondary")]).toEqual(["strength", "dexterity"]);
    expect(ofType(gear, "armor").some((a) => sys(a, "evasionCap") === 14)).toBe(true);
    expect(ofType(gear, "armor").some((a) => sys(a, "evasionCap") === null)).toBe(true);
    expect(new Set(ofType(gear, "weapon").map((w) => sys(w, "reach")))).toEqual(new Set(["melee", "ranged"]));
    expect(ofType(gear, "shield").length).toBeGreaterThanOrEqual(3);
    const types = new Set(
      [...ofType(gear, "weapon"), ...ofType(gear, "ability")].flatMap((i) =>
        (sys(i, "damage") as { type: string }[]).map((d) => d.type),
      ),
    );
    expect(types).toEqual(new Set(DAMAGE_TYPES));
  });
});
