/**
 * The Foundry side of the parent/daughter rule: deleting or disabling an effect (the token HUD toggle, the sheet, a
 * macro) is refused while a parent still imposes the condition it would remove, with a message saying which. The
 * decision is `decideEffectChange`'s; this file only reads the documents and speaks to the user.
 */
import type { ConditionCatalog } from "../../engine/core/conditions/catalog.ts";
import type { RulesetId } from "../../engine/core/ruleset.ts";
import { I18N_ROOT } from "../constants.ts";
import { decideEffectChange } from "./decide.ts";
import type { EffectFacts } from "./effect-state.ts";
import { conditionKey } from "./keys.ts";

/**
 * Operation option for code that ends one direct application on purpose while a parent may still stand (combat
 * expiry, energy's Defend ending "your" Exposure): the effect goes, the parent keeps the condition in force.
 */
export const CLEAR_DIRECT_OPTION = "frayClearDirect";

function factsOf(actor: Actor.Implementation): EffectFacts[] {
  return actor.effects.contents.map((e) => ({ id: e.id ?? "", statuses: [...e.statuses], disabled: e.disabled }));
}

/** Update data may give `statuses` as an array, a Set, a single id or an index-keyed object; read them all. */
function statusList(value: unknown): string[] {
  if (typeof value === "string") return [value];
  const items: unknown[] =
    typeof value === "object" && value !== null
      ? Symbol.iterator in value
        ? [...(value as Iterable<unknown>)]
        : Object.values(value)
      : [];
  return items.filter((id): id is string => typeof id === "string");
}

function isClearDirect(options: object): boolean {
  return Reflect.get(options, CLEAR_DIRECT_OPTION) === true;
}

/** The refusal text: "Exposed stays while Dazed stands." */
export function refusalMessage(ruleset: RulesetId, condition: string, parents: readonly string[]): string {
  const name = (id: string): string => game.i18n.localize(conditionKey(ruleset, id, "name"));
  const key = parents.length === 1 ? "imposed" : "imposedMany";
  return game.i18n.format(`${I18N_ROOT}.Condition.Refusal.${key}`, {
    condition: name(condition),
    parents: parents.map(name).join(", "),
  });
}

export function registerEffectGuard(ruleset: RulesetId, catalog: ConditionCatalog): void {
  const allowed = (effect: ActiveEffect.Implementation, after: readonly string[], options: object): boolean => {
    const actor = effect.parent;
    if (!(actor instanceof Actor) || isClearDirect(options)) return true;
    const decision = decideEffectChange(catalog, factsOf(actor), { effectId: effect.id ?? "", after });
    if (decision.allowed) return true;
    ui.notifications.warn(refusalMessage(ruleset, decision.condition, decision.parents));
    return false;
  };

  Hooks.on("preDeleteActiveEffect", (effect, options) => allowed(effect, [], options));
  Hooks.on("preUpdateActiveEffect", (effect, changed, options) => {
    // Only disabling an effect or editing its statuses can end a condition.
    if (changed.disabled === undefined && changed.statuses === undefined) return true;
    const disabled = changed.disabled ?? effect.disabled;
    const statuses = changed.statuses === undefined ? [...effect.statuses] : statusList(changed.statuses);
    return allowed(effect, disabled ? [] : statuses, options);
  });
}
