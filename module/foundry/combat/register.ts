import { RULESET_IDS } from "../../engine/core/ruleset.ts";
import { combatantTypeName, combatTypeName } from "../document-types.ts";
import { FrayCombatantModel, FrayCombatModel } from "./combat-model.ts";
import { FrayCombat, FrayCombatant } from "./documents.ts";
import { COMBATANT_MODELS } from "./models.ts";

/** `init`: Fray's Combat and Combatant classes and one data model per ruleset sub-type (decision 6). */
export function registerCombat(): void {
  CONFIG.Combat.documentClass = FrayCombat;
  CONFIG.Combatant.documentClass = FrayCombatant;
  const rooms: Partial<
    Record<string, typeof FrayCombatantModel | (typeof COMBATANT_MODELS)[keyof typeof COMBATANT_MODELS]>
  > = COMBATANT_MODELS;
  for (const id of RULESET_IDS) {
    Object.assign(CONFIG.Combat.dataModels, { [combatTypeName(id)]: FrayCombatModel });
    Object.assign(CONFIG.Combatant.dataModels, { [combatantTypeName(id)]: rooms[id] ?? FrayCombatantModel });
  }
}
