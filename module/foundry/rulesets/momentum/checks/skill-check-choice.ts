/**
 * A Skill Check as the sheet asks it (rules page decision 142): the skill and the number the GM named ("a Raw Force
 * Check against 11"), the sheet's − / + moving the number by one within the engine's bounds, and the two as the
 * `cinematicCheck` control's choice (`<skill>-<number>`, id-like as the relay asks), which the GM's client parses and checks again. Plain data.
 */
import {
  isCheckDifficulty,
  SKILL_CHECK_DIFFICULTY,
} from "../../../../engine/rulesets/momentum/dice/cinematic-check.ts";
import { SKILL_IDS, type SkillId } from "../../../../engine/rulesets/momentum/tables/skills.ts";

export interface AskedCheck {
  readonly skill: SkillId;
  readonly difficulty: number;
}

/** The sheet's first check: the first skill, against the engine's starting number. */
export const FIRST_CHECK: AskedCheck = { skill: SKILL_IDS[0], difficulty: SKILL_CHECK_DIFFICULTY.initial };

export function isSkillId(value: string | undefined): value is SkillId {
  return (SKILL_IDS as readonly (string | undefined)[]).includes(value);
}

/** The number moved by `delta` within the bounds. */
export function steppedDifficulty(difficulty: number, delta: number): number {
  return Math.min(SKILL_CHECK_DIFFICULTY.max, Math.max(SKILL_CHECK_DIFFICULTY.min, difficulty + delta));
}

export function checkChoice(check: AskedCheck): string {
  return `${check.skill}-${check.difficulty}`;
}

/** The check a choice names, or undefined for anything malformed (an unknown skill, a number out of bounds). */
export function parseCheckChoice(raw: string | undefined): AskedCheck | undefined {
  const [skill, number, ...rest] = (raw ?? "").split("-");
  const difficulty = Number(number);
  if (rest.length > 0 || !isSkillId(skill) || !isCheckDifficulty(difficulty)) return undefined;
  return { skill, difficulty };
}
