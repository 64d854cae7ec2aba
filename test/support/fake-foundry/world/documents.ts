/**
 * Foundry documents as far as the attack loop uses them: a `system` built from the registered data model, flags,
 * ownership that the "server" enforces on update (a user who is not an owner or a GM is refused, as Foundry's server
 * refuses it), embedded items, data preparation, UUIDs, and chat messages with rolls.
 */
import { FakeCollection } from "./collection.ts";
import { TypeDataModel } from "../data-model.ts";
import { FakeRoll } from "./dice.ts";
import { FakeEffects, type FakeActiveEffect } from "./effects.ts";
import { merge } from "./merge.ts";

export const OWNER = 3;
const LEVELS = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER } as const;

/** The `system` of a core "base" sub-type without a registered model. */
class EmptySystem extends TypeDataModel {}

type Source = Record<string, unknown>;

interface ModelHost {
  CONFIG: Record<string, { dataModels: Record<string, typeof TypeDataModel>; documentClass?: unknown }>;
  game: {
    user: { id: string; isGM: boolean };
    users?: { get(id: string): { id: string; isGM: boolean } | undefined };
  };
}
const host = (): ModelHost => globalThis as unknown as ModelHost;

let nextId = 1;
export function newId(): string {
  return `id${String(nextId++).padStart(14, "0")}`;
}

