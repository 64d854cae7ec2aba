/**
 * Reading a data model's schema as data: its leaf fields with their paths (what the fuzzer corrupts) and the field
 * behind a failure path (so a validation error can be checked to name a real field).
 */
import { ArrayField, SchemaField, type DataField } from "../../support/fake-foundry/fields.ts";

export type Path = readonly string[];

export interface Leaf {
  readonly path: Path;
  readonly field: DataField;
}

/** Every non-schema field under `schema` (arrays and objects are leaves: they are set and checked whole). */
export function leavesOf(schema: SchemaField, prefix: Path = []): Leaf[] {
  return Object.entries(schema.fields).flatMap(([name, field]) =>
    field instanceof SchemaField ? leavesOf(field, [...prefix, name]) : [{ path: [...prefix, name], field }],
  );
}

/** Every schema (object) path, the root included: where unknown keys can be slipped in. */
export function objectPathsOf(schema: SchemaField, prefix: Path = []): Path[] {
  return [
    prefix,
    ...Object.entries(schema.fields).flatMap(([name, field]) =>
      field instanceof SchemaField ? objectPathsOf(field, [...prefix, name]) : [],
    ),
  ];
}

/** The field a dotted failure path names (`abilities.strength`, `weaknesses.0`), or undefined when none does. */
export function fieldAt(schema: SchemaField, dotted: string): DataField | undefined {
  let field: DataField = schema;
  for (const segment of dotted.split(".")) {
    if (field instanceof SchemaField) {
      const child = field.fields[segment];
      if (!child) return undefined;
      field = child;
    } else if (field instanceof ArrayField && /^\d+$/.test(segment)) field = field.element;
    else return undefined;
  }
  return field;
}

type Source = Record<string, unknown>;

export function isSource(value: unknown): value is Source {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function getPath(source: unknown, path: Path): unknown {
  let node = source;
  for (const key of path) {
    if (!isSource(node)) return undefined;
    node = node[key];
  }
  return node;
}

/** Sets a value in place; false (and nothing changed) when an object on the way is missing or not an object. */
export function setPath(source: Source, path: Path, value: unknown): boolean {
  const parent = getPath(source, path.slice(0, -1));
  const key = path.at(-1);
  if (!isSource(parent) || key === undefined) return false;
  if (value === undefined) Reflect.deleteProperty(parent, key);
  else parent[key] = value;
  return true;
}
