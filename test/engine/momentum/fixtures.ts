import type { Duration } from "../../../module/engine/core/conditions/duration.ts";
import { addCondition } from "../../../module/engine/core/conditions/mutate.ts";
import { NO_CONDITIONS, type ConditionState } from "../../../module/engine/core/conditions/state.ts";
import { MOMENTUM_CONDITIONS } from "../../../module/engine/rulesets/momentum/conditions.ts";
import type { MomentumActor, MomentumCreature } from "../../../module/engine/rulesets/momentum/creature.ts";
import {
  newMomentumCombatant,
  type MomentumCombatantState,
} from "../../../module/engine/rulesets/momentum/economy/combatant.ts";
import type { Pair } from "../../../module/engine/rulesets/momentum/economy/pay.ts";

/**
 * A War-archetype fighter: Strength 14 (+4), Dexterity 13 (+3), Constitution 10 (+0), Instinct 12, Will 11 (+1);
 * Vitality 20, Armor 2, Basic Movement 3 m, 5 Narrative Momentum.
 */
export function creature(extra: Partial<MomentumCreature> = {}): MomentumCreature {
  return {
    kind: "creature",
    stats: {
      strength: 14,
      dexterity: 13,
      constitution: 10,
      intelligence: 10,
      charisma: 10,
      instinct: 12,
      will: 11,
    },
    skills: { athletics: 2, rawForce: 1, endurance: 3, perseverance: 1, firstAid: 2 },
    archetype: { primary: "strength", secondary: "dexterity", evasion: "strength" },
    size: "medium",
    biological: true,
    vitality: { value: 20, max: 20 },
    temporaryVitality: 0,
    armor: 2,
    basicMovement: 3,
    narrativeMomentum: 5,
    dead: false,
    ...extra,
  };
}

export function actor(
  extra: Partial<MomentumCreature> = {},
  conditions: ConditionState = NO_CONDITIONS,
): MomentumActor {
  return { creature: creature(extra), conditions };
}

export function withConditions(
  base: MomentumActor,
  ids: readonly string[],
  duration: Duration = { kind: "permanent" },
  round = 1,
): MomentumActor {
  let conditions = base.conditions;
  for (const id of ids) {
    conditions = addCondition(MOMENTUM_CONDITIONS, conditions, id, { source: "test", duration, round }).state;
  }
  return { ...base, conditions };
}

/** A combatant in the middle of its turn with these pools. */
export function combatant(
  pools: Partial<Record<"ap" | "rp" | "movement" | "attacks", number>> = {},
  id = "me",
): MomentumCombatantState {
  const fresh = newMomentumCombatant(id);
  return { ...fresh, economy: { ...fresh.economy, pools: { ap: 3, rp: 2, movement: 3, attacks: 0, ...pools } } };
}

export function pair(a: MomentumActor = actor(), c: MomentumCombatantState = combatant()): Pair {
  return { actor: a, combatant: c };
}
