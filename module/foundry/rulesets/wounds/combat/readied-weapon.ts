/**
 * The weapon a readied attack is made with, read from the actor's own items (rules page decision 212): the GM takes
 * Ready's choice and the readied attack only for a weapon the creature has, never one a request merely names.
 */
import type { ReadiedChoice } from "../../../../engine/rulesets/wounds/economy/readied.ts";
import { woundsWeaponOf } from "../documents.ts";

/** Any choice but an attack; an attack only with one of `actor`'s own weapons. */
export function ownsChoice(actor: Actor.Implementation | null, choice: ReadiedChoice): boolean {
  if (choice.item === undefined) return true;
  const item = actor?.items.get(choice.item);
  return item !== undefined && woundsWeaponOf(item) !== undefined;
}
