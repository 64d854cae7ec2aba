import { DEFAULT_CONTEST_COMBAT_OPTIONS, type ContestCombatOptions } from "./combat/options.ts";
import { DEFAULT_TEST_OPTIONS, type TestMechanicOptions } from "./dice/mechanic.ts";
import { DEFAULT_CONTEST_ECONOMY_OPTIONS, type ContestEconomyOptions } from "./economy/options.ts";

/**
 * Every `contest` world setting and its default, in one typed object (docs/rules/contest.md, "World settings"). The
 * adapter registers one Foundry setting per leaf and passes the parts to the procedures: `d20Mechanic(options.test)`
 * for the dice, `options.economy` to actions and reactions, `options.combat` to tests, maneuvers and provocation.
 */
export interface ContestOptions {
  readonly test: TestMechanicOptions;
  readonly economy: ContestEconomyOptions;
  readonly combat: ContestCombatOptions;
}

export const DEFAULT_CONTEST_OPTIONS: ContestOptions = {
  test: DEFAULT_TEST_OPTIONS,
  economy: DEFAULT_CONTEST_ECONOMY_OPTIONS,
  combat: DEFAULT_CONTEST_COMBAT_OPTIONS,
};
