/**
 * A small, typed subset of `foundry.data.fields` with Foundry's documented semantics: `initial` values (or
 * functions) fill missing data, `clean` casts and normalises, `validate` reports a failure naming the field path.
 * Only what Fray's adapter uses; extend it when the adapter needs more, never beyond.
 */

export interface FieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  label?: string;
  hint?: string;
  validate?: (value: unknown) => boolean | undefined;
  validationError?: string;
}

/** One validation failure: the dotted path of the field and why it failed. */
export interface FieldFailure {
  readonly path: string;
  readonly message: string;
}

export abstract class DataField {
  name = "";
  fieldPath = "";
  readonly options: FieldOptions;
  readonly required: boolean;
  readonly nullable: boolean;

  constructor(options: FieldOptions = {}) {
    this.options = options;
    this.required = options.required ?? false;
    this.nullable = options.nullable ?? false;
  }

  get initial(): unknown {
    return this.options.initial;
  }

  getInitialValue(): unknown {
    const initial = this.initial;
    return typeof initial === "function" ? (initial as () => unknown)() : structuredClone(initial);
  }

  /** Cast and normalise a raw value; undefined becomes the initial value, null stays null only when nullable. */
  clean(value: unknown): unknown {
    if (value === undefined) return this.getInitialValue();
    if (value === null) return this.nullable ? null : this.getInitialValue();
    return this.cleanType(this.cast(value));
  }

  protected cast(value: unknown): unknown {
    return value;
  }

  protected cleanType(value: unknown): unknown {
    return value;
  }

  /** Collects failures for this field (and its children) into `failures`. */
  validate(value: unknown, failures: FieldFailure[]): void {
    if (value === undefined) {
      if (this.required) failures.push({ path: this.fieldPath, message: "may not be undefined" });
      return;
    }
    if (value === null) {
      if (!this.nullable) failures.push({ path: this.fieldPath, message: "may not be null" });
      return;
    }
    const typeError = this.validateType(value, failures);
    if (typeError) {
      failures.push({ path: this.fieldPath, message: typeError });
      return;
    }
    if (this.options.validate && this.options.validate(value) === false) {
      failures.push({ path: this.fieldPath, message: this.options.validationError ?? "is not a valid value" });
    }
  }

  /** Returns a message when the value has the wrong type or range, else undefined. */
  protected abstract validateType(value: unknown, failures: FieldFailure[]): string | undefined;

  /** Gives this field (and any children) its name and dotted path within the schema. */
  bind(name: string, parentPath: string): void {
    this.name = name;
    this.fieldPath = parentPath ? `${parentPath}.${name}` : name;
  }
}

export interface StringFieldOptions extends FieldOptions {
  blank?: boolean;
  trim?: boolean;
  choices?: readonly string[] | Record<string, string> | (() => readonly string[] | Record<string, string>);
}

export class StringField extends DataField {
  declare readonly options: StringFieldOptions;
  constructor(options: StringFieldOptions = {}) {
    super({ required: true, nullable: false, ...options });
  }
  override get initial(): unknown {
    if (this.options.initial !== undefined) return this.options.initial;
    return this.nullable ? null : this.options.blank === false ? undefined : "";
  }
  get choices(): readonly string[] | undefined {
    const raw = typeof this.options.choices === "function" ? this.options.choices() : this.options.choices;
    if (raw === undefined) return undefined;
    return isStringList(raw) ? raw : Object.keys(raw);
  }
  /** Like Foundry: strings are trimmed first, and a blank string where blanks are not allowed counts as missing. */
  override clean(value: unknown): unknown {
    const trimmed = typeof value === "string" && this.options.trim !== false ? value.trim() : value;
    if (trimmed === "" && this.options.blank === false) return super.clean(undefined);
    return super.clean(trimmed);
  }
  protected override cast(value: unknown): unknown {
    return typeof value === "string" ? value : String(value);
  }
  protected override validateType(value: unknown): string | undefined {
    if (typeof value !== "string") return "must be a string";
    if (value === "" && this.options.blank === false) return "may not be a blank string";
    const choices = this.choices;
    if (choices && value !== "" && !choices.includes(value)) return `${value} is not a valid choice`;
    return undefined;
  }
}

export class HTMLField extends StringField {
  constructor(options: StringFieldOptions = {}) {
    super({ blank: true, ...options });
  }
}

export interface NumberFieldOptions extends FieldOptions {
  integer?: boolean;
  min?: number;
  max?: number;
  positive?: boolean;
  choices?: readonly number[];
}

