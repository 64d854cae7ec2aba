/**
 * The one roll shape of `bonus` (seed 000): "Every action that requires a roll follows the same formula: 1d20 (the
 * Action Dice) + any Bonus dice against a victory sum, VS." The action die is always a plain d20 — "nothing can ever
 * reduce your Action dice" and nothing raises it either — and "All Bonus Dice burst when you roll maximum value".
 * Every procedure (attack, defense, initiative, resistance, skill) builds on `actionRollRequest`.
 */
import type { AuditEntry } from "../../../core/dice/audit.ts";
import {
  burstOnMax,
  type DiceRequest,
  type DieGroup,
  type FlatModifier,
  type RollTarget,
  type Sourced,
} from "../../../core/dice/request.ts";
import type { BonusAbility } from "../creature.ts";
import { bonusDieRank, type Challenge, type Charge } from "./rank.ts";

export const ACTION_DIE_FACES = 20;
export const ACTION_GROUP_ID = "action";
export const BONUS_GROUP_ID = "bonus";

/** Some bonus dice and where they come from ("Agility", "Skill: Medicine", "Talent: Quick Draw"). */
export interface BonusDiceSource extends Sourced {
  readonly count: number;
}

/** Does a roll need to be strictly higher than its VS, or is equal enough? Fray's default is "exceed". */
export type VsRule = "exceed" | "meet";
/**
 * Attacks "must roll higher than your target's Guard" and VS penalties add to Guard, so Guard is the attack's VS;
 * Fray reads every VS the same way: the total must be higher. A world may prefer "meet" (docs/rules/bonus.md).
 */
export const DEFAULT_VS_RULE: VsRule = "exceed";

export function vsTarget(value: number, source: string, rule: VsRule = DEFAULT_VS_RULE): RollTarget {
  return { kind: rule, value, source };
}

const ABILITY_LABEL: Readonly<Record<BonusAbility, string>> = {
  strength: "Strength",
  agility: "Agility",
  speed: "Speed",
  stamina: "Stamina",
  soul: "Soul",
  reason: "Reason",
  resolve: "Resolve",
  skill: "Skill",
};

export function abilityLabel(ability: BonusAbility): string {
  return ABILITY_LABEL[ability];
}

/** The bonus dice an ability score grants, named after the ability. */
export function abilityDice(
  abilities: Readonly<Partial<Record<BonusAbility, number>>>,
  ability: BonusAbility,
): BonusDiceSource {
  return { source: ABILITY_LABEL[ability], count: abilities[ability] ?? 0 };
}

export function actionDieGroup(): DieGroup {
  return { id: ACTION_GROUP_ID, source: "Action die", count: 1, faces: ACTION_DIE_FACES };
}

/** One bursting group per source, all at the same rank ("all bonus dice, from all sources"). */
export function bonusDiceGroups(dice: readonly BonusDiceSource[], faces: number, id = BONUS_GROUP_ID): DieGroup[] {
  return dice
    .filter((source) => source.count > 0)
    .map((source) => {
      if (!Number.isInteger(source.count)) throw new RangeError(`${source.source}: bonus dice must be whole`);
      return { id, source: source.source, count: source.count, faces, explode: burstOnMax(faces) };
    });
}

/** What may step or shift any bonus-dice roll: every roll builder takes these the same way. */
export interface RollAdjustments {
  readonly charges?: readonly Charge[];
  readonly challenges?: readonly Challenge[];
  readonly wounded?: boolean;
  readonly modifiers?: readonly FlatModifier[];
}

export interface ActionRollInput extends RollAdjustments {
  readonly label: string;
  readonly dice: readonly BonusDiceSource[];
  readonly target?: RollTarget;
  /** Entries a procedure adds before the rank (e.g. Over Watch's extra die, VS penalties). */
  readonly audit?: readonly AuditEntry[];
}

/** 1d20 + bonus dice at this roll's rank, each bursting on its maximum. */
export function actionRollRequest(input: ActionRollInput): DiceRequest {
  const rank = bonusDieRank({
    roll: "action",
    charges: input.charges,
    challenges: input.challenges,
    wounded: input.wounded,
  });
  const groups = [actionDieGroup(), ...bonusDiceGroups(input.dice, rank.faces)];
  const modifiers = input.modifiers ?? [];
  const audit = [...(input.audit ?? []), ...rank.audit];
  // Two literals rather than a spread: this sits on the attack hot path (bench row 1), where spreads cost most.
  return input.target
    ? { label: input.label, groups, modifiers, audit, target: input.target }
    : { label: input.label, groups, modifiers, audit };
}
