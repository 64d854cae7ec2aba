import { applyPipeline, type DamageResult } from "../../../core/damage/pipeline.ts";
import { auraStrength } from "../defense/derived.ts";
import type { EnergyActor } from "../economy/actor.ts";
import { loseStamina } from "../economy/stamina.ts";
import { applyCondition } from "../economy/status.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";
import { NON_LETHAL_STAMINA_LOSS } from "../tables/stamina-costs.ts";
import { AURA, energyPipeline, hitPacket, type EnergyHit } from "./pipeline.ts";
import { untilShortRest } from "./rest-bound.ts";

/**
 * Apply a hit to an `energy` creature. "Taking damage reduces the strength of your Aura, and once your Aura's
 * strength is reduced to 0, your body is affected normally by any harmful effects." "In combat, this is almost
 * always represented by a making a Death roll every time you are damaged with 0 Aura."
 * - A Death roll falls due when damage (after armor and multipliers) reaches a creature already at 0 Aura; the
 *   excess of the hit that empties Aura does not call for one unless the world setting says so ("any further
 *   damage").
 * - Non-Lethal damage at 0 Aura makes no Death roll: "You are Exhausted (may not use any Stamina and only gain 3
 *   Energy per Round) until the end of the next Round" and "they are Shaken until their next Short Rest and lose 5
 *   Stamina" (world setting `nonLethalAtZeroAura`: both by default). Losing the last Stamina knocks the creature
 *   out (cause: Non-Lethal).
 */
export type EnergyDamageEvent =
  | { readonly kind: "auraDepleted" }
  | { readonly kind: "deathRollDue" }
  | {
      readonly kind: "nonLethalAtZero";
      readonly exhausted: boolean;
      readonly shaken: boolean;
      readonly stamina: number;
    }
  | { readonly kind: "knockedOut" };

export interface EnergyDamageOutcome {
  readonly actor: EnergyActor;
  readonly result: DamageResult;
  readonly events: readonly EnergyDamageEvent[];
  readonly deathRollDue: boolean;
}

/**
 * Non-Lethal damage reaching a creature at 0 Aura, as the world setting reads it. Exported for a table that settles
 * lethal or Non-Lethal only once the damage reaches the body (the Chance roll rolled then).
 */
export function nonLethalAtZero(actor: EnergyActor, round: number, options: EnergyOptions = DEFAULT_ENERGY_OPTIONS) {
  const mode = options.nonLethalAtZeroAura;
  const exhausted = mode !== "shaken";
  const shaken = mode !== "exhausted";
  let next = actor;
  if (exhausted) {
    const duration = { kind: "endOfNextRound" } as const;
    next = applyCondition(next, "exhausted", { source: "Non-Lethal damage", round, duration }, options);
  }
  let stamina = 0;
  let knockedOut = false;
  if (shaken) {
    next = applyCondition(next, "shaken", { source: untilShortRest("Non-Lethal damage"), round }, options);
    const lost = loseStamina(next.creature, NON_LETHAL_STAMINA_LOSS, "nonLethal");
    next = { ...next, creature: lost.creature };
    stamina = lost.amount;
    knockedOut = lost.fellUnconscious;
  }
  const events: EnergyDamageEvent[] = [{ kind: "nonLethalAtZero", exhausted, shaken, stamina }];
  if (knockedOut) events.push({ kind: "knockedOut" });
  return { actor: next, events };
}

export function applyEnergyDamage(
  actor: EnergyActor,
  hit: EnergyHit,
  round: number,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): EnergyDamageOutcome {
  const c = actor.creature;
  const max = auraStrength(c, options);
  const before = Math.min(Math.max(0, c.aura), max);
  const result = applyPipeline(energyPipeline(c, hit), hitPacket(hit), {
    tracks: { [AURA]: { value: before, max } },
  });
  if (c.dead) return { actor, result, events: [], deathRollDue: false };
  const after = result.state.tracks[AURA]?.value ?? before;
  let next: EnergyActor = { ...actor, creature: { ...c, aura: after } };
  const events: EnergyDamageEvent[] = [];
  if (before > 0 && after === 0) events.push({ kind: "auraDepleted" });
  const harmsBody = before === 0 ? result.amount > 0 : options.overflowTriggersDeathRoll && result.remaining > 0;
  if (!harmsBody) return { actor: next, result, events, deathRollDue: false };
  if (hit.nonLethal) {
    const nl = nonLethalAtZero(next, round, options);
    next = nl.actor;
    events.push(...nl.events);
    return { actor: next, result, events, deathRollDue: false };
  }
  events.push({ kind: "deathRollDue" });
  return { actor: next, result, events, deathRollDue: true };
}
