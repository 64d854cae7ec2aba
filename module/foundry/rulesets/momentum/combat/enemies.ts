/**
 * The enemies of a combatant as Hide and a reveal read them: the combatants whose token stands on another side (its
 * disposition: Fray's combatants carry no side of their own, decision 80) and who are not defeated.
 */
import type { Observer } from "../../../../engine/rulesets/momentum/actions/hide.ts";
import { momentumEconomyActor } from "./state.ts";

export interface Watcher extends Observer {
  readonly document: Actor.Implementation;
}

export function enemiesOf(combatant: Combatant.Implementation, round: number): Watcher[] {
  const side = combatant.token?.disposition;
  return (combatant.combat?.combatants.contents ?? []).flatMap((other) => {
    const actor = other.id === combatant.id || other.isDefeated ? undefined : momentumEconomyActor(other, round);
    const enemy = other.token?.disposition !== side;
    return actor && enemy && other.actor
      ? [{ id: other.actor.uuid, actor, seesYou: false, document: other.actor }]
      : [];
  });
}