/** A copy with record keys sorted, so two sources compare equal whatever order their keys were written in. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Source)[key])]),
  );
}

/** Core's `getType(value) === "Object"`: a plain object, not an array, a class instance or an operator. */
function isPlainObject(value: unknown): value is Source {
  if (!value || typeof value !== "object") return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * `foundry.utils.expandObject` (core common/utils/helpers.mjs): every dotted key becomes nested objects, merged with
 * the keys already nested (`{"system.hp.value": 3}` → `{system: {hp: {value: 3}}}`).
 */
export function expandObject(source: Source): Source {
  const expanded: Source = {};
  for (const [key, value] of Object.entries(source)) {
    const given = isPlainObject(value) ? expandObject(value) : value;
    const path = key.split(".");
    const last = path.pop() ?? key;
    let target = expanded;
    for (const part of path) {
      const next = target[part];
      target = next && typeof next === "object" ? (next as Source) : (target[part] = {});
    }
    const current = target[last];
    target[last] = isPlainObject(current) && isPlainObject(given) ? merge(current, given) : given;
  }
  return expanded;
}

interface UpdatableCollection {
  get(id: string): FakeDocument | undefined;
  readonly locked?: boolean;
}

const WORLD_COLLECTIONS: Readonly<Record<string, string>> = { Actor: "actors", Item: "items", ChatMessage: "messages" };

/** The collection an update operation targets: `game.packs.get(pack)` (refused while locked), else the world's. */
function collectionFor(documentName: string, pack: unknown): UpdatableCollection {
  const game = host().game as unknown as Record<string, { get(id: string): UpdatableCollection | undefined }>;
  if (typeof pack === "string") {
    const compendium = game["packs"]?.get(pack);
    if (!compendium) throw new Error(`Compendium pack "${pack}" is not a valid Compendium identifier`);
    if (compendium.locked) throw new Error(`You may not modify the ${pack} Compendium which is currently locked.`);
    return compendium;
  }
  const world = game[WORLD_COLLECTIONS[documentName] ?? ""];
  if (!world) throw new Error(`No world collection of ${documentName}`);
  return world as unknown as UpdatableCollection;
}

/** The server's clock for `_stats`: strictly increasing, so an update is always later than the creation. */
let serverClock = Date.UTC(2026, 0, 1);
const tick = () => ++serverClock;

/**
 * `_stats` as Foundry's server writes it: on creation both times are equal; every update moves `modifiedTime`. The
 * server alone writes them: v13 `DocumentStatsField.managedFields` (core common/data/fields.mjs) lists `coreVersion`,
 * `systemId`, `systemVersion`, `createdTime`, `modifiedTime` and `lastModifiedBy` as "managed by the server and …
 * ignored if they appear in creation or update data", so a client cannot forge who wrote a document last.
 */
export interface DocumentStats {
  createdTime: number;
  modifiedTime: number;
  lastModifiedBy: string;
}

export class FakeDocument {
  static documentName = "Document";
  readonly id: string;
  name: string;
  type: string;
  system: TypeDataModel;
  flags: Source;
  ownership: Record<string, number>;
  readonly parent: FakeDocument | null;
  _stats: DocumentStats;

  constructor(data: Source, parent: FakeDocument | null = null) {
    this.id = typeof data._id === "string" ? data._id : newId();
    this.name = typeof data.name === "string" ? data.name : "";
    this.type = typeof data.type === "string" ? data.type : "base";
    this.flags = structuredClone((data.flags ?? {}) as Source);
    this.ownership = structuredClone((data.ownership ?? { default: 0 }) as Record<string, number>);
    this.parent = parent;
    const now = tick();
    // Any `_stats` in the creation data is ignored (managed fields, see DocumentStats): the server stamps its own.
    this._stats = { createdTime: now, modifiedTime: now, lastModifiedBy: host().game.user.id };
    this.system = this.buildSystem((data.system ?? {}) as Source);
  }

  protected buildSystem(source: Source): TypeDataModel {
    const name = (this.constructor as typeof FakeDocument).documentName;
    const Model = host().CONFIG[name]?.dataModels[this.type];
    // Core's "base" sub-types need no registered model: their `system` is an empty object.
    if (!Model && this.type === "base") return new EmptySystem(source, { parent: this });
    if (!Model) throw new Error(`No data model for ${name} type "${this.type}"`);
    return new Model(source, { parent: this });
  }

  /**
   * `Document#updateSource` (v13 `DataModel#updateSource` hands its options to `SchemaField#_updateDiff`, core's
   * common/data/fields.mjs): a `type` that differs from the current one throws unless `system` is force-replaced
   * (`"==system"`) or given with `{recursive: false}`; the new type's model is then built from that `system` alone.
   * Without a type change, `"==system"` or `{recursive: false}` replace `system`, a plain `system` merges into it.
   */
  updateSource(changes: Source, options: { recursive?: boolean } = {}): Source {
    const replaced = "==system" in changes || ("system" in changes && options.recursive === false);
    const type = typeof changes.type === "string" ? changes.type : this.type;
    if (type !== this.type && !replaced) {
      throw new Error(
        "The type of a Document can be changed only if the system field is force-replaced (==) or updated with {recursive: false}",
      );
    }
    const given = ("==system" in changes ? changes["==system"] : changes.system) as Source | undefined;
    const previousType = this.type;
    this.type = type;
    try {
      if (replaced) this.system = this.buildSystem(given ?? {});
      else if (given) this.system = this.buildSystem(merge(this.system.toObject(), given));
    } catch (error) {
      this.type = previousType;
      throw error;
    }
    // Any other field updates too: `flags` merge, `-=key` deleting (a `preCreate` hook stamps flags this way).
    if (changes.flags) this.flags = merge(this.flags, changes.flags as Source);
    return changes;
  }

  get uuid(): string {
    const name = (this.constructor as typeof FakeDocument).documentName;
    return this.parent ? `${this.parent.uuid}.${name}.${this.id}` : `${name}.${this.id}`;
  }

  /** Foundry takes the level as a number or as its `DOCUMENT_OWNERSHIP_LEVELS` name. */
  testUserPermission(user: { id: string; isGM: boolean }, level: number | keyof typeof LEVELS): boolean {
    if (user.isGM) return true;
    if (this.parent) return this.parent.testUserPermission(user, level);
    const needed = typeof level === "number" ? level : LEVELS[level];
    return (this.ownership[user.id] ?? this.ownership.default ?? 0) >= needed;
  }

  get isOwner(): boolean {
    return this.testUserPermission(host().game.user, OWNER);
  }

  toObject(): Source {
    return {
      _id: this.id,
      name: this.name,
      type: this.type,
      system: this.system.toObject(),
      flags: structuredClone(this.flags),
    };
  }

  /**
   * v13 `Document#update` → `updateDocuments([{_id, ...changes}], operation)` → the client backend (core
   * client/data/client-backend.mjs `#preUpdateDocumentArray`, `#postUpdateDocumentCallbacks`): the changes are
   * expanded (`foundry.utils.expandObject`: `"system.hp.value"` is a nested key); with `diff` (the default) an update
   * that changes nothing never reaches the server, runs no hook and resolves to `undefined`; otherwise the server
   * applies it and every client runs `update<Document>` with the change, the options and the updating user's id.
   */
  async update(changes: Source, options: Source = {}): Promise<this | undefined> {
    const expanded = expandObject(changes);
    if (options.diff !== false && !this.wouldChange(expanded)) return undefined;
    await this.applyUpdate(expanded);
    this.announceUpdate(expanded, options);
    return this;
  }

  /** The server's check: only owners and GMs may update; then the change is merged and data is prepared again. */
  protected applyUpdate(changes: Source): Promise<void> {
    if (!this.isOwner)
      return Promise.reject(new Error(`User ${host().game.user.id} lacks permission to update ${this.uuid}`));
    if (changes.flags) this.flags = merge(this.flags, changes.flags as Source);
    if (typeof changes.name === "string") this.name = changes.name;
    if (changes.system) this.system = this.buildSystem(merge(this.system.toObject(), changes.system as Source));
    // `_stats` in the update data is ignored like any managed field (see DocumentStats): the server stamps the write.
    this._stats = { ...this._stats, modifiedTime: tick(), lastModifiedBy: host().game.user.id };
    this.prepareData();
    return Promise.resolve();
  }

  /** `#postUpdateDocumentCallbacks`: `update<Document>` on every client, after the change is applied. */
  protected announceUpdate(changes: Source, options: Source): void {
    const name = (this.constructor as typeof FakeDocument).documentName;
    const hooks = (globalThis as unknown as { Hooks: { callAll(hook: string, ...args: unknown[]): unknown } }).Hooks;
    hooks.callAll(`update${name}`, this, { ...changes, _id: this.id }, options, host().game.user.id);
  }

  prepareData(): void {
    this.system.prepareBaseData();
    this.system.prepareDerivedData();
  }

  /**
   * `Document.updateDocuments(updates, operation)` as v13's client backend runs it (core client/data/client-backend.mjs
   * `_updateDocuments`, `#preUpdateDocumentArray`, `#handleUpdateDocuments`; common/abstract/backend.mjs
   * `#assertCompendiumUnlocked`): one operation on the world collection, or on the compendium `operation.pack`
   * (refused while locked); every update needs the `_id` of a document in it; with `diff` (the default) an update that
   * changes nothing is dropped before the server, so no hook runs for it; each applied update runs
   * `update<Document>` with the operation's options — a system's own keys included — and the updating user's id.
   */
  static async updateDocuments(updates: Source[], operation: Source = {}): Promise<FakeDocument[]> {
    const name = this.documentName;
    const { pack, diff = true, ...options } = operation;
    const collection = collectionFor(name, pack);
    const targets = updates.map((update) => {
      const id = update._id;
      if (typeof id !== "string") throw new Error("You must provide an _id for every object in the update data Array.");
      const doc = collection.get(id);
      if (!doc) throw new Error(`${name} id [${id}] does not exist in the ${name} collection.`);
      return { doc, update };
    });
    const applied: { doc: FakeDocument; changes: Source }[] = [];
    for (const { doc, update } of targets) {
      const { _id: _ignored, ...given } = update;
      const changes = expandObject(given);
      if (diff !== false && !doc.wouldChange(changes)) continue;
      await FakeDocument.prototype.applyUpdate.call(doc, changes);
      applied.push({ doc, changes });
    }
    for (const { doc, changes } of applied) doc.announceUpdate(changes, options);
    return applied.map((entry) => entry.doc);
  }

  /** Whether `changes` would change this document's stored data (the client backend's `diff`). */
  protected wouldChange(changes: Source): boolean {
    const before = this.toObject();
    const after = merge(structuredClone(before), changes);
    return JSON.stringify(sortKeys(after)) !== JSON.stringify(sortKeys(before));
  }

  /**
   * v13 `ClientDocument#delete` of a world document: refused unless the user owns it (the server's DELETE check,
   * an owner or a GM here); it leaves its world collection (`game.collections.get(documentName)`), then the
   * `delete<Name>` hook runs with the document, the options and the deleting user's id.
   */
  delete(options: Source = {}): Promise<this> {
    const name = (this.constructor as typeof FakeDocument).documentName;
    if (!this.isOwner)
      return Promise.reject(new Error(`User ${host().game.user.id} lacks permission to delete ${this.uuid}`));
    type World = { collections?: Map<string, Map<string, unknown>> };
    const collection = (host().game as World).collections?.get(name);
    if (!collection?.delete(this.id)) return Promise.reject(new Error(`${this.uuid} does not exist`));
    const hooks = (globalThis as unknown as { Hooks: { callAll(hook: string, ...args: unknown[]): unknown } }).Hooks;
    hooks.callAll(`delete${name}`, this, options, host().game.user.id);
    return Promise.resolve(this);
  }

  /** The types the last Create dialog offered (v13: its `types` option, else every registered type but "base"). */
  static lastDialogTypes: string[] = [];

  /** `Document.createDialog`: records what the dialog offers; resolves null, as when the user cancels it. */
  static createDialog(_data?: unknown, _createOptions?: unknown, options: { types?: string[] } = {}): Promise<null> {
    const all = Object.keys(host().CONFIG[this.documentName]?.dataModels ?? {});
    FakeDocument.lastDialogTypes = options.types ?? all.filter((type) => type !== "base");
    return Promise.resolve(null);
  }
}

/** The world's `Hooks` (install-world.ts). */
function hooksHost(): { callAll(hook: string, ...args: unknown[]): unknown } {
  return (globalThis as unknown as { Hooks: { callAll(hook: string, ...args: unknown[]): unknown } }).Hooks;
}

export class FakeItem extends FakeDocument {
  static override documentName = "Item";

  /**
   * v13 `ClientDocument#delete` sets `operation.parent = this.parent` and calls `deleteDocuments([this.id], operation)`
   * (core common/abstract/document.mjs): an owned item leaves its actor's embedded collection after the server's
   * DELETE check (an owner or a GM), `deleteItem` runs with the item, the options and the user's id, and the actor's
   * data is prepared again. A world item is deleted as any world document.
   */
  override delete(options: Source = {}): Promise<this> {
    const actor = this.parent;
    if (!(actor instanceof FakeActor)) return super.delete(options);
    if (!this.isOwner)
      return Promise.reject(new Error(`User ${host().game.user.id} lacks permission to delete ${this.uuid}`));
    if (!actor.items.delete(this.id)) return Promise.reject(new Error(`${this.uuid} does not exist`));
    const hooks = (globalThis as unknown as { Hooks: { callAll(hook: string, ...args: unknown[]): unknown } }).Hooks;
    hooks.callAll("deleteItem", this, options, host().game.user.id);
    actor.prepareData();
    return Promise.resolve(this);
  }
}

/** The token a synthetic actor stands for (scene.ts `FakeTokenDocument`), as the actor reads it. */
export interface ActorToken {
  readonly uuid: string;
  readonly parent: unknown;
}

export class FakeActor extends FakeDocument {
  static override documentName = "Actor";
  items: FakeCollection<FakeItem>;
  statuses = new Set<string>();
  readonly effects: FakeEffects = new FakeEffects(this);
  /**
   * v13 `Actor#token`: the unlinked token whose synthetic actor this is (scene.ts builds it), else null. A synthetic
   * actor keeps its base actor's id; its UUID is the token's (`Scene.….Token.….Actor.…`), and `isToken` is true.
   */
  token: ActorToken | null = null;

  get isToken(): boolean {
    return this.token !== null;
  }

  override get uuid(): string {
    return this.token ? `${this.token.uuid}.Actor.${this.id}` : super.uuid;
  }

  constructor(data: Source) {
    super({ ...data, system: {} });
    this.items = new FakeCollection<FakeItem>();
    // Embedded items are built with the configured Item class, as Foundry builds them.
    const ItemClass = (host().CONFIG.Item?.documentClass ?? FakeItem) as typeof FakeItem;
    for (const item of (data.items ?? []) as Source[]) {
      const doc = new ItemClass(item, this);
      this.items.set(doc.id, doc);
    }
    this.system = this.buildSystem((data.system ?? {}) as Source);
    this.prepareData();
  }

  /** Foundry's `toObject()` includes the embedded collections' sources. */
  override toObject(): Source {
    return { ...super.toObject(), items: this.items.contents.map((item) => item.toObject()) };
  }

  /** v13 `Actor#hasPlayerOwner`: some non-GM user owns it. */
  get hasPlayerOwner(): boolean {
    type UsersHost = { game: { users: { contents: { id: string; isGM: boolean }[] } } };
    const users = (globalThis as unknown as UsersHost).game.users;
    return users.contents.some((user) => !user.isGM && this.testUserPermission(user, OWNER));
  }

  toggleStatusEffect(
    statusId: string,
    options?: { active?: boolean },
  ): Promise<FakeActiveEffect | boolean | undefined> {
    return this.effects.toggleStatusEffect(statusId, options);
  }

  /**
   * Deletes embedded ActiveEffects or Items by id (v13 `Document.deleteDocuments(ids, {parent: this})`): owners only;
   * each deletion runs its `delete<Name>` hook with the operation, as Foundry's does; an id not found is skipped.
   */
  async deleteEmbeddedDocuments(
    name: "ActiveEffect" | "Item",
    ids: string[],
    operation: Record<string, unknown> = {},
  ): Promise<(FakeActiveEffect | FakeItem)[]> {
    if (!this.isOwner) throw new Error(`lacks permission to delete ${name} of ${this.uuid}`);
    if (name === "Item") return Promise.resolve(this.deleteItems(ids, operation));
    const deleted: FakeActiveEffect[] = [];
    for (const id of ids) {
      const done = await this.effects.get(id)?.delete(operation);
      if (done) deleted.push(done);
    }
    return deleted;
  }

  private deleteItems(ids: readonly string[], operation: Record<string, unknown>): FakeItem[] {
    const deleted = ids.flatMap((id) => this.items.get(id) ?? []);
    for (const item of deleted) this.items.delete(item.id);
    this.prepareData();
    for (const item of deleted) hooksHost().callAll("deleteItem", item, operation, host().game.user.id);
    return deleted;
  }

  /**
   * v13 `Document#createEmbeddedDocuments("Item", data, operation)` (common/abstract/document.mjs): the embedded
   * collection's document class creates them with `{parent: this}` (`Item.createDocuments`): refused unless the user
   * owns the actor (an embedded document's permission is its parent's); each built with the configured Item class,
   * skipped when a `preCreateItem` hook returns false (the client backend's `_preCreateDocumentArray`), else added to
   * `items` and the `createItem` hook called with the document, the options and the creating user's id; then the
   * parent is reset (data prepared again).
   */
  async createEmbeddedDocuments(_name: "Item", data: readonly Source[], operation: Source = {}): Promise<FakeItem[]> {
    if (!this.isOwner) throw new Error(`lacks permission to create items of ${this.uuid}`);
    const ItemClass = (host().CONFIG.Item?.documentClass ?? FakeItem) as typeof FakeItem;
    type HookHost = {
      Hooks: { call(hook: string, ...args: unknown[]): unknown; callAll(hook: string, ...args: unknown[]): unknown };
    };
    const hooks = (globalThis as unknown as HookHost).Hooks;
    const userId = host().game.user.id;
    const created: FakeItem[] = [];
    for (const source of data) {
      const item = new ItemClass(source, this);
      if (hooks.call("preCreateItem", item, source, operation, userId) === false) continue;
      this.items.set(item.id, item);
      created.push(item);
      hooks.callAll("createItem", item, operation, userId);
    }
    this.prepareData();
    return Promise.resolve(created);
  }

  /**
   * `Item.updateDocuments(updates, {parent: this})`: each update as the client backend runs one (`update`: expanded,
   * a no-op dropped, `updateItem` announced), then the parent is reset (`parent?.reset()`: data prepared again).
   */
  async updateEmbeddedDocuments(_name: "Item", updates: Source[], operation: Source = {}): Promise<FakeItem[]> {
    if (!this.isOwner) throw new Error(`lacks permission to update items of ${this.uuid}`);
    const done: FakeItem[] = [];
    for (const { _id: id, ...changes } of updates) {
      const item = typeof id === "string" ? this.items.get(id) : undefined;
      if (item && (await item.update(changes, operation))) done.push(item);
    }
    this.prepareData();
    return done;
  }
}

export class FakeChatMessage extends FakeDocument {
  static override documentName = "ChatMessage";
  /** `ChatMessage.create`: installed by each world (install-world.ts), which owns the message collection. */
  declare static create: (data: Source) => Promise<FakeChatMessage>;
  /** v13: the author is the User document (the server sets it to the creating user). */
  readonly author: { readonly id: string; readonly isGM: boolean };
  readonly content: string;
  /**
   * v13 `BaseChatMessage.speaker` (common/documents/chat-message.mjs): a SchemaField always present, whose scene,
   * actor and token are id-only foreign keys (null when not given) and alias an optional string.
   */
  readonly speaker: {
    readonly scene: string | null;
    readonly actor: string | null;
    readonly token: string | null;
    readonly alias?: string;
  };
  rolls: FakeRoll[];
  /** Roll-mode visibility, as `ChatMessage.applyRollMode` sets it. */
  readonly whisper: string[];
  readonly blind: boolean;

  constructor(data: Source) {
    super(data);
    const authorId = typeof data.author === "string" ? data.author : host().game.user.id;
    // v13 `BaseChatMessage` create permission (core common/documents/chat-message.mjs): a GM may post as anyone; "You
    // cannot impersonate a different user".
    const creator = host().game.user;
    if (!creator.isGM && authorId !== creator.id) {
      throw new Error(`User ${creator.id} lacks permission to create ChatMessage authored by ${authorId}`);
    }
    this.author = host().game.users?.get(authorId) ?? host().game.user;
    this.ownership = { default: 0, [this.author.id]: OWNER };
    this.content = typeof data.content === "string" ? data.content : "";
    const speaker = (data.speaker ?? {}) as Record<string, unknown>;
    const idOf = (key: string): string | null => (typeof speaker[key] === "string" ? speaker[key] : null);
    this.speaker = {
      scene: idOf("scene"),
      actor: idOf("actor"),
      token: idOf("token"),
      ...(typeof speaker.alias === "string" ? { alias: speaker.alias } : {}),
    };
    this.whisper = Array.isArray(data.whisper) ? data.whisper.filter((id) => typeof id === "string") : [];
    this.blind = data.blind === true;
    this.rolls = ((data.rolls ?? []) as (FakeRoll | Source)[]).map((r) =>
      r instanceof FakeRoll ? FakeRoll.fromData(r.toJSON()) : FakeRoll.fromData(r),
    );
  }

  get isAuthor(): boolean {
    return host().game.user.id === this.author.id;
  }

  get isRoll(): boolean {
    return this.rolls.length > 0;
  }

  /**
   * v13 `ChatMessage#visible` (core client/documents/chat-message.mjs): a whispered roll is listed for everyone (its
   * content hidden), any other whisper only for its author and recipients. No clause for GMs: a GM reads a whisper by
   * being on its list.
   */
  get visible(): boolean {
    if (!this.whisper.length) return true;
    return this.isRoll || this.isAuthor || this.whisper.includes(host().game.user.id);
  }

  /**
   * v13 `ChatMessage#isContentVisible` (same file): for a roll, the whisper recipients, and its author unless it is
   * blind; a message without rolls shows its content to whoever it is `visible` to (`blind` is not read).
   */
  get isContentVisible(): boolean {
    if (!this.isRoll) return this.visible;
    if (!this.whisper.length) return true;
    return this.whisper.includes(host().game.user.id) || (this.isAuthor && !this.blind);
  }

  static getSpeaker(options: { actor?: FakeActor }): Source {
    return { actor: options.actor?.id ?? null, alias: options.actor?.name ?? "" };
  }
}
