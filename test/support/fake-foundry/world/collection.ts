/**
 * World collections (`game.actors`, `game.items`, `game.messages`, `game.packs`) are Maps with a `contents` array,
 * and a world compendium that refuses writes while locked, as Foundry's server does.
 */
export class FakeCollection<T> extends Map<string, T> {
  get contents(): T[] {
    return [...this.values()];
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
