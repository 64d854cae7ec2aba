import { addCondition, removeCondition } from "../../../core/conditions/mutate.ts";
import { isActive, type ConditionState } from "../../../core/conditions/state.ts";
import { applyPipeline, type DamageResult } from "../../../core/damage/pipeline.ts";
import { WOUNDS_CONDITIONS } from "../conditions.ts";
import { followsCharacterRules, type WoundsCreature } from "../creature.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import type { WoundsActor } from "../status.ts";
import { isWoundLevel, shiftWoundLevel, woundLevelNumber, type WoundLevel } from "../tables/wound-levels.ts";
import { finalDamage, hitPacket, isHit, woundPipeline, type WoundsHit } from "./hit.ts";
import type { Toughness } from "./toughness.ts";
import { receiveWound, woundSlots } from "./wound-track.ts";

/**
 * Apply one attack to a creature: hit or miss, the wound level the final damage indicates, the attack's own change to
 * it (Quick Attack −1, Rebuff +1, a Nonlethal Attack's chosen level), the slot it fills, and what that means:
 * - NPCs "die immediately when they receive a fatal wound" (unless the GM made them a special case);
 * - a character with a fatal wound is dying and unconscious ("a fatal wound means death if not treated");
 * - a wound with no slot left even at fatal kills;
 * - a target that "would fall unconscious from the attack" (a rule outside the excerpt; the caller says so) gains the
 *   dying condition too, unless a Nonlethal Attack chose otherwise;
 * - Defend lasts "until your next turn or you receive a wound".
 */
export interface NonlethalChoice {
  /** "you may choose to cause a wound of any level up to the level your damage roll indicates"; null: none. */
  readonly level?: WoundLevel | null;
  /** "knock them unconscious but prevent them from gaining the dying condition" or "conscious but helpless". */
  readonly ifKnockedOut?: "unconscious" | "helpless";
}

export interface WoundDelivery {
  /** Steps added to the indicated level: Quick Attack −1, Rebuff +1. */
  readonly severityShift?: number;
  readonly nonlethal?: NonlethalChoice;
  /** The target falls unconscious from this attack (decided by a rule the excerpt does not include). */
  readonly knockedOut?: boolean;
}

export type WoundEvent =
  | { readonly kind: "miss" }
  | { readonly kind: "noWound"; readonly finalDamage: number }
  | {
      readonly kind: "wound";
      readonly indicated: WoundLevel;
      readonly dealt: WoundLevel;
      readonly slot: WoundLevel;
      readonly escalatedPast: readonly WoundLevel[];
    }
  | { readonly kind: "died"; readonly cause: "npcFatal" | "noSlot" }
  | { readonly kind: "dying" }
  | { readonly kind: "unconscious" }
  | { readonly kind: "helpless"; readonly rounds: number }
  | { readonly kind: "defendEnded" };

export interface WoundOutcome {
  readonly actor: WoundsActor;
  readonly hit: boolean;
  readonly finalDamage: number;
  /** The core pipeline's result and audit (absent on a miss). */
  readonly result?: DamageResult;
  readonly indicated?: WoundLevel;
  readonly dealt?: WoundLevel;
  readonly slot?: WoundLevel;
  readonly events: readonly WoundEvent[];
}

/** "reduced by one step" / "increased one step" / a nonlethal choice capped at the indicated level. */
export function dealtLevel(indicated: WoundLevel | undefined, delivery: WoundDelivery): WoundLevel | undefined {
  if (indicated === undefined) return undefined;
  const chosen = delivery.nonlethal?.level;
  if (delivery.nonlethal !== undefined && chosen !== undefined) {
    if (chosen === null) return undefined;
    return woundLevelNumber(chosen) <= woundLevelNumber(indicated) ? chosen : indicated;
  }
  return shiftWoundLevel(indicated, delivery.severityShift ?? 0);
}

export const NONLETHAL_HELPLESS_ROUNDS = 2;

function knockOut(
  c: WoundsCreature,
  conditions: ConditionState,
  delivery: WoundDelivery,
  round: number,
): { creature: WoundsCreature; conditions: ConditionState; events: WoundEvent[] } {
  const choice = delivery.nonlethal === undefined ? undefined : (delivery.nonlethal.ifKnockedOut ?? "unconscious");
  if (choice === "helpless") {
    const added = addCondition(WOUNDS_CONDITIONS, conditions, "helpless", {
      source: "Nonlethal Attack",
      duration: { kind: "rounds", count: NONLETHAL_HELPLESS_ROUNDS },
      round,
    });
    return { creature: c, conditions: added.state, events: [{ kind: "helpless", rounds: NONLETHAL_HELPLESS_ROUNDS }] };
  }
  if (choice === "unconscious")
    return { creature: { ...c, unconscious: true }, conditions, events: [{ kind: "unconscious" }] };
  return {
    creature: { ...c, unconscious: true, dying: true },
    conditions,
    events: [{ kind: "unconscious" }, { kind: "dying" }],
  };
}

export function applyHit(
  actor: WoundsActor,
  hit: WoundsHit,
  toughness: Toughness,
  delivery: WoundDelivery = {},
  round = 0,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): WoundOutcome {
  const final = finalDamage(hit, toughness);
  if (actor.creature.dead) return { actor, hit: isHit(hit), finalDamage: final, events: [] };
  if (!isHit(hit)) return { actor, hit: false, finalDamage: final, events: [{ kind: "miss" }] };
  const result = applyPipeline(woundPipeline(hit, toughness), hitPacket(hit), {
    tracks: {},
    slots: woundSlots(actor.creature, options),
  });
  const indicated = isWoundLevel(result.level) ? result.level : undefined;
  const dealt = dealtLevel(indicated, delivery);
  const base = { hit: true, finalDamage: final, result, ...(indicated ? { indicated } : {}) };
  if (dealt === undefined || indicated === undefined) {
    return { ...base, actor, ...(dealt ? { dealt } : {}), events: [{ kind: "noWound", finalDamage: final }] };
  }
  const fill = receiveWound(actor.creature, dealt, options);
  let creature = fill.creature;
  let conditions = actor.conditions;
  const events: WoundEvent[] = [];
  if (fill.slot === undefined) {
    creature = { ...creature, dead: true, dying: false };
    events.push({ kind: "died", cause: "noSlot" });
    return { ...base, actor: { creature, conditions }, dealt, events };
  }
  events.push({ kind: "wound", indicated, dealt, slot: fill.slot, escalatedPast: fill.escalatedPast });
  if (isActive(conditions, "defending")) {
    conditions = removeCondition(conditions, "defending").state.state;
    events.push({ kind: "defendEnded" });
  }
  if (fill.slot === "fatal" && !followsCharacterRules(creature)) {
    creature = { ...creature, dead: true, dying: false };
    events.push({ kind: "died", cause: "npcFatal" });
  } else if (fill.slot === "fatal") {
    creature = { ...creature, dying: true, unconscious: true };
    events.push({ kind: "dying" }, { kind: "unconscious" });
  } else if (delivery.knockedOut === true) {
    const out = knockOut(creature, conditions, delivery, round);
    creature = out.creature;
    conditions = out.conditions;
    events.push(...out.events);
  }
  return { ...base, actor: { creature, conditions }, dealt, slot: fill.slot, events };
}
