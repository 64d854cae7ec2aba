/**
 * The token bars each ruleset room shows on a new token, as the manifest's `primaryTokenAttribute` and
 * `secondaryTokenAttribute` name them (paths under `system`). Pure data, so the manifest script reads it too.
 */
import type { RulesetId } from "../../engine/core/ruleset.ts";
import { BONUS_DEFAULT_BARS } from "./bonus/canvas/token-bars.ts";
import { ENERGY_DEFAULT_BARS } from "./energy/canvas/token-bars.ts";

export interface DefaultTokenBars {
  readonly primary: string;
  readonly secondary: string;
}

export const RULESET_DEFAULT_BARS: Partial<Record<RulesetId, DefaultTokenBars>> = {
  bonus: BONUS_DEFAULT_BARS,
  energy: ENERGY_DEFAULT_BARS,
};
