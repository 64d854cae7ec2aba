/**
 * The 0.0.x shapes the numbered migrations repair, produced from a current source: the fuzzer writes them and then
 * expects `migrateData` to bring every valid value back to its current place.
 */
import { isSource, type Path } from "./schema-walk.ts";

type Source = Record<string, unknown>;

export interface OldShape {
  /** The old-shaped copy and the values expected back after migration, or null when the source has nothing to move. */
  readonly apply: (source: Source) => { readonly source: Source; readonly expected: [Path, unknown][] } | null;
}

/** Migration 0001: `damageValue` was `dv`. */
const damageValueAsDv: OldShape = {
  apply: (source) => {
    if (!("damageValue" in source)) return null;
    const { damageValue, ...rest } = source;
    return { source: { ...rest, dv: damageValue }, expected: [[["damageValue"], damageValue]] };
  },
};

const plainIds = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === "string" && v !== "" && v === v.trim() && !v.includes(","));

/** Migration 0002: Weaknesses and Resistances were comma-separated strings (a repeated id is the same id). */
const idListsAsText: OldShape = {
  apply: (source) => {
    const keys = (["weaknesses", "resistances"] as const).filter((k) => plainIds(source[k]));
    if (keys.length === 0) return null;
    const out: Source = { ...source };
    const expected: [Path, unknown][] = [];
    for (const key of keys) {
      const ids = source[key] as string[];
      out[key] = ids.join(", ");
      expected.push([[key], [...new Set(ids)]]);
    }
    return { source: out, expected };
  },
};

export const OLD_SHAPES: Readonly<Record<string, OldShape>> = {
  "bonus-weapon": damageValueAsDv,
  "energy-character": idListsAsText,
  "energy-npc": idListsAsText,
};

export function oldShapeOf(type: string, source: unknown): ReturnType<OldShape["apply"]> {
  const shape = OLD_SHAPES[type];
  return shape && isSource(source) ? shape.apply(source) : null;
}
