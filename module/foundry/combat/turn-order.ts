/**
 * The initiative order of a Combat, for every ruleset with turns: the rolled combatants' engine entries (the room's
 * band and tie keys, `initiativeEntry`) in joining order, the room's groups folded into one entry each, sorted by
 * the engine (`sortInitiative`). Core's `turns` follow it (documents.ts `_sortCombatants`) with a group's members
 * side by side; the round's order is core's `turns` with each group folded back into its entry.
 */
import { foldGroups, type TurnGroup } from "../../engine/core/turns/groups.ts";
import { sortInitiative, type InitiativeEntry } from "../../engine/core/turns/initiative.ts";
import { roomOf } from "./rooms.ts";

function entryOf(combatant: Combatant.Implementation, round: number): InitiativeEntry | undefined {
  const { id, initiative } = combatant;
  if (!id || initiative === null) return undefined;
  return roomOf(combatant)?.initiativeEntry?.(combatant, initiative, round) ?? { id, total: initiative };
}

/** The round an order is worked out for when none is named: the combat's round, or its first before it starts. */
function roundOfCombat(combat: Combat.Implementation): number {
  return Math.max(combat.round, 1);
}

/** The room's groups now (only members still in the combat count). */
export function currentGroups(combat: Combat.Implementation): readonly TurnGroup[] {
  return roomOf(combat)?.turnGroups?.of(combat) ?? [];
}

/**
 * Position of each rolled combatant in the engine's order of `round` (a room's bands may hold for one round only), a
 * group's members together at the group's place in member order. Unrolled combatants have none: core puts them last.
 */
export function initiativeRanks(
  combat: Combat.Implementation,
  round = roundOfCombat(combat),
): ReadonlyMap<string, number> {
  const grouping = roomOf(combat)?.turnGroups;
  const groups = grouping?.of(combat) ?? [];
  const entries = combat.combatants.contents.flatMap((c) => entryOf(c, round) ?? []);
  const folded = grouping
    ? foldGroups(entries, groups, (g, members) => ({ ...grouping.entry(g, members), id: g.id }))
    : entries;
  const rolled = new Set(entries.map((e) => e.id));
  const order = sortInitiative(folded).flatMap(
    (id) => groups.find((g) => g.id === id)?.members.filter((m) => rolled.has(m)) ?? [id],
  );
  return new Map(order.map((id, index) => [id, index]));
}

/** The ids of core's `turns` with each of `groups` folded into its id, at its first member's place. */
export function foldedTurnIds(combat: Combat.Implementation, groups: readonly TurnGroup[]): readonly string[] {
  const ids = combat.turns.flatMap((c) => (c.id ? [{ id: c.id }] : []));
  return foldGroups(ids, groups, (group) => ({ id: group.id })).map((e) => e.id);
}

/**
 * The ids of the order of round `round` with each of `groups` folded into its id: core's `turns` sorted by that
 * round's ranks (a round about to begin is ordered before core's `round` moves to it), unrolled combatants last in
 * core's order.
 */
export function roundOrder(
  combat: Combat.Implementation,
  groups: readonly TurnGroup[],
  round: number,
): readonly string[] {
  const ranks = initiativeRanks(combat, round);
  const rank = (id: string) => ranks.get(id) ?? Number.POSITIVE_INFINITY;
  const ids = combat.turns.flatMap((c) => (c.id ? [{ id: c.id }] : [])).sort((a, b) => rank(a.id) - rank(b.id));
  return foldGroups(ids, groups, (group) => ({ id: group.id })).map((e) => e.id);
}

/** Index in core's `turns` of the combatant whose turn `id` is (a group's first member there), or null. */
export function turnIndexOf(
  combat: Combat.Implementation,
  groups: readonly TurnGroup[],
  id: string | undefined,
): number | null {
  if (id === undefined) return null;
  const members = groups.find((g) => g.id === id)?.members ?? [id];
  const index = combat.turns.findIndex((c) => c.id !== null && members.includes(c.id));
  return index < 0 ? null : index;
}
