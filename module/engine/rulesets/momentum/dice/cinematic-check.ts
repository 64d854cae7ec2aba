import type { DiceRequest } from "../../../core/dice/request.ts";
import type { MomentumActor } from "../creature.ts";
import { COOPERATIVE_CHECK_EDGE, cooperativeSucceeds, type CooperativeCheck } from "../economy/cinematic.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import type { SkillId } from "../tables/skills.ts";
import { checkEdges, checkRequest } from "./check.ts";

/**
 * A Skill Check against a number (seed 002): "you must then make a Skill Check determined by the GM" (the Cinematic
 * Action or Reaction), "a Raw Force Check against 11", "a Street Smarts Check against 10". The skill and the number are
 * the GM's; the check adds what the creature has (dice/check.ts) and the edges of its conditions (Poisoned,
 * Frightened). In a Cooperative Cinematic Action "everyone has to make a Skill Check. It does not have to be the same
 * Skill Check, and they make it with advantage."
 */
export interface SkillCheckInput {
  readonly actor: MomentumActor;
  readonly skill: SkillId;
  readonly difficulty: number;
  /** One of a Cooperative Cinematic Action's participants. */
  readonly cooperative?: boolean;
}

/** The lowest and highest number a check is made against (the seed's examples run from 8 to 18). */
export const SKILL_CHECK_DIFFICULTY = { min: 1, max: 40, initial: 10 } as const;

export function isCheckDifficulty(value: number): boolean {
  return Number.isInteger(value) && value >= SKILL_CHECK_DIFFICULTY.min && value <= SKILL_CHECK_DIFFICULTY.max;
}

export function skillCheckRequest(
  input: SkillCheckInput,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): DiceRequest {
  const edges = [...checkEdges(input.actor), ...(input.cooperative === true ? [COOPERATIVE_CHECK_EDGE] : [])];
  return checkRequest(
    { creature: input.actor.creature, skill: input.skill, difficulty: input.difficulty, edges },
    options,
  );
}

/** A Cooperative Cinematic Action's participants' checks, each rolled or not yet. */
export type CooperativeStanding = readonly (CooperativeCheck | undefined)[];

/**
 * Where a Cooperative Cinematic Action stands: "The participants succeed in their Cooperative Cinematic Action if
 * everybody succeeds on their Skill Check. A failure on the Skill Check of one participant can be compensated by a
 * critical success of another participant." Undecided until every participant has rolled.
 */
export function cooperativeVerdict(checks: CooperativeStanding): "succeeds" | "fails" | "waiting" {
  const rolled = checks.filter((c): c is CooperativeCheck => c !== undefined);
  if (rolled.length < checks.length) return "waiting";
  return cooperativeSucceeds(rolled) ? "succeeds" : "fails";
}
