import type { DiceRequest } from "../../../core/dice/request.ts";
import type { MomentumActor, MomentumCreature } from "../creature.ts";
import { checkEdges, checkParts, checkRequest } from "../dice/check.ts";
import type { EdgeSource } from "../dice/edge.ts";
import type { MomentumRefusal } from "../economy/refusal.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { CONTEST_TABLE, type ContestId, type ContestRow } from "../tables/contests.ts";
import { sizeSteps, type SizeCategory } from "../tables/size.ts";
import type { SkillId } from "../tables/skills.ts";

/**
 * Setting up the contests of the Advanced Actions (tables/contests.ts): may the action be tried at all (reach, size,
 * a free hand), which side gets advantage from size, and the two checks to roll. Resolve the two results with
 * `resolveContest` (dice/check.ts) and apply the outcome with actions/outcomes.ts.
 */
export interface ContestFacts {
  /** Distance between the two, metres. */
  readonly distanceM?: number;
  /** The actor has a free hand. */
  readonly freeHand?: boolean;
  /** Climb: "or the ability to climb without using your hands". */
  readonly climbsWithoutHands?: boolean;
}

/** Why the action cannot be tried against this target, or undefined. */
export function whyNoContest(
  row: ContestRow,
  actorSize: SizeCategory,
  targetSize: SizeCategory,
  facts: ContestFacts = {},
): MomentumRefusal | undefined {
  const steps = sizeSteps(actorSize, targetSize);
  if (row.rangeM !== undefined && (facts.distanceM ?? 0) > row.rangeM) {
    return { code: "outOfReach", message: `The target must be within ${row.rangeM} m.` };
  }
  if (row.maxSizeAbove !== undefined && steps > row.maxSizeAbove) {
    return { code: "tooLarge", message: "The target cannot be larger than one size category above your own." };
  }
  if (row.minSizeAbove !== undefined && steps < row.minSizeAbove) {
    return { code: "tooSmall", message: "The target must be at least one size category larger than you." };
  }
  const hands = facts.freeHand === true || (row.id === "climb" && facts.climbsWithoutHands === true);
  if (row.freeHand && !hands) return { code: "noFreeHand", message: "You need a free hand." };
  return undefined;
}

/** "If the target is larger than you are, they gain advantage on their check. If they are smaller, you gain an
 * advantage on your check." */
export function sizeEdges(
  row: ContestRow,
  actorSize: SizeCategory,
  targetSize: SizeCategory,
): { readonly actor: readonly EdgeSource[]; readonly target: readonly EdgeSource[] } {
  const steps = sizeSteps(actorSize, targetSize);
  if (!row.sizeEdges || steps === 0) return { actor: [], target: [] };
  return steps > 0
    ? { actor: [], target: [{ source: "Larger than the other side", edge: "advantage" }] }
    : { actor: [{ source: "Larger than the other side", edge: "advantage" }], target: [] };
}

/**
 * The allowed skill a side rolls: its highest check bonus (Stat Bonus + Skill Level), the first listed on a tie.
 * "Each side picks one of its allowed skills" (rules page decision 56), and a side picks its best (decision 101).
 */
export function bestSkill(
  creature: MomentumCreature,
  allowed: readonly SkillId[],
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): SkillId {
  const bonus = (skill: SkillId): number =>
    checkParts(creature, skill, undefined, options).reduce((sum, part) => sum + part.value, 0);
  const [first, ...rest] = allowed;
  if (first === undefined) throw new RangeError("a contest side with no skill");
  return rest.reduce((best, skill) => (bonus(skill) > bonus(best) ? skill : best), first);
}

export interface ContestSide {
  readonly actor: MomentumActor;
  readonly skill: SkillId;
}

export interface ContestRequests {
  readonly actor: DiceRequest;
  readonly target: DiceRequest;
}

export type ContestSetup =
  { readonly ok: true; readonly requests: ContestRequests } | { readonly ok: false; readonly reason: MomentumRefusal };

export function contestRequests(
  id: ContestId,
  actor: ContestSide,
  target: ContestSide,
  facts: ContestFacts = {},
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): ContestSetup {
  const row = CONTEST_TABLE[id];
  const a = actor.actor.creature;
  const t = target.actor.creature;
  const refused = whyNoContest(row, a.size, t.size, facts);
  if (refused) return { ok: false, reason: refused };
  if (!row.actorSkills.includes(actor.skill) || !row.targetSkills.includes(target.skill)) {
    return { ok: false, reason: { code: "skillNotAllowed", message: `That skill is not part of this contest.` } };
  }
  const edges = sizeEdges(row, a.size, t.size);
  return {
    ok: true,
    requests: {
      actor: checkRequest(
        { creature: a, skill: actor.skill, edges: [...edges.actor, ...checkEdges(actor.actor)] },
        options,
      ),
      target: checkRequest(
        { creature: t, skill: target.skill, edges: [...edges.target, ...checkEdges(target.actor)] },
        options,
      ),
    },
  };
}
