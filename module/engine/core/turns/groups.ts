import { turnEvent, type BoundaryEvent } from "./boundary.ts";

/**
 * Several combatants that share one turn. The round sees one entry (the group's
 * id); every turn event of that entry becomes the same event for each member, in member order, so the economy and the
 * conditions of each member see their own turn start and end. Round events pass through.
 */
export interface TurnGroup {
  readonly id: string;
  readonly members: readonly string[];
}

export function expandGroupEvents(
  events: readonly BoundaryEvent[],
  groups: readonly TurnGroup[],
): readonly BoundaryEvent[] {
  return events.flatMap((e) => {
    if (e.kind === "roundStart" || e.kind === "roundEnd") return [e];
    const group = groups.find((g) => g.id === e.combatant);
    return group === undefined ? [e] : group.members.map((m) => turnEvent(e.kind, e.round, m));
  });
}

/** Replace each group's members by one entry, at the place of its first member; `merge` builds that entry. */
export function foldGroups<T extends { readonly id: string }>(
  entries: readonly T[],
  groups: readonly TurnGroup[],
  merge: (group: TurnGroup, members: readonly T[]) => T,
): readonly T[] {
  const out: T[] = [];
  const placed = new Set<string>();
  for (const entry of entries) {
    const group = groups.find((g) => g.members.includes(entry.id));
    if (group === undefined) out.push(entry);
    else if (!placed.has(group.id)) {
      placed.add(group.id);
      out.push(
        merge(
          group,
          entries.filter((e) => group.members.includes(e.id)),
        ),
      );
    }
  }
  return out;
}
