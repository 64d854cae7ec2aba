import { readFileSync, rmSync } from "node:fs";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { describe, expect, it } from "vitest";
import type { SizeCategory } from "../../module/engine/rulesets/energy/creature.ts";
import { SIZE_CHART } from "../../module/engine/rulesets/energy/tables/size.ts";
import { DRAW_WEIGHT_TABLE } from "../../module/engine/rulesets/energy/tables/draw-weight.ts";
import { ENERGY_TOKEN_SPACES } from "../../module/foundry/rulesets/energy/packs.ts";
import { readPackSources, type PackDocumentSource } from "../../scripts/balance/sources.ts";

const CORE_ICONS = new Set(readFileSync("/work/shared/data/foundry-core-icons.txt", "utf8").split("\n"));
const PACKS = ["energy-monsters", "energy-gear", "energy-rules"] as const;
/** The rules journal is not part of this round trip: its source lacks the `categories: []` the CLI writes back. */
const CONTENT_PACKS = ["energy-monsters", "energy-gear"] as const;
const ID = /^[A-Za-z0-9]{16}$/;
const monsters = readPackSources("energy-monsters").map((f) => f.doc);
const gear = readPackSources("energy-gear").map((f) => f.doc);
const sys = (d: { readonly system?: Readonly<Record<string, unknown>> }, key: string): unknown => d.system?.[key];
const ofType = (docs: readonly PackDocumentSource[], type: string) => docs.filter((d) => d.type === `energy-${type}`);

describe("energy compendium sources", () => {
  it("keep the extracted form: Name_<16-char id>.yml, `_key` last, ids and keys unique", () => {
    const ids = new Set<string>();
    for (const pack of PACKS) {
      for (const { file, doc } of readPackSources(pack)) {
        expect(doc._id, file).toMatch(ID);
        // The CLI names each file after the document, one underscore per other character (the rules journal predates it).
        if (pack !== "energy-rules") expect(file).toBe(`${doc.name.replace(/[^A-Za-z0-9]/g, "_")}_${doc._id}.yml`);
        expect(Object.keys(doc).at(-1), file).toBe("_key");
        const root = pack === "energy-rules" ? "journal" : pack === "energy-monsters" ? "actors" : "items";
        expect(doc._key).toBe(`!${root}!${doc._id}`);
        const children = [...(doc.items ?? []), ...(doc.pages ?? [])];
        for (const child of [doc, ...children]) {
          expect(ids.has(child._id), `${file}: duplicate id ${child._id}`).toBe(false);
          ids.add(child._id);
        }
        for (const item of doc.items ?? []) {
          expect(item._id).toMatch(ID);
          expect(Object.keys(item).at(-1)).toBe("_key");
          expect(item._key).toBe(`!actors.items!${doc._id}.${item._id}`);
        }
        for (const page of doc.pages ?? []) expect(page._key).toBe(`!journal.pages!${doc._id}.${page._id}`);
      }
    }
  });

  it("use only images that ship with Foundry v13", () => {
    const images = [...monsters, ...gear].flatMap((d) => [
      d.img,
      d.prototypeToken?.texture.src,
      ...(d.items ?? []).map((i) => i.img),
    ]);
    for (const img of images.filter((i) => i !== undefined)) expect(CORE_ICONS.has(img), img).toBe(true);
  });

  it("hold at least 15 NPCs spanning every row of the Size Chart and threat from minion to boss", () => {
    expect(monsters.length).toBeGreaterThanOrEqual(15);
    expect(monsters.every((m) => m.type === "energy-npc")).toBe(true);
    expect(new Set(monsters.map((m) => sys(m, "size")))).toEqual(new Set(Object.keys(SIZE_CHART)));
    expect(new Set(monsters.map((m) => sys(m, "threat")))).toEqual(new Set(["minion", "standard", "elite", "boss"]));
  });

  it("give every NPC energy items, a weapon, and a token sized by its footprint with Aura and Stamina bars", () => {
    for (const m of monsters) {
      const items = m.items ?? [];
      expect(
        items.every((i) => i.type.startsWith("energy-")),
        m.name,
      ).toBe(true);
      expect(
        items.some((i) => i.type === "energy-weapon"),
        m.name,
      ).toBe(true);
      const token = m.prototypeToken;
      const spaces = ENERGY_TOKEN_SPACES[sys(m, "size") as SizeCategory];
      expect(token?.width, m.name).toBe(spaces);
      expect(token?.height, m.name).toBe(spaces);
      expect(token?.bar1.attribute).toBe("aura");
      expect(token?.bar2.attribute).toBe("stamina");
      expect(token?.disposition).toBe(-1);
      expect(token?.sight.enabled).toBe(true);
    }
  });

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

  it("hold at least 40 items: melee, ranged and thrown weapons across accuracy, damage and MPR, armor, shields, consumables", () => {
    expect(gear.length).toBeGreaterThanOrEqual(40);
    const weapons = ofType(gear, "weapon");
    expect(new Set(weapons.map((w) => sys(w, "kind")))).toEqual(new Set(["melee", "ranged", "thrown"]));
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
    expect(ofType(gear, "gear").some((g) => sys(g, "consumable") === true)).toBe(true);
  });

  it("compile to LevelDB and extract back to the same documents", async () => {
    for (const pack of CONTENT_PACKS) {
      const db = `test-results/energy-packs/db/${pack}`;
      const out = `test-results/energy-packs/out/${pack}`;
      rmSync(db, { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
      await compilePack(`packs/_source/${pack}`, db, { yaml: true, log: false });
      await extractPack(db, out, { yaml: true, log: false });
      const docs = (root?: string) => readPackSources(pack, root).map((f) => f.doc);
      expect(docs("test-results/energy-packs/out")).toEqual(docs());
    }
  });
});
