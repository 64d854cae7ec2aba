import { inForce } from "../../core/conditions/catalog.ts";
import { activeIds, type ConditionState } from "../../core/conditions/state.ts";
import { SEVERITY_CONDITION, WOUNDS_CONDITIONS, type WoundsConditionEffects } from "./conditions.ts";
import { TN_CONDITIONS, type WoundsCreature } from "./creature.ts";
import { severity } from "./damage/wound-track.ts";
import type { Posture } from "./tables/attack-modifiers.ts";
import { isStaggered } from "./vitals/stamina.ts";

/**
 * A creature with its conditions: what every procedure reads. Wounded (by severity), exhausted, staggered, dying,
 * unconscious, dead, bleeding, burning, hobbled and poisoned follow from the creature's numbers and flags, so they are derived here and
 * can never disagree with them; everything else (prone, defending, pinned, surprised …) is in the condition state with
 * its duration.
 */
export interface WoundsActor {
  readonly creature: WoundsCreature;
  readonly conditions: ConditionState;
}

export function derivedConditions(c: WoundsCreature): readonly string[] {
  const ids: string[] = [];
  const level = severity(c);
  if (level !== undefined) ids.push(SEVERITY_CONDITION[level]);
  if (c.exhausted) ids.push("exhausted");
  if (isStaggered(c)) ids.push("staggered");
  if (c.dying) ids.push("dying");
  if (c.unconscious) ids.push("unconscious");
  if (c.dead) ids.push("dead");
  if (c.afflictions.bleeding !== undefined) ids.push("bleeding");
  if (c.afflictions.burning !== undefined) ids.push("burning");
  for (const id of TN_CONDITIONS) if (c.conditionTns[id] !== undefined) ids.push(id);
  return ids;
}

/** Every condition in force, daughters included. */
export function conditionsInForce(actor: WoundsActor): ReadonlySet<string> {
  return inForce(WOUNDS_CONDITIONS, [...activeIds(actor.conditions), ...derivedConditions(actor.creature)]);
}

export function hasCondition(actor: WoundsActor, id: string): boolean {
  return conditionsInForce(actor).has(id);
}

export interface EffectInForce {
  readonly condition: string;
  readonly effects: WoundsConditionEffects;
}

export function effectsInForce(actor: WoundsActor): readonly EffectInForce[] {
  const inForce = conditionsInForce(actor);
  return Object.values(WOUNDS_CONDITIONS)
    .filter((d) => inForce.has(d.id))
    .map((d) => ({ condition: d.id, effects: d.effects }));
}

type FlagKey = {
  [K in keyof WoundsConditionEffects]-?: NonNullable<WoundsConditionEffects[K]> extends boolean ? K : never;
}[keyof WoundsConditionEffects];
type NumberKey = "attackModifier" | "defenseModifier" | "rangedWeaponModifier";

/** The first condition in force with this flag, if any: refusals name it. */
export function conditionWith(actor: WoundsActor, flag: FlagKey): string | undefined {
  return effectsInForce(actor).find((e) => e.effects[flag] === true)?.condition;
}

/** Sum of a numeric effect over the conditions in force. */
export function sumEffect(actor: WoundsActor, key: NumberKey): number {
  return effectsInForce(actor).reduce((total, e) => total + (e.effects[key] ?? 0), 0);
}

/** The holder's posture: prone wins over crouching when both are somehow set. */
export function postureOf(actor: WoundsActor): Posture {
  const postures = effectsInForce(actor).map((e) => e.effects.posture);
  if (postures.includes("prone")) return "prone";
  if (postures.includes("crouching")) return "crouching";
  return "standing";
}
