import type { SimRoom } from "../sim/fight.ts";
import type { ConditionCatalog } from "./conditions/catalog.ts";
import type { EconomySpec } from "./economy/economy.ts";
import type { TurnStructure } from "./turns/structure.ts";

/**
 * The Ruleset descriptor: everything about a ruleset that shared machinery may ask. Shared code never tests a
 * ruleset id; it reads the descriptor (ARCHITECTURE.md decision 2).
 */

export const RULESET_IDS = ["bonus", "energy", "momentum", "contest", "wounds"] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

export function isRulesetId(value: unknown): value is RulesetId {
  return typeof value === "string" && (RULESET_IDS as readonly string[]).includes(value);
}

/** Distance units the seeds use. */
export type DistanceUnit = "ft" | "m" | "yd";

/**
 * How a diagonal grid step is counted. Named after what the seeds say, mapped to Foundry's
 * `CONST.GRID_DIAGONALS` by the adapter.
 * - equidistant: every diagonal step costs one space (`momentum`: "diagonal = 1 m").
 * - alternating: every second diagonal costs two spaces (`wounds`: "every second diagonal = 2 yd").
 * - exact: Euclidean length of the diagonal.
 */
export type DiagonalRule = "equidistant" | "alternating" | "exact";

export type GridKind = "square" | "hex" | "gridless";

/** Scene defaults a new scene gets in a world of this ruleset (system.json `grid`). */
export interface GridDefaults {
  readonly kind: GridKind;
  /** Length of one grid space in `unit`. */
  readonly distance: number;
  readonly unit: DistanceUnit;
  readonly diagonals: DiagonalRule;
}

/** One document sub-type of a ruleset, before namespacing. */
export interface DocumentTypeSpec {
  /** Paths under `system` that hold HTML (sanitised and enriched by Foundry). */
  readonly htmlFields: readonly string[];
}

export type DocumentTypeSet = Readonly<Record<string, DocumentTypeSpec>>;

/** Document sub-types by document name; keys are local ("character"), the registry prefixes the ruleset id. */
export interface RulesetDocuments {
  readonly Actor: DocumentTypeSet;
  readonly Item: DocumentTypeSet;
}

export type PackDocumentType = "Actor" | "Item" | "JournalEntry";

/** A compendium pack of a ruleset; `name` is local, the registry prefixes the ruleset id. */
export interface PackSpec {
  readonly name: string;
  readonly label: string;
  readonly type: PackDocumentType;
}

/**
 * The rules shared machinery drives without knowing the ruleset: which pools exist and when they refill, how a
 * round is structured, and which conditions exist and imply which. Procedures with ruleset-specific shapes
 * (attack, defense, damage) live in the ruleset's own folder and are reached through its adapter room.
 */
export interface RulesetRules {
  readonly economy: EconomySpec;
  readonly turns: TurnStructure;
  readonly conditions: ConditionCatalog;
}

/**
 * What a ruleset is, without its rules: light enough for the adapter's main bundle to hold every ruleset's (each
 * ruleset's `meta.ts`, listed by `meta-registry.ts`), while the rules and the simulation stay with the descriptor.
 */
export interface RulesetMeta {
  readonly id: RulesetId;
  /** Display title (English; the adapter localizes through `FRAY.Ruleset.<id>`). */
  readonly title: string;
  /** File name of the seed rules text this ruleset is taken from. */
  readonly seed: string;
  /** How long a combat round lasts in the game world, in seconds, as the seed says. */
  readonly roundSeconds: number;
  readonly grid: GridDefaults;
  readonly documents: RulesetDocuments;
  readonly packs: readonly PackSpec[];
}

export interface RulesetDescriptor extends RulesetMeta {
  /** Present once the ruleset's engine is implemented (issues 3–7). */
  readonly rules?: RulesetRules;
  /**
   * The ruleset's skirmish simulation (`module/engine/sim/`), present once it has one. Its fighters are the
   * ruleset's own (`never` here: shared code reads what the policy assumes and hands the room to the shared runner,
   * while only the ruleset's own rooms build fighters; a concrete descriptor keeps its precise fighter type).
   */
  readonly sim?: SimRoom<never>;
}

/**
 * The document types every ruleset starts from: a character and a compact NPC (with a biography), and the given item
 * types (each with a description). Keeps the literal type names, which the registry turns into namespaced types.
 */
export function standardDocuments<const I extends readonly string[]>(itemTypes: I) {
  const actor = { htmlFields: ["details.biography"] } as const;
  const item = { htmlFields: ["description"] } as const;
  return {
    Actor: { character: actor, npc: actor },
    Item: Object.fromEntries(itemTypes.map((t) => [t, item])) as { readonly [K in I[number]]: typeof item },
  } as const;
}
