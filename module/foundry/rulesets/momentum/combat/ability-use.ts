/**
 * Use Ability as a spend: the Ability named by its item id (`useAbility:<itemId>`), so whoever pays reads its AP and
 * WP from the actor's own item ("Use Ability costs the AP the Ability states", rules page decision 41; its WP,
 * decision 100), never from the client. Plain data.
 */
import type { MomentumAbilitySource, Named } from "../sources.ts";
import { itemAction, itemIdIn } from "./item-action.ts";

export const USE_ABILITY = "useAbility";

/** The spend action of using the Ability `itemId`. */
export function useAbilityAction(itemId: string): string {
  return itemAction(USE_ABILITY, itemId);
}

/** The item id a Use Ability spend names, or undefined for any other action. */
export function abilityIdOf(action: string): string | undefined {
  return itemIdIn(action, USE_ABILITY);
}

/** What using the Ability costs, as the item states it. */
export interface AbilityCost {
  readonly ap: number;
  readonly wp: number;
}

export function abilityCost(ability: Named<MomentumAbilitySource>): AbilityCost {
  return { ap: ability.data.ap, wp: ability.data.wp };
}
