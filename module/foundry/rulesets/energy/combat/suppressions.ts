/**
 * The conditions an actor ignores until the end of this Round, as its combatant stores them (combat/suppress.ts):
 * "If you have an ability which removes a Condition that is continually applied, you still ignore the Condition until
 * the end of the Round." Read from the started combat the actor fights in (fight-of.ts); none out of combat.
 */
import type { Suppression } from "../../../../engine/rulesets/energy/economy/actor.ts";
import { fightingCombatant } from "../../../combat/fight-of.ts";
import { EnergyCombatantModel } from "./combatant-model.ts";

export function suppressionsOf(actor: Actor.Implementation): readonly Suppression[] {
  const combatant = fightingCombatant(actor);
  const system = combatant?.system;
  if (!(system instanceof EnergyCombatantModel)) return [];
  const round = combatant?.combat?.round ?? 0;
  return system.suppressed.map((condition) => ({ condition, round }));
}
