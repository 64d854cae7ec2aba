/**
 * The ids of suppressing a condition (suppress.ts, rules page decision 112), as the sheet offers them and the spend
 * reads them back: `suppress:<conditionId>`, one per condition the engine's `suppressibleConditions` offers. Plain
 * data, no Foundry globals.
 */
import { ENERGY_CONDITION_IDS, type EnergyConditionId } from "../../../../engine/rulesets/energy/conditions.ts";

const PREFIX = "suppress:";

export function suppressActionId(condition: EnergyConditionId): string {
  return `${PREFIX}${condition}`;
}

/** The condition `suppress:<id>` names, or undefined for any other id (an unknown condition included). */
export function parseSuppress(action: string): EnergyConditionId | undefined {
  if (!action.startsWith(PREFIX)) return undefined;
  const id = action.slice(PREFIX.length);
  return ENERGY_CONDITION_IDS.find((known) => known === id);
}
