/**
 * The Resistance checks of the Checks section: one Roll button per ability ("Attacks that call for a Resistance check
 * will specify the Ability Score used to resist the effect"), each with its dice — the ability's plus every general
 * Resistance bonus (checks/resistance-check.ts) — and its chance against the section's VS. No action: the section's
 * hint says so (rules page decision 53).
 */
import { successProbability } from "../../../../engine/core/odds/request.ts";
import { BONUS_ABILITIES, type BonusAbility } from "../../../../engine/rulesets/bonus/creature.ts";
import { percentText } from "../../../applications/parts/hit-chance.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { bonusDiceFor } from "../bonus-dice.ts";
import { resistanceCheckFor } from "../checks/resistance-check.ts";
import { isWoundedNow } from "../derive.ts";
import { sheetDiceItems } from "./ability-rows.ts";
import { actionDieFaces } from "../situation-steps.ts";
import { abilityLabel, diceText, sheetText } from "./labels.ts";
import type { BonusSheetActor } from "./sheet-data.ts";

export interface ResistanceCheckRow {
  readonly ability: BonusAbility;
  readonly name: string;
  readonly diceText: string;
  readonly chanceText: string;
  readonly ariaLabel: string;
}

export interface ResistanceChecksContext {
  readonly heading: string;
  readonly hint: string;
  readonly rows: readonly ResistanceCheckRow[];
}

export function resistanceChecksContext(
  i18n: Localizer,
  actor: BonusSheetActor,
  vs: number,
  situation = 0,
): ResistanceChecksContext {
  const items = sheetDiceItems(actor.items);
  const checker = { abilities: actor.system.abilities, items, wounded: isWoundedNow(actor.system, actor.statuses) };
  const general = bonusDiceFor(items, "resistance").reduce((sum, source) => sum + source.count, 0);
  const rows = BONUS_ABILITIES.map((ability): ResistanceCheckRow => {
    const name = sheetText(i18n, "Resistance.check", { ability: abilityLabel(i18n, ability) });
    const percent = percentText(successProbability(resistanceCheckFor(checker, ability, vs, situation)));
    return {
      ability,
      name,
      diceText: diceText(actor.system.abilities[ability] + general, actionDieFaces(checker.wounded, situation)),
      chanceText: sheetText(i18n, "Check.chance", { percent }),
      ariaLabel: sheetText(i18n, "Check.ariaRoll", { skill: name, vs, percent }),
    };
  });
  return { heading: sheetText(i18n, "Resistance.heading"), hint: sheetText(i18n, "Resistance.hint"), rows };
}
