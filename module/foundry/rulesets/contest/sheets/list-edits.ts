/**
 * The list fields a `contest` sheet edits in place (Fighting Styles, resistances, vulnerabilities): what the add and
 * remove buttons write, and the form's submitted data put back into lists. Foundry's form data names a list entry's
 * field `system.styles.0.gear`, so a submit expands each list into an object keyed by index; a style's gear is one
 * comma-separated line. Pure: the sheet class hands in and writes out plain objects.
 */
import { STYLE_MAX_GEAR } from "../../../../engine/rulesets/contest/tables/styles.ts";
import type { AffinitySource, StyleSource } from "../sources.ts";

export const GEAR_SEPARATOR = ", ";

export const EDITABLE_LISTS = ["styles", "resistances", "vulnerabilities"] as const;
export type EditableList = (typeof EDITABLE_LISTS)[number];

export function isEditableList(value: string | undefined): value is EditableList {
  return (EDITABLE_LISTS as readonly (string | undefined)[]).includes(value);
}

interface Lists {
  readonly styles: readonly StyleSource[];
  readonly resistances: readonly AffinitySource[];
  readonly vulnerabilities: readonly AffinitySource[];
}

/** A new entry: a style named by the sheet's words with no gear yet, or a 1-point fire affinity to edit. */
function fresh(list: EditableList, styleName: string): StyleSource | AffinitySource {
  return list === "styles" ? { name: styleName, rank: 0, gear: [] } : { against: "fire", value: 1, source: "" };
}

/** The update that appends a new entry to `list`. */
export function addedEntry(stored: Lists, list: EditableList, styleName: string): Record<string, unknown> {
  return { [`system.${list}`]: [...stored[list], fresh(list, styleName)] };
}

/** The update that removes entry `index` of `list`; null when there is no such entry. */
export function removedEntry(stored: Lists, list: EditableList, index: number): Record<string, unknown> | null {
  const entries: readonly unknown[] = stored[list];
  if (!Number.isInteger(index) || index < 0 || index >= entries.length) return null;
  return { [`system.${list}`]: entries.filter((_, i) => i !== index) };
}

/** "Longsword, shield,, Full Armor" → ["Longsword", "shield", "Full Armor"]: at most the ten a style may list. */
export function gearList(line: string): string[] {
  const pieces = line
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p !== "");
  return [...new Set(pieces)].slice(0, STYLE_MAX_GEAR);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An expanded list (`{ "0": {...}, "1": {...} }`) back in index order. */
function entriesOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (!isRecord(value)) return [];
  return Object.keys(value)
    .filter((k) => /^\d+$/.test(k))
    .sort((a, b) => Number(a) - Number(b))
    .map((k) => value[k]);
}

/**
 * The submitted form data with its lists as lists and each style's gear line split; anything else as it came. Only
 * the lists the form sent are touched (a play-mode submit sends none).
 */
export function listsFromForm(data: object): object {
  const system = isRecord(data) ? data["system"] : undefined;
  if (!isRecord(system)) return data;
  const lists: Record<string, unknown[]> = {};
  for (const list of EDITABLE_LISTS) {
    if (!(list in system)) continue;
    const entries = entriesOf(system[list]);
    lists[list] =
      list === "styles"
        ? entries.map((e) => (isRecord(e) && typeof e["gear"] === "string" ? { ...e, gear: gearList(e["gear"]) } : e))
        : entries;
  }
  return { ...data, system: { ...system, ...lists } };
}
