/**
 * The weapon a readied attack is made with, the spell a readied cast casts, read from the actor's own items (rules page
 * decisions 212, 230): the GM takes Ready's choice and the readied act only for an item the creature has, never one a
 * request merely names.
 */
import type { ReadiedChoice } from "../../../../engine/rulesets/wounds/economy/readied.ts";
import { woundsSpellOf, woundsWeaponOf } from "../documents.ts";
import { CAST_SPELL } from "./cast-action.ts";

/**
 * Any choice naming no item; an attack only with one of `actor`'s own weapons, a spell only one of its own spells (an
 * attack spell taken readied only on its card: combat/cast.ts `castOffItsCard`, decision 241).
 */
export function ownsChoice(actor: Actor.Implementation | null, choice: ReadiedChoice): boolean {
  if (choice.item === undefined) return true;
  const item = actor?.items.get(choice.item);
  if (item === undefined) return false;
  return choice.action === CAST_SPELL ? woundsSpellOf(item) !== undefined : woundsWeaponOf(item) !== undefined;
}
