import type { EnergyRefusal } from "../refusal.ts";
import { actionSpec } from "./actions.ts";
import type { EnergyCombatantState, LastAction } from "./combatant.ts";
import { abilityCost } from "./cost.ts";
import type { ActionRequest } from "./request.ts";
import { ATTACK_ENHANCEMENT_STAMINA_LIMIT } from "../tables/stamina-costs.ts";
import { mayEnhanceAttack } from "./stamina.ts";

/**
 * Abilities that spend Stamina on an attack ("There are many abilities that allow you to spend extra Stamina on an
 * attack"). The attack they enhance is the combatant's last action this Round (Fray: an enhancing ability is used
 * right after the attack it adds to, and keeps that attack as `last`); "For each attack, you are limited to spending
 * only 4 Stamina to enhance an attack … Any Stamina spent as Energy does not count towards this limit" — only the
 * Stamina the ability lists is counted (`mayEnhanceAttack`).
 */
function enhances(request: ActionRequest): boolean {
  return request.action === "useAbility" && request.ability?.enhancesAttack === true;
}

function attackToEnhance(combatant: EnergyCombatantState): LastAction | undefined {
  const last = combatant.last;
  return last !== undefined && actionSpec(last.action).kind === "attack" ? last : undefined;
}

/** Why this ability may not enhance the last attack, if it is an enhancing ability that may not. */
export function whyCannotEnhance(combatant: EnergyCombatantState, request: ActionRequest): EnergyRefusal | undefined {
  if (!enhances(request)) return undefined;
  const attack = attackToEnhance(combatant);
  if (attack === undefined) {
    return { code: "noAttackToEnhance", message: "This ability enhances an attack: attack first." };
  }
  const cost = abilityCost(request.ability).stamina ?? 0;
  const spent = attack.enhancement ?? 0;
  if (!mayEnhanceAttack(spent, cost)) {
    return {
      code: "enhancementLimit",
      message: `At most ${ATTACK_ENHANCEMENT_STAMINA_LIMIT} Stamina enhances one attack (${spent} spent, this needs ${cost}).`,
      need: cost,
      have: spent,
    };
  }
  return undefined;
}

/** The `last` action after an enhancing ability: the attack, with the Stamina the ability paid added to it. */
export function lastAfterEnhancing(
  combatant: EnergyCombatantState,
  request: ActionRequest,
  stamina: number,
): LastAction | undefined {
  if (!enhances(request)) return undefined;
  const attack = attackToEnhance(combatant);
  return attack === undefined ? undefined : { ...attack, enhancement: (attack.enhancement ?? 0) + stamina };
}
