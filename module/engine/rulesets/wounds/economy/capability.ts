import type { WoundsActor } from "../status.ts";
import { conditionWith } from "../status.ts";
import type { WoundsActionId } from "./actions.ts";
import type { WoundsRefusal } from "./refusal.ts";

/** What a creature's conditions allow. Each answer is a refusal naming the condition, or undefined. */
export function whyCannotAct(actor: WoundsActor, action: WoundsActionId): WoundsRefusal | undefined {
  if (actor.creature.dead) return { code: "dead", message: "The dead take no actions.", condition: "dead" };
  const blocked = conditionWith(actor, "noActions");
  if (blocked) return { code: "cannotAct", message: `Cannot act while ${blocked}.`, condition: blocked };
  // Pinned: "The target is unable to take any other actions while pinned" than the Escape that ends it.
  const pinned = conditionWith(actor, "onlyEscape");
  if (pinned && action !== "escape") {
    return { code: "onlyEscape", message: "While pinned, only an Escape attempt is possible.", condition: pinned };
  }
  return undefined;
}

export function whyCannotReact(actor: WoundsActor): WoundsRefusal | undefined {
  if (actor.creature.dead) return { code: "dead", message: "The dead take no reactions.", condition: "dead" };
  const blocked = conditionWith(actor, "noReactions");
  if (blocked) return { code: "cannotReact", message: `Cannot react while ${blocked}.`, condition: blocked };
  return undefined;
}
