/**
 * system.json and template.json as functions of the ruleset registry (decision 4). `npm run generate` writes them;
 * a test fails when the committed files drift from what these functions produce.
 */
import type { RulesetDescriptor } from "../../module/engine/core/ruleset.ts";
import { allRulesets, documentTypeName, packName } from "../../module/engine/registry.ts";
import { DEFAULT_RULESET } from "../../module/engine/default-ruleset.ts";
import { SYSTEM_DOCUMENT_TYPES } from "../../module/foundry/document-types.ts";
import { sceneGridOf } from "../../module/foundry/canvas/grid-spec.ts";
import { BONUS_DEFAULT_BARS } from "../../module/foundry/rulesets/bonus/canvas/token-bars.ts";

/**
 * The default ruleset's token bars, read from its room's pure data file: the rooms' registry cannot load here (its
 * rooms' sheets and models extend Foundry classes). test/foundry/canvas/token-bars.test.ts checks this is the pair
 * `roomFor(DEFAULT_RULESET)` declares.
 */
const DEFAULT_ROOM_BARS = BONUS_DEFAULT_BARS;

export interface PackageInfo {
  readonly version: string;
  readonly description: string;
  readonly license: string;
  readonly repository: string;
  readonly fray: { readonly manifestUrl: string; readonly downloadUrl: string };
}

type DocumentTypes = Record<string, Record<string, { htmlFields: string[] }>>;

function documentTypes(rulesets: readonly RulesetDescriptor[]): DocumentTypes {
  const out: DocumentTypes = { Actor: {}, Item: {} };
  for (const r of rulesets) {
    for (const doc of ["Actor", "Item"] as const) {
      for (const [local, spec] of Object.entries(r.documents[doc])) {
        (out[doc] ??= {})[documentTypeName(r.id, local)] = { htmlFields: [...spec.htmlFields] };
      }
    }
  }
  return out;
}

function languages(rulesets: readonly RulesetDescriptor[]) {
  return [
    { lang: "en", name: "English", path: "lang/en/core.json" },
    ...rulesets.map((r) => ({ lang: "en", name: "English", path: `lang/en/${r.id}.json` })),
  ];
}

function packs(rulesets: readonly RulesetDescriptor[]) {
  return rulesets.flatMap((r) =>
    r.packs.map((p) => ({
      name: packName(r.id, p),
      label: p.label,
      path: `packs/${packName(r.id, p)}`,
      type: p.type,
      system: "fray",
      ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" },
      flags: { fray: { ruleset: r.id } },
    })),
  );
}

function packFolders(rulesets: readonly RulesetDescriptor[]) {
  return rulesets.map((r) => ({
    name: `Fray: ${r.title}`,
    sorting: "a",
    color: "#3b2f2f",
    packs: r.packs.map((p) => packName(r.id, p)),
  }));
}

export function buildManifest(pkg: PackageInfo): Record<string, unknown> {
  const rulesets = allRulesets();
  const grid = rulesets.find((r) => r.id === DEFAULT_RULESET)?.grid;
  if (!grid) throw new Error(`default ruleset ${DEFAULT_RULESET} is not registered`);
  const bars = DEFAULT_ROOM_BARS;
  return {
    id: "fray",
    title: "Fray",
    description: pkg.description,
    version: pkg.version,
    authors: [{ name: "Fray developers" }],
    url: pkg.repository,
    license: pkg.license,
    // `maximum` admits every v14 build and refuses 15, unreviewed; `verified` stays the last build Fray was run on
    // (docs/foundry-versions.md, section 5).
    compatibility: { minimum: "13.345", verified: "13.351", maximum: "14" },
    esmodules: ["fray.mjs"],
    styles: [{ src: "fray.css", layer: "system" }],
    languages: languages(rulesets),
    documentTypes: { ...documentTypes(rulesets), ...structuredClone(SYSTEM_DOCUMENT_TYPES) },
    packs: packs(rulesets),
    packFolders: packFolders(rulesets),
    socket: true,
    // Core's initial values for a new scene's grid, the default ruleset's; canvas/scene-defaults.ts sets the world's.
    grid: sceneGridOf(grid),
    // Core's initial `bar1`/`bar2` attributes of a new token (`BaseToken`: `game.system.primaryTokenAttribute`). One
    // pair for the whole system, the default ruleset's; canvas/token-bars.ts gives each ruleset's actors their own.
    primaryTokenAttribute: bars.primary,
    secondaryTokenAttribute: bars.secondary,
    flags: {
      hotReload: { extensions: ["css", "hbs", "json"], paths: ["fray.css", "templates", "lang"] },
    },
  };
}

/** The manifest a release ships: the same plus where Foundry finds updates and the archive. */
export function buildReleaseManifest(pkg: PackageInfo): Record<string, unknown> {
  return {
    ...buildManifest(pkg),
    manifest: pkg.fray.manifestUrl,
    download: pkg.fray.downloadUrl.replaceAll("{version}", pkg.version),
  };
}

/**
 * Legacy-minimal template.json: types and htmlFields only, no schema (the data models own the schema). v13 still
 * reads it; keeping its htmlFields equal to the union of the manifest's means neither file can lose the other's.
 */
export function buildTemplate(): Record<string, unknown> {
  const types = documentTypes(allRulesets());
  return Object.fromEntries(
    Object.entries(types).map(([doc, byType]) => [
      doc,
      {
        types: Object.keys(byType),
        htmlFields: [...new Set(Object.values(byType).flatMap((t) => t.htmlFields))].sort(),
      },
    ]),
  );
}

/** Stable JSON text for committed files. */
export function toJsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
