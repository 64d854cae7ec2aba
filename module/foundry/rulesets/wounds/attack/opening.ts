/**
 * Create an Opening at the table. Seed 004: "Make a melee attack roll with your weapon. You can use the result in place
 * of your Defense against any rebuff reaction made by the target for the rest of the turn." The GM's client, rolling
 * the attack on the card, keeps the result on the attacker's combatant against the target's combatant (the engine's
 * `createOpening`; it lapses at the end of the attacker's turn, economy/boundary.ts); a Rebuff the target makes against
 * the attacker reads it back as the Defense to meet when it is higher (`planAttack`'s `openingResult`, decision 64).
 * Out of combat there is no turn for the result to last, so nothing is kept.
 */
import { createOpening } from "../../../../engine/rulesets/wounds/actions/opening.ts";
import { fightingCombatant } from "../../../combat/fight-of.ts";
import { fightsFor } from "../../../combat/fights-for.ts";
import { woundsStateOf, writeWoundsState } from "../combat/actor.ts";

/** The opener's and the rebuffer's combatants in the encounter they fight in together. */
function pair(opener: Actor.Implementation, rebuffer: Actor.Implementation) {
  const own = fightingCombatant(opener, rebuffer);
  const theirs = own?.combat?.combatants.find((c) => fightsFor(c, rebuffer));
  return own && theirs?.id ? { own, theirs: theirs.id } : undefined;
}

/** Keeps the opener's attack roll against the target for the rest of the opener's turn. */
export async function keepOpening(
  opener: Actor.Implementation,
  target: Actor.Implementation,
  result: number,
): Promise<void> {
  const found = pair(opener, target);
  const state = found ? woundsStateOf(found.own) : undefined;
  if (!found || !state) return;
  await writeWoundsState(found.own, createOpening(state, found.theirs, result));
}

/** The Create an Opening result `opener` holds against `rebuffer`'s Rebuff this turn, if any. */
export function openingAgainst(opener: Actor.Implementation, rebuffer: Actor.Implementation): number | undefined {
  const found = pair(opener, rebuffer);
  if (!found) return undefined;
  const opening = woundsStateOf(found.own)?.opening;
  return opening?.target === found.theirs ? opening.result : undefined;
}
