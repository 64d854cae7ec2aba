/**
 * What the in-world self-check needs of Foundry beyond the attack loop's fake, each with v13's semantics:
 * - Scene documents (`Scene.create`, `delete`), their Token, Wall and Region documents (`createEmbeddedDocuments`;
 *   Regions as regions.ts models them; a token's `actor` as scene.ts builds it, v13 `TokenDocument#actor`), and
 *   `Scene#view`, which draws the scene on the canvas: `canvas.scene`, `canvas.tokens.get(id)`
 *   (client/documents/scene.mjs `view`; tokens are placeables only on the viewed scene);
 * - Token documents' `update` of their position or movement action, and `move`, running `updateToken` and
 *   `moveToken` (FakeSceneToken#update, #move; CONFIG.Token.movement, token-movement.ts);
 * - Token placeables' `setTarget(targeted, {releaseOthers})`, which adds to or removes from `game.user.targets`
 *   (client/canvas/placeables/token.mjs);
 * - `game.packs` with the system's compendiums read from `packs/_source` (`getDocument`), and
 *   `game.actors.importFromCompendium(pack, id, updateData)`, which creates a world actor from the pack's document
 *   merged with `updateData`, without the pack's `_id`, `folder`, `sort` and `ownership` (client/documents/
 *   abstract/world-collection.mjs `fromCompendium`);
 * - `game.collections` (the world collections by document name, which `delete` removes documents from),
 *   `game.scenes.viewed`, and `CONFIG.Dice.fulfillment` with core's default method, which has no handler here: its
 *   dice are the fake's random ones (dice.ts).
 * Call after `systemWorld()`.
 */
import { readPackSources } from "../../../../scripts/balance/sources.ts";
import type { RulesetId } from "../../../../module/engine/core/ruleset.ts";
import { getRuleset, packName } from "../../../../module/engine/registry.ts";
import { FOUNDRY_ROOMS } from "../../../../module/foundry/rulesets/registry.ts";
import { FakeCollection } from "./collection.ts";
import { FakeRegionDocument, terrainPath, type FakeRegionSource } from "./regions.ts";
import { FakeCombat } from "./combat.ts";
import type { FakeActor } from "./documents.ts";
import { newId } from "./documents.ts";
import type { FakeWorld } from "./install-world.ts";
import { FakeSystemPack, manifestPacks, type ManifestPack, type PackConfig } from "./system-packs.ts";
import {
  FakeScene,
  FakeTokenDocument,
  validDisposition,
  type FakeGridData,
  type FakeWallData,
  type FakeWallDocument,
} from "./scene.ts";
import { currentUser, type FakeUser } from "./users.ts";
import { tokenMovement } from "../token-movement.ts";

type Source = Record<string, unknown>;
/** A wall's data as the self-check draws one: its segment (and senses), the id given by core. */
type FakeWallSource = Omit<FakeWallData, "id">;

interface SelfCheckHost {
  game: Record<string, unknown> & { actors: FakeCollection<FakeActor>; messages: FakeCollection<unknown> };
  CONFIG: Record<string, unknown> & { Dice: Record<string, unknown> };
  Hooks: { callAll(name: string, ...args: unknown[]): unknown; call(name: string, ...args: unknown[]): boolean };
}
const host = (): SelfCheckHost => globalThis as unknown as SelfCheckHost;

/** A placeable on the canvas of the viewed scene. */
export class FakeTargetableToken {
  constructor(readonly document: FakeSceneToken) {}
  get id(): string {
    return this.document.id;
  }
  get actor(): FakeActor | null {
    return this.document.actor;
  }
  /** v13 `Token#setTarget`: releasing others first, then adding to (or removing from) the user's targets. */
  setTarget(
    targeted = true,
    { user = null, releaseOthers = true }: { user?: FakeUser | null; releaseOthers?: boolean } = {},
  ) {
    const targets = (user ?? currentUser()).targets as Set<unknown>;
    if (releaseOthers) targets.clear();
    if (targeted) targets.add(this);
    else targets.delete(this);
  }
}

/**
 * The passed part of a move (v13 `TokenMovementOperation` `passed`, a TokenMovementSectionData; its waypoints exclude
 * the origin): the destination, with the move's `action`, and the waypoints core adds where the token crosses the
 * edge of one of the scene's Regions that changes its movement cost, each with its terrain (regions.ts, core's
 * `Token#createTerrainMovementPath`).
 */
