/**
 * Use Ability at the ability's own cost (seed 000): "If you have techniques, spells, or talents you can activate, you
 * can use them on your turn. Some abilities require more than one action to use, and most consume Vigor or Mana";
 * "If an act requires more actions than you have on your turn, then you must use action from the following turns to
 * complete". The sheet offers one Use per ability (`useAbility:<itemId>`); whoever pays reads its actions, Vigor and
 * Mana from the actor's own item (the GM, when it pays), never from the client. Skills are had, not used. Plain data.
 */
import type { ActionRequest } from "../../../../engine/rulesets/bonus/economy/act.ts";

export const USE_ABILITY = "useAbility";
const PREFIX = `${USE_ABILITY}:`;

/** An ability the creature can activate, with what using it costs. */
export interface UsableAbility {
  readonly id: string;
  readonly name: string;
  readonly actions: number;
  readonly vigor: number;
  readonly mana: number;
  /** "When you use some combat techniques … you create an opening for others to attack." */
  readonly createsOpening: boolean;
}

/** An ability item of the actor, as stored: its kind decides whether it can be used. */
export interface AbilityItem extends UsableAbility {
  readonly kind: string;
}

/** The actor's abilities that can be used: every ability item but skills. */
export function usableAbilities(items: readonly AbilityItem[]): UsableAbility[] {
  return items
    .filter((item) => item.kind !== "skill")
    .map(({ id, name, actions, vigor, mana, createsOpening }) => ({ id, name, actions, vigor, mana, createsOpening }));
}

export function useAbilityId(abilityId: string): string {
  return `${PREFIX}${abilityId}`;
}

/** The ability a Use names, or undefined for any other action id. */
export function abilityOfAction(action: string): string | undefined {
  return action.startsWith(PREFIX) && action.length > PREFIX.length ? action.slice(PREFIX.length) : undefined;
}

/** The engine's Use Ability request at the ability's cost. */
export function useAbilityRequest(ability: UsableAbility, round: number, ownTurn: boolean): ActionRequest {
  return { action: "useAbility", round, ownTurn, actions: ability.actions, vigor: ability.vigor, mana: ability.mana };
}
