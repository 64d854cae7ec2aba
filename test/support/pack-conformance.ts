/**
 * The checks every ruleset's compendium sources share (test/conformance/<ruleset>-packs.test.ts keep only what
 * differs): the fvtt-cli extracted form, unique ids and keys, core images, the NPC and gear minimums, token bars,
 * the compile → extract round trip, and the rules journal as the conditions' reference — one page per condition of
 * the engine catalog, whose id is the condition's status effect id, and every `@UUID` link resolving to a page.
 * No Foundry runtime: these run in the engine project.
 */
import { readFileSync, rmSync } from "node:fs";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { describe, expect, it } from "vitest";
import type { ConditionCatalog } from "../../module/engine/core/conditions/catalog.ts";
import { statusEffectId } from "../../module/foundry/effects/keys.ts";
import { readPackSources, type JournalPageSource, type PackDocumentSource } from "../../scripts/balance/sources.ts";
import { CORE_ICONS } from "./foundry-core-icons.ts";

const ID = /^[A-Za-z0-9]{16}$/;
const SYSTEM = JSON.parse(readFileSync("system.json", "utf8")) as {
  readonly id: string;
  readonly packs: readonly { readonly name: string }[];
};
const LINK = /@UUID\[([^\]]+)\]\{([^}]+)\}/g;

export interface RulesetPacks {
  readonly ruleset: string;
  /** Every size the seed names (on a numeric size scale, every token footprint): the NPCs span them all. */
  readonly sizes: readonly (string | number)[];
  /** What an NPC's stored size counts as among `sizes`; by default the stored size itself. */
  readonly sizeOf?: (size: unknown) => string | number;
  /** Grid spaces a token of this stored size covers (width and height). */
  readonly tokenSpaces: (size: unknown) => number;
  /** The prototype token's bar1 and bar2 attributes (null: the ruleset has one track, bar2 shows none). */
  readonly bars: readonly [string, string | null];
  /** The NPC field rating how dangerous it is, and every value the NPCs span; by default `threat`, minion to boss. */
  readonly threat?: { readonly field: string; readonly values: readonly string[] };
  /**
   * A flag some gear item of `<ruleset>-gear` type sets (momentum's `consumable`, wounds' `healingKit`); by default
   * `consumable`; null when the ruleset's gear model has no flag.
   */
  readonly gearFlag?: string | null;
  readonly conditions: ConditionCatalog;
}

const DEFAULT_THREAT = { field: "threat", values: ["minion", "standard", "elite", "boss"] } as const;

export const sys = (d: { readonly system?: Readonly<Record<string, unknown>> }, key: string): unknown =>
  d.system?.[key];

const pagesOf = (doc: PackDocumentSource): readonly JournalPageSource[] => doc.pages ?? [];

/** Every `@UUID[…]{label}` in a ruleset's rules journals, with the page it sits on. */
export function journalLinks(ruleset: string) {
  return readPackSources(`${ruleset}-rules`).flatMap(({ doc }) =>
    pagesOf(doc).flatMap((page) =>
      [...(page.text?.content ?? "").matchAll(LINK)].map((m) => ({ on: page.name, uuid: m[1] ?? "", label: m[2] })),
    ),
  );
}

/** The page a compendium UUID names in the pack sources, if any. */
export function resolvePageUuid(uuid: string): JournalPageSource | undefined {
  const parts = uuid.split(".");
  const [root, system, pack, docType, docId, pageType, pageId] = parts;
  if (parts.length !== 7 || root !== "Compendium" || system !== SYSTEM.id) return undefined;
  if (docType !== "JournalEntry" || pageType !== "JournalEntryPage" || pack === undefined) return undefined;
  if (!SYSTEM.packs.some((p) => p.name === pack)) return undefined;
  const journal = readPackSources(pack).find((f) => f.doc._id === docId)?.doc;
  return journal ? pagesOf(journal).find((p) => p._id === pageId) : undefined;
}

