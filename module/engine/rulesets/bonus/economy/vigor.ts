import type { BonusCreature } from "../creature.ts";
import type { BonusOutcome } from "./refusal.ts";

/**
 * Vigor and Winded. "Many actions may require you to consume Vigor. If you exhaust your Vigor, you become Winded,
 * and you cannot take any actions. This condition remains until you recover at least 5 points of Vigor."
 * A spend that would take Vigor below 0 is refused (pools never go negative); a spend that lands exactly on 0
 * exhausts it.
 */
export const WINDED_RECOVERY = 5;

export function spendVigor(creature: BonusCreature, amount: number): BonusOutcome<BonusCreature> {
  const have = creature.vigor.value;
  if (amount <= 0) return { ok: true, state: creature };
  if (have < amount) {
    return {
      ok: false,
      state: creature,
      reason: { code: "short", message: `Needs ${amount} Vigor, has ${have}.`, need: amount, have },
    };
  }
  const value = have - amount;
  const vigor = { ...creature.vigor, value };
  if (value > 0) return { ok: true, state: { ...creature, vigor } };
  return { ok: true, state: { ...creature, vigor, winded: true, vigorRecoveredWhileWinded: 0 } };
}

/**
 * Recover Vigor (recovery phase, potions, abilities) up to the max. What is actually regained counts towards
 * ending Winded; the count starts over when the creature next becomes Winded.
 */
export function recoverVigor(creature: BonusCreature, amount: number): BonusCreature {
  const value = Math.min(creature.vigor.max, creature.vigor.value + Math.max(0, amount));
  const regained = Math.max(0, value - creature.vigor.value);
  const vigor = { ...creature.vigor, value };
  if (!creature.winded) return { ...creature, vigor };
  const recovered = creature.vigorRecoveredWhileWinded + regained;
  if (recovered >= WINDED_RECOVERY) return { ...creature, vigor, winded: false, vigorRecoveredWhileWinded: 0 };
  return { ...creature, vigor, vigorRecoveredWhileWinded: recovered };
}
