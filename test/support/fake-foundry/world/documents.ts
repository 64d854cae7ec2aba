/**
 * Foundry documents as far as the attack loop uses them: a `system` built from the registered data model, flags,
 * ownership that the "server" enforces on update (a user who is not an owner or a GM is refused, as Foundry's server
 * refuses it), embedded items, data preparation, UUIDs, and chat messages with rolls.
 */
import type { TypeDataModel } from "../data-model.ts";
import { FakeRoll } from "./dice.ts";
import { FakeEffects, type FakeActiveEffect } from "./effects.ts";

export const OWNER = 3;

type Source = Record<string, unknown>;

interface ModelHost {
  CONFIG: Record<string, { dataModels: Record<string, typeof TypeDataModel> }>;
  game: { user: { id: string; isGM: boolean } };
}
const host = (): ModelHost => globalThis as unknown as ModelHost;

let nextId = 1;
export function newId(): string {
  return `id${String(nextId++).padStart(14, "0")}`;
}

function merge(target: Source, changes: Source): Source {
  for (const [key, value] of Object.entries(changes)) {
    const current = target[key];
    if (value && typeof value === "object" && !Array.isArray(value) && current && typeof current === "object") {
      target[key] = merge({ ...(current as Source) }, value as Source);
    } else target[key] = structuredClone(value);
  }
  return target;
}

export class FakeDocument {
  static documentName = "Document";
  readonly id: string;
  name: string;
  readonly type: string;
  system: TypeDataModel;
  flags: Source;
  ownership: Record<string, number>;
  readonly parent: FakeDocument | null;

  constructor(data: Source, parent: FakeDocument | null = null) {
    this.id = typeof data._id === "string" ? data._id : newId();
    this.name = typeof data.name === "string" ? data.name : "";
    this.type = typeof data.type === "string" ? data.type : "base";
    this.flags = structuredClone((data.flags ?? {}) as Source);
    this.ownership = structuredClone((data.ownership ?? { default: 0 }) as Record<string, number>);
    this.parent = parent;
    this.system = this.buildSystem((data.system ?? {}) as Source);
  }

  protected buildSystem(source: Source): TypeDataModel {
    const name = (this.constructor as typeof FakeDocument).documentName;
    const Model = host().CONFIG[name]?.dataModels[this.type];
    if (!Model) throw new Error(`No data model for ${name} type "${this.type}"`);
    return new Model(source, { parent: this });
  }

  get uuid(): string {
    const name = (this.constructor as typeof FakeDocument).documentName;
    return this.parent ? `${this.parent.uuid}.${name}.${this.id}` : `${name}.${this.id}`;
  }

  testUserPermission(user: { id: string; isGM: boolean }, level: number): boolean {
    if (user.isGM) return true;
    if (this.parent) return this.parent.testUserPermission(user, level);
    return (this.ownership[user.id] ?? this.ownership.default ?? 0) >= level;
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
    this.prepareData();
    return Promise.resolve(this);
  }

  prepareData(): void {
    this.system.prepareBaseData();
    this.system.prepareDerivedData();
  }
}

export class FakeItem extends FakeDocument {
  static override documentName = "Item";
}

export class FakeActor extends FakeDocument {
  static override documentName = "Actor";
  items: Map<string, FakeItem> & { contents: FakeItem[] };
  statuses = new Set<string>();
  readonly effects: FakeEffects = new FakeEffects(this);

  constructor(data: Source) {
    super({ ...data, system: {} });
    const items = new Map<string, FakeItem>() as Map<string, FakeItem> & { contents: FakeItem[] };
    Object.defineProperty(items, "contents", { get: () => [...items.values()] });
    this.items = items;
    for (const item of (data.items ?? []) as Source[]) {
      const doc = new FakeItem(item, this);
      this.items.set(doc.id, doc);
    }
    this.system = this.buildSystem((data.system ?? {}) as Source);
    this.prepareData();
  }

  toggleStatusEffect(
    statusId: string,
    options?: { active?: boolean },
  ): Promise<FakeActiveEffect | boolean | undefined> {
    return this.effects.toggleStatusEffect(statusId, options);
  }

  updateEmbeddedDocuments(_name: "Item", updates: Source[]): Promise<FakeItem[]> {
    if (!this.isOwner) return Promise.reject(new Error(`lacks permission to update items of ${this.uuid}`));
    const done: FakeItem[] = [];
    for (const update of updates) {
      const item = typeof update._id === "string" ? this.items.get(update._id) : undefined;
      if (!item) continue;
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
  readonly author: string;
  rolls: FakeRoll[];

  constructor(data: Source) {
    super(data);
    this.author = typeof data.author === "string" ? data.author : host().game.user.id;
    this.ownership = { default: 0, [this.author]: OWNER };
    this.rolls = ((data.rolls ?? []) as (FakeRoll | Source)[]).map((r) =>
      r instanceof FakeRoll ? FakeRoll.fromData(r.toJSON()) : FakeRoll.fromData(r),
    );
  }

  static getSpeaker(options: { actor?: FakeActor }): Source {
    return { actor: options.actor?.id ?? null, alias: options.actor?.name ?? "" };
  }
}
