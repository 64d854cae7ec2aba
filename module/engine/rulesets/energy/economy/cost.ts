import type { Cost } from "../../../core/economy/spend.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";
import { actionSpec, SHIFT_AGILITY, SWIFT_MELEE_ENERGY } from "./actions.ts";
import type { EnergyActor } from "./actor.ts";
import type { EnergyCombatantState } from "./combatant.ts";
import { jumpEnergy } from "./movement.ts";
import type { ActionRequest, ListedAbilityCost } from "./request.ts";

/**
 * The cost of one action now, from the table and the situation:
 * - Swift melee attacks cost 1 Energy; a Swift ranged attack costs what a ranged attack costs.
 * - Ranged: the world setting's 1 or 2, +1 when not Proficient.
 * - Stow/Equip 1 (side arm) or 2; Pick Up 0 in passing, 1 off the ground, 2 otherwise; Load the weapon's.
 * - Catch Your Breath: "Using 3 Energy (or all your Energy)" — 3, or everything left when less.
 * - Jump: 1 or 2 Energy, plus airtime, plus 1 Stamina.
 * - Use Ability: the Energy and Stamina the ability lists.
 * - A GM's Energy ruling replaces the Energy part.
 */
export function actionCost(
  actor: EnergyActor,
  combatant: EnergyCombatantState,
  request: ActionRequest,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): Cost {
  const base = actionSpec(request.action).cost;
  const cost = costBeforeRuling(actor, combatant, request, options, base);
  return request.energy === undefined ? cost : { ...cost, energy: Math.max(0, Math.floor(request.energy)) };
}

function costBeforeRuling(
  actor: EnergyActor,
  combatant: EnergyCombatantState,
  request: ActionRequest,
  options: EnergyOptions,
  base: Cost,
): Cost {
  switch (request.action) {
    case "meleeAttack":
    case "unarmedAttack":
      return request.swift === true ? { energy: SWIFT_MELEE_ENERGY } : base;
    case "rangedAttack":
      return { energy: options.rangedAttackEnergy + (request.proficient === false ? 1 : 0) };
    case "shift":
      return request.shiftWith === "agility" ? { agility: SHIFT_AGILITY } : base;
    case "jump":
      return { energy: jumpEnergy(actor, combatant, request.metres ?? 0), stamina: base.stamina ?? 1 };
    case "stowEquip":
    case "pickUpItem":
    case "load":
      return { energy: situationalEnergy(request) };
    case "catchYourBreath":
      return { energy: Math.min(base.energy ?? 3, combatant.economy.pools.energy ?? 0) };
    case "useAbility":
      return abilityCost(request.ability);
    default:
      return base;
  }
}

/**
 * The Energy of an action whose cost the item or the situation decides, read from the request alone (so a sheet can
 * say it before any combat): Stow/Equip "a side arm, or otherwise easily accessible item takes only 1 Energy. Most
 * other items require 2"; Pick Up "while running past, you needn't spend additional Energy", "off the ground you
 * spend 1 Energy", else the list's 2; Load "varies depending on weapon used" (the table's 1 when the weapon names
 * none). Any other action: its table cost.
 */
export function situationalEnergy(request: ActionRequest): number {
  switch (request.action) {
    case "stowEquip":
      return request.item === "other" ? 2 : 1;
    case "pickUpItem":
      return request.pickUp === "inPassing" ? 0 : request.pickUp === "fromGround" ? 1 : 2;
    case "load":
      return Math.max(0, Math.floor(request.loadEnergy ?? actionSpec("load").cost.energy ?? 1));
    default:
      return actionSpec(request.action).cost.energy ?? 0;
  }
}

/**
 * Using an ability costs what it lists, Energy from the Round's pool and Stamina from the creature: the seed prices
 * abilities by their Stamina ("There are many abilities that allow you to spend extra Stamina on an attack") and
 * lists no action of their own, so Fray charges the listed cost as one action (rules page decision 100). Whole,
 * non-negative numbers; only the costs it lists (no Stamina pool entry when it lists none).
 */
export function abilityCost(listed: ListedAbilityCost | undefined): Cost {
  const energy = Math.max(0, Math.floor(listed?.energy ?? 0));
  const stamina = Math.max(0, Math.floor(listed?.stamina ?? 0));
  return { ...(energy > 0 ? { energy } : {}), ...(stamina > 0 ? { stamina } : {}) };
}
