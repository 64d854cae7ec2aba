/**
 * Skill checks against a victory sum (seed 000): "1d20 (the Action Dice) + any Bonus dice against a victory sum,
 * VS". Named checks from the seed: emergency aid — "using 2 Actions and restoring 1d10 Durability on a Medicine
 * (treatment) VS 20 check" — and stabilizing a creature in Shock — "a successful Medicine or Medical Science check
 * VS 20". Fray reads "VS 20" as "higher than 20" by default (see DEFAULT_VS_RULE).
 */
import type { DiceRequest, FlatModifier } from "../../../core/dice/request.ts";
import { actionRollRequest, vsTarget, type BonusDiceSource, type VsRule } from "./check.ts";
import type { Challenge, Charge } from "./rank.ts";

export const EMERGENCY_AID_VS = 20;
export const EMERGENCY_AID_ACTIONS = 2;
/** "restoring 1d10 Durability": a plain d10, not a bonus die, so it neither bursts nor steps. */
export const EMERGENCY_AID_HEALING_FACES = 10;
export const STABILIZE_VS = 20;

export interface SkillCheckInput {
  /** The skill's name, used as label and target source ("Medicine (treatment)"). */
  readonly skill: string;
  readonly dice: readonly BonusDiceSource[];
  readonly vs?: number;
  readonly vsRule?: VsRule;
  /** "+5 VS" style penalties (piloting in reduced visibility…): added to the VS. */
  readonly vsPenalties?: readonly FlatModifier[];
  readonly charges?: readonly Charge[];
  readonly challenges?: readonly Challenge[];
  readonly wounded?: boolean;
  readonly modifiers?: readonly FlatModifier[];
}

export function skillCheckRequest(input: SkillCheckInput): DiceRequest {
  const penalties = input.vsPenalties ?? [];
  const vs = input.vs === undefined ? undefined : penalties.reduce((sum, p) => sum + p.value, input.vs);
  return actionRollRequest({
    label: input.skill,
    dice: input.dice,
    charges: input.charges,
    challenges: input.challenges,
    wounded: input.wounded,
    modifiers: input.modifiers,
    target: vs === undefined ? undefined : vsTarget(vs, `${input.skill} VS`, input.vsRule),
    audit: penalties.map((penalty) => ({ type: "vs", source: penalty.source, value: penalty.value })),
  });
}

type NamedCheckInput = Omit<SkillCheckInput, "skill" | "vs">;

/** Emergency aid: Medicine (treatment) VS 20; on success roll `emergencyAidHealingRequest`. */
export function emergencyAidRequest(input: NamedCheckInput): DiceRequest {
  return skillCheckRequest({ ...input, skill: "Medicine (treatment)", vs: EMERGENCY_AID_VS });
}

/** Stabilize a creature in Shock: Medicine or Medical Science VS 20. */
export function stabilizeRequest(input: NamedCheckInput & { readonly skill?: string }): DiceRequest {
  return skillCheckRequest({ ...input, skill: input.skill ?? "Medicine", vs: STABILIZE_VS });
}

/** The Durability restored by successful emergency aid: 1d10. */
export function emergencyAidHealingRequest(): DiceRequest {
  return {
    label: "Emergency aid",
    groups: [{ id: "healing", source: "Emergency aid", count: 1, faces: EMERGENCY_AID_HEALING_FACES }],
    modifiers: [],
  };
}