function passedTo(token: FakeSceneToken, from: { x: number; y: number }, to: { x: number; y: number }, action: string) {
  const scene = token.parent as FakeSceneDocument;
  return { waypoints: terrainPath(scene.regions.contents, token, scene.grid.size, from, to, action) };
}

/** A change a token's update may carry: its position, disposition, visibility or movement action. */
interface FakeTokenChanges {
  x?: number;
  y?: number;
  disposition?: number;
  hidden?: boolean;
  movementAction?: string | null;
}

/** A token created in play: unlinked unless its data says otherwise (v13 `BaseToken` schema: `actorLink` false). */
export class FakeSceneToken extends FakeTokenDocument {
  readonly name: string;

  /**
   * v13 `TokenDocument#update` of its position, disposition, `hidden` (the GM's Toggle Visibility) or movement action:
   * only a GM or an owner of its actor may change it (BaseToken's update permission: the token's owners). A move
   * made so moves with the token's `movementAction` as it stood (core's `#cleanAndValiateMovementWaypoints` fills a
   * waypoint's missing action from it). After the change every client runs `updateToken(document, changes, options,
   * userId)` and then, for a move, `moveToken(document, movement, operation, user)` with the position it started from
   * as `movement.origin` (foundryvtt.com/api/functions/hookEvents.moveToken.html).
   */
  update(changes: FakeTokenChanges): Promise<this | undefined> {
    return this.#change(changes, this.movementAction);
  }

  /**
   * v13 `TokenDocument#move(waypoint)`: the token moves to the waypoint with the waypoint's own movement action, or its
   * `movementAction` when it names none, which stays as it was (core's move is an update whose
   * `movement[id].waypoints` carry the action); an action not in `CONFIG.Token.movement.actions` throws "action is
   * invalid" (`#cleanAndValiateMovementWaypoints`). Resolves true if the token moved.
   */
  async move(waypoint: { x?: number; y?: number; action?: string }): Promise<boolean> {
    if (waypoint.action !== undefined && !(waypoint.action in tokenMovement().actions)) {
      throw new Error("action is invalid");
    }
    const moved = await this.#change({ x: waypoint.x, y: waypoint.y }, waypoint.action ?? this.movementAction);
    return moved !== undefined;
  }

  /**
   * v13 `Document#delete` of a Token, a GM's here (BaseToken's delete needs the TOKEN_DELETE permission, an Assistant
   * GM's by default): it leaves its scene's tokens, the viewed scene is drawn again without it (as creating one draws
   * it), and every client runs `deleteToken(document, options, userId)`
   * (foundryvtt.com/api/functions/hookEvents.deleteDocument.html). Deleting it twice throws, as core does.
   */
  delete(): Promise<this> {
    const user = currentUser();
    if (!user.isGM) return Promise.reject(new Error(`User ${user.id} lacks permission to delete ${this.uuid}`));
    const scene = this.parent as FakeSceneDocument;
    if (!scene.tokens.delete(this.id)) return Promise.reject(new Error(`${this.uuid} does not exist`));
    if (FakeSceneDocument.viewed === scene) drawCanvas(scene);
    host().Hooks.callAll("deleteToken", this, {}, user.id);
    return Promise.resolve(this);
  }

