/**
 * The `energy` sheet's form data before it is saved (the sheet's `_processFormData`):
 * - Weaknesses and Resistances are typed as one line each, damage types separated by commas, and saved as lists
 *   ("You can't have multiple Weaknesses or multiple Resistances to the same thing": each type once).
 * - A new Size fills Inherent Evasion from the Size Chart ("Inherent Evasion … is based off the creature's Race and
 *   Size … 8 for Medium creatures and 9 for Small creatures"; "Players use the Size Chart to determine their
 *   character's Inherent Evasion"), unless the same change types an Inherent Evasion of its own (the Race's).
 * Pure: the stored values it compares with are passed in.
 */
import { SIZE_CATEGORIES } from "../../../../engine/rulesets/energy/creature.ts";
import { sizeChartRow } from "../../../../engine/rulesets/energy/tables/size.ts";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const DAMAGE_TYPE_LISTS = ["weaknesses", "resistances"] as const;

/** "fire, Cold , fire" → ["fire", "Cold"]: trimmed, blanks dropped, each once. */
export function damageTypeList(text: string): string[] {
  return [...new Set(text.split(",").map((t) => t.trim()))].filter((t) => t !== "");
}

/** The line a list is typed as. */
export function damageTypeText(list: readonly string[]): string {
  return list.join(", ");
}

export interface StoredForForm {
  readonly size: string;
  readonly inherentEvasion: number;
}

function inherentEvasionFor(system: Record<string, unknown>, stored: StoredForForm): number | undefined {
  const size = SIZE_CATEGORIES.find((s) => s === system["size"]);
  if (!size || size === stored.size) return undefined;
  const inherent = system["inherent"];
  const typed = isRecord(inherent) ? inherent["evasion"] : undefined;
  if (typed !== undefined && typed !== stored.inherentEvasion) return undefined;
  return sizeChartRow(size)?.inherentEvasion;
}

export function energyFormData(data: object, stored: StoredForForm): object {
  const system = isRecord(data) ? data["system"] : undefined;
  if (!isRecord(system)) return data;
  const next: Record<string, unknown> = { ...system };
  for (const list of DAMAGE_TYPE_LISTS) {
    const text = system[list];
    if (typeof text === "string") next[list] = damageTypeList(text);
  }
  const evasion = inherentEvasionFor(system, stored);
  if (evasion !== undefined) {
    const inherent = isRecord(system["inherent"]) ? system["inherent"] : {};
    next["inherent"] = { ...inherent, evasion };
  }
  return { ...data, system: next };
}
