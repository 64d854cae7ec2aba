import type { ConditionPages } from "../../../effects/condition-page.ts";

/**
 * Where `energy`'s condition pages are: the one journal of packs/_source/energy-rules, its pages named by the conditions'
 * status ids (the status effects and the sheet's condition tags link to them; a test checks the id against the pack).
 * Its own file so sheet contexts can read it without the status room's Foundry-bound stored statuses.
 */
export const ENERGY_CONDITION_PAGES: ConditionPages = { ruleset: "energy", rulesJournal: "ur2cIyNkoJY3jun4" };
