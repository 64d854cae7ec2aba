import { describe, expect, it } from "vitest";
import { CONTEST_CONDITIONS } from "../../module/engine/rulesets/contest/conditions.ts";
import { normalizeGear } from "../../module/engine/rulesets/contest/style/styles.ts";
import { BONE_SHIELD_BR, IRON } from "../../module/engine/rulesets/contest/tables/armor.ts";
import { DAMAGE_TYPES } from "../../module/engine/rulesets/contest/tables/damage-types.ts";
import { SIZE_CATEGORIES, type SizeCategory } from "../../module/engine/rulesets/contest/tables/sizes.ts";
import { STYLE_EXAMPLES, STYLE_MAX_GEAR } from "../../module/engine/rulesets/contest/tables/styles.ts";
import { deriveContest } from "../../module/foundry/rulesets/contest/derive.ts";
import type { ContestCreatureSource, ContestGearSources } from "../../module/foundry/rulesets/contest/sources.ts";
import { CONTEST_TOKEN_SPACES } from "../../module/foundry/rulesets/contest/token-spaces.ts";
import { readPackSources, type EmbeddedItemSource, type PackDocumentSource } from "../../scripts/balance/sources.ts";
import { describePackSources, sys } from "../support/pack-conformance.ts";
import { itemsOfType, packGear } from "../../scripts/balance/pack-gear.ts";

describePackSources({
  ruleset: "contest",
  sizes: SIZE_CATEGORIES,
  tokenSpaces: (size) => CONTEST_TOKEN_SPACES[size as SizeCategory],
  // The Health Pool is the one track; AP live on the combatant (rules page, compendium decisions).
  bars: ["health", null],
  // The gear model stores a quantity and no consumable flag.
  gearFlag: null,
  conditions: CONTEST_CONDITIONS,
});

const monsters = readPackSources("contest-monsters").map((f) => f.doc);
const gear = readPackSources("contest-gear").map((f) => f.doc);
const ofType = <D extends { readonly type?: string }>(docs: readonly D[], type: string): D[] =>
  itemsOfType(docs, `contest-${type}`);

function gearOf(items: readonly EmbeddedItemSource[]): ContestGearSources {
  return packGear<ContestGearSources>(items, "contest", { weapons: "weapon", armor: "armor", shields: "shield" });
}

const creature = (m: PackDocumentSource) => m.system as unknown as ContestCreatureSource;
const derived = (m: PackDocumentSource) => deriveContest(creature(m), gearOf(m.items ?? []), [], "npc");
const named = (name: string) => {
  const m = monsters.find((d) => d.name === name);
  if (!m) throw new Error(`no monster ${name}`);
  return m;
};

