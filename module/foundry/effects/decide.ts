/**
 * The parent/daughter rule at the document level, as a pure decision. energy: "If one condition is imposing another
 * condition … you cannot remove the 'daughter' condition without removing the 'parent.' … if you ended the Daze
 * condition, the Exposed condition would also be removed." The engine's `removeCondition` holds the rule; this file
 * only asks it about a change to one ActiveEffect.
 */
import { inForce, type ConditionCatalog } from "../../engine/core/conditions/catalog.ts";
import { removeCondition } from "../../engine/core/conditions/mutate.ts";
import { conditionStateOfEffects, rootStatuses, type EffectFacts } from "./effect-state.ts";

/** A change to one effect: the statuses it applies afterwards (none when it is deleted or disabled). */
export interface EffectChange {
  readonly effectId: string;
  readonly after: readonly string[];
}

export type EffectDecision =
  | {
      readonly allowed: true;
      /** Conditions no longer in force after the change: the removed ones and the daughters they alone imposed. */
      readonly removed: readonly string[];
      /** Daughters of a removed condition that stay, because another parent or an effect of their own keeps them. */
      readonly kept: readonly string[];
    }
  | {
      readonly allowed: false;
      /** The daughter the change would remove, and the parents still imposing it. */
      readonly condition: string;
      readonly parents: readonly string[];
    };

function rootsOfAll(catalog: ConditionCatalog, effects: readonly EffectFacts[]): string[] {
  return effects.filter((e) => !e.disabled).flatMap((e) => rootStatuses(catalog, e.statuses));
}

export function decideEffectChange(
  catalog: ConditionCatalog,
  effects: readonly EffectFacts[],
  change: EffectChange,
): EffectDecision {
  const target = effects.find((e) => e.id === change.effectId);
  const next = effects.map((e) => (e === target ? { ...e, statuses: change.after, disabled: false } : e));
  const dropped =
    target === undefined || target.disabled
      ? []
      : rootStatuses(catalog, target.statuses).filter((id) => !rootStatuses(catalog, change.after).includes(id));

  // Ask the engine whether each condition the effect stops applying could be removed from the state that remains.
  const remaining = conditionStateOfEffects(catalog, next);
  for (const id of dropped) {
    const outcome = removeCondition(remaining, id);
    if (!outcome.ok && outcome.reason.code === "imposedByParent") {
      return { allowed: false, condition: id, parents: outcome.reason.parents ?? [] };
    }
  }

  const before = inForce(catalog, rootsOfAll(catalog, effects));
  const after = inForce(catalog, rootsOfAll(catalog, next));
  const affected = inForce(catalog, dropped);
  return {
    allowed: true,
    removed: [...before].filter((id) => !after.has(id)),
    kept: [...affected].filter((id) => !dropped.includes(id) && after.has(id)),
  };
}
