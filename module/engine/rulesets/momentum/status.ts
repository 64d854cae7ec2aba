import { inForce } from "../../core/conditions/catalog.ts";
import { activeIds, type ConditionState } from "../../core/conditions/state.ts";
import {
  MOMENTUM_CONDITION_IDS,
  MOMENTUM_CONDITIONS,
  type MomentumConditionEffects,
  type MomentumConditionId,
} from "./conditions.ts";
import type { MomentumActor, MomentumCreature } from "./creature.ts";

/**
 * The conditions a creature has right now. Downed and Dead follow from its Vitality and its dead flag (the damage
 * rules set them), so they are derived here rather than trusted to a status list that could disagree; everything
 * else comes from the condition state. Daughters (Downed → Prone) are included.
 */
export function trackConditions(creature: MomentumCreature): readonly MomentumConditionId[] {
  if (creature.dead) return ["dead"];
  // Objects are not "downed": at 0 they are simply broken (the damage rules report it).
  return creature.kind === "creature" && creature.vitality.value < 1 ? ["downed"] : [];
}

export function conditionsInForce(actor: MomentumActor): ReadonlySet<string> {
  return inForce(MOMENTUM_CONDITIONS, [...activeIds(actor.conditions), ...trackConditions(actor.creature)]);
}

export interface EffectInForce {
  readonly condition: MomentumConditionId;
  readonly effects: MomentumConditionEffects;
}

/**
 * What `effectsInForce` answered, by condition state and the track's part ("", "downed" or "dead"). Every rule asks
 * it (a single attack several times) and a condition state is immutable, so the same state always gives the same
 * effects: a memo keyed by the state object, released with it.
 */
const effectsMemo = new WeakMap<ConditionState, Map<string, readonly EffectInForce[]>>();

/** Effects of every condition in force, in catalog order. */
export function effectsInForce(actor: MomentumActor): readonly EffectInForce[] {
  const track = trackConditions(actor.creature)[0] ?? "";
  let byTrack = effectsMemo.get(actor.conditions);
  const known = byTrack?.get(track);
  if (known !== undefined) return known;
  const inForce = conditionsInForce(actor);
  const effects = MOMENTUM_CONDITION_IDS.filter((id) => inForce.has(id)).map((id) => ({
    condition: id,
    effects: MOMENTUM_CONDITIONS[id].effects,
  }));
  if (byTrack === undefined) {
    byTrack = new Map();
    effectsMemo.set(actor.conditions, byTrack);
  }
  byTrack.set(track, effects);
  return effects;
}

type FlagKey = {
  [K in keyof MomentumConditionEffects]-?: MomentumConditionEffects[K] extends boolean | undefined ? K : never;
}[keyof MomentumConditionEffects];

/** The first condition in force with this flag set: refusals name it. */
export function conditionWith(actor: MomentumActor, flag: FlagKey): MomentumConditionId | undefined {
  return effectsInForce(actor).find((e) => e.effects[flag] === true)?.condition;
}

type NumberKey = "halfCoverEvasion" | "halfCoverDR" | "armorModifier" | "rpLoss";

export function sumEffect(actor: MomentumActor, key: NumberKey): number {
  return effectsInForce(actor).reduce((total, e) => total + (e.effects[key] ?? 0), 0);
}

/** Product of movement factors in force (Chilled ½); 0 when something makes the holder immobile. */
export function movementFactor(actor: MomentumActor): number {
  if (conditionWith(actor, "immobile") !== undefined) return 0;
  return effectsInForce(actor).reduce((factor, e) => factor * (e.effects.movementFactor ?? 1), 1);
}
