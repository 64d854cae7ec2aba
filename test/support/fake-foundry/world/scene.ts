/**
 * A v13-shaped scene for canvas tests, with only the fields Fray reads: `scene.grid` ({type, size, distance,
 * units, diagonals}), `scene.tokens`, `scene.walls` and `scene.regions` (regions.ts) collections (`contents`, `find`),
 * token documents (`x`/`y` top-left pixels, `width`/`height` in spaces, `rotation`, `actorId`, `disposition`,
 * `getOccupiedGridSpaceOffsets()`, `testInsideRegion`) and wall documents
 * (`c`, `sight`, `move`, `door`, `ds`, `dir`, `threshold`, `flags`). Values follow v13's CONST numbers (SQUARE 1,
 * HEXODDR 2 …, NORMAL 20); a wall's `dir` defaults to BOTH 0 and its `threshold` senses to null, as v13's `BaseWall`
 * schema initializes them (common/documents/wall.mjs).
 * `createWall`, `FakeWallDocument#update` and `#delete` run v13's `createWall`/`updateWall`/`deleteWall` hooks after
 * the change, with the document (and the changes), options and the acting user's id; `addWall` builds a scene quietly.
 * In v14 mode a scene has Levels (a default one), a token stands on one (`level`, the default level unless given:
 * foundryvtt.com/api/v14/interfaces/foundry.documents.types.TokenPosition.html) and a wall is on the levels in its
 * `levels` set, every level when empty (…/api/v14/interfaces/foundry.documents.types.WallData.html); v13 documents
 * have none of these fields.
 */
import { fakeGeneration } from "../generation.ts";
import { tokenMovement, validMovementAction } from "../token-movement.ts";
import { FakeCollection } from "./collection.ts";
import type { FakeActor } from "./documents.ts";
import { FakeRegionDocument, type FakeRegionSource } from "./regions.ts";

/** The id of the Level every v14 scene starts with (the fake's; core generates one). */
export const DEFAULT_LEVEL = "defaultLevel0000";

interface HookHost {
  Hooks: { callAll(name: string, ...args: unknown[]): unknown };
  game: { user?: { id: string }; actors?: FakeCollection<FakeActor> };
  CONFIG: { Actor?: { documentClass?: unknown } };
}
const host = (): HookHost => globalThis as unknown as HookHost;
const userId = (): string => host().game.user?.id ?? "";

export interface FakeGridData {
  readonly type: number;
  readonly size: number;
  readonly distance: number;
  readonly units: string;
  /** `CONST.GRID_DIAGONALS` (EQUIDISTANT 0, EXACT 1, … ALTERNATING_1 4); a scene built without it reads 0. */
  readonly diagonals?: number;
}

export interface FakeTokenData {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width?: number;
  readonly height?: number;
  readonly rotation?: number;
  readonly actorId?: string;
  /**
   * Linked to its world actor, or standing for a synthetic one. Core's schema default is false (`BaseToken`); the
   * fake's tokens are linked unless a test says otherwise, as the tokens of player characters are.
   */
  readonly actorLink?: boolean;
  /** Hex scenes: the occupied offsets, as core computes them from the token's shape. */
  readonly offsets?: readonly { i: number; j: number }[];
  /** v14: the Level the token stands on. */
  readonly level?: string;
  /** `CONST.TOKEN_DISPOSITIONS` (SECRET -2, HOSTILE -1, NEUTRAL 0, FRIENDLY 1). */
  readonly disposition?: number;
  /**
   * v13 `TokenData#hidden`, "Is the Token currently hidden from player view?" (foundryvtt.com/api/interfaces/
   * foundry.documents.types.TokenData.html): a BooleanField, false unless set.
   */
  readonly hidden?: boolean;
  /**
   * v13 `TokenData#movementAction`, the token's current movement action (a key of `CONFIG.Token.movement.actions`),
   * null unless set; core's `_initializeSource` drops an action that is not configured.
   */
  readonly movementAction?: string | null;
}

/**
 * v13 `BaseToken` `disposition`: a NumberField whose choices are `CONST.TOKEN_DISPOSITIONS`' values, initial HOSTILE
 * (common/documents/token.mjs); another value fails validation.
 */
const DISPOSITIONS: readonly number[] = [-2, -1, 0, 1];
const HOSTILE = -1;

/** A disposition as the `BaseToken` schema accepts it, at creation and on update; anything else throws as it does. */
export function validDisposition(value: number): number {
  if (!DISPOSITIONS.includes(value)) {
    throw new Error("TokenData validation errors: disposition: must be a value in CONST.TOKEN_DISPOSITIONS");
  }
  return value;
}

