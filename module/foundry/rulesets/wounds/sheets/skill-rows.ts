/**
 * The skill list's edits the sheet's buttons make: a new blank row (it counts nothing until named, sources.ts), or a
 * row taken out. Foundry stores an ArrayField whole, so each edit writes the whole list.
 */
import type { SkillEntry } from "../sources.ts";

export function withSkillAdded(rows: readonly SkillEntry[]): SkillEntry[] {
  return [...rows.map((r) => ({ ...r })), { skill: "", specialization: "", rank: 0 }];
}

/** An index that names no row (a stale button) leaves the list as it is. */
export function withSkillRemoved(rows: readonly SkillEntry[], index: number): SkillEntry[] {
  return rows.filter((_, i) => i !== index).map((r) => ({ ...r }));
}
