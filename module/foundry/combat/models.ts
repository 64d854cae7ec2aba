import type { RulesetId } from "../../engine/core/ruleset.ts";
import { BonusCombatantModel } from "../rulesets/bonus/combat/combatant-model.ts";
import { EnergyCombatantModel } from "../rulesets/energy/combat/combatant-model.ts";

/** Combatant data models of the rulesets whose adapter room has a combat economy; the others get the empty one. */
export const COMBATANT_MODELS = {
  bonus: BonusCombatantModel,
  energy: EnergyCombatantModel,
} as const satisfies Partial<Record<RulesetId, unknown>>;

export type CombatantModels = typeof COMBATANT_MODELS;
