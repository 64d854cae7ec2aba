/**
 * Foundry's `foundry.utils.Collection` (foundryvtt.com/api/v13/classes/foundry.utils.Collection.html), the class of
 * every world collection (`game.actors`, `game.messages`, `game.packs`), embedded collection (`actor.items`,
 * `combat.combatants`, `scene.tokens`) and of `game.collections`: a Map whose iterator yields its values, not its
 * entries, with the array helpers reading values and `get`/`getName` throwing on a missing key only when asked to (`strict`).
 */
export class FakeCollection<T> {
  // Core's Collection extends Map; TypeScript cannot type a Map whose iterator yields values, so the fake wraps one.
  readonly #map: Map<string, T>;

  constructor(entries: Iterable<readonly [string, T]> = []) {
    this.#map = new Map(entries);
  }

  [Symbol.iterator](): MapIterator<T> {
    return this.#map.values();
  }

  get size(): number {
    return this.#map.size;
  }

  get contents(): T[] {
    return [...this.#map.values()];
  }

  get(key: string | null | undefined, { strict = false }: { strict?: boolean } = {}): T | undefined {
    const entry = key === null || key === undefined ? undefined : this.#map.get(key);
    if (strict && entry === undefined) throw new Error(`The key ${String(key)} does not exist in the Collection`);
    return entry;
  }

  set(key: string, value: T): this {
    this.#map.set(key, value);
    return this;
  }

  has(key: string): boolean {
    return this.#map.has(key);
  }

  delete(key: string): boolean {
    return this.#map.delete(key);
  }

  clear(): void {
    this.#map.clear();
  }

  keys(): MapIterator<string> {
    return this.#map.keys();
  }

  values(): MapIterator<T> {
    return this.#map.values();
  }

  entries(): MapIterator<[string, T]> {
    return this.#map.entries();
  }

  /** Core's `forEach` hands each value to the function (not Map's value, key, map). */
  forEach(fn: (value: T) => void): void {
    for (const value of this.#map.values()) fn(value);
  }

  getName(name: string, { strict = false }: { strict?: boolean } = {}): T | undefined {
    const entry = this.find((value) => (value as { name?: unknown }).name === name);
    if (strict && entry === undefined) throw new Error(`An entry with name ${name} does not exist in the collection`);
    return entry;
  }

  find(test: (value: T, index: number, collection: this) => boolean): T | undefined {
    return this.contents.find((value, index) => test(value, index, this));
  }

  filter(test: (value: T, index: number, collection: this) => boolean): T[] {
    return this.contents.filter((value, index) => test(value, index, this));
  }

  some(test: (value: T, index: number, collection: this) => boolean): boolean {
    return this.contents.some((value, index) => test(value, index, this));
  }

  every(test: (value: T, index: number, collection: this) => boolean): boolean {
    return this.contents.every((value, index) => test(value, index, this));
  }

  map<R>(transform: (value: T, index: number, collection: this) => R): R[] {
    return this.contents.map((value, index) => transform(value, index, this));
  }
}

interface Writable {
  update(changes: Record<string, unknown>): Promise<unknown>;
  updateEmbeddedDocuments?(name: "Item", updates: Record<string, unknown>[]): Promise<unknown>;
}

export class FakePack<D extends Writable> {
  readonly metadata: { readonly packageType: string; readonly id: string };
  /** Each `configure({ locked })` call, in order. */
  readonly lockChanges: boolean[] = [];

  constructor(
    readonly collection: string,
    readonly documentName: "Actor" | "Item",
    packageType: string,
    public locked: boolean,
    private readonly documents: readonly D[],
  ) {
    this.metadata = { packageType, id: collection };
    for (const doc of documents) this.guard(doc);
  }

  configure(settings: { locked: boolean }): Promise<this> {
    this.locked = settings.locked;
    this.lockChanges.push(settings.locked);
    return Promise.resolve(this);
  }

  /** `CompendiumCollection#get`: a loaded document of the pack by id. */
  get(id: string): D | undefined {
    return this.documents.find((doc) => (doc as { id?: unknown }).id === id);
  }

  getDocuments(): Promise<readonly D[]> {
    return Promise.resolve(this.documents);
  }

  /** The pack's documents without the async load, for assertions. */
  documentsForTest(): readonly D[] {
    return this.documents;
  }

  /** Writes to a document of a locked compendium are refused. */
  private guard(doc: D): void {
    const update = doc.update.bind(doc);
    doc.update = (changes) =>
      this.locked ? Promise.reject(new Error(`${this.collection} is locked`)) : update(changes);
    const embedded = doc.updateEmbeddedDocuments?.bind(doc);
    if (embedded)
      doc.updateEmbeddedDocuments = (name, updates) =>
        this.locked ? Promise.reject(new Error(`${this.collection} is locked`)) : embedded(name, updates);
  }
}
