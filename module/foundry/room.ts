/**
 * What the shared adapter asks of a ruleset's Foundry room (ARCHITECTURE.md decision 12). Each room's `index.ts`
 * exports its `RoomShell` and its `play.ts` its `RoomPlay`; `rulesets/registry.ts` lists the shells and is the only
 * shared file that knows which rooms exist.
 * A ruleset without a room gets the generic base models, the empty combatant model, Foundry's status list and
 * default sheets, and nothing else. Scene defaults (unit, space, diagonals) are not here: they are the engine
 * descriptor's `grid`, which the manifest script reads without Foundry.
 */
import type { RulesetId } from "../engine/core/ruleset.ts";
import type { CombatRoom } from "./combat-room.ts";
import type { CombatEconomyRoom } from "./combat/room.ts";
import type { RoomMovementAction } from "./canvas/room-movement-action.ts";
import type { WallCoverLevel } from "./canvas/walls.ts";
import type { RuleVariantGroup } from "./config/rule-variants.ts";
import type { IndexFields } from "./data/index-fields.ts";
import type { OutcomeRoom } from "./effects/outcome-room.ts";
import type { StatusRoom } from "./effects/status-room.ts";
import type { Migration } from "./migrations/migration.ts";
import type { Procedure } from "./procedure/step.ts";
import type { SheetActHandler } from "./queries/sheet-act-payload.ts";
import type { SelfCheckRoom } from "./self-check/room.ts";
import type { SimulationRoom } from "./simulation/room.ts";

/** A data model class as the room declares it; the shared registration only stores it in `CONFIG`. */
export type ModelClass = abstract new (...args: never[]) => unknown;

/** A sheet class the shared registration hands to `Actors.registerSheet` / `Items.registerSheet`. */
export type SheetClass = Parameters<typeof foundry.documents.collections.Actors.registerSheet>[1];

/** Classes by local type name (`character`, `weapon` …); the shared code namespaces them (`<id>-character`). */
export interface ByDocument<T> {
  readonly Actor: Readonly<Record<string, T>>;
  readonly Item: Readonly<Record<string, T>>;
}

/** What a token can show ("bar": tracks; "value": plain numbers), by local actor type. */
export interface TrackableAttributes {
  readonly bar: readonly string[];
  readonly value: readonly string[];
}

/** The bars a new token of the room's actors shows (paths under `system`). */
export interface DefaultTokenBars {
  /** Also the health bar of the actor's tracker row: a `{ value, max }` track with a field label. */
  readonly primary: string;
  /** Absent for a room with one track: the second bar shows nothing. */
  readonly secondary?: string;
}

/**
 * The part of a room Foundry needs synchronously, for every ruleset, before the world's documents exist: data models,
 * token bars, index fields, status effects, rule-variant settings and migrations. It stays in the main bundle.
 *
 * A room declares itself with its model and rule-variant types as arguments (`RoomShell<typeof MODELS, …>`), not
 * inferred from the value: fvtt-config.d.ts reads those types through the registry, and inferring the whole value
 * would pull the sheet classes into the document configuration they are built from (a circular type).
 */
export interface RoomShell<
  Models extends ByDocument<ModelClass> = ByDocument<ModelClass>,
  CombatantModel extends ModelClass = ModelClass,
  Variants extends readonly RuleVariantGroup[] = readonly RuleVariantGroup[],
> {
  readonly id: RulesetId;
  /** TypeDataModels by local type; a type the room leaves out gets the generic base model. */
  readonly models: Models;
  /** The Combatant sub-type's model, holding the round-scoped pools (decision 6). */
  readonly combatantModel: CombatantModel;
  readonly tokenBars: {
    readonly trackable: Readonly<Record<string, TrackableAttributes>>;
    readonly defaults: DefaultTokenBars;
  };
  /** Extra compendium index fields, so the compendium browser can filter this room's packs. */
  readonly indexFields: IndexFields;
  /** Status effects are Foundry configuration set at `init` (the token HUD lists them before anything loads). */
  readonly statuses: StatusRoom;
  /** The engine options objects whose fields are world settings (labels and hints in the room's lang file). */
  readonly ruleVariants: Variants;
  /**
   * The room's numbered migrations (`rulesets/<id>/migrations/list.ts`, pure: the pack build reads that file by its
   * path). Numbers are world-wide, the schema version: the runner merges every room's list with the shared one.
   */
  readonly migrations: readonly Migration[];
  /**
   * The wall cover levels its cover reading honours (canvas/walls.ts `flags.fray.cover`: "light", "partial", "full"),
   * offered on the WallConfig sheet; absent: none, and a level a wall carries counts as "computed" (its sight lines),
   * so a flag the ruleset cannot read never turns a wall transparent. "None" (no cover from the wall) holds for every
   * room.
   */
  readonly wallCoverLevels?: readonly WallCoverLevel[];
  /**
   * Movement actions the room adds to core's, the GM's alone (canvas/movement-actions.ts): a player's move taking one
   * is read as a walk. Absent: core's actions only.
   */
  readonly movementActions?: readonly RoomMovementAction[];
  /**
   * Loads the room's play part with a dynamic `import()`: the bundler makes it a chunk of its own, so a world
   * downloads the play code of its own ruleset only (room-lookup.ts loads it).
   */
  readonly loadPlay: () => Promise<RoomPlay>;
}

/** What the room does at the table, loaded for the world's ruleset after `init` (its own bundle chunk). */
export interface RoomPlay {
  /** Each local type's default sheet. */
  readonly sheets: ByDocument<SheetClass>;
  readonly outcomes: OutcomeRoom;
  /** The attack loop: plans, the canvas situation and facing arc, damage. */
  readonly combat: CombatRoom;
  /** The attack card's steps after the attack roll, in order: who takes each, its cost, roll, choices, resolution. */
  readonly procedure: Procedure;
  /** The Combat/Combatant side: pools, boundaries, reactions, tracker row, controls. */
  readonly economy: CombatEconomyRoom;
  /** Adds the room's fields to core's SceneConfig sheet (`renderSceneConfig`) while it is the world's ruleset. */
  readonly sceneConfig?: (app: unknown, element: HTMLElement) => void;
  /**
   * Loads the room's self-check with a dynamic `import()`: only a GM running it needs its steps, so they are a chunk of
   * their own, which a world downloads on demand (test/bench/bundle.ts reports it beside the room's load).
   */
  readonly loadSelfCheck: () => Promise<SelfCheckRoom>;
  /**
   * GM side of `fray.sheetAct` (queries/sheet-act.ts): an act a sheet takes on another creature, in or out of
   * combat, re-derived from the documents; absent for a room whose sheets take none.
   */
  readonly sheetAct?: SheetActHandler;
  /** The encounter-odds tool's fighters and wording; absent while the engine has no simulation of the ruleset. */
  readonly simulation?: SimulationRoom;
}

/** A room whose play part has loaded: what every play-time reader gets from `roomFor`. */
export type FoundryRoom = RoomShell & RoomPlay;
