/**
 * Every ruleset's turn structure and condition catalog, by id: the two parts of its rules the adapter's shared code
 * reads synchronously for any ruleset (combat turn order and the tracker from a Combat's creation, status effects at
 * `init`), before and without the ruleset's room. They are light, so the main bundle holds them for every ruleset,
 * while the rest of the rules and the simulation stay with the full descriptors (`registry.ts`), which use the same
 * objects.
 */
import type { RulesetId, RulesetRules } from "./core/ruleset.ts";
import { BONUS_CONDITIONS } from "./rulesets/bonus/conditions.ts";
import { BONUS_TURN_STRUCTURE } from "./rulesets/bonus/economy/initiative.ts";
import { CONTEST_CONDITIONS } from "./rulesets/contest/conditions.ts";
import { CONTEST_TURN_STRUCTURE } from "./rulesets/contest/dice/initiative.ts";
import { ENERGY_CONDITIONS } from "./rulesets/energy/conditions.ts";
import { ENERGY_TURN_STRUCTURE } from "./rulesets/energy/economy/initiative.ts";
import { MOMENTUM_CONDITIONS } from "./rulesets/momentum/conditions.ts";
import { MOMENTUM_TURN_STRUCTURE } from "./rulesets/momentum/turns/initiative.ts";
import { WOUNDS_CONDITIONS } from "./rulesets/wounds/conditions.ts";
import { WOUNDS_TURN_STRUCTURE } from "./rulesets/wounds/turns/initiative.ts";

export type TurnsAndConditions = Pick<RulesetRules, "turns" | "conditions">;

const TURNS_AND_CONDITIONS: Readonly<Record<RulesetId, TurnsAndConditions>> = {
  bonus: { turns: BONUS_TURN_STRUCTURE, conditions: BONUS_CONDITIONS },
  energy: { turns: ENERGY_TURN_STRUCTURE, conditions: ENERGY_CONDITIONS },
  momentum: { turns: MOMENTUM_TURN_STRUCTURE, conditions: MOMENTUM_CONDITIONS },
  contest: { turns: CONTEST_TURN_STRUCTURE, conditions: CONTEST_CONDITIONS },
  wounds: { turns: WOUNDS_TURN_STRUCTURE, conditions: WOUNDS_CONDITIONS },
};

export function turnsAndConditionsOf(id: RulesetId): TurnsAndConditions {
  return TURNS_AND_CONDITIONS[id];
}