export class FakeTokenDocument {
  readonly id: string;
  x: number;
  y: number;
  readonly width: number;
  readonly height: number;
  rotation: number;
  readonly actorId: string | null;
  readonly actorLink: boolean;
  disposition: number;
  /**
   * v13 `TokenData#hidden`, "Is the Token currently hidden from player view?" (API: foundry.documents.types.TokenData):
   * a BooleanField of `BaseToken`, false unless set. Players still receive the document; only its placeable is hidden.
   */
  hidden: boolean;
  /** v14 only. */
  readonly level?: string;
  readonly #offsets: readonly { i: number; j: number }[] | undefined;
  #movementAction: string | null;
  #synthetic: FakeActor | undefined;

  constructor(
    data: FakeTokenData,
    readonly parent: FakeScene,
  ) {
    this.id = data.id;
    this.x = data.x;
    this.y = data.y;
    this.width = data.width ?? 1;
    this.height = data.height ?? 1;
    this.rotation = data.rotation ?? 0;
    this.actorId = data.actorId ?? null;
    this.actorLink = data.actorLink ?? true;
    this.disposition = validDisposition(data.disposition ?? HOSTILE);
    this.hidden = data.hidden === true;
    const action = data.movementAction ?? null;
    this.#movementAction = action !== null && action in tokenMovement().actions ? action : null;
    if (fakeGeneration() === 14) this.level = data.level ?? DEFAULT_LEVEL;
    this.#offsets = data.offsets;
  }

  get uuid(): string {
    return `Scene.${this.parent.id}.Token.${this.id}`;
  }

  /**
   * The prepared `movementAction`: core's `prepareDerivedData` sets `movementAction ??= _inferMovementAction()`,
   * which is `CONFIG.Token.movement.defaultAction` (client/documents/token.mjs).
   */
  get movementAction(): string {
    return this.#movementAction ?? tokenMovement().defaultAction;
  }

  /** An update of `movementAction`, validated by the schema's choices (token-movement.ts); null resets it. */
  protected setMovementAction(action: string | null): void {
    this.#movementAction = action === null ? null : validMovementAction(action);
  }

  /**
   * v13 `TokenDocument#actor`: a linked token's world actor; an unlinked token's synthetic actor, built once from its
   * base actor (same id, items, system and ownership; core builds it from the token's ActorDelta, which the fake
   * leaves empty), whose changes stay on the token and never reach the world actor.
   */
  get actor(): FakeActor | null {
    const base = this.actorId === null ? undefined : host().game.actors?.get(this.actorId);
    if (!base) return null;
    if (this.actorLink) return base;
    if (!this.#synthetic) {
      const ActorClass = (host().CONFIG.Actor?.documentClass ?? base.constructor) as new (data: object) => FakeActor;
      this.#synthetic = new ActorClass({ ...base.toObject(), ownership: structuredClone(base.ownership) });
      this.#synthetic.token = this;
    }
    return this.#synthetic;
  }

  /**
   * v13 `TokenDocument#testInsideRegion(region, data={})`: "Test whether the Token is inside the Region … The Token and
   * the Region must be in the same Scene" (it throws otherwise); the token's centre, at its source position with
   * `data`'s `x`/`y` instead, tested with `RegionDocument#testPoint` at its elevation (the fake's tokens stand at
   * `BaseToken`'s initial elevation 0) (client/documents/token.mjs). v14 refines containment (Levels, more test
   * points); the fake keeps v13's centre test in both generations.
   */
  testInsideRegion(region: FakeRegionDocument, data: { readonly x?: number; readonly y?: number } = {}): boolean {
    if (region.parent !== this.parent) throw new Error("The Token and the Region must be in the same Scene");
    const size = this.parent.grid.size;
    const x = data.x ?? this.x;
    const y = data.y ?? this.y;
    return region.testPoint({ x: x + (this.width * size) / 2, y: y + (this.height * size) / 2, elevation: 0 });
  }

  /** Square grids: every cell under the token; hex grids: the offsets given at creation. */
  getOccupiedGridSpaceOffsets(): { i: number; j: number }[] {
    if (this.#offsets) return [...this.#offsets];
    const size = this.parent.grid.size;
    const row = Math.round(this.y / size);
    const col = Math.round(this.x / size);
    const cells: { i: number; j: number }[] = [];
    for (let i = 0; i < Math.ceil(this.height); i++) {
      for (let j = 0; j < Math.ceil(this.width); j++) cells.push({ i: row + i, j: col + j });
    }
    return cells;
  }
}

export interface FakeWallData {
  readonly id: string;
  readonly c: readonly [number, number, number, number];
  readonly sight?: number;
  readonly move?: number;
  readonly door?: number;
  readonly ds?: number;
  /** `CONST.WALL_DIRECTIONS`: BOTH 0, LEFT 1, RIGHT 2. */
  readonly dir?: number;
  /** `threshold.sight` in scene units (PROXIMITY and DISTANCE sight walls). */
  readonly sightThreshold?: number;
  readonly cover?: string;
  /** v14: the Levels the wall is on (none: every level). */
  readonly levels?: readonly string[];
}

/** v13 `BaseWall` `threshold`: per-sense distances in scene units, null when unset. */
export interface FakeWallThreshold {
  readonly light: number | null;
  readonly sight: number | null;
  readonly sound: number | null;
  readonly attenuation: boolean;
}

export class FakeWallDocument {
  readonly id: string;
  readonly c: number[];
  readonly sight: number;
  readonly move: number;
  readonly door: number;
  ds: number;
  readonly dir: number;
  readonly threshold: FakeWallThreshold;
  flags: { fray?: { cover?: string } };
  /** v14 only. */
  readonly levels?: Set<string>;

