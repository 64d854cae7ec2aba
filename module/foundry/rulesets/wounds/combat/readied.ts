/**
 * A readied action taken from the sheet (seed 004, Ready an Action: "Until you take an action or reaction, you can
 * take the chosen action as a reaction in response to any event"; rules page decision 182): the spend's id names the
 * action (`readied:defend`), and the GM takes it through the engine's `takeReadied` — the `readied` reaction at that
 * action's own cost, its effect at once. Pure: the sheet's context reads it too.
 */
import { WOUNDS_ACTION_IDS, type WoundsActionId } from "../../../../engine/rulesets/wounds/economy/actions.ts";
import { canBeReadied } from "../../../../engine/rulesets/wounds/economy/readied.ts";

export const READIED: WoundsActionId = "readied";

/** The spend's id for taking `action` as the readied action. */
export function readiedAction(action: WoundsActionId): string {
  return `${READIED}:${action}`;
}

/** The action a readied spend names, when it is one that can be readied this way; undefined for any other id. */
export function askedReadied(id: string): WoundsActionId | undefined {
  return WOUNDS_ACTION_IDS.find((a) => readiedAction(a) === id && canBeReadied(a));
}