  #change(changes: FakeTokenChanges, action: string): Promise<this | undefined> {
    const user = currentUser();
    if (!user.isGM && this.actor?.isOwner !== true) {
      return Promise.reject(new Error(`User ${user.id} lacks permission to update ${this.uuid}`));
    }
    // v13 `preMoveToken(document, movement, operation)` fires on the requesting client before a move; a handler that
    // returns false rejects the whole update, which then resolves undefined
    // (foundryvtt.com/api/functions/hookEvents.preMoveToken.html; `Document#update` of a cancelled operation).
    const to = { x: changes.x ?? this.x, y: changes.y ?? this.y, width: this.width, height: this.height };
    if (to.x !== this.x || to.y !== this.y) {
      const from = { x: this.x, y: this.y, width: this.width, height: this.height };
      const movement = { origin: from, destination: to, passed: passedTo(this, from, to, action) };
      if (!host().Hooks.call("preMoveToken", this, movement, {})) return Promise.resolve(undefined);
    }
    // The schema validates a changed disposition as it does a new token's (common/documents/token.mjs).
    if (changes.disposition !== undefined) this.disposition = validDisposition(changes.disposition);
    // `hidden` is a BooleanField (TokenData#hidden); the HUD's toggle is the GM's, but no finer update rule is modelled.
    if (changes.hidden !== undefined) this.hidden = changes.hidden;
    // The owner may set any configured action: `canSelect` only filters what the HUD offers (token-movement.ts).
    if (changes.movementAction !== undefined) this.setMovementAction(changes.movementAction);
    const origin = { x: this.x, y: this.y, width: this.width, height: this.height };
    this.x = changes.x ?? this.x;
    this.y = changes.y ?? this.y;
    host().Hooks.callAll("updateToken", this, { ...changes, _id: this.id }, {}, user.id);
    if (this.x !== origin.x || this.y !== origin.y) {
      const destination = { x: this.x, y: this.y, width: this.width, height: this.height };
      const movement = { origin, destination, passed: passedTo(this, origin, destination, action) };
      host().Hooks.callAll("moveToken", this, movement, {}, user);
    }
    return Promise.resolve(this);
  }
  constructor(data: Source, parent: FakeSceneDocument) {
    super(
      {
        id: newId(),
        x: Number(data.x ?? 0),
        y: Number(data.y ?? 0),
        actorLink: data.actorLink === true,
        // BaseToken's `width` and `height`, the token's size in grid spaces (a NumberField, 1 unless given).
        ...(data.width === undefined ? {} : { width: Number(data.width) }),
        ...(data.height === undefined ? {} : { height: Number(data.height) }),
        ...(typeof data.actorId === "string" ? { actorId: data.actorId } : {}),
        ...(data.disposition === undefined ? {} : { disposition: Number(data.disposition) }),
        ...(data.hidden === true ? { hidden: true } : {}),
        // BaseToken's `width`/`height` (grid spaces, default 1; common/documents/token.mjs `defineSchema`).
        ...(typeof data.width === "number" ? { width: data.width } : {}),
        ...(typeof data.height === "number" ? { height: data.height } : {}),
      },
      parent,
    );
    this.name = typeof data.name === "string" ? data.name : "";
  }
}

/** The grid a scene gets when none is given: Foundry's square 100 px default, 5 ft (Fray's manifest `grid`). */
const DEFAULT_GRID: FakeGridData = { type: 1, size: 100, distance: 5, units: "ft" };

export class FakeSceneDocument extends FakeScene {
  static readonly documentName = "Scene";
  static readonly all = new FakeCollection<FakeSceneDocument>();
  /** The scene the local client views (`game.scenes.viewed`). */
  static viewed: FakeSceneDocument | null = null;
  readonly name: string;

  constructor(data: Source) {
    super(newId(), { ...DEFAULT_GRID, ...((data.grid ?? {}) as Partial<FakeGridData>) });
    this.name = typeof data.name === "string" ? data.name : "";
    Object.assign(this.flags, structuredClone(data.flags ?? {}));
  }

  get uuid(): string {
    return `Scene.${this.id}`;
  }

  /** Only GMs create scenes (v13 `BaseScene` permissions: create/update/delete are the GM's). */
  static create(data: Source): Promise<FakeSceneDocument> {
    if (!currentUser().isGM) return Promise.reject(new Error("only a GM may create a Scene"));
    const scene = new FakeSceneDocument(data);
    FakeSceneDocument.all.set(scene.id, scene);
    return Promise.resolve(scene);
  }

