/**
 * A fighter's combatant in the run's combat: the steps of every room look their fighters up this way, by actor (a
 * token's combatant is the actor's here, as the run's fighters are linked actors), after `createCombat` made it.
 */
import { need } from "../expect.ts";
import type { Skirmish } from "../skirmish.ts";

export function combatantOf(
  s: Pick<Skirmish, "combat">,
  actor: Actor.Implementation,
  what = `${actor.name}'s combatant`,
): Combatant.Implementation {
  return need(
    need(s.combat, "the combat").combatants.find((c) => c.actor?.id === actor.id),
    what,
  );
}