describe("contest NPCs", () => {
  it("store full Health and derive through the engine: 1d6 + PER, trained in all they wield and wear", () => {
    for (const m of monsters) {
      const source = creature(m);
      expect(source.health.value, m.name).toBe(source.health.max);
      const d = derived(m);
      expect(d.initiative, m.name).toBe(source.attributes.perception);
      const best = d.styles[d.bestStyle];
      expect(best?.training, m.name).toEqual({ untrainedWeapon: false, untrainedArmor: false });
      expect(d.dodgeTraining.untrainedArmor, m.name).toBe(false);
      expect(d.armorRating, m.name).toBeGreaterThanOrEqual(0);
      expect(d.armorRating, m.name).toBeLessThanOrEqual(6);
      for (const s of source.styles) expect(s.gear.length, m.name).toBeLessThanOrEqual(STYLE_MAX_GEAR);
    }
  });

  it("grow tougher with their threat: the median Health Pool and best style rank rise from minion to boss", () => {
    const median = (threat: string, of: (m: PackDocumentSource) => number) => {
      const v = monsters
        .filter((m) => sys(m, "threat") === threat)
        .map(of)
        .sort((a, b) => a - b);
      return v[Math.floor(v.length / 2)] ?? 0;
    };
    const threats = ["minion", "standard", "elite", "boss"];
    const health = threats.map((t) => median(t, (m) => creature(m).health.max));
    expect(new Set(health).size).toBe(threats.length);
    expect([...health].sort((a, b) => a - b)).toEqual(health);
    const rank = threats.map((t) => median(t, (m) => derived(m).styles[derived(m).bestStyle]?.rank ?? 0));
    expect([...rank].sort((a, b) => a - b)).toEqual(rank);
  });

  it("fight in each of the seed's six example Fighting Styles with its gear list as written", () => {
    const styles = monsters.flatMap((m) => creature(m).styles);
    for (const example of STYLE_EXAMPLES) {
      const style = styles.find((s) => s.name === example.name);
      expect(style?.gear.map(normalizeGear), example.name).toEqual(example.gear);
    }
  });

  it("keep the seed's resistance and vulnerability examples, highest only, groups covering their types", () => {
    const ork = derived(named("Ork Warchief")).affinities;
    for (const type of ["fire", "frost", "shock"] as const) expect(ork[type]?.resistance).toBe(2);
    expect(ork.slashing).toBeUndefined();
    expect(derived(named("Skeleton Warrior")).affinities.crushing?.vulnerability).toBe(3);
    const wyrm = derived(named("Ancient Storm Wyrm")).affinities;
    expect([wyrm.shock?.resistance, wyrm.fire?.resistance]).toEqual([15, 3]);
  });

  it("use AR by level and material and BR through the engine: Iron full 5, partial 3; the Bone Shield 6 and 3", () => {
    expect(derived(named("Classical Knight")).armorRating).toBe(IRON.fullRating);
    expect(derived(named("Ork Warchief")).armorRating).toBe(Math.ceil(IRON.fullRating / 2));
    const golem = derived(named("Bone Golem"));
    expect([golem.blockRating, golem.magicalBlockRating]).toEqual([BONE_SHIELD_BR, BONE_SHIELD_BR / 2]);
    expect(derived(named("Lich")).armor?.magicalRating).toBeGreaterThan(0);
  });

  it("embed weapons, armor, shields and abilities among the NPCs", () => {
    const embedded = monsters.flatMap((m) => m.items ?? []);
    for (const type of ["weapon", "armor", "shield", "ability"])
      expect(ofType(embedded, type).length, type).toBeGreaterThan(0);
  });
});

describe("contest gear", () => {
  it("holds the seed's Iron Armor and Bone Shield, every material at both levels, shields from BR 2 to 6", () => {
    const armor = ofType(gear, "armor");
    expect(armor.some((a) => sys(a, "material") === "Iron" && sys(a, "fullRating") === IRON.fullRating)).toBe(true);
    const materials = new Set(armor.map((a) => sys(a, "material")));
    for (const material of materials) {
      const levels = armor.filter((a) => sys(a, "material") === material).map((a) => sys(a, "level"));
      expect(levels.sort(), String(material)).toEqual(["full", "partial"]);
    }
    expect(armor.some((a) => (sys(a, "fullMagicalRating") as number) > 0)).toBe(true);
    const br = ofType(gear, "shield").map((s) => sys(s, "blockRating"));
    expect(br).toContain(BONE_SHIELD_BR);
    expect(Math.min(...(br as number[]))).toBe(2);
  });

  it("trains every weapon the example styles list, by its gear type", () => {
    const types = new Set(ofType(gear, "weapon").map((w) => normalizeGear(sys(w, "gearType") as string)));
    const listed = STYLE_EXAMPLES.flatMap((s) => s.gear).filter((g) => !/armor$|^shield$/.test(g));
    for (const g of listed) expect(types.has(g), g).toBe(true);
  });

  it("has melee, ranged and thrown weapons, a 2-AP Strike, every damage type and a mind-targeting spell", () => {
    const weapons = ofType(gear, "weapon");
    expect(new Set(weapons.map((w) => sys(w, "delivery")))).toEqual(new Set(["melee", "ranged", "thrown"]));
    expect(weapons.some((w) => sys(w, "ap") === 2)).toBe(true);
    expect(weapons.some((w) => sys(w, "heavy") === true)).toBe(true);
    const abilities = ofType(gear, "ability");
    const types = new Set([...weapons, ...abilities].map((i) => sys(i, "damageType")));
    expect(types).toEqual(new Set(DAMAGE_TYPES));
    expect(abilities.some((a) => sys(a, "targetsMind") === true)).toBe(true);
    expect(abilities.some((a) => sys(a, "attack") === false)).toBe(true);
  });
});
