/**
 * The sheet's healer and the user's target as the medical rows read them (medical-rows.ts): the healer's Medicine dice
 * and Wounded, and the target as the patient when it fights in the running combat (its combatant id names it).
 */
import { conditionsInForce } from "../../../../engine/rulesets/bonus/economy/status.ts";
import { toBonusActor, toBonusCreature } from "../derive.ts";
import { sheetDiceItems } from "./ability-rows.ts";
import type { SheetMedical } from "./medical-rows.ts";
import type { BonusSheetActor, BonusSheetTarget } from "./sheet-data.ts";

/** A target outside the encounter is no patient. */
export function sheetMedical(actor: BonusSheetActor, target: BonusSheetTarget | null): SheetMedical {
  const wounded = conditionsInForce(toBonusActor(actor.system, actor.statuses)).has("wounded");
  const combatantId = target?.combatantId;
  const patient =
    target && combatantId ? { combatantId, name: target.name, creature: toBonusCreature(target.system) } : null;
  return { dice: sheetDiceItems(actor.items), wounded, patient };
}
