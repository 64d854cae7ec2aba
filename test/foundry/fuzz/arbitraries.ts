/**
 * fast-check arbitraries for document corruption. A case is a base source (a type's default or a pack document)
 * plus a short list of operations, kept as plain data so a failing case prints, shrinks and replays from its seed.
 */
import fc from "fast-check";
import {
  ArrayField,
  BooleanField,
  NumberField,
  ObjectField,
  SetField,
  StringField,
  type DataField,
  type SchemaField,
} from "../../support/fake-foundry/fields.ts";
import { leavesOf, objectPathsOf, type Path } from "./schema-walk.ts";

export type Op =
  /** A value of the wrong type (or null, or a missing field when `value` is undefined). */
  | { readonly kind: "junk"; readonly path: Path; readonly value: unknown }
  /** A number out of range or not finite. */
  | { readonly kind: "number"; readonly path: Path; readonly value: number }
  | { readonly kind: "unknownKey"; readonly path: Path; readonly value: unknown }
  | { readonly kind: "hugeString"; readonly path: Path; readonly value: string }
  /** A value the field accepts as it is: it must survive cleaning unchanged. */
  | { readonly kind: "valid"; readonly path: Path; readonly value: unknown };

const BAD_NUMBERS = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER - 2,
  -0,
  1e21,
  -1,
  -1000,
  0.5,
  2.5,
  1e-9,
];

/** JSON-ish junk plus the values JSON cannot hold; never functions (sources are structured-cloned). */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.string({ maxLength: 12 }),
  fc.constantFrom("", " ", "12", "1e3", "NaN", "Infinity", "true", "[object Object]"),
  fc.constantFrom(...BAD_NUMBERS),
  fc.integer(),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 }), fc.constant(null)), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxKeys: 3 }),
);

const id = fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,11}$/);

/** Values the field validates as they are (strings without edge whitespace, which cleaning would trim). */
export function validValue(field: DataField): fc.Arbitrary<unknown> {
  const nullable = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | null> =>
    field.nullable ? fc.oneof(arb, fc.constant(null)) : arb;
  if (field instanceof NumberField) {
    const { min = -1000, max = 1000, integer } = field.options;
    return nullable(integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true }));
  }
  if (field instanceof StringField) {
    const choices = field.choices;
    if (choices) return nullable(fc.constantFrom(...choices));
    return nullable(field.options.blank === false ? id : fc.oneof(fc.constant(""), id, fc.constant("<p>Notes</p>")));
  }
  if (field instanceof BooleanField) return fc.boolean();
  if (field instanceof SetField) return fc.uniqueArray(validValue(field.element), { maxLength: 4 });
  if (field instanceof ArrayField) return fc.array(validValue(field.element), { maxLength: 4 });
  if (field instanceof ObjectField) return nullable(fc.dictionary(id, fc.integer(), { maxKeys: 3 }));
  return fc.constant(undefined);
}

/** One corruption of one of the schema's fields. */
export function opArbitrary(schema: SchemaField): fc.Arbitrary<Op> {
  const leaves = leavesOf(schema);
  const numbers = leaves.filter((l) => l.field instanceof NumberField);
  const strings = leaves.filter((l) => l.field instanceof StringField);
  const objects = objectPathsOf(schema);
  const leaf = fc.constantFrom(...leaves);
  const arbs: fc.Arbitrary<Op>[] = [
    fc.record({ kind: fc.constant("junk" as const), path: leaf.map((l) => l.path), value: junk }),
    fc.record({
      kind: fc.constant("unknownKey" as const),
      path: fc
        .tuple(fc.constantFrom(...objects), fc.constantFrom("_old", "hp", "dv", "__junk", "constructor"))
        .map(([at, key]) => [...at, key]),
      value: junk,
    }),
    leaf.chain((l) =>
      fc.record({ kind: fc.constant("valid" as const), path: fc.constant(l.path), value: validValue(l.field) }),
    ),
  ];
  if (numbers.length > 0) {
    arbs.push(
      fc.record({
        kind: fc.constant("number" as const),
        path: fc.constantFrom(...numbers).map((l) => l.path),
        value: fc.oneof(fc.constantFrom(...BAD_NUMBERS), fc.double()),
      }),
    );
  }
  if (strings.length > 0) {
    arbs.push(
      fc.record({
        kind: fc.constant("hugeString" as const),
        path: fc.constantFrom(...strings).map((l) => l.path),
        value: fc.constantFrom(
          "x".repeat(200_000),
          ` ${"word ".repeat(30_000)}`,
          "\u0000".repeat(1000),
          "🜲".repeat(50_000),
        ),
      }),
    );
  }
  return fc.oneof(...arbs);
}
