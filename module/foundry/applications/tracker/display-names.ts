/**
 * The names the tracker shows: a name several combatants share is numbered in joining order ("Goblin 1",
 * "Goblin 2"), so the table can say which goblin; display only, no document is renamed. Pure: the caller passes the
 * combatants this viewer sees (a player's numbers must not count the GM's hidden goblins).
 */
import type { Localizer } from "../parts/resource-bar.ts";
import { trackerText } from "./labels.ts";

export interface NamedEntry {
  readonly id: string;
  readonly name: string;
}

/** Combatant id → the name to show, for every entry given (unique names as they are). */
export function numberedNames(i18n: Localizer, entries: readonly NamedEntry[]): ReadonlyMap<string, string> {
  const counts = new Map<string, number>();
  for (const { name } of entries) counts.set(name, (counts.get(name) ?? 0) + 1);
  const seen = new Map<string, number>();
  return new Map(
    entries.map(({ id, name }) => {
      if ((counts.get(name) ?? 0) < 2) return [id, name];
      const number = (seen.get(name) ?? 0) + 1;
      seen.set(name, number);
      return [id, trackerText(i18n, "numbered", { name, number })];
    }),
  );
}
