/**
 * The Skill checks section: the VS the table set (− / + on the sheet, not stored) and one Roll button per skill with
 * its dice and the exact chance of beating that VS (checks/skill-check.ts). In combat the roll is a Use Skill and
 * costs its action; the section says so. A pressed visibility level says the check is piloting or navigation in it
 * (its +5/+10/+15 VS; rules page decision 54). The situation's Charges or Challenges step the dice of every check
 * (rules page decision 64). The Resistance checks follow at the same VS and situation.
 */
import { successProbability } from "../../../../engine/core/odds/request.ts";
import { percentText } from "../../../applications/parts/hit-chance.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { pilotingPenalty } from "../../../../engine/rulesets/bonus/geometry/visibility.ts";
import { VISIBILITY_LEVELS, type VisibilityLevel } from "../../../../engine/rulesets/bonus/tables/visibility.ts";
import { CHECK_VS_MAX, CHECK_VS_MIN, isSkill, skillCheckFor } from "../checks/skill-check.ts";
import { isWoundedNow } from "../derive.ts";
import { actionDieFaces, MOST_CHALLENGES, MOST_CHARGES } from "../situation-steps.ts";
import { BONUS_KEYS, diceText, sheetText } from "./labels.ts";
import { resistanceChecksContext, type ResistanceChecksContext } from "./resistance-checks-context.ts";
import type { BonusSheetActor } from "./sheet-data.ts";

export interface SkillCheckRow {
  readonly itemId: string;
  readonly name: string;
  readonly diceText: string;
  readonly chanceText: string;
  readonly ariaLabel: string;
}

/** One of the piloting buttons: a visibility level and its VS penalty, pressed when the checks are made in it. */
export interface PilotingChoice {
  readonly level: VisibilityLevel;
  readonly label: string;
  readonly pressed: boolean;
}

export interface SkillChecksContext {
  readonly heading: string;
  readonly hint: string;
  readonly vs: number;
  readonly vsText: string;
  readonly lowerLabel: string;
  readonly raiseLabel: string;
  readonly atMin: boolean;
  readonly atMax: boolean;
  /** The situation's Charges or Challenges (the sheet's, not stored), with its − / + buttons. */
  readonly situation: SituationStepper;
  readonly pilotingLegend: string;
  readonly piloting: readonly PilotingChoice[];
  readonly rows: readonly SkillCheckRow[];
  readonly emptyText: string;
  readonly resistance: ResistanceChecksContext;
}

export interface SituationStepper {
  readonly legend: string;
  readonly text: string;
  readonly lowerLabel: string;
  readonly raiseLabel: string;
  readonly atMin: boolean;
  readonly atMax: boolean;
}

/** "1 Charge", "2 Challenges", "No Charge or Challenge". */
function situationText(i18n: Localizer, steps: number): string {
  const count = Math.abs(steps);
  if (steps === 0) return sheetText(i18n, "Check.situationNone");
  if (steps > 0)
    return count === 1
      ? sheetText(i18n, "Check.situationCharge")
      : sheetText(i18n, "Check.situationCharges", { count });
  return count === 1
    ? sheetText(i18n, "Check.situationChallenge")
    : sheetText(i18n, "Check.situationChallenges", { count });
}

function situationStepper(i18n: Localizer, steps: number): SituationStepper {
  return {
    legend: sheetText(i18n, "Check.situation"),
    text: situationText(i18n, steps),
    lowerLabel: sheetText(i18n, "Check.situationLower"),
    raiseLabel: sheetText(i18n, "Check.situationRaise"),
    atMin: steps <= -MOST_CHALLENGES,
    atMax: steps >= MOST_CHARGES,
  };
}

function pilotingChoices(i18n: Localizer, chosen: VisibilityLevel): PilotingChoice[] {
  return VISIBILITY_LEVELS.map((level) => {
    const name = i18n.localize(`${BONUS_KEYS}.SceneVisibility.${level}`);
    const value = pilotingPenalty(level);
    return {
      level,
      label: value === 0 ? name : sheetText(i18n, "Check.pilotingLevel", { level: name, value }),
      pressed: level === chosen,
    };
  });
}

export function skillChecksContext(
  i18n: Localizer,
  actor: BonusSheetActor,
  vs: number,
  piloting: VisibilityLevel = "normal",
  situation = 0,
): SkillChecksContext {
  const wounded = isWoundedNow(actor.system, actor.statuses);
  const rows = actor.items.flatMap((item): SkillCheckRow[] => {
    if (item.kind !== "ability" || !isSkill(item.system.kind)) return [];
    const skill = { name: item.name, kind: item.system.kind, bonusDice: item.system.bonusDice };
    const request = skillCheckFor(skill, vs, wounded, piloting, situation);
    const percent = percentText(successProbability(request));
    // The VS rolled against, piloting's penalty included.
    const against = request.target?.value ?? vs;
    return [
      {
        itemId: item.id,
        name: item.name,
        diceText: diceText(skill.bonusDice.count, actionDieFaces(wounded, situation)),
        chanceText: sheetText(i18n, "Check.chance", { percent }),
        ariaLabel: sheetText(i18n, "Check.ariaRoll", { skill: item.name, vs: against, percent }),
      },
    ];
  });
  return {
    heading: sheetText(i18n, "Check.heading"),
    hint: sheetText(i18n, "Check.hint"),
    vs,
    vsText: sheetText(i18n, "Check.vs", { vs }),
    lowerLabel: sheetText(i18n, "Check.lower"),
    raiseLabel: sheetText(i18n, "Check.raise"),
    atMin: vs <= CHECK_VS_MIN,
    atMax: vs >= CHECK_VS_MAX,
    situation: situationStepper(i18n, situation),
    pilotingLegend: sheetText(i18n, "Check.piloting"),
    piloting: pilotingChoices(i18n, piloting),
    rows,
    emptyText: sheetText(i18n, "Check.none"),
    resistance: resistanceChecksContext(i18n, actor, vs, situation),
  };
}
