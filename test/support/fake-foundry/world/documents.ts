/**
 * Foundry documents as far as the attack loop uses them: a `system` built from the registered data model, flags,
 * ownership that the "server" enforces on update (a user who is not an owner or a GM is refused, as Foundry's server
 * refuses it), embedded items, data preparation, UUIDs, and chat messages with rolls.
 */
import { TypeDataModel } from "../data-model.ts";
import { FakeRoll } from "./dice.ts";
import { FakeEffects, type FakeActiveEffect } from "./effects.ts";

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

/** `foundry.utils.mergeObject` as a document update applies it: nested objects merge, a `-=key` deletes `key`. */
function merge(target: Source, changes: Source): Source {
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith("-=")) {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- Foundry's deletion key names the key to drop
      delete target[key.slice(2)];
      continue;
    }
    const current = target[key];
    if (value && typeof value === "object" && !Array.isArray(value) && current && typeof current === "object") {
      target[key] = merge({ ...(current as Source) }, value as Source);
    } else target[key] = structuredClone(value);
  }
  return target;
}

/** The server's clock for `_stats`: strictly increasing, so an update is always later than the creation. */
let serverClock = Date.UTC(2026, 0, 1);
const tick = () => ++serverClock;

/** `_stats` as Foundry's server writes it: on creation both times are equal; every update moves `modifiedTime`. */
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
   * `Document#updateSource` as `_preCreate` uses it: a new `type` rebuilds `system` with that type's model (from the
   * given `system`, as `"==system"` replaces it); a `system` alone merges into the current one.
   */
  updateSource(changes: Source): Source {
    if (typeof changes.type === "string" && changes.type !== this.type) {
      this.type = changes.type;
      this.system = this.buildSystem((changes.system ?? {}) as Source);
    } else if (changes.system) this.system = this.buildSystem(merge(this.system.toObject(), changes.system as Source));
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

  /** The server's check: only owners and GMs may update; then the change is merged and data is prepared again. */
  update(changes: Source): Promise<this> {
    if (!this.isOwner)
      return Promise.reject(new Error(`User ${host().game.user.id} lacks permission to update ${this.uuid}`));
    if (changes.flags) this.flags = merge(this.flags, changes.flags as Source);
    if (typeof changes.name === "string") this.name = changes.name;
    if (changes.system) this.system = this.buildSystem(merge(this.system.toObject(), changes.system as Source));
    this._stats = { ...this._stats, modifiedTime: tick(), lastModifiedBy: host().game.user.id };
    this.prepareData();
    return Promise.resolve(this);
  }

  prepareData(): void {
    this.system.prepareBaseData();
    this.system.prepareDerivedData();
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

export class FakeItem extends FakeDocument {
  static override documentName = "Item";
}

/** An actor's embedded items: a Map with Foundry Collection's `contents` and `find`. */
type ItemCollection = Map<string, FakeItem> & {
  contents: FakeItem[];
  find(test: (item: FakeItem) => boolean): FakeItem | undefined;
};

export class FakeActor extends FakeDocument {
  static override documentName = "Actor";
  items: ItemCollection;
  statuses = new Set<string>();
  readonly effects: FakeEffects = new FakeEffects(this);

  constructor(data: Source) {
    super({ ...data, system: {} });
    const items = new Map<string, FakeItem>() as ItemCollection;
    Object.defineProperty(items, "contents", { get: () => [...items.values()] });
    // Foundry's Collection#find: the first value passing the test.
    Object.defineProperty(items, "find", { value: (test: (item: FakeItem) => boolean) => items.contents.find(test) });
    this.items = items;
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

  /**
   * v13 runs `updateActor` on every client after the server applied the change (not awaited by the update); the fake
   * runs it once, right after the change, with the changed data, the options and the updating user's id.
   */
  override async update(changes: Source, options: Source = {}): Promise<this> {
    await super.update(changes);
    const hooks = (globalThis as unknown as { Hooks: { callAll(name: string, ...args: unknown[]): unknown } }).Hooks;
    hooks.callAll("updateActor", this, changes, options, host().game.user.id);
    return this;
  }

  toggleStatusEffect(
    statusId: string,
    options?: { active?: boolean },
  ): Promise<FakeActiveEffect | boolean | undefined> {
    return this.effects.toggleStatusEffect(statusId, options);
  }

  /** Deletes embedded ActiveEffects by id (each deletion runs its hooks, as Foundry's does). */
  async deleteEmbeddedDocuments(_name: "ActiveEffect", ids: string[]): Promise<FakeActiveEffect[]> {
    if (!this.isOwner) throw new Error(`lacks permission to delete effects of ${this.uuid}`);
    const deleted: FakeActiveEffect[] = [];
    for (const id of ids) {
      const done = await this.effects.get(id)?.delete();
      if (done) deleted.push(done);
    }
    return deleted;
  }

  updateEmbeddedDocuments(_name: "Item", updates: Source[]): Promise<FakeItem[]> {
    if (!this.isOwner) return Promise.reject(new Error(`lacks permission to update items of ${this.uuid}`));
    const done: FakeItem[] = [];
    for (const update of updates) {
      const item = typeof update._id === "string" ? this.items.get(update._id) : undefined;
      if (!item) continue;
      if (update.flags) item.flags = merge(item.flags, update.flags as Source);
      if (update.system)
        item.system = new (item.system.constructor as typeof TypeDataModel)(
          merge(item.system.toObject(), update.system as Source),
          { parent: item },
        );
      done.push(item);
    }
    this.prepareData();
    return Promise.resolve(done);
  }
}

export class FakeChatMessage extends FakeDocument {
  static override documentName = "ChatMessage";
  /** v13: the author is the User document (the server sets it to the creating user). */
  readonly author: { readonly id: string; readonly isGM: boolean };
  readonly content: string;
  rolls: FakeRoll[];
  /** Roll-mode visibility, as `ChatMessage.applyRollMode` sets it. */
  readonly whisper: string[];
  readonly blind: boolean;

  constructor(data: Source) {
    super(data);
    const authorId = typeof data.author === "string" ? data.author : host().game.user.id;
    this.author = host().game.users?.get(authorId) ?? host().game.user;
    this.ownership = { default: 0, [this.author.id]: OWNER };
    this.content = typeof data.content === "string" ? data.content : "";
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

  /** v13 `ChatMessage#visible`: a whispered roll is listed for everyone (its content hidden), other whispers not. */
  get visible(): boolean {
    if (!this.whisper.length) return true;
    return this.isRoll || this.isAuthor || this.whisper.includes(host().game.user.id);
  }

  /** v13 `ChatMessage#isContentVisible`: whisper recipients see it, and its author unless the roll is blind. */
  get isContentVisible(): boolean {
    if (!this.visible) return false;
    if (!this.whisper.length) return true;
    return this.whisper.includes(host().game.user.id) || (this.isAuthor && !this.blind);
  }

  static getSpeaker(options: { actor?: FakeActor }): Source {
    return { actor: options.actor?.id ?? null, alias: options.actor?.name ?? "" };
  }
}