  constructor(
    data: FakeWallData,
    readonly parent: FakeScene,
  ) {
    this.id = data.id;
    this.c = [...data.c];
    this.sight = data.sight ?? 20;
    this.move = data.move ?? 20;
    this.door = data.door ?? 0;
    this.ds = data.ds ?? 0;
    this.dir = data.dir ?? 0;
    this.threshold = { light: null, sight: data.sightThreshold ?? null, sound: null, attenuation: false };
    this.flags = data.cover === undefined ? {} : { fray: { cover: data.cover } };
    if (fakeGeneration() === 14) this.levels = new Set(data.levels ?? []);
  }

  /** The fields a wall's config sheet or a door click changes: the door state and the flags (merged). */
  update(changes: { ds?: number; flags?: { fray?: { cover?: string } } }): Promise<this> {
    if (changes.ds !== undefined) this.ds = changes.ds;
    if (changes.flags?.fray) this.flags = { ...this.flags, fray: { ...this.flags.fray, ...changes.flags.fray } };
    host().Hooks.callAll("updateWall", this, changes, {}, userId());
    return Promise.resolve(this);
  }

  delete(): Promise<this> {
    this.parent.walls.delete(this.id);
    host().Hooks.callAll("deleteWall", this, {}, userId());
    return Promise.resolve(this);
  }
}

export class FakeScene {
  readonly tokens = new FakeCollection<FakeTokenDocument>();
  readonly walls = new FakeCollection<FakeWallDocument>();
  readonly regions = new FakeCollection<FakeRegionDocument>();
  readonly flags: { fray?: { visibility?: string } };

  constructor(
    readonly id: string,
    public grid: FakeGridData,
    visibility?: string,
  ) {
    this.flags = visibility === undefined ? {} : { fray: { visibility } };
  }

  /**
   * `Document#updateSource` for the grid, as a `preCreateScene` hook changes a scene before it is saved: the given
   * grid fields merge into the current ones. Like core's schema validation (`BaseScene` grid fields), a grid type
   * outside `CONST.GRID_TYPES`, a diagonal rule outside `CONST.GRID_DIAGONALS` or a distance that is not positive
   * throws.
   */
  updateSource(changes: { grid?: Partial<FakeGridData> }): { grid?: Partial<FakeGridData> } {
    const grid = { ...this.grid, ...changes.grid };
    if (!Number.isInteger(grid.type) || grid.type < 0 || grid.type > 5) throw new Error(`grid.type: ${grid.type}`);
    const diagonals = grid.diagonals ?? 0;
    if (!Number.isInteger(diagonals) || diagonals < 0 || diagonals > 6) throw new Error(`grid.diagonals: ${diagonals}`);
    if (!(grid.distance > 0)) throw new Error(`grid.distance must be positive: ${grid.distance}`);
    this.grid = grid;
    return changes;
  }

  addToken(data: FakeTokenData): FakeTokenDocument {
    const token = new FakeTokenDocument(data, this);
    this.tokens.set(token.id, token);
    return token;
  }

  addWall(data: FakeWallData): FakeWallDocument {
    const wall = new FakeWallDocument(data, this);
    this.walls.set(wall.id, wall);
    return wall;
  }

  /** A Region built quietly, as `addWall` builds walls. */
  addRegion(data: FakeRegionSource): FakeRegionDocument {
    const region = new FakeRegionDocument(data, this, this.regions);
    this.regions.set(region.id, region);
    return region;
  }

  /** A wall drawn in play: added, then the `createWall` hook. */
  createWall(data: FakeWallData): FakeWallDocument {
    const wall = this.addWall(data);
    host().Hooks.callAll("createWall", wall, {}, userId());
    return wall;
  }
}

/** A 100-pixel square grid of 5-ft spaces, as a `bonus` world's scenes default to. */
export const SQUARE_5FT: FakeGridData = { type: 1, size: 100, distance: 5, units: "ft", diagonals: 0 };
/** A 100-pixel square grid of 1-m spaces (`energy`: "each space is typically 1m"). */
export const SQUARE_1M: FakeGridData = { type: 1, size: 100, distance: 1, units: "m", diagonals: 0 };
