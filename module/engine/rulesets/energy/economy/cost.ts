import type { Cost } from "../../../core/economy/spend.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";
import { actionSpec, SHIFT_AGILITY, SWIFT_MELEE_ENERGY } from "./actions.ts";
import type { EnergyActor } from "./actor.ts";
import type { EnergyCombatantState } from "./combatant.ts";
import { jumpEnergy } from "./movement.ts";
import type { ActionRequest } from "./request.ts";

/**
 * The cost of one action now, from the table and the situation:
 * - Swift melee attacks cost 1 Energy; a Swift ranged attack costs what a ranged attack costs.
 * - Ranged: the world setting's 1 or 2, +1 when not Proficient.
 * - Stow/Equip 1 (side arm) or 2; Pick Up 0 in passing, 1 off the ground, 2 otherwise; Load the weapon's.
 * - Catch Your Breath: "Using 3 Energy (or all your Energy)" — 3, or everything left when less.
 * - Jump: 1 or 2 Energy, plus airtime, plus 1 Stamina.
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
      return { energy: request.item === "other" ? 2 : 1 };
    case "pickUpItem":
      return { energy: request.pickUp === "inPassing" ? 0 : request.pickUp === "fromGround" ? 1 : 2 };
    case "catchYourBreath":
      return { energy: Math.min(base.energy ?? 3, combatant.economy.pools.energy ?? 0) };
    case "load":
      return { energy: Math.max(0, Math.floor(request.loadEnergy ?? base.energy ?? 1)) };
    default:
      return base;
  }
}
