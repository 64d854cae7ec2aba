import type { Rng } from "../../../core/dice/rng.ts";
import { chooseTarget } from "../../../sim/target.ts";
import { isDown, readingOf, type EnergyFighter } from "./fighter.ts";
import { leanTakeAction, MELEE_ENERGY, type LeanRequest } from "./lean-action.ts";

/**
 * How a simulated `energy` creature decides. Its one decision is the best action it can pay for now, paid as the
 * engine's `takeAction` pays it (`leanTakeAction`, held equal to it; it refuses what the pools cannot cover: "You
 * cannot start an action in one Round and complete it in another"). In order of preference:
 * - a ranged or thrown weapon: Load it when it needs loading (the weapon's Load cost), else shoot (1 Energy, +1 when
 *   not Proficient);
 * - a melee weapon: a Melee Attack (3 Energy); short of Energy, the same attack paying the missing Energy in Stamina
 *   ("Once per Round, you may spend 1 Stamina when you would normally spend 1 Energy"; "Some abilities allow you to
 *   use more") when that leaves `STAMINA_RESERVE` Stamina; else an Unarmed Attack (2 Energy).
 * Never Defend, move, retreat or Catch Your Breath: everyone is in reach on open ground. Both sides focus on the
 * standing enemy with the least Aura: at 0 Aura every hit calls for a Death roll, so the creature closest to it is
 * the one to press.
 */
export type Swing = "weapon" | "unarmed";
export type Choice = Swing | "load";

export const ENERGY_ASSUMPTIONS: readonly string[] = [
  "Open ground, everyone in reach: nobody moves, Defends, retreats or Catches their Breath.",
  "Each creature takes the best attack it can pay for: shoot (Loading first when needed), else a Melee Attack, paying missing Energy in Stamina while 5 Stamina stay, else an Unarmed Attack.",
  "Both sides focus the standing enemy with the least Aura.",
  "An attacked creature answers once a Round when its Initiative beats the attacker's.",
  "A creature is down when unconscious or dead.",
];

/** Stamina kept back: at 5 or more, Energy per Round stays 5 (the Energy Per Round table). */
export const STAMINA_RESERVE = 5;

/** What the focus reads: the Aura left. */
export const auraLeft = (f: EnergyFighter): number => f.actor.creature.aura;

const standing = (f: EnergyFighter): boolean => !isDown(f);

/** The standing enemy with the least Aura (no draw from `rng`: both sides focus). */
export function pickTarget(enemies: readonly EnergyFighter[], rng: Rng): EnergyFighter | undefined {
  return chooseTarget(enemies, standing, auraLeft, true, rng);
}

function paid(f: EnergyFighter, request: LeanRequest): boolean {
  const actor = leanTakeAction(f.actor, f.economy, request, readingOf(f).gate);
  if (actor === undefined) return false;
  f.actor = actor;
  return true;
}

const MELEE: LeanRequest = { action: "meleeAttack" };
const UNARMED: LeanRequest = { action: "unarmedAttack" };

export function payBestAction(f: EnergyFighter): Choice | undefined {
  const plan = f.plan;
  if (plan.kind !== "melee") {
    if (!f.loaded) {
      if (!paid(f, plan.load)) return undefined;
      f.loaded = true;
      return "load";
    }
    if (!paid(f, plan.shot)) return undefined;
    f.loaded = f.spec.weapon.loadEnergy === undefined;
    return "weapon";
  }
  if (paid(f, MELEE)) return "weapon";
  const short = MELEE_ENERGY - f.economy.energy;
  const spare = f.actor.creature.stamina - short >= STAMINA_RESERVE;
  if (short > 0 && spare && paid(f, { action: "meleeAttack", staminaAsEnergy: short })) return "weapon";
  return paid(f, UNARMED) ? "unarmed" : undefined;
}
