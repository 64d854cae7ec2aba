import type { ConditionCatalog, ConditionDef } from "../../core/conditions/catalog.ts";
import type { Duration } from "../../core/conditions/duration.ts";
import { addCondition, type ConditionOutcome } from "../../core/conditions/mutate.ts";
import type { ConditionState } from "../../core/conditions/state.ts";

/**
 * Every condition the `contest` seed names or implies, with its mechanical effects as data. The excerpt names Prone,
 * Dazed, unconscious, surprised, a grappled foe ("prohibiting them from moving"), Disengage ("You don't provoke
 * opportunity attacks for the rest of your turn") and Brace ("Your next Defense test gains a boon"); it does not say
 * what Prone or Dazed do: Fray's effects are documented in docs/rules/contest.md.
 */
export type Edge = "boon" | "bane";

/** Which of the holder's tests a condition's boon or bane touches. */
export type EdgeScope = "allTests" | "attackTests" | "dodgeTests" | "defenseTests";

export interface EdgeEffect {
  readonly scope: EdgeScope;
  readonly edge: Edge;
}

export interface ContestConditionEffects {
  /** Surprised: "they can't take any actions or reactions"; unconscious. */
  readonly noActions?: boolean;
  readonly noReactions?: boolean;
  /** Surprised: "During this round their turn is skipped". */
  readonly skipsTurn?: boolean;
  /** Grappled: "prohibiting them from moving". */
  readonly cannotMove?: boolean;
  /** Metres of movement spent per metre moved (prone: crawling costs double). */
  readonly moveCostFactor?: number;
  /** Boons and banes on the holder's own tests. */
  readonly edges?: readonly EdgeEffect[];
  /** A boon or bane for attack tests made against the holder, by the attack's delivery. */
  readonly attackedEdge?: { readonly melee?: Edge; readonly ranged?: Edge };
  /** Disengage: moving does not provoke opportunity attacks. */
  readonly noOpportunityAttacks?: boolean;
  /** Brace: ends once a Defense test has used it. */
  readonly endsAfterDefense?: boolean;
}

export type ContestConditionDef = ConditionDef<ContestConditionEffects>;

export const CONTEST_CONDITION_IDS = [
  "surprised",
  "unconscious",
  "incapacitated",
  "prone",
  "dazed",
  "grappled",
  "disengaged",
  "braced",
] as const;
export type ContestConditionId = (typeof CONTEST_CONDITION_IDS)[number];

const def = (
  id: ContestConditionId,
  label: string,
  implies: readonly ContestConditionId[],
  effects: ContestConditionEffects,
): ContestConditionDef => ({ id, label, implies, effects });

/**
 * The catalog. Surprised and Unconscious both impose Incapacitated (no actions, no reactions, so no defense: "If they
 * do so, they automatically fail their defense test"); Incapacitated stays while either parent does.
 */
export const CONTEST_CONDITIONS: ConditionCatalog<ContestConditionEffects> &
  Readonly<Record<ContestConditionId, ContestConditionDef>> = {
  surprised: def("surprised", "Surprised", ["incapacitated"], { skipsTurn: true }),
  unconscious: def("unconscious", "Unconscious", ["incapacitated"], {}),
  incapacitated: def("incapacitated", "Incapacitated", [], { noActions: true, noReactions: true }),
  prone: def("prone", "Prone", [], {
    edges: [
      { scope: "attackTests", edge: "bane" },
      { scope: "dodgeTests", edge: "bane" },
    ],
    attackedEdge: { melee: "boon" },
    moveCostFactor: 2,
  }),
  dazed: def("dazed", "Dazed", [], { edges: [{ scope: "allTests", edge: "bane" }] }),
  grappled: def("grappled", "Grappled", [], { cannotMove: true }),
  disengaged: def("disengaged", "Disengaged", [], { noOpportunityAttacks: true }),
  braced: def("braced", "Braced", [], { edges: [{ scope: "defenseTests", edge: "boon" }], endsAfterDefense: true }),
};

/**
 * How long each condition lasts when applied directly. "ownTurnEnd": to the end of the holder's current turn
 * (Disengage, "for the rest of your turn"). Imposed Incapacitated has no duration of its own.
 */
export type ContestDuration = "permanent" | "endOfRound" | "endOfNextRound" | "ownTurnEnd";

export const CONDITION_DURATIONS: Readonly<Record<ContestConditionId, ContestDuration>> = {
  // "losing their first turn … During this round their turn is skipped": applied in round 1, ends with it.
  surprised: "endOfRound",
  // Until healed above 0 Health (damage/apply.ts ends it).
  unconscious: "permanent",
  incapacitated: "permanent",
  // Until the creature stands up (economy/move.ts).
  prone: "permanent",
  // Fray: through the rest of this round and the next, so the dazed creature always has one whole turn of it.
  dazed: "endOfNextRound",
  // Until the grappler lets go or the grapple is escaped (combat/grapple.ts).
  grappled: "permanent",
  disengaged: "ownTurnEnd",
  // "Your next Defense test": until used.
  braced: "permanent",
};

export function durationOf(id: ContestConditionId, holder: string): Duration {
  const kind = CONDITION_DURATIONS[id];
  return kind === "ownTurnEnd" ? { kind: "untilTurnEnd", holder } : { kind };
}

/** Apply a catalog condition with its `contest` duration. */
export function applyCondition(
  state: ConditionState,
  id: ContestConditionId,
  at: { readonly source: string; readonly round: number; readonly holder: string },
): ConditionOutcome {
  return addCondition(CONTEST_CONDITIONS, state, id, {
    source: at.source,
    round: at.round,
    duration: durationOf(id, at.holder),
  });
}
