import { readFileSync, rmSync } from "node:fs";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { describe, expect, it } from "vitest";
import { SIZE_CATEGORIES } from "../../module/engine/rulesets/bonus/creature.ts";
import { DAMAGE_DELIVERIES } from "../../module/engine/rulesets/bonus/dice/damage.ts";
import { SIZE_TABLE } from "../../module/engine/rulesets/bonus/tables/size.ts";
import { QUALITY_RANKS } from "../../module/engine/rulesets/bonus/tables/quality.ts";
import { readPackSources, type PackDocumentSource } from "../../scripts/balance/sources.ts";

const CORE_ICONS = new Set(readFileSync("/work/shared/data/foundry-core-icons.txt", "utf8").split("\n"));
const PACKS = ["bonus-monsters", "bonus-gear", "bonus-rules"] as const;
const ID = /^[A-Za-z0-9]{16}$/;
const monsters = readPackSources("bonus-monsters").map((f) => f.doc);
const gear = readPackSources("bonus-gear").map((f) => f.doc);
const sys = (d: PackDocumentSource, key: string): unknown => d.system?.[key];

describe("bonus compendium sources", () => {
  it("keep the extracted form: Name_<16-char id>.yml, `_key` last, ids and keys unique", () => {
    const ids = new Set<string>();
    for (const pack of PACKS) {
      for (const { file, doc } of readPackSources(pack)) {
        expect(doc._id, file).toMatch(ID);
        expect(file).toMatch(new RegExp(`_${doc._id}\\.yml$`));
        // The CLI names each file after the document, one underscore per other character (the rules journal predates it).
        if (pack !== "bonus-rules") expect(file).toBe(`${doc.name.replace(/[^A-Za-z0-9]/g, "_")}_${doc._id}.yml`);
        expect(Object.keys(doc).at(-1), file).toBe("_key");
        const root = pack === "bonus-rules" ? "journal" : pack === "bonus-monsters" ? "actors" : "items";
        expect(doc._key).toBe(`!${root}!${doc._id}`);
        const children = [...(doc.items ?? []), ...(doc.pages ?? [])];
        for (const child of [doc, ...children]) {
          expect(ids.has(child._id), `${file}: duplicate id ${child._id}`).toBe(false);
          ids.add(child._id);
        }
        for (const item of doc.items ?? []) {
          expect(item._id).toMatch(ID);
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

  it("hold at least 15 NPCs spanning every seed size and threat from minion to boss", () => {
    expect(monsters.length).toBeGreaterThanOrEqual(15);
    expect(monsters.every((m) => m.type === "bonus-npc")).toBe(true);
    expect(new Set(monsters.map((m) => sys(m, "size")))).toEqual(new Set(SIZE_CATEGORIES));
    expect(new Set(monsters.map((m) => sys(m, "threat")))).toEqual(new Set(["minion", "standard", "elite", "boss"]));
  });

  it("give every NPC bonus-ruleset items, a weapon, and a prototype token sized by the size table", () => {
    for (const m of monsters) {
      const items = m.items ?? [];
      expect(
        items.every((i) => i.type.startsWith("bonus-")),
        m.name,
      ).toBe(true);
      expect(
        items.some((i) => i.type === "bonus-weapon"),
        m.name,
      ).toBe(true);
      const token = m.prototypeToken;
      const spaces = SIZE_TABLE[sys(m, "size") as (typeof SIZE_CATEGORIES)[number]].spaces;
      expect(token?.width, m.name).toBe(spaces);
      expect(token?.height, m.name).toBe(spaces);
      expect(token?.bar1.attribute).toBe("durability");
      expect(token?.bar2.attribute).toBe("vigor");
      expect(token?.disposition).toBe(-1);
      expect(token?.sight.enabled).toBe(true);
    }
  });

  it("hold at least 40 items with weapons of every delivery and quality rank, and armor of several ranks", () => {
    expect(gear.length).toBeGreaterThanOrEqual(40);
    const weapons = gear.filter((g) => g.type === "bonus-weapon");
    const deliveries = DAMAGE_DELIVERIES.filter((d) => d !== "other");
    expect(new Set(weapons.map((w) => sys(w, "delivery")))).toEqual(new Set(deliveries));
    expect(new Set(weapons.map((w) => sys(w, "quality")))).toEqual(new Set(QUALITY_RANKS));
    const armor = gear.filter((g) => g.type === "bonus-armor");
    expect(new Set(armor.map((a) => sys(a, "rank"))).size).toBeGreaterThanOrEqual(4);
    expect(new Set(armor.map((a) => sys(a, "quality"))).size).toBeGreaterThanOrEqual(4);
    expect(gear.some((g) => g.type === "bonus-gear" && sys(g, "consumable") === true)).toBe(true);
  });

  it("compile to LevelDB and extract back to the same documents", async () => {
    for (const pack of PACKS) {
      const db = `test-results/bonus-packs/db/${pack}`;
      const out = `test-results/bonus-packs/out/${pack}`;
      rmSync(db, { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
      await compilePack(`packs/_source/${pack}`, db, { yaml: true, log: false });
      await extractPack(db, out, { yaml: true, log: false });
      const docs = (root?: string) => readPackSources(pack, root).map((f) => f.doc);
      expect(docs("test-results/bonus-packs/out")).toEqual(docs());
    }
  });
});
