/**
 * The `momentum` character sheet's Skill Check (rules page decision 142): "make a Skill Check determined by the GM" —
 * the skill and the number the GM names ("a Raw Force Check against 11"), the number's − / + (the sheet's, not
 * stored), each skill offered with what it adds and its exact chance against that number (the engine's check, a
 * natural 20 succeeding), and the Roll button. While the creature's Cinematic waits for its check, the button rolls
 * that check through the GM, and a Cooperative Cinematic Action's chances count its advantage.
 */
import {
  SKILL_CHECK_DIFFICULTY,
  skillCheckRequest,
} from "../../../../engine/rulesets/momentum/dice/cinematic-check.ts";
import { checkParts } from "../../../../engine/rulesets/momentum/dice/check.ts";
import { checkProbability } from "../../../../engine/rulesets/momentum/dice/odds.ts";
import { SKILL_IDS, type SkillId } from "../../../../engine/rulesets/momentum/tables/skills.ts";
import { percentText } from "../../../applications/parts/hit-chance.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { actorField } from "./labels.ts";
import type { MomentumSheetSkillCheck } from "./sheet-data.ts";

const KEY = `${I18N_ROOT}.Momentum.Check`;
/** The sheet's actions (sheets/actor-sheet.ts). */
export const SKILL_CHECK_BUTTON = "skillCheck";
export const CHECK_DIFFICULTY_BUTTON = "checkDifficulty";

export interface SkillCheckOption {
  readonly id: SkillId;
  readonly text: string;
  readonly selected: boolean;
}

export interface SkillCheckContext {
  readonly heading: string;
  readonly hint: string;
  readonly skillLabel: string;
  readonly options: readonly SkillCheckOption[];
  readonly difficultyText: string;
  readonly lowerLabel: string;
  readonly raiseLabel: string;
  readonly atMin: boolean;
  readonly atMax: boolean;
  readonly button: string;
}

export function skillCheckContext(i18n: Localizer, input: MomentumSheetSkillCheck): SkillCheckContext {
  const { actor, asked, options } = input;
  const difficulty = asked.difficulty;
  const cinematic = input.cinematic !== "none";
  const cooperative = cinematic && input.cinematic !== "solo";
  const option = (skill: SkillId): SkillCheckOption => {
    const request = skillCheckRequest({ actor, skill, difficulty, cooperative }, options);
    const adds = checkParts(actor.creature, skill, undefined, options).reduce((sum, part) => sum + part.value, 0);
    const text = i18n.format(`${KEY}.option`, {
      skill: actorField(i18n, `skills.${skill}`).label,
      adds: signed(adds),
      percent: percentText(checkProbability(request, options)),
    });
    return { id: skill, text, selected: skill === asked.skill };
  };
  const mode = cooperative ? "cooperative" : cinematic ? "cinematic" : "plain";
  return {
    heading: i18n.localize(`${KEY}.heading`),
    hint: i18n.localize(`${KEY}.hint.${mode}`),
    skillLabel: i18n.localize(`${KEY}.skill`),
    options: SKILL_IDS.map(option),
    difficultyText: i18n.format(`${KEY}.against`, { difficulty: String(difficulty) }),
    lowerLabel: i18n.localize(`${KEY}.lower`),
    raiseLabel: i18n.localize(`${KEY}.raise`),
    atMin: difficulty <= SKILL_CHECK_DIFFICULTY.min,
    atMax: difficulty >= SKILL_CHECK_DIFFICULTY.max,
    button: i18n.localize(`${KEY}.button.${cinematic ? "cinematic" : "plain"}`),
  };
}
