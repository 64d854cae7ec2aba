import type { EnergyCreature } from "../../../engine/rulesets/energy/creature.ts";
import type { EnergyDamageOutcome } from "../../../engine/rulesets/energy/damage/apply.ts";
import { AURA } from "../../../engine/rulesets/energy/damage/pipeline.ts";
import { I18N_ROOT } from "../../constants.ts";

/** The stored fields of a creature after damage (the inverse of `toEnergyCreature` for what damage can change). */
export function creatureUpdate(c: EnergyCreature): Record<string, unknown> {
  return {
    aura: { value: c.aura },
    stamina: { value: c.stamina },
    state: { unconscious: c.unconscious ?? null, bleedingOut: c.bleedingOut, dead: c.dead },
  };
}

export interface HitFacts {
  readonly critical: boolean;
  readonly armorHit: boolean;
}

/** "7 Aura (armor hit) · Aura depleted · Death roll due", localized. */
export function damageSummary(outcome: EnergyDamageOutcome, hit: HitFacts): string {
  const i18n = game.i18n;
  const key = `${I18N_ROOT}.Energy.Damage`;
  const amount = String(outcome.result.taken[AURA] ?? 0);
  const taken = i18n.format(hit.critical ? `${key}.takenCritical` : `${key}.taken`, { amount });
  const parts = hit.armorHit ? [i18n.localize(`${key}.armorHit`)] : [];
  for (const event of outcome.events) {
    switch (event.kind) {
      case "auraDepleted":
        parts.push(i18n.localize(`${key}.auraDepleted`));
        break;
      case "deathRollDue":
        parts.push(i18n.localize(`${key}.deathRollDue`));
        break;
      case "nonLethalAtZero":
        parts.push(i18n.format(`${key}.nonLethalAtZero`, { stamina: String(event.stamina) }));
        break;
      case "knockedOut":
        parts.push(i18n.localize(`${key}.knockedOut`));
        break;
    }
  }
  return [taken, ...parts].join(" · ");
}