  createEmbeddedDocuments(name: "Token", data: readonly Source[]): Promise<FakeSceneToken[]>;
  /**
   * Walls, created by a GM here as Tokens are (the self-check is the GM's): each wall `c` drawn in play as `createWall`
   * does it, with its `createWall` hook (core's `Scene#createEmbeddedDocuments` runs the create hooks of the
   * documents it makes, client/documents/abstract/client-document.mjs `_onCreateDescendantDocuments`).
   */
  createEmbeddedDocuments(name: "Wall", data: readonly FakeWallSource[]): Promise<FakeWallDocument[]>;
  /** Regions, created by a GM (v13 `BaseRegion` permissions), of the shapes and behaviours regions.ts models. */
  createEmbeddedDocuments(name: "Region", data: readonly FakeRegionSource[]): Promise<FakeRegionDocument[]>;
  createEmbeddedDocuments(
    name: "Token" | "Wall" | "Region",
    data: readonly Source[] | readonly FakeWallSource[] | readonly FakeRegionSource[],
  ): Promise<FakeSceneToken[] | FakeWallDocument[] | FakeRegionDocument[]> {
    if (!currentUser().isGM) return Promise.reject(new Error(`only a GM may create ${name}s here`));
    if (name === "Region") {
      try {
        const regions = (data as readonly FakeRegionSource[]).map(
          (source) => new FakeRegionDocument(source, this, this.regions),
        );
        for (const region of regions) this.regions.set(region.id, region);
        return Promise.resolve(regions);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    if (name === "Wall") {
      const walls = data as readonly FakeWallSource[];
      return Promise.resolve(walls.map((wall) => this.createWall({ id: newId(), ...wall })));
    }
    const tokens = (data as readonly Source[]).map((source) => new FakeSceneToken(source, this));
    for (const token of tokens) this.tokens.set(token.id, token);
    if (FakeSceneDocument.viewed === this) drawCanvas(this);
    return Promise.resolve(tokens);
  }

  /** v13 `Scene#view`: the scene is drawn on the canvas; resolves once drawn. */
  view(): Promise<this> {
    FakeSceneDocument.viewed = this;
    drawCanvas(this);
    return Promise.resolve(this);
  }

  /** Deleting the viewed scene leaves the canvas empty (its tokens and targets go with it). */
  delete(): Promise<this> {
    if (!currentUser().isGM) return Promise.reject(new Error("only a GM may delete a Scene"));
    if (!FakeSceneDocument.all.delete(this.id)) return Promise.reject(new Error(`${this.uuid} does not exist`));
    if (FakeSceneDocument.viewed === this) {
      FakeSceneDocument.viewed = null;
      drawCanvas(null);
    }
    host().Hooks.callAll("deleteScene", this, {}, currentUser().id);
    return Promise.resolve(this);
  }
}

interface FakeCanvasState {
  scene: FakeSceneDocument | null;
  tokens: {
    placeables: FakeTargetableToken[];
    controlled: FakeTargetableToken[];
    get(id: string): FakeTargetableToken | undefined;
  };
}

function drawCanvas(scene: FakeSceneDocument | null): void {
  const placeables = (scene?.tokens.contents ?? []).map((t) => new FakeTargetableToken(t as FakeSceneToken));
  for (const user of (host().game.users as { contents: FakeUser[] }).contents) user.targets.clear();
  const canvas: FakeCanvasState = {
    scene,
    tokens: { placeables, controlled: [], get: (id) => placeables.find((p) => p.id === id) },
  };
  Object.assign(globalThis, { canvas });
}

/** A compendium document as `getDocument` gives it: its source, and a journal's pages by id. */
export interface FakePackDocument {
  readonly documentName: string;
  readonly id: string;
  readonly name: string;
  readonly uuid: string;
  readonly pages?: FakeCollection<FakePackDocument>;
  toObject(): Source;
}

/**
 * A compendium of the system as system.json declares it (its metadata, its world configuration: system-packs.ts),
 * with its documents read from its sources (the monster compendiums the self-check imports from, the rules journals
 * its condition links point into). A document's `uuid` is core's `Compendium.<pack>.<type>.<id>`, a journal page's
 * that of its journal and `.JournalEntryPage.<id>` (v13 `ClientDocumentMixin#uuid` inside a compendium).
 */
export class FakeCompendium extends FakeSystemPack {
  readonly documentName: string;
  constructor(
    pack: ManifestPack,
    settings: Record<string, PackConfig>,
    private readonly sources: readonly Source[],
  ) {
    super(pack, settings);
    this.documentName = pack.type;
  }
  getDocument(id: string): Promise<FakePackDocument | undefined> {
    const source = this.sources.find((s) => s["_id"] === id);
    return Promise.resolve(source ? this.document(source) : undefined);
  }
  private document(source: Source): FakePackDocument {
    const uuid = `Compendium.${this.collection}.${this.documentName}.${String(source["_id"])}`;
    const pages = Array.isArray(source["pages"]) ? (source["pages"] as Source[]) : undefined;
    return {
      documentName: this.documentName,
      id: String(source["_id"]),
      name: String(source["name"]),
      uuid,
      ...(pages
        ? {
            pages: new FakeCollection(
              pages.map((page) => {
                const id = String(page["_id"]);
                const doc: FakePackDocument = {
                  documentName: "JournalEntryPage",
                  id,
                  name: String(page["name"]),
                  uuid: `${uuid}.JournalEntryPage.${id}`,
                  toObject: () => structuredClone(page),
                };
                return [id, doc] as const;
              }),
            ),
          }
        : {}),
      toObject: () => structuredClone(source),
    };
  }
}

/**
 * Core v13's `fromUuid` for a compendium UUID (client/utils/helpers.mjs: `parseUuid` names the pack and the document,
 * the pack's `getDocument` loads it, and an embedded part is looked up in its collection): a document, a journal's
 * page, or null when the pack, the document or the page is not there. Other UUIDs go to the world's own lookup.
 */
function compendiumLookup(
  packs: FakeCollection<FakeCompendium>,
  world: (uuid: string) => Promise<unknown>,
): (uuid: string) => Promise<unknown> {
  return async (uuid) => {
    const [root, system, name, type, id, embedded, embeddedId, ...rest] = uuid.split(".");
    if (root !== "Compendium") return world(uuid);
    const pack = packs.get(`${system}.${name}`);
    if (!pack || pack.documentName !== type || rest.length > 0) return null;
    const document = await pack.getDocument(id ?? "");
    if (!document || embedded === undefined) return document ?? null;
    return embedded === "JournalEntryPage" ? (document.pages?.get(embeddedId ?? "") ?? null) : null;
  };
}

/** `foundry.utils.mergeObject` for plain data: nested objects merge, other values replace. */
function mergeData(target: Source, changes: Source): Source {
  for (const [key, value] of Object.entries(changes)) {
    const current = target[key];
    target[key] =
      value && typeof value === "object" && !Array.isArray(value) && current && typeof current === "object"
        ? mergeData({ ...(current as Source) }, value as Source)
        : structuredClone(value);
  }
  return target;
}

export interface SelfCheckWorld {
  readonly scenes: FakeCollection<FakeSceneDocument>;
  readonly packs: FakeCollection<FakeCompendium>;
}

export function installSelfCheckWorld(world: FakeWorld): SelfCheckWorld {
  const g = host();
  FakeSceneDocument.all.clear();
  FakeSceneDocument.viewed = null;
  drawCanvas(null);
  // Every pack of the system, as `game.packs` holds them; the monster compendium of every ruleset with a room has its
  // documents (the self-check imports its fighters from it).
  const packs = new FakeCollection<FakeCompendium>();
  const monsterPacks = new Set(
    Object.keys(FOUNDRY_ROOMS).flatMap((id) =>
      getRuleset(id as RulesetId)
        .packs.filter((pack) => pack.type === "Actor")
        .map((pack) => packName(id as RulesetId, pack)),
    ),
  );
  const settings: Record<string, PackConfig> = {};
  for (const pack of manifestPacks()) {
    const sources =
      monsterPacks.has(pack.name) || pack.type === "JournalEntry"
        ? readPackSources(pack.name).map(({ doc }) => {
            const { _key: _ignored, ...source } = doc;
            return source;
          })
        : [];
    packs.set(`fray.${pack.name}`, new FakeCompendium(pack, settings, sources));
  }
  Object.defineProperty(FakeSceneDocument.all, "viewed", { get: () => FakeSceneDocument.viewed, configurable: true });
  const worldLookup = (g as unknown as { fromUuid: (uuid: string) => Promise<unknown> }).fromUuid;
  Object.assign(g, { fromUuid: compendiumLookup(packs, worldLookup) });
  Object.assign(g.game, {
    packs,
    scenes: FakeSceneDocument.all,
    collections: new FakeCollection<FakeCollection<unknown>>([
      ["Actor", g.game.actors],
      ["ChatMessage", g.game.messages],
      ["Combat", FakeCombat.all],
      ["Scene", FakeSceneDocument.all],
    ]),
  });
  Object.assign(g.game.actors, {
    importFromCompendium: async (pack: FakeCompendium, id: string, updateData: Source = {}) => {
      if (!currentUser().isGM) throw new Error("only a GM may import from a compendium here");
      const document = await pack.getDocument(id);
      if (!document) throw new Error(`${pack.collection} has no document ${id}`);
      const { _id: _a, folder: _f, sort: _s, ownership: _o, ...data } = document.toObject();
      return world.createActor(mergeData(data, updateData));
    },
  });
  g.CONFIG.Scene = { documentClass: FakeSceneDocument };
  // Core's configuration (client/config.mjs): the default method rolls at random.
  g.CONFIG.Dice.fulfillment = { defaultMethod: "mersenne", methods: { mersenne: { label: "Mersenne Twister" } } };
  return { scenes: FakeSceneDocument.all, packs };
}
