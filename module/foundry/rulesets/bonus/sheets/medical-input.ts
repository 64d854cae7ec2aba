/**
 * The sheet's healer and the user's target as the medical rows read them (medical-rows.ts): the healer's Medicine dice
 * and Wounded, and the target as the patient when it fights in the running combat (its combatant id names it).
 */
import { isWoundedNow, toBonusCreature } from "../derive.ts";
import { sheetDiceItems } from "./ability-rows.ts";
import type { SheetMedical } from "./medical-rows.ts";
import type { BonusSheetActor, BonusSheetTarget } from "./sheet-data.ts";

/** A target outside the encounter is no patient. */
export function sheetMedical(actor: BonusSheetActor, target: BonusSheetTarget | null): SheetMedical {
  const wounded = isWoundedNow(actor.system, actor.statuses);
  const combatantId = target?.combatantId;
  const patient =
    target && combatantId ? { combatantId, name: target.name, creature: toBonusCreature(target.system) } : null;
  return { dice: sheetDiceItems(actor.items), wounded, patient };
}
