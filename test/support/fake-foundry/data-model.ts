import { SchemaField, type DataField, type FieldFailure } from "./fields.ts";

/** Thrown when data fails its schema; the message names every failing field path, like Foundry's. */
export class DataModelValidationError extends Error {
  readonly failures: readonly FieldFailure[];
  constructor(modelName: string, failures: readonly FieldFailure[]) {
    super(`${modelName} validation errors:\n${failures.map((f) => `  ${f.path}: ${f.message}`).join("\n")}`);
    this.name = "DataModelValidationError";
    this.failures = failures;
  }
}

export interface DataModelOptions {
  parent?: unknown;
  /** Foundry's default: invalid source throws. */
  strict?: boolean;
}

type SchemaShape = Record<string, DataField>;
type Source = Record<string, unknown>;

const schemaCache = new WeakMap<object, SchemaField>();

/**
 * `foundry.abstract.DataModel` semantics the adapter relies on: construction runs `migrateData`, then cleans the
 * source against the schema (initial values, casts, unknown keys dropped), then validates (throwing when strict)
 * and exposes the cleaned values as instance properties.
 */
export class DataModel {
  readonly _source: Source;
  readonly parent: unknown;

  static defineSchema(): SchemaShape {
    return {};
  }

  static get schema(): SchemaField {
    let schema = schemaCache.get(this);
    if (!schema) {
      schema = new SchemaField(this.defineSchema());
      schemaCache.set(this, schema);
    }
    return schema;
  }

  static migrateData(source: Source): Source {
    return source;
  }

  static cleanData(source: Source): Source {
    return this.schema.clean(source) as Source;
  }

  /** Validation failures of already-cleaned data, empty when valid. */
  static validationFailures(source: Source): FieldFailure[] {
    const failures: FieldFailure[] = [];
    this.schema.validate(source, failures);
    return failures;
  }

  constructor(data: Source = {}, options: DataModelOptions = {}) {
    const ctor = this.constructor as typeof DataModel;
    this.parent = options.parent ?? null;
    // Foundry migrates the source in place and ignores the return value (the parent document's migration does), so
    // the fake does too: a `migrateData` that only returns a new object migrates nothing, as in Foundry.
    // Data that is not an object (a corrupted `system`) falls back to the defaults, as Foundry's `_initializeSource`
    // does (Foundry also logs it; the fake stays quiet so fuzzing does not flood the test output).
    const source: Source = isPlainObject(data) ? structuredClone(data) : {};
    ctor.migrateData(source);
    this._source = ctor.cleanData(source);
    const failures = ctor.validationFailures(this._source);
    if (failures.length && options.strict !== false) throw new DataModelValidationError(ctor.name, failures);
    this.initialize();
  }

  get schema(): SchemaField {
    return (this.constructor as typeof DataModel).schema;
  }

  /** Copies the cleaned source onto the instance (Foundry's `_initialize`). */
  protected initialize(): void {
    Object.assign(this, structuredClone(this._source));
  }

  toObject(): Source {
    return structuredClone(this._source);
  }

  /** Merges changes into the source, cleans and validates; throws (and changes nothing) when invalid. */
  updateSource(changes: Source): Source {
    const ctor = this.constructor as typeof DataModel;
    const merged = ctor.cleanData(deepMerge(structuredClone(this._source), changes));
    const failures = ctor.validationFailures(merged);
    if (failures.length) throw new DataModelValidationError(ctor.name, failures);
    // The source object keeps its identity (documents hold it); its contents are replaced wholesale.
    for (const key of Object.keys(this._source)) Reflect.deleteProperty(this._source, key);
    Object.assign(this._source, merged);
    this.initialize();
    return changes;
  }
}

/** `foundry.abstract.TypeDataModel`: the `system` of a sub-typed document, with preparation hooks. */
export class TypeDataModel extends DataModel {
  static LOCALIZATION_PREFIXES: string[] = [];
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}

function deepMerge(target: Source, changes: Source): Source {
  for (const [key, value] of Object.entries(changes)) {
    const current = target[key];
    if (isPlainObject(value) && isPlainObject(current)) target[key] = deepMerge(current, value);
    else target[key] = value;
  }
  return target;
}

function isPlainObject(value: unknown): value is Source {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
