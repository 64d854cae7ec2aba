import { sortInitiative, type InitiativeEntry, type TieBreaker } from "../../../core/turns/initiative.ts";
import type { InitiativeStructure } from "../../../core/turns/structure.ts";
import { skillLevel, type MomentumActor, type MomentumCreature } from "../creature.ts";
import { conditionWith } from "../status.ts";
import type { SkillId } from "../tables/skills.ts";

/**
 * Turns and Initiative (seed 002):
 * - "The creature with the highest Initiative goes first … If two creatures have the same Initiative, the GM decides
 *   who goes first." (a GM order breaks ties; without one, the order combatants joined);
 * - "Your Instinct Stat times two plus your Athletics, Quick Fingers, Analysis, Grace, and Improvisation Skill Levels
 *   determine your Initiative. The Initiative of objects is always 0.";
 * - "Initiative is determined at the beginning of a round. Any effects that alter your Initiative value only change
 *   the turn order in the next round" — the order is worked out again at every round start from the scores then;
 * - "Any Participant can hold their turn and take it later in a round" (core turns/holds.ts).
 * Act-first and act-last effects and surprise are ordering bands: act-first above everyone, act-last below, the
 * surprised of round 1 below them all ("they act at the end of the first round instead of using their normal
 * initiative").
 */
export const MOMENTUM_TURN_STRUCTURE: InitiativeStructure = {
  kind: "initiative",
  reroll: "eachRound",
  shifts: "nextRound",
  holds: "hold",
};

export const INITIATIVE_SKILLS: readonly SkillId[] = [
  "athletics",
  "quickFingers",
  "analysis",
  "grace",
  "improvisation",
];
export const INSTINCT_FACTOR = 2;

export function initiativeScore(creature: MomentumCreature): number {
  if (creature.kind === "object") return 0;
  const skills = INITIATIVE_SKILLS.reduce((sum, s) => sum + skillLevel(creature, s), 0);
  return creature.stats.instinct * INSTINCT_FACTOR + skills;
}

export const BANDS = { actFirst: 1, normal: 0, actLast: -1, surprised: -2 } as const;

/** One combatant (or union) as the order sees it this round. */
export interface InitiativeFacts {
  readonly id: string;
  readonly score: number;
  /** An effect "allows a creature to act first in a round". */
  readonly actFirst?: boolean;
  /** An effect "forces them to act last in a round". */
  readonly actLast?: boolean;
  /** Surprised by the combat (round 1 only). */
  readonly surprised?: boolean;
}

/**
 * A combatant's facts from its creature and conditions: the Initiative score, Surprised from the condition
 * (turns/surprise.ts), and act-first and act-last from the Acting First and Acting Last markers ("Any effect that
 * allows a creature to act first in a round", "an effect that forces them to act last in a round"); the features
 * that grant them are not in the excerpt, so a caller may also pass them.
 */
export function initiativeFacts(
  id: string,
  actor: MomentumActor,
  features: { readonly actFirst?: boolean; readonly actLast?: boolean } = {},
): InitiativeFacts {
  const surprised = conditionWith(actor, "actsAtRoundEnd") !== undefined;
  const actFirst = features.actFirst === true || conditionWith(actor, "actsFirst") !== undefined;
  const actLast = features.actLast === true || conditionWith(actor, "actsLast") !== undefined;
  return {
    id,
    score: initiativeScore(actor.creature),
    ...(actFirst ? { actFirst } : {}),
    ...(actLast ? { actLast } : {}),
    surprised,
  };
}

/** Ordering band: surprise (round 1) beats act-last, which beats act-first (a creature forced to act last does). */
export function bandFor(facts: InitiativeFacts, round: number): number {
  if (facts.surprised === true && round === 1) return BANDS.surprised;
  if (facts.actLast === true) return BANDS.actLast;
  if (facts.actFirst === true) return BANDS.actFirst;
  return BANDS.normal;
}

export function initiativeEntry(facts: InitiativeFacts, round: number): InitiativeEntry {
  return { id: facts.id, total: facts.score, band: bandFor(facts, round) };
}

/** "the GM decides who goes first": earlier in `gmOrder` goes first; ids not in it fall through to join order. */
export function gmTieBreaker(gmOrder: readonly string[]): TieBreaker {
  const rank = (id: string): number => {
    const i = gmOrder.indexOf(id);
    return i < 0 ? Number.POSITIVE_INFINITY : i;
  };
  return (a, b) => {
    const ra = rank(a.id);
    const rb = rank(b.id);
    return ra === rb ? 0 : ra < rb ? -1 : 1;
  };
}

/** The acting order of a round, first to last; `facts` in join order (unions already folded: turns/unions.ts). */
export function momentumOrder(
  facts: readonly InitiativeFacts[],
  round: number,
  gmOrder: readonly string[] = [],
): readonly string[] {
  return sortInitiative(
    facts.map((f) => initiativeEntry(f, round)),
    gmTieBreaker(gmOrder),
  );
}
