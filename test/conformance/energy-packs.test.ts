import { describe, expect, it } from "vitest";
import { ENERGY_CONDITIONS } from "../../module/engine/rulesets/energy/conditions.ts";
import { armStrength, maxStamina, type SizeCategory } from "../../module/engine/rulesets/energy/creature.ts";
import { whyCannotDraw } from "../../module/engine/rulesets/energy/attack/draw-weight.ts";
import { auraStrength } from "../../module/engine/rulesets/energy/defense/derived.ts";
import { DRAW_WEIGHT_TABLE } from "../../module/engine/rulesets/energy/tables/draw-weight.ts";
import { SIZE_CHART } from "../../module/engine/rulesets/energy/tables/size.ts";
import { ENERGY_TOKEN_SPACES } from "../../module/foundry/rulesets/energy/packs.ts";
import {
  toEnergyCreature,
  toEnergyWeapon,
  type EnergyCreatureSource,
  type EnergyWeaponSource,
} from "../../module/foundry/rulesets/energy/sources.ts";
import { readPackSources, type PackDocumentSource } from "../../scripts/balance/sources.ts";
import { describePackSources, sys } from "../support/pack-conformance.ts";

describePackSources({
  ruleset: "energy",
  // Every row of the Size Chart (Miniscule appears only in the Miss Chance table).
  sizes: Object.keys(SIZE_CHART),
  tokenSpaces: (size) => ENERGY_TOKEN_SPACES[size as SizeCategory],
  bars: ["aura", "stamina"],
  conditions: ENERGY_CONDITIONS,
});

const monsters = readPackSources("energy-monsters").map((f) => f.doc);
const gear = readPackSources("energy-gear").map((f) => f.doc);
const ofType = (docs: readonly PackDocumentSource[], type: string) => docs.filter((d) => d.type === `energy-${type}`);

describe("energy NPCs and gear", () => {
  it("embed weapons, armor, shields and abilities among the NPCs, within their Martial Proficiency", () => {
    const embedded = monsters.flatMap((m) => m.items ?? []);
    for (const type of ["weapon", "armor", "shield", "ability"])
      expect(ofType(embedded, type).length).toBeGreaterThan(0);
    for (const m of monsters) {
      const mpl = (sys(m, "martial") as { level: number }).level;
      for (const item of (m.items ?? []).filter((i) => i.system["equipped"] === true))
        expect(item.system["mpr"] ?? 0, `${m.name} / ${item.name}`).toBeLessThanOrEqual(mpl);
    }
  });

  it('can draw every bow and crossbow they carry: "the highest draw weight you can comfortably manage"', () => {
    for (const m of monsters) {
      const creature = toEnergyCreature(m.system as unknown as EnergyCreatureSource);
      for (const item of ofType(m.items ?? [], "weapon")) {
        const data = item.system as unknown as EnergyWeaponSource;
        const weapon = toEnergyWeapon({ id: item._id, name: item.name, data });
        expect(
          whyCannotDraw(weapon, armStrength(creature), creature.martial.level),
          `${m.name} / ${item.name}`,
        ).toBeUndefined();
      }
    }
  });

  it("store full tracks at the seed's maxima: Stamina = Constitution Score, Aura = Aura Strength", () => {
    // "Maximum Stamina = Constitution Score"; "Aura Strength = 20 + (Aura Modifier * (1 + 1/3))".
    for (const m of monsters) {
      const source = m.system as unknown as EnergyCreatureSource;
      const creature = toEnergyCreature(source);
      expect(source.stamina, m.name).toEqual({ value: maxStamina(creature), max: maxStamina(creature) });
      expect(source.aura, m.name).toEqual({ value: auraStrength(creature), max: auraStrength(creature) });
    }
  });

  it("hold melee, ranged, thrown and unarmed weapons across accuracy, damage and MPR, armor and shields", () => {
    const weapons = ofType(gear, "weapon");
    expect(new Set(weapons.map((w) => sys(w, "kind")))).toEqual(new Set(["melee", "ranged", "thrown", "unarmed"]));
    expect(new Set(weapons.map((w) => sys(w, "attackBonus"))).size).toBeGreaterThanOrEqual(4);
    expect(new Set(weapons.map((w) => sys(w, "accuracy"))).size).toBeGreaterThanOrEqual(3);
    expect(new Set(weapons.map((w) => JSON.stringify(sys(w, "damage")))).size).toBeGreaterThanOrEqual(10);
    expect(new Set(weapons.map((w) => sys(w, "mpr"))).size).toBeGreaterThanOrEqual(6);
    const ranged = weapons.filter((w) => sys(w, "kind") === "ranged");
    const kinds = new Set(ranged.map((w) => sys(w, "rangedKind")));
    expect(kinds).toEqual(new Set(["bow", "handCrossbow", "crossbow", "heavyCrossbow", "siegeCrossbow"]));
    const kgs = new Set(DRAW_WEIGHT_TABLE.map((row) => row.kg));
    for (const w of ranged) expect(kgs.has(sys(w, "drawWeightKg") as number), w.name).toBe(true);
    const armor = ofType(gear, "armor");
    expect(new Set(armor.map((a) => sys(a, "rating"))).size).toBeGreaterThanOrEqual(5);
    expect(new Set(armor.map((a) => sys(a, "coverage"))).size).toBeGreaterThanOrEqual(5);
    expect(ofType(gear, "shield").length).toBeGreaterThanOrEqual(3);
  });
});
