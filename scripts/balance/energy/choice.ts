import type { ActionRequest } from "../../../module/engine/rulesets/energy/economy/request.ts";
import { takeAction } from "../../../module/engine/rulesets/energy/economy/act.ts";
import { actionCost } from "../../../module/engine/rulesets/energy/economy/cost.ts";
import { isProficient } from "../../../module/engine/rulesets/energy/economy/martial.ts";
import type { Swing } from "./attack.ts";
import type { EnergyFighter } from "./fighter.ts";

/**
 * The skirmish AI's one decision: the best action a fighter can pay for now, paid through the engine's `takeAction`
 * (which refuses what the pools cannot cover: "You cannot start an action in one Round and complete it in another").
 * In order of preference:
 * - a ranged or thrown weapon: Load it when it needs loading (the weapon's Load cost), else shoot (1 Energy, +1 when
 *   not Proficient);
 * - a melee weapon: a Melee Attack (3 Energy); short of Energy, the same attack paying the missing Energy in Stamina
 *   ("Once per Round, you may spend 1 Stamina when you would normally spend 1 Energy"; "Some abilities allow you to
 *   use more") when that leaves `STAMINA_RESERVE` Stamina; else an Unarmed Attack (2 Energy).
 * Never Defend, move, retreat or Catch Your Breath: everyone is in reach on open ground.
 */
export type Choice = Swing | "load";

/** Stamina kept back: at 5 or more, Energy per Round stays 5 (the Energy Per Round table). */
export const STAMINA_RESERVE = 5;

function paid(f: EnergyFighter, request: ActionRequest): boolean {
  const result = takeAction(f.actor, f.combatant, request);
  if (!result.ok) return false;
  f.actor = result.state.actor;
  f.combatant = result.state.combatant;
  return true;
}

export function payBestAction(f: EnergyFighter, round: number): Choice | undefined {
  const w = f.weapon.data;
  if (w.kind !== "melee") {
    if (!f.loaded) {
      if (!paid(f, { action: "load", round, loadEnergy: w.loadEnergy ?? 1 })) return undefined;
      f.loaded = true;
      return "load";
    }
    const proficient = isProficient(f.actor.creature.martial.level, w.mpr);
    if (!paid(f, { action: "rangedAttack", round, proficient })) return undefined;
    f.loaded = w.loadEnergy === null;
    return "weapon";
  }
  const melee = { action: "meleeAttack", round } as const;
  if (paid(f, melee)) return "weapon";
  const short = (actionCost(f.actor, f.combatant, melee).energy ?? 0) - (f.combatant.economy.pools["energy"] ?? 0);
  const spare = f.actor.creature.stamina - short >= STAMINA_RESERVE;
  if (short > 0 && spare && paid(f, { ...melee, staminaAsEnergy: short })) return "weapon";
  return paid(f, { action: "unarmedAttack", round }) ? "unarmed" : undefined;
}
