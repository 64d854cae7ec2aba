/**
 * Non-Lethal damage as a roll-dialog choice (seed, Non-Lethal Damage): "If you want to incapacitate a target or knock
 * it unconscious without killing it, then you may attempt to deal Non-Lethal damage." One exclusive group: lethal
 * (the group's "none"), Non-Lethal, or Non-Lethal with one to three −3 AV steps ("You may take -3 AV (or +3 Miss
 * Chance) penalty on your attack to increase the range of numbers in which you deal Non-Lethal damage by 5. You may
 * do this multiple times"). Three steps already bring the widest threshold (15) to every roll, so more are never
 * offered (decision 67). The row stores the choice with its situation; the plan reads the steps into the AV or the
 * Miss Chance, and the damage reads the choice (combat-room.ts, non-lethal-chance.ts).
 */
import {
  nonLethalSourceOf,
  nonLethalThreshold,
  type NonLethalAttack,
} from "../../../../engine/rulesets/energy/attack/non-lethal.ts";
import { NON_LETHAL_STEP_PENALTY } from "../../../../engine/rulesets/energy/tables/non-lethal.ts";
import type { LocalizedText, RollChoices, RollModifier } from "../../../combat-room.ts";
import type { EnergyWeaponSource, Named } from "../sources.ts";
import { ENERGY_MODIFIER_KEYS } from "./catalog.ts";
import { throwChosen } from "./throw.ts";

/** The group's choices, each with its number of −3 AV steps. */
export const NON_LETHAL_CHOICES = [
  { id: "nonLethal", steps: 0 },
  { id: "nonLethalStep1", steps: 1 },
  { id: "nonLethalStep2", steps: 2 },
  { id: "nonLethalStep3", steps: 3 },
] as const;

const GROUP = "nonLethal";

/** The Non-Lethal choice made, with its steps; undefined: the attack deals lethal damage. */
export function nonLethalChosen(choices: RollChoices): { readonly steps: number } | undefined {
  const chosen = NON_LETHAL_CHOICES.filter((c) => choices[c.id] === true).at(-1);
  return chosen ? { steps: chosen.steps } : undefined;
}

/** The −3 AV (+3 Miss Chance) steps the attack takes: none unless a Non-Lethal choice with steps is made. */
export const nonLethalStepsChosen = (choices: RollChoices): number => nonLethalChosen(choices)?.steps ?? 0;

/**
 * Which row of the Dealing Non-Lethal Damage table this weapon's attack uses: a melee weapon thrown (`choices`,
 * situation/throw.ts) is a "Ranged/thrown weapon".
 */
export function nonLethalAttackOf(weapon: Named<EnergyWeaponSource>, choices: RollChoices = {}): NonLethalAttack {
  if (weapon.data.kind === "unarmed") return "unarmed";
  return nonLethalSourceOf(weapon.data.kind !== "melee" || throwChosen(choices), weapon.data.blunt);
}

/** What a choice costs and the Chance roll it then needs ("AV −3; Non-Lethal on a Chance roll of 5 or more"). */
function effectOf(attack: NonLethalAttack, steps: number, ranged: boolean): LocalizedText {
  const chance = nonLethalThreshold(attack, steps);
  if (chance === undefined) return { key: `${ENERGY_MODIFIER_KEYS}.effect.nonLethalFree` };
  if (steps === 0) return { key: `${ENERGY_MODIFIER_KEYS}.effect.nonLethal`, data: { chance } };
  const key = `${ENERGY_MODIFIER_KEYS}.effect.${ranged ? "nonLethalStepRanged" : "nonLethalStep"}`;
  return { key, data: { chance, penalty: NON_LETHAL_STEP_PENALTY * steps } };
}

/** The dialog's rows: each choice with what it costs and the Chance roll it then needs. */
export function nonLethalRows(choices: RollChoices, attack: NonLethalAttack, ranged: boolean): RollModifier[] {
  // "Unarmed attacks may freely deal Non-Lethal damage": no Chance roll, so no step would widen anything.
  const offered = attack === "unarmed" ? NON_LETHAL_CHOICES.filter((c) => c.steps === 0) : NON_LETHAL_CHOICES;
  const chosen = nonLethalChosen(choices);
  return offered.map((c) => ({
    id: c.id,
    kind: "nonLethal",
    label: { key: `${ENERGY_MODIFIER_KEYS}.${c.id}` },
    effect: effectOf(attack, c.steps, ranged),
    on: chosen?.steps === c.steps,
    locked: false,
    group: GROUP,
    groupLegend: { key: `${ENERGY_MODIFIER_KEYS}.Group.${GROUP}` },
    groupNone: { key: `${ENERGY_MODIFIER_KEYS}.Group.${GROUP}None` },
  }));
}
