import type { RulesetId } from "../../engine/core/ruleset.ts";
import { BONUS_MODELS, BONUS_TOKEN_BARS } from "./bonus/models.ts";
import { ENERGY_MODELS, ENERGY_TOKEN_BARS } from "./energy/models.ts";

/**
 * Data models each ruleset's adapter room provides, by local type name. A type a room does not (yet) model gets
 * the generic base model, which keeps its notes and nothing else.
 */
export const RULESET_MODELS = {
  bonus: BONUS_MODELS,
  energy: ENERGY_MODELS,
} as const satisfies Partial<Record<RulesetId, unknown>>;

export type RulesetModels = typeof RULESET_MODELS;

/** Token bar attributes per local actor type, for the rooms that define them. */
export const RULESET_TOKEN_BARS: Partial<
  Record<RulesetId, Readonly<Record<string, { readonly bar: readonly string[]; readonly value: readonly string[] }>>>
> = {
  bonus: BONUS_TOKEN_BARS,
  energy: ENERGY_TOKEN_BARS,
};
