import { addCondition } from "../../../module/engine/core/conditions/mutate.ts";
import { NO_CONDITIONS, type ConditionState } from "../../../module/engine/core/conditions/state.ts";
import type { Duration } from "../../../module/engine/core/conditions/duration.ts";
import { WOUNDS_CONDITIONS } from "../../../module/engine/rulesets/wounds/conditions.ts";
import {
  NO_WOUNDS,
  type WoundCounts,
  type WoundsAttribute,
  type WoundsCreature,
} from "../../../module/engine/rulesets/wounds/creature.ts";
import {
  newWoundsCombatant,
  type WoundsCombatantState,
} from "../../../module/engine/rulesets/wounds/economy/combatant.ts";
import type { WoundsActor } from "../../../module/engine/rulesets/wounds/status.ts";

export const ZERO_ATTRIBUTES: Readonly<Record<WoundsAttribute, number>> = {
  strength: 0,
  dexterity: 0,
  speed: 0,
  vitality: 0,
  perception: 0,
  reason: 0,
  lore: 0,
  persona: 0,
};

/** A plain character: every attribute 0, no skills, 10 stamina and 5 mana from race, unhurt. */
export function creature(
  overrides: Partial<Omit<WoundsCreature, "attributes" | "wounds">> & {
    readonly attributes?: Partial<Record<WoundsAttribute, number>>;
    readonly wounds?: Partial<WoundCounts>;
  } = {},
): WoundsCreature {
  const { attributes, wounds, ...rest } = overrides;
  const base: WoundsCreature = {
    kind: "character",
    attributes: { ...ZERO_ATTRIBUTES, ...attributes },
    size: 0,
    skills: {},
    specializations: {},
    raceStamina: 10,
    raceMana: 5,
    wounds: { ...NO_WOUNDS, ...wounds },
    stamina: 10 + (attributes?.vitality ?? 0),
    fatigue: 0,
    exhausted: false,
    mana: 5 + (attributes?.lore ?? 0),
    invested: [],
    recoveryBonus: 0,
    longRestsToday: 0,
    afflictions: {},
    conditionTns: {},
    dying: false,
    unconscious: false,
    dead: false,
  };
  return { ...base, ...rest };
}

export function actor(c: WoundsCreature = creature(), conditions: ConditionState = NO_CONDITIONS): WoundsActor {
  return { creature: c, conditions };
}

export function withConditions(
  base: WoundsActor,
  ids: readonly string[],
  duration: Duration = { kind: "permanent" },
  round = 1,
): WoundsActor {
  let conditions = base.conditions;
  for (const id of ids)
    conditions = addCondition(WOUNDS_CONDITIONS, conditions, id, { source: "test", duration, round }).state;
  return { ...base, conditions };
}

/** A combatant holding `ap` AP. */
export function combatant(ap: number, id = "me"): WoundsCombatantState {
  const fresh = newWoundsCombatant(id);
  return { ...fresh, economy: { ...fresh.economy, pools: { ap } } };
}
