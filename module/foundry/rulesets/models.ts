import type { RulesetId } from "../../engine/core/ruleset.ts";
import { BONUS_MODELS } from "./bonus/models.ts";

/**
 * Data models each ruleset's adapter room provides, by local type name. A type a room does not (yet) model gets
 * the generic base model, which keeps its notes and nothing else.
 */
export const RULESET_MODELS = {
  bonus: BONUS_MODELS,
} as const satisfies Partial<Record<RulesetId, unknown>>;

export type RulesetModels = typeof RULESET_MODELS;
