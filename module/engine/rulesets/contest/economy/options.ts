import { CONTEST_ACTION_IDS, CONTEST_ACTIONS, type ContestActionId } from "./actions.ts";

/**
 * Choices the `contest` seed leaves open in the economy, each a candidate world setting (docs/rules/contest.md).
 */
export interface ContestEconomyOptions {
  /**
   * AP each action costs. The excerpt gives no costs, only glyphs; the defaults read them (tables/glyphs.ts): every
   * primary action and reaction 1 AP, free actions 0. A weapon or spell may state its own cost (Strike ⎆: 2 AP).
   */
  readonly actionCosts: Readonly<Record<ContestActionId, number>>;
  /** Standing up from Prone uses this share of your speed from your free movement (rounded up). */
  readonly standUpSpeedFraction: number;
}

function glyphCosts(): Readonly<Record<ContestActionId, number>> {
  const costs: Partial<Record<ContestActionId, number>> = {};
  for (const id of CONTEST_ACTION_IDS) costs[id] = CONTEST_ACTIONS[id].cost.ap ?? 0;
  // The loop above fills every id of CONTEST_ACTION_IDS, so the partial record is complete.
  return costs as Readonly<Record<ContestActionId, number>>;
}

export const DEFAULT_CONTEST_ECONOMY_OPTIONS: ContestEconomyOptions = {
  actionCosts: glyphCosts(),
  standUpSpeedFraction: 0.5,
};
