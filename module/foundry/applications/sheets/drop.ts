import { rulesetOfType } from "../../../engine/meta-registry.ts";
import type { RulesetId } from "../../../engine/core/ruleset.ts";

/**
 * Decision 4: "Dropping another ruleset's item on an actor is refused with a clear message." An item of another
 * ruleset's type would be stored faithfully but no sheet, roll or rule of the actor's ruleset could use it.
 */
export interface ForeignItemRefusal {
  readonly actorRuleset: RulesetId;
  readonly itemRuleset: RulesetId;
}

/** The refusal when the item's ruleset differs from the actor's; null when both match or either is not Fray's. */
export function foreignItemRefusal(actorType: string, itemType: string): ForeignItemRefusal | null {
  const actorRuleset = rulesetOfType(actorType);
  const itemRuleset = rulesetOfType(itemType);
  if (actorRuleset === undefined || itemRuleset === undefined || actorRuleset === itemRuleset) return null;
  return { actorRuleset, itemRuleset };
}
