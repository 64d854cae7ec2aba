import { addCondition } from "../../../core/conditions/mutate.ts";
import { MOMENTUM_CONDITIONS } from "../conditions.ts";
import type { MomentumActor, MomentumCreature } from "../creature.ts";
import type { DamageParts } from "../dice/damage.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { DAMAGE_TYPE_TABLE } from "../tables/damage-types.ts";
import { defenseValues } from "./defenses.ts";
import { mitigate, type Mitigation, type MitigationChoice } from "./mitigate.ts";
import { deathThreshold, sparedFloor } from "./vitality.ts";

/**
 * Apply a hit to a `momentum` creature (seed 002):
 * - mitigation (mitigate.ts), capped when the hit has a cap ("This cannot deal more than 100 damage to a creature");
 * - non-lethal damage: "A creature does not start bleeding if you reduce their Vitality below 1 with non-lethal
 *   damage, and you cannot kill them with it"; Holy "is non-lethal against biological creatures and does not cause
 *   bleeding … unless the one dealing the damage wishes to do so";
 * - Temporary Vitality first (the lethal part first), then Vitality; lethal damage that leaves Vitality below 1 starts
 *   Bleeding; at the death threshold the creature dies; "Dying does not remove Status effects", so the conditions are
 *   kept as they are.
 * Objects are hit the same way but never bleed, and break (dead) at 0.
 */
export interface MomentumHit {
  readonly parts: DamageParts;
  readonly source: string;
  readonly choice?: MitigationChoice;
  /** The attack was made non-lethal ("You can deal non-lethal damage with attacks"). */
  readonly nonLethal?: boolean;
  /** Holy damage meant to be lethal ("unless the one dealing the damage wishes to do so"). */
  readonly lethalHoly?: boolean;
  /** Most damage the hit can deal after mitigation. */
  readonly cap?: number;
}

export type MomentumDamageEvent =
  | { readonly kind: "bleeding" }
  | { readonly kind: "downed" }
  | { readonly kind: "killed" }
  | { readonly kind: "broken" }
  | { readonly kind: "spared" };

export interface DamageOutcome {
  readonly actor: MomentumActor;
  readonly mitigation: Mitigation;
  /** Damage after mitigation and cap, split by lethality. */
  readonly lethal: number;
  readonly nonLethal: number;
  readonly temporaryVitalityLost: number;
  readonly vitalityLost: number;
  readonly events: readonly MomentumDamageEvent[];
}

function split(creature: MomentumCreature, hit: MomentumHit, mitigation: Mitigation): [number, number] {
  const total = Math.min(mitigation.total, hit.cap ?? Number.POSITIVE_INFINITY);
  if (creature.kind === "object") return [total, 0];
  if (hit.nonLethal === true) return [0, total];
  const spared =
    creature.biological && hit.lethalHoly !== true
      ? mitigation.byType
          .filter((t) => DAMAGE_TYPE_TABLE[t.type].nonLethalToBiological)
          .reduce((s, t) => s + t.taken, 0)
      : 0;
  // A cap takes off the non-lethal part first: what is left of the hit is as lethal as it can be.
  const nonLethal = Math.min(spared, total);
  return [total - nonLethal, nonLethal];
}

export function applyDamage(
  actor: MomentumActor,
  hit: MomentumHit,
  round: number,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): DamageOutcome {
  const c = actor.creature;
  const mitigation = mitigate(hit.parts, defenseValues(actor), c.affinities, hit.choice, options);
  const [lethalIn, nonLethalIn] = split(c, hit, mitigation);
  const nothing = { actor, mitigation, lethal: lethalIn, nonLethal: nonLethalIn, temporaryVitalityLost: 0 };
  if (c.dead) return { ...nothing, vitalityLost: 0, events: [] };

  const temp = Math.max(0, c.temporaryVitality);
  const tempOnLethal = Math.min(temp, lethalIn);
  const tempOnSpared = Math.min(temp - tempOnLethal, nonLethalIn);
  const lethal = lethalIn - tempOnLethal;
  const spared = nonLethalIn - tempOnSpared;
  const before = c.vitality.value;
  const events: MomentumDamageEvent[] = [];
  let after = before - lethal;
  let dead = false;
  let conditions = actor.conditions;
  if (c.kind === "object") {
    dead = lethal > 0 && after <= 0;
    if (dead) events.push({ kind: "broken" });
  } else if (lethal > 0 && after <= deathThreshold(c, options)) {
    dead = true;
    events.push({ kind: "killed" });
  } else {
    if (lethal > 0 && after < 1) {
      conditions = addCondition(MOMENTUM_CONDITIONS, conditions, "bleeding", {
        source: hit.source,
        duration: { kind: "permanent" },
        round,
      }).state;
      events.push({ kind: "bleeding" });
    }
    // "You cannot drop the Vitality of a creature below an amount that would kill them with a non-lethal attack."
    const floor = sparedFloor(c, options);
    if (after - spared < floor) events.push({ kind: "spared" });
    after = Math.max(floor, after - spared);
    if (before >= 1 && after < 1) events.push({ kind: "downed" });
  }
  const vitality = { ...c.vitality, value: Math.min(before, after) };
  const creature: MomentumCreature = {
    ...c,
    temporaryVitality: temp - tempOnLethal - tempOnSpared,
    vitality,
    dead,
  };
  return {
    ...nothing,
    actor: { creature, conditions },
    temporaryVitalityLost: tempOnLethal + tempOnSpared,
    vitalityLost: before - vitality.value,
    events,
  };
}
