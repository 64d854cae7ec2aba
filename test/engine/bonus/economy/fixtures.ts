import { addCondition } from "../../../../module/engine/core/conditions/mutate.ts";
import { NO_CONDITIONS, type ConditionState } from "../../../../module/engine/core/conditions/state.ts";
import type { Duration } from "../../../../module/engine/core/conditions/duration.ts";
import { BONUS_CONDITIONS } from "../../../../module/engine/rulesets/bonus/conditions.ts";
import type { BonusCreature } from "../../../../module/engine/rulesets/bonus/creature.ts";
import type { BonusActor } from "../../../../module/engine/rulesets/bonus/economy/actor.ts";
import {
  newBonusCombatant,
  type BonusCombatantState,
} from "../../../../module/engine/rulesets/bonus/economy/combatant.ts";

export function creature(overrides: Partial<BonusCreature> = {}): BonusCreature {
  return {
    bonusDice: { strength: 1, agility: 2, speed: 2, stamina: 1, soul: 0, reason: 0, resolve: 0, skill: 1 },
    speed: 30,
    stamina: 12,
    size: "medium",
    durability: { value: 20, max: 20 },
    health: { value: 10, max: 10 },
    vigor: { value: 20, max: 20 },
    mana: { value: 5, max: 10 },
    stabilized: false,
    winded: false,
    vigorRecoveredWhileWinded: 0,
    dead: false,
    ...overrides,
  };
}

export function actor(overrides: Partial<BonusActor> = {}, c: Partial<BonusCreature> = {}): BonusActor {
  return {
    creature: creature(c),
    conditions: NO_CONDITIONS,
    extraActions: 0,
    durabilityRecovery: 0,
    manaRecovery: 0,
    ...overrides,
  };
}

export function withConditions(
  base: BonusActor,
  ids: readonly string[],
  duration: Duration = { kind: "permanent" },
): BonusActor {
  let conditions: ConditionState = base.conditions;
  for (const id of ids)
    conditions = addCondition(BONUS_CONDITIONS, conditions, id, { source: "test", duration, round: 1 }).state;
  return { ...base, conditions };
}

/** A combatant at its turn with `actions` actions left. */
export function combatant(actions: number, id = "me"): BonusCombatantState {
  const fresh = newBonusCombatant(id);
  return { ...fresh, economy: { ...fresh.economy, pools: { actions } }, turnsStarted: 1 };
}
