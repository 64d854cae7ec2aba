import { NON_LETHAL_STEP_WIDENING, NON_LETHAL_TABLE, type NonLethalSource } from "../tables/non-lethal.ts";

/**
 * Dealing Non-Lethal damage (seed): "Unarmed attacks may freely deal Non-Lethal damage. Other attacks require a
 * Chance roll to determine if the damage is lethal or Non-Lethal", at the table's threshold, 5 lower per −3 AV (+3
 * Miss Chance) step taken: "you could take a -6 Miss Chance on a ranged attack and deal Non-Lethal damage on a
 * Chance roll of 5 or greater". The step penalty itself is in the AV and the Miss Chance (defense/derived.ts,
 * attack/ranged.ts).
 */
export type NonLethalAttack = NonLethalSource | "unarmed";

/** The Chance roll needed, or undefined when none is (unarmed). Never above 20 nor below 1. */
export function nonLethalThreshold(attack: NonLethalAttack, steps = 0): number | undefined {
  if (attack === "unarmed") return undefined;
  const widened = NON_LETHAL_TABLE[attack].atLeast - NON_LETHAL_STEP_WIDENING * Math.max(0, Math.floor(steps));
  return Math.max(1, widened);
}

/** Is the damage Non-Lethal? `chanceFace` is the Chance roll (ignored for unarmed attacks). */
export function dealsNonLethal(attack: NonLethalAttack, steps: number, chanceFace?: number): boolean {
  const needed = nonLethalThreshold(attack, steps);
  if (needed === undefined) return true;
  return chanceFace !== undefined && chanceFace >= needed;
}

/** Which row a weapon's attack uses. */
export function nonLethalSourceOf(ranged: boolean, blunt: boolean): NonLethalSource {
  if (ranged) return "ranged";
  return blunt ? "bluntMelee" : "otherMelee";
}
