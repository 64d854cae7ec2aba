/**
 * A held Ability (rules page decision 155, building decision 153's plan): "A creature can also decide to hold an action
 * … a creature must spend the AP that the action would cost on their turn and name a trigger" — Use Ability costs the
 * AP the Ability states (decision 41), paid on the hold; its WP is part of using it (decision 100), paid when it fires.
 * Held as a held Attack is (decisions 104, 107): fired by the GM's prompt, it is the Ability's own card against the
 * combatant whose turn it is. Only an Ability with a card (an attack or a Defense Roll) is held: one that is only an
 * effect is used from its description, so there is nothing for the trigger to fire. Read by the GM from the actor's
 * own items at the hold, the prompt and the firing, never from the request.
 */
import { I18N_ROOT } from "../../../constants.ts";
import type { Refusal } from "../../../combat-room.ts";
import { momentumActorView } from "../documents.ts";
import type { MomentumAbilitySource, Named } from "../sources.ts";

export const NO_HELD_ABILITY: Refusal = { refused: `${I18N_ROOT}.Momentum.Refusal.noHeldAbility` };

/** The actor's own Ability `id` that makes a card (an attack or a Defense Roll); undefined for none. */
export function heldAbility(actor: Actor.Implementation, id: string): Named<MomentumAbilitySource> | undefined {
  return momentumActorView(actor)?.gear.abilities.find((a) => a.id === id && a.data.delivery !== "effect");
}

/** The held Ability's card may be made only with the Ability held, still the actor's own (decision 107's rule). */
export function isHeldAbility(actor: Actor.Implementation, item: Item.Implementation, held: string): boolean {
  return item.id === held && heldAbility(actor, held) !== undefined;
}
