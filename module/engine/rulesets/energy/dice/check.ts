/**
 * Checks and Initiative rolls: Fray's one mechanic where the excerpt names a roll without its dice. The seed rolls
 * Initiative ("see Initiative in the Skills section"), Skill Checks (Dazed: "Disadvantage on … Skill Checks"), and
 * Arm and Leg Strength Checks (escaping a restraint "contested by the Arm Strength Check or Fortitude roll of the
 * restrainer"), but the Skills section is not in the excerpt.
 *
 * The mechanic: a check is one die plus the relevant bonus (the skill, Initiative bonus, Arm or Leg Strength).
 * - "d20" (default): 1d20 + bonus, like every other non-defense roll of the seed (Combat, Hit, Chance, Death rolls).
 * - "d10Exploding" (world setting `checkDice`): 1d10* + bonus, shaped like a Defense roll, so a check contested by a
 *   Fortitude roll is die against die.
 * Advantage and Disadvantage roll the whole check twice. Odds at equal bonuses (dice/odds.ts, checked in the tests
 * and printed in docs/rules/energy.md): a challenger wins Initiative (must be higher) 47.5% of the time with d20.
 */
import { burstOnMax, type DiceRequest, type DieEdge, type FlatModifier } from "../../../core/dice/request.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";

export const CHECK_GROUP_ID = "check";

export type CheckDice = EnergyOptions["checkDice"];

export interface CheckInput {
  readonly label: string;
  /** The bonus added (named after the check: "Initiative", "Arm Strength", "Athletics"). */
  readonly bonus: number;
  readonly edge?: DieEdge;
  readonly modifiers?: readonly FlatModifier[];
  /** A DC to meet ("or contested by a DC if there is no restrainer"), when there is one. */
  readonly dc?: number;
}

export function checkRequest(input: CheckInput, options: EnergyOptions = DEFAULT_ENERGY_OPTIONS): DiceRequest {
  const exploding = options.checkDice === "d10Exploding";
  const faces = exploding ? 10 : 20;
  const edge = input.edge ?? "normal";
  const group = {
    id: CHECK_GROUP_ID,
    source: input.label,
    count: 1,
    faces,
    ...(exploding ? { explode: burstOnMax(faces) } : {}),
    ...(edge === "normal" ? {} : { edge }),
  };
  const modifiers = [{ source: input.label, value: input.bonus }, ...(input.modifiers ?? [])];
  const request: DiceRequest = { label: input.label, groups: [group], modifiers };
  if (input.dc === undefined) return request;
  return { ...request, target: { kind: "meet", value: input.dc, source: `DC ${input.dc}` } };
}

/** Initiative roll: the Initiative bonus (economy/initiative.ts `initiativeBonus`). */
export function initiativeRequest(
  bonus: number,
  edge: DieEdge = "normal",
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): DiceRequest {
  return checkRequest({ label: "Initiative", bonus, edge }, options);
}
