/**
 * The Skill checks section: the VS the table set (− / + on the sheet, not stored) and one Roll button per skill with
 * its dice and the exact chance of beating that VS (checks/skill-check.ts). In combat the roll is a Use Skill and
 * costs its action; the section says so.
 */
import { successProbability } from "../../../../engine/core/odds/request.ts";
import { percentText } from "../../../applications/parts/hit-chance.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { CHECK_VS_MAX, CHECK_VS_MIN, isSkill, skillCheckFor } from "../checks/skill-check.ts";
import { isWoundedNow } from "../derive.ts";
import { diceText, sheetText } from "./labels.ts";
import type { BonusSheetActor } from "./sheet-data.ts";

export interface SkillCheckRow {
  readonly itemId: string;
  readonly name: string;
  readonly diceText: string;
  readonly chanceText: string;
  readonly ariaLabel: string;
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
  readonly rows: readonly SkillCheckRow[];
  readonly emptyText: string;
}

export function skillChecksContext(i18n: Localizer, actor: BonusSheetActor, vs: number): SkillChecksContext {
  const wounded = isWoundedNow(actor.system, actor.statuses);
  const rows = actor.items.flatMap((item): SkillCheckRow[] => {
    if (item.kind !== "ability" || !isSkill(item.system.kind)) return [];
    const skill = { name: item.name, kind: item.system.kind, bonusDice: item.system.bonusDice };
    const percent = percentText(successProbability(skillCheckFor(skill, vs, wounded)));
    return [
      {
        itemId: item.id,
        name: item.name,
        diceText: diceText(skill.bonusDice.count, actor.system.derived.bonusDie),
        chanceText: sheetText(i18n, "Check.chance", { percent }),
        ariaLabel: sheetText(i18n, "Check.ariaRoll", { skill: item.name, vs, percent }),
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
    rows,
    emptyText: sheetText(i18n, "Check.none"),
  };
}
