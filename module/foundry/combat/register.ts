import { RULESET_IDS } from "../../engine/core/ruleset.ts";
import { combatantTypeName, combatTypeName } from "../document-types.ts";
import { shellFor } from "../room-lookup.ts";
import { FrayCombatantModel, FrayCombatModel } from "./combat-model.ts";
import { registerConditionGained } from "./condition-gained.ts";
import { FrayCombat, FrayCombatant } from "./documents.ts";
import { registerAttackPosted } from "./attack-posted.ts";
import { registerStateGuard } from "./state-guard.ts";
import { registerTokenMoved } from "./token-moved.ts";
import { registerTokenMoving } from "./token-moving.ts";

/**
 * `init`: Fray's Combat and Combatant classes, one data model per ruleset sub-type (decision 6), and the rooms' answer
 * to a condition given mid-fight, to a token about to move and moved mid-fight and to an attack posted mid-fight;
 * and the GM's guard on combatant state (state-guard.ts).
 */
export function registerCombat(): void {
  CONFIG.Combat.documentClass = FrayCombat;
  CONFIG.Combatant.documentClass = FrayCombatant;
  for (const id of RULESET_IDS) {
    Object.assign(CONFIG.Combat.dataModels, { [combatTypeName(id)]: FrayCombatModel });
    // A ruleset without a room gets the empty combatant model.
    Object.assign(CONFIG.Combatant.dataModels, {
      [combatantTypeName(id)]: shellFor(id)?.combatantModel ?? FrayCombatantModel,
    });
  }
  registerConditionGained();
  registerTokenMoving();
  registerTokenMoved();
  registerAttackPosted();
  registerStateGuard();
}
