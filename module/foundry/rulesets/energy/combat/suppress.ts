/**
 * An ability that removes a condition: "If you have an ability which removes a Condition that is continually applied,
 * you still ignore the Condition until the end of the Round. For instance, if you are in a bog which Slows anyone
 * inside it, you can use an ability that removes a Slowed condition to spend Agility inside the bog for the rest of
 * the Round."
 *
 * An ability item lists the conditions it removes (`removes`, data/item-models.ts). Used in a fight — its Use, paid at
 * the cost it lists (rest/use-ability.ts, decision 100) — the GM's side reads the ability again from the user's own
 * item and the user from its documents, and its user ignores each listed condition in force and not ignored yet until
 * the end of the Round: stored on the combatant (`suppressed`), where every rule reading the actor finds it
 * (combat/suppressions.ts → `toEnergyActor`); a Round start clears it. The status stays on the token, its cause going
 * on (rules page decision 123, superseding 112's free control).
 */
import {
  removedByAbility,
  SUPPRESSIBLE_CONDITION_IDS,
  type SuppressibleConditionId,
} from "../../../../engine/rulesets/energy/economy/status.ts";
import type { EnergyConditionId } from "../../../../engine/rulesets/energy/conditions.ts";
import { EnergyAbilityModel } from "../data/item-models.ts";
import { energyCombatantData, energyEconomyActor } from "./state.ts";

/** The conditions an ability item says it removes. */
export function abilityRemoves(ability: EnergyAbilityModel): readonly SuppressibleConditionId[] {
  return SUPPRESSIBLE_CONDITION_IDS.filter((id) => ability.removes[id]);
}

/**
 * GM, once the combatant's ability `itemId` is paid: its user ignores each condition the ability removes that is in
 * force on it, until the end of this Round. Resolves to those it now ignores (none for an ability removing nothing).
 */
export async function suppressRemovedBy(
  combatant: Combatant.Implementation,
  itemId: string,
): Promise<readonly EnergyConditionId[]> {
  const data = energyCombatantData(combatant);
  const actor = energyEconomyActor(combatant);
  const ability = combatant.actor?.items.get(itemId)?.system;
  if (!data || !actor || !(ability instanceof EnergyAbilityModel)) return [];
  const removed = removedByAbility(actor, abilityRemoves(ability));
  if (removed.length > 0) await combatant.update({ system: { suppressed: [...data.suppressed, ...removed] } });
  return removed;
}
