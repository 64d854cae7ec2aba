import { auraStrength, recoveryValue } from "../defense/derived.ts";
import type { EnergyActor } from "../economy/actor.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";
import { refuse, type EnergyOutcome } from "../refusal.ts";

/**
 * Restoring Aura. "When you spend a Recovery Surge to restore your Aura, you regain Aura equal to your Recovery
 * Value"; "A creature can be stabilized by gaining Aura" — any Aura actually regained ends bleeding out.
 */
export function gainAura(
  actor: EnergyActor,
  amount: number,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): { readonly actor: EnergyActor; readonly gained: number; readonly stabilized: boolean } {
  const c = actor.creature;
  if (c.dead) return { actor, gained: 0, stabilized: false };
  const max = auraStrength(c, options);
  const aura = Math.max(c.aura, Math.min(max, c.aura + Math.max(0, amount)));
  const gained = aura - c.aura;
  const stabilized = gained > 0 && c.bleedingOut;
  return {
    actor: { ...actor, creature: { ...c, aura, bleedingOut: c.bleedingOut && !stabilized } },
    gained,
    stabilized,
  };
}

export function spendRecoverySurge(
  actor: EnergyActor,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): EnergyOutcome<{ readonly actor: EnergyActor; readonly gained: number }> {
  const c = actor.creature;
  if (c.dead) return refuse({ actor, gained: 0 }, { code: "dead", message: "The dead recover nothing." });
  if (c.recoverySurges <= 0) {
    return refuse({ actor, gained: 0 }, { code: "short", message: "No Recovery Surges left.", need: 1, have: 0 });
  }
  const spent: EnergyActor = { ...actor, creature: { ...c, recoverySurges: c.recoverySurges - 1 } };
  const healed = gainAura(spent, recoveryValue(c), options);
  return { ok: true, state: { actor: healed.actor, gained: healed.gained } };
}