export function describePackSources(r: RulesetPacks): void {
  const packs = [`${r.ruleset}-monsters`, `${r.ruleset}-gear`, `${r.ruleset}-rules`] as const;
  const root = (pack: string) =>
    pack.endsWith("-rules") ? "journal" : pack.endsWith("-monsters") ? "actors" : "items";
  const monsters = readPackSources(`${r.ruleset}-monsters`).map((f) => f.doc);
  const gear = readPackSources(`${r.ruleset}-gear`).map((f) => f.doc);
  const threat = r.threat ?? DEFAULT_THREAT;
  const gearFlag = r.gearFlag === undefined ? "consumable" : r.gearFlag;

  describe(`${r.ruleset} compendium sources`, () => {
    it("keep the extracted form: Name_<16-char id>.yml, `_key` last, ids and keys unique", () => {
      const ids = new Set<string>();
      for (const pack of packs) {
        for (const { file, doc } of readPackSources(pack)) {
          expect(doc._id, file).toMatch(ID);
          expect(file).toMatch(new RegExp(`_${doc._id}\\.yml$`));
          // The CLI names each file after the document, one underscore per other character (the journals predate it).
          if (root(pack) !== "journal") expect(file).toBe(`${doc.name.replace(/[^A-Za-z0-9]/g, "_")}_${doc._id}.yml`);
          expect(Object.keys(doc).at(-1), file).toBe("_key");
          expect(doc._key).toBe(`!${root(pack)}!${doc._id}`);
          for (const child of [doc, ...(doc.items ?? []), ...(doc.pages ?? [])]) {
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

    it(`hold at least 15 NPCs spanning every size and ${threat.field} (${threat.values.join(", ")}), and 40 gear items`, () => {
      expect(monsters.length).toBeGreaterThanOrEqual(15);
      expect(monsters.every((m) => m.type === `${r.ruleset}-npc`)).toBe(true);
      const sizeOf = r.sizeOf ?? ((size: unknown) => size);
      expect(new Set(monsters.map((m) => sizeOf(sys(m, "size"))))).toEqual(new Set(r.sizes));
      expect(new Set(monsters.map((m) => sys(m, threat.field)))).toEqual(new Set(threat.values));
      expect(gear.length).toBeGreaterThanOrEqual(40);
      if (gearFlag !== null)
        expect(gear.some((g) => g.type === `${r.ruleset}-gear` && sys(g, gearFlag) === true)).toBe(true);
    });

    it("give every NPC items of its ruleset, a weapon, and a hostile token sized by the seed with its bars", () => {
      for (const m of monsters) {
        const items = m.items ?? [];
        expect(
          items.every((i) => i.type.startsWith(`${r.ruleset}-`)),
          m.name,
        ).toBe(true);
        const token = m.prototypeToken;
        const spaces = r.tokenSpaces(sys(m, "size"));
        expect(token?.width, m.name).toBe(spaces);
        expect(token?.height, m.name).toBe(spaces);
        // An inanimate object (`bonus`: "Everything has Durability, even objects") neither fights nor sees: a
        // neutral, sightless token showing only its Durability, with no weapon.
        if (sys(m, "object") === true) {
          expect([token?.bar1.attribute, token?.disposition, token?.sight.enabled], m.name).toEqual([
            r.bars[0],
            0,
            false,
          ]);
          continue;
        }
        expect(
          items.some((i) => i.type === `${r.ruleset}-weapon`),
          m.name,
        ).toBe(true);
        expect([token?.bar1.attribute, token?.bar2.attribute]).toEqual(r.bars);
        expect(token?.disposition).toBe(-1);
        expect(token?.sight.enabled).toBe(true);
      }
    });

    it("give every condition of the engine catalog its own rules page, named as the catalog names it", () => {
      const pages = readPackSources(`${r.ruleset}-rules`).flatMap(({ doc }) => pagesOf(doc));
      for (const def of Object.values(r.conditions)) {
        const page = pages.find((p) => p._id === statusEffectId(def.id));
        expect(page?.name, def.id).toBe(def.label);
        expect(page?.text?.content.length ?? 0, def.id).toBeGreaterThan(40);
      }
    });

    it("link every condition page from the journal, and every @UUID link resolves to a page of the sources", () => {
      const links = journalLinks(r.ruleset);
      for (const link of links) expect(resolvePageUuid(link.uuid)?.name, `${link.on}: ${link.uuid}`).toBe(link.label);
      const linked = new Set(links.map((l) => l.uuid.split(".").at(-1)));
      for (const def of Object.values(r.conditions)) expect(linked.has(statusEffectId(def.id)), def.id).toBe(true);
    });

    it("compile to LevelDB and extract back to the same documents", async () => {
      for (const pack of packs) {
        const db = `test-results/${r.ruleset}-packs/db/${pack}`;
        const out = `test-results/${r.ruleset}-packs/out/${pack}`;
        rmSync(db, { recursive: true, force: true });
        rmSync(out, { recursive: true, force: true });
        await compilePack(`packs/_source/${pack}`, db, { yaml: true, log: false });
        await extractPack(db, out, { yaml: true, log: false });
        const docs = (at?: string) => readPackSources(pack, at).map((f) => f.doc);
        expect(docs(`test-results/${r.ruleset}-packs/out`)).toEqual(docs());
      }
    });
  });
}
