import type { BoundaryEvent } from "../../../core/turns/boundary.ts";
import { expandGroupEvents, foldGroups, type TurnGroup } from "../../../core/turns/groups.ts";
import type { InitiativeFacts } from "./initiative.ts";

/**
 * Unions (seed 002): "Two or more allies can decide to act as a union at the start of a round. All creatures of a
 * union have their turn at the same time and can alternate their actions and movement. The Initiative of a union is
 * equal to the sum of the Initiative of all participating creatures divided by the number of those creatures. … Any
 * effect that allows a creature to act first in a round is ignored unless all creatures in a union have such an
 * effect. If any creature in a union suffers from an effect that forces them to act last in a round, the entire union
 * is forced to act last."
 * A union is one entry in the order (its id names the group); its turn events are every member's turn events.
 * The average is kept exact ((26 + 31) / 2 = 28.5): nothing in the seed rounds it.
 */
export type Union = TurnGroup;

export type UnionProblem =
  | { readonly code: "tooSmall"; readonly union: string }
  | { readonly code: "unknownMember"; readonly union: string; readonly member: string }
  | { readonly code: "twice"; readonly member: string }
  | { readonly code: "idTaken"; readonly union: string };

/** Problems with a round's unions: fewer than two members, a member not in combat or in two unions, an id clash. */
export function unionProblems(unions: readonly Union[], combatants: readonly string[]): readonly UnionProblem[] {
  const problems: UnionProblem[] = [];
  const seen = new Set<string>();
  for (const u of unions) {
    if (combatants.includes(u.id)) problems.push({ code: "idTaken", union: u.id });
    if (new Set(u.members).size < 2) problems.push({ code: "tooSmall", union: u.id });
    for (const m of new Set(u.members)) {
      if (!combatants.includes(m)) problems.push({ code: "unknownMember", union: u.id, member: m });
      if (seen.has(m)) problems.push({ code: "twice", member: m });
      seen.add(m);
    }
  }
  return problems;
}

/** The union's own facts from its members'. A surprised member holds the whole union back, like act-last. */
export function unionFacts(union: Union, members: readonly InitiativeFacts[]): InitiativeFacts {
  const mine = members.filter((m) => union.members.includes(m.id));
  const score = mine.length === 0 ? 0 : mine.reduce((sum, m) => sum + m.score, 0) / mine.length;
  return {
    id: union.id,
    score,
    actFirst: mine.length > 0 && mine.every((m) => m.actFirst === true),
    actLast: mine.some((m) => m.actLast === true),
    surprised: mine.some((m) => m.surprised === true),
  };
}

/** Replace the members of each union by the union, at the place of its first member (join order is kept). */
export function foldUnions(facts: readonly InitiativeFacts[], unions: readonly Union[]): readonly InitiativeFacts[] {
  return foldGroups(facts, unions, unionFacts);
}

/** A union's turn events become every member's (same kind, same round, member order); other events pass. */
export function expandUnionEvents(
  events: readonly BoundaryEvent[],
  unions: readonly Union[],
): readonly BoundaryEvent[] {
  return expandGroupEvents(events, unions);
}
