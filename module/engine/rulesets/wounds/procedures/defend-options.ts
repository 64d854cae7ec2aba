import type { DefendChoice } from "../defense/situational.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import { planAttack, type AttackPlanInput } from "./attack-plan.ts";

/**
 * Defend (seed 004): "Until your next turn or you receive a wound, when targeted by an attack you can see, you may
 * replace your melee and/or ranged defenses with your Power, Agility, Fortitude, or Willpower defense, or you may gain
 * a +2 bonus to your melee and ranged defenses." The choice is made when targeted (docs/rules/wounds.md decision 60),
 * so the target sees what each one does to this attack before it picks.
 */
export const DEFEND_CHOICES: readonly DefendChoice[] = ["bonus", "power", "agility", "fortitude", "willpower"];

export interface DefendOption {
  /** "none": keep the Defense the attack targets. */
  readonly choice: DefendChoice | "none";
  /** The Defense the attack meets with this choice. */
  readonly defense: number;
  /** The exact chance the attack hits with this choice. */
  readonly hitChance: number;
}

/**
 * Each choice a Defending target has against this attack, keeping the Defense first, with the Defense it gives and
 * the chance the attack still hits. Empty when Defend changes nothing here: the target is not Defending, the attack
 * targets a skill defense, or the target is immobile ("you replace your melee, ranged, and Agility defenses with your
 * immobile defense") — the engine's Defense reads all of that, so no rule is repeated here.
 */
export function defendOptions(
  input: AttackPlanInput,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): readonly DefendOption[] {
  const rows: DefendOption[] = [];
  for (const choice of [undefined, ...DEFEND_CHOICES]) {
    const plan = planAttack({ ...input, ...(choice === undefined ? {} : { defendChoice: choice }) }, options);
    if (!plan.ok) return [];
    rows.push({ choice: choice ?? "none", defense: plan.defense.total, hitChance: plan.hitChance });
  }
  const kept = rows[0]?.defense;
  return rows.some((row) => row.defense !== kept) ? rows : [];
}
