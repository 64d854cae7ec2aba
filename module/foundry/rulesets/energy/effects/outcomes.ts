import { defaultDuration } from "../../../../engine/rulesets/energy/economy/status.ts";
import { energyOptions } from "../rule-variants.ts";
import type { ExpiryBoundary, OutcomeCondition, OutcomeRoom } from "../../../effects/outcome-room.ts";
import { readCombatRoll } from "../combat-roll.ts";
import { energyActorView } from "../documents.ts";

/** A Critical Hit's Exposure lasts the default ("Unless otherwise specified"): the world's `exposedDuration`. */
function defaultExposure(): ExpiryBoundary | null {
  const duration = defaultDuration("exposed", energyOptions());
  return duration.kind === "endOfRound" || duration.kind === "endOfNextRound" ? duration.kind : null;
}

/**
 * `energy` conditions set by an attack, read from the Combat roll by the engine's table:
 * - "1-3 You are Exposed until the end of the next Round" (the attacker; a natural 1 is one of them);
 * - "When you score a Critical Hit, you … Expose the target";
 * - "Dropping to 0 Stamina will immediately result in unconsciousness" (the damage pipeline records it, and why),
 *   until the creature wakes ("in which case you wake up and have 1 Stamina"; decision 46 for other healing);
 * - "A creature can be stabilized by gaining Aura" (decision 78): Aura regained ends Bleeding Out.
 * Prone comes only from a Trip maneuver's failed Fortitude roll, which the attack card does not make.
 */
export const ENERGY_OUTCOME_ROOM: OutcomeRoom = {
  fromAttack(attack) {
    const reading = readCombatRoll(attack);
    const set: OutcomeCondition[] = [];
    if (reading.attackerExposed) set.push({ side: "attacker", status: "exposed", boundary: "endOfNextRound" });
    if (reading.criticalHit) set.push({ side: "target", status: "exposed", boundary: defaultExposure() });
    return set;
  },
  afterDamage(target) {
    return energyActorView(target)?.source.state.unconscious ? ["unconscious"] : [];
  },
  woke(target) {
    const source = energyActorView(target)?.source;
    if (!source) return { ended: [] };
    // Decision 46: "regaining Stamina from 0 by other means ends a Stamina knock-out" — a Stamina knock-out above 0
    // Stamina was healed by hand (the damage rules set it only at 0; the wake roll clears it with its 1 Stamina).
    const healed = source.state.unconscious === "stamina" && source.stamina.value > 0;
    // "A creature can be stabilized by gaining Aura": one bleeding out (a Death roll's, at 0 Aura) whose Aura rose, by
    // hand on the sheet or by any healing, is Stabilized (decision 78).
    const stabilized = source.state.bleedingOut && source.aura.value > 0;
    const out = (source.state.unconscious !== null && !healed) || source.state.dead;
    const state = { ...(healed ? { unconscious: null } : {}), ...(stabilized ? { bleedingOut: false } : {}) };
    return { ended: out ? [] : ["unconscious"], ...(healed || stabilized ? { update: { state } } : {}) };
  },
};
