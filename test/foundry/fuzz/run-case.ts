/**
 * One fuzz case through the data model and derivation. It ends in exactly one outcome — rejected with a validation
 * error naming a real field, repaired by `migrateData`, or valid — and throws (failing the property) on anything
 * else: an exception that is not a validation error, a non-finite number in prepared data, a valid value dropped
 * or changed by cleaning, a foreign item removed from its actor.
 */
import { isDeepStrictEqual } from "node:util";
import { DataModelValidationError, type TypeDataModel } from "../../support/fake-foundry/data-model.ts";
import { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { fieldAt, getPath, isSource, leavesOf, objectPathsOf, type Path } from "./schema-walk.ts";

type Source = Record<string, unknown>;

/**
 * (a) `rejected`: a validation error naming the field; (b) `migrated`: `migrateData` repaired an old shape and the
 * result is valid; (c) valid data, counted apart as `cleaned` when Foundry's cleaning had to cast, clamp, default or
 * drop something that was given (junk in, defaults out), and `valid` when the data was valid as written.
 */
export type Outcome = "rejected" | "migrated" | "cleaned" | "valid";

export interface TypeUnderTest {
  readonly type: string;
  readonly documentName: "Actor" | "Item";
  readonly Model: typeof TypeDataModel;
  /** The actor an item case is embedded in for derivation (its ruleset's character). */
  readonly hostActorType: string;
  /** An item of the other ruleset, for the wrong-ruleset embedded item cases. */
  readonly foreignItem: Source;
}

export interface PreparedCase {
  /** The corrupted `system`; usually an object, sometimes not one at all. */
  readonly source: unknown;
  readonly items: readonly Source[];
  /** Values an old shape moved, expected back at their current path after migration (when valid there). */
  readonly expected: readonly [Path, unknown][];
  readonly foreign: boolean;
}

/** Cleaning may trim strings and turn -0 into 0; anything else is a change. */
function same(input: unknown, output: unknown): boolean {
  if (typeof input === "string") return input.trim() === output;
  if (typeof input === "number") return input === output;
  if (Array.isArray(input))
    return Array.isArray(output) && input.length === output.length && input.every((v, i) => same(v, output[i]));
  if (typeof input === "object" && input !== null) return isDeepStrictEqual(input, output);
  return input === output;
}

function isValidAt(Model: typeof TypeDataModel, path: Path, value: unknown): boolean {
  const field = fieldAt(Model.schema, path.join("."));
  if (!field || value === undefined) return false;
  const failures: { path: string; message: string }[] = [];
  field.validate(value, failures);
  return failures.length === 0;
}

function expectNamedFailures(Model: typeof TypeDataModel, error: DataModelValidationError): void {
  if (error.failures.length === 0) throw new Error("validation error without a failing field");
  for (const failure of error.failures) {
    if (!fieldAt(Model.schema, failure.path)) throw new Error(`validation failure names no field: "${failure.path}"`);
  }
}

/** Every valid input value (after migration) is in the cleaned source unchanged. */
function expectValidValuesKept(t: TypeUnderTest, migrated: unknown, cleaned: Source, c: PreparedCase): void {
  for (const { path } of leavesOf(t.Model.schema)) {
    const input = getPath(migrated, path);
    if (isValidAt(t.Model, path, input) && !same(input, getPath(cleaned, path)))
      throw new Error(
        `valid ${path.join(".")} = ${JSON.stringify(input)} became ${JSON.stringify(getPath(cleaned, path))}`,
      );
  }
  for (const [path, value] of c.expected) {
    if (isValidAt(t.Model, path, value) && !same(value, getPath(cleaned, path)))
      throw new Error(`old-shape ${path.join(".")} = ${JSON.stringify(value)} was not migrated back`);
  }
}

/** Did cleaning change a given value, or drop a key the schema does not have? */
function wasCleaned(t: TypeUnderTest, migrated: unknown, cleaned: Source): boolean {
  if (!isSource(migrated)) return true;
  const changed = leavesOf(t.Model.schema).some(({ path }) => {
    const input = getPath(migrated, path);
    return input !== undefined && !same(input, getPath(cleaned, path));
  });
  return (
    changed ||
    objectPathsOf(t.Model.schema).some((path) => {
      const input = getPath(migrated, path);
      const output = getPath(cleaned, path);
      return isSource(input) && isSource(output) && Object.keys(input).some((key) => !(key in output));
    })
  );
}

/** Throws on the first non-finite number anywhere under `value`. */
export function expectFinite(value: unknown, where: string, seen = new Set<unknown>()): void {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`${where} is ${String(value)}`);
    return;
  }
  if (typeof value !== "object" || value === null || seen.has(value)) return;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) expectFinite(child, `${where}.${key}`, seen);
}

/** Builds the actor that holds the case (itself, or a host for an item) and checks its prepared data. */
function expectDerivation(t: TypeUnderTest, c: PreparedCase): void {
  const system = structuredClone(c.source);
  const foreign = c.foreign ? [{ _id: "foreign000000000", name: "Foreign", ...t.foreignItem }] : [];
  const actorData =
    t.documentName === "Actor"
      ? { name: "Fuzzed", type: t.type, system, items: [...c.items, ...foreign] }
      : {
          name: "Host",
          type: t.hostActorType,
          system: {},
          items: [{ _id: "fuzzed0000000000", name: "Fuzzed", type: t.type, system }, ...foreign],
        };
  const actor = new FakeActor(actorData);
  if (actor.items.size !== actorData.items.length) throw new Error("an embedded item was dropped");
  // The prepared values: every schema key as initialised (tracks' max rewritten by preparation) and `derived`.
  const keys = [...Object.keys(t.Model.schema.fields), "derived"];
  const prepared = Object.fromEntries(keys.map((k) => [k, Reflect.get(actor.system, k) as unknown]));
  expectFinite(prepared, `${actor.type}.system`);
}

export function runCase(t: TypeUnderTest, c: PreparedCase): Outcome {
  // Called directly (Foundry wraps it to log and go on): an exception from our `migrateData` fails the case.
  const migrated = structuredClone(c.source);
  t.Model.migrateData(migrated as Source);
  let model: TypeDataModel;
  try {
    model = new t.Model(structuredClone(c.source) as Source);
  } catch (error) {
    if (!(error instanceof DataModelValidationError)) throw error;
    expectNamedFailures(t.Model, error);
    return "rejected";
  }
  const cleaned = model.toObject();
  expectValidValuesKept(t, migrated, cleaned, c);
  expectDerivation(t, c);
  // Compared with a clone, not the case itself: generated objects may lack a prototype, which cloning adds.
  if (!isDeepStrictEqual(migrated, structuredClone(c.source))) return "migrated";
  return wasCleaned(t, migrated, cleaned) ? "cleaned" : "valid";
}