export class NumberField extends DataField {
  declare readonly options: NumberFieldOptions;
  constructor(options: NumberFieldOptions = {}) {
    super({ nullable: true, ...options });
  }
  override get initial(): unknown {
    return this.options.initial !== undefined ? this.options.initial : this.nullable ? null : undefined;
  }
  protected override cast(value: unknown): unknown {
    return typeof value === "number" ? value : Number(value);
  }
  /**
   * Like Foundry: integers are rounded and values clamped into [min, max] while cleaning — ±Infinity too (Foundry
   * compares, so Infinity becomes max); NaN fails every comparison and is left for validation to reject.
   */
  protected override cleanType(value: unknown): unknown {
    if (typeof value !== "number" || Number.isNaN(value)) return value;
    let n = this.options.integer ? Math.round(value) : value;
    if (this.options.min !== undefined) n = Math.max(n, this.options.min);
    if (this.options.max !== undefined) n = Math.min(n, this.options.max);
    return n;
  }
  protected override validateType(value: unknown): string | undefined {
    if (typeof value !== "number") return "must be a number";
    if (!Number.isFinite(value)) return "must be a finite number";
    if (this.options.integer && !Number.isInteger(value)) return "must be an integer";
    if (this.options.min !== undefined && value < this.options.min) return `must be at least ${this.options.min}`;
    if (this.options.max !== undefined && value > this.options.max) return `must be at most ${this.options.max}`;
    if (this.options.positive && value <= 0) return "must be a positive number";
    if (this.options.choices && !this.options.choices.includes(value)) return `${value} is not a valid choice`;
    return undefined;
  }
}

export class BooleanField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ required: true, nullable: false, initial: false, ...options });
  }
  /** Like Foundry: "true" is true, any other string or any object is false. */
  protected override cast(value: unknown): unknown {
    if (typeof value === "string") return value === "true";
    if (typeof value === "object") return false;
    return Boolean(value);
  }
  protected override validateType(value: unknown): string | undefined {
    return typeof value === "boolean" ? undefined : "must be a boolean";
  }
}

/** A nested object of named fields; cleaning drops unknown keys, as Foundry's schema cleaning does. */
export class SchemaField extends DataField {
  readonly fields: Readonly<Record<string, DataField>>;
  constructor(fields: Record<string, DataField>, options: FieldOptions = {}) {
    super({ required: true, nullable: false, ...options });
    this.fields = fields;
    for (const [name, field] of Object.entries(fields)) field.bind(name, "");
  }
  override get initial(): unknown {
    return this.options.initial !== undefined ? this.options.initial : {};
  }
  override bind(name: string, parentPath: string): void {
    super.bind(name, parentPath);
    for (const [child, field] of Object.entries(this.fields)) field.bind(child, this.fieldPath);
  }
  /** A missing object is built from its children's initial values, as Foundry does. */
  override getInitialValue(): unknown {
    return this.cleanType(super.getInitialValue());
  }
  /**
   * Like Foundry: a value that is not an object is cleaned as `{}` (its fields then take their initial values). An
   * array is an object to Foundry's cast, but its schema keys end up on a fresh object, so it is treated as `{}` too.
   */
  protected override cast(value: unknown): unknown {
    return typeof value === "object" && !Array.isArray(value) ? value : {};
  }
  protected override cleanType(value: unknown): unknown {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(this.fields)) out[name] = field.clean(source[name]);
    return out;
  }
  protected override validateType(value: unknown, failures: FieldFailure[]): string | undefined {
    if (typeof value !== "object" || Array.isArray(value)) return "must be an object";
    const source = value as Record<string, unknown>;
    for (const [name, field] of Object.entries(this.fields)) field.validate(source[name], failures);
    return undefined;
  }
}

export class ArrayField extends DataField {
  readonly element: DataField;
  constructor(element: DataField, options: FieldOptions = {}) {
    super({ required: true, nullable: false, initial: [], ...options });
    this.element = element;
  }
  override bind(name: string, parentPath: string): void {
    super.bind(name, parentPath);
    this.element.bind("element", this.fieldPath);
  }
  protected override cast(value: unknown): unknown {
    if (Array.isArray(value)) return value;
    if (value instanceof Set) return [...value];
    return [value];
  }
  protected override cleanType(value: unknown): unknown {
    return Array.isArray(value) ? value.map((v) => this.element.clean(v)) : value;
  }
  protected override validateType(value: unknown, failures: FieldFailure[]): string | undefined {
    if (!Array.isArray(value)) return "must be an array";
    value.forEach((v: unknown, i) => {
      const before = failures.length;
      this.element.validate(v, failures);
      for (let k = before; k < failures.length; k++) {
        const f = failures[k];
        if (f) failures[k] = { path: `${this.fieldPath}.${i}`, message: f.message };
      }
    });
    return undefined;
  }
}

/** Stored as an array of unique values (Foundry's SetField source form; Foundry exposes a Set at runtime). */
export class SetField extends ArrayField {
  protected override cleanType(value: unknown): unknown {
    const cleaned = super.cleanType(value);
    return Array.isArray(cleaned) ? [...new Set(cleaned)] : cleaned;
  }
  protected override validateType(value: unknown, failures: FieldFailure[]): string | undefined {
    const error = super.validateType(value, failures);
    if (error) return error;
    return new Set(value as unknown[]).size === (value as unknown[]).length ? undefined : "must contain unique values";
  }
}

function isStringList(value: unknown): value is readonly string[] {
  return Array.isArray(value);
}

/** Any plain object, stored as a copy (Foundry's ObjectField). */
export class ObjectField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ required: true, nullable: false, initial: {}, ...options });
  }
  protected override cleanType(value: unknown): unknown {
    return typeof value === "object" && value !== null ? structuredClone(value) : value;
  }
  protected override validateType(value: unknown): string | undefined {
    return typeof value === "object" && !Array.isArray(value) ? undefined : "must be an object";
  }
}
