import type { BonusCreature } from "../../../engine/rulesets/bonus/creature.ts";
import type { BonusDamageOutcome } from "../../../engine/rulesets/bonus/damage/apply.ts";
import { I18N_ROOT } from "../../constants.ts";

/** The stored fields of a creature after damage (the inverse of `toBonusCreature` for what damage can change). */
export function creatureUpdate(c: BonusCreature): Record<string, unknown> {
  return {
    durability: { value: c.durability.value },
    health: { value: c.health.value },
    state: { shockRoundsLeft: c.shockRoundsLeft ?? null, stabilized: c.stabilized, dead: c.dead },
  };
}

/** "6 damage (critical): Wounded, Shock (3 rounds)", localized. */
export function damageSummary(outcome: BonusDamageOutcome, critical: boolean): string {
  const i18n = game.i18n;
  const key = `${I18N_ROOT}.Bonus.Damage`;
  const parts = outcome.events.map((event) => {
    switch (event.kind) {
      case "immune":
        return i18n.format(`${key}.immune`, { source: event.source });
      case "wounded":
        return i18n.localize(`${key}.wounded`);
      case "shock":
        return i18n.format(`${key}.shock`, { rounds: String(event.roundsLeft) });
      case "killed":
        return i18n.localize(`${key}.killed`);
      case "armorDestroyed":
        return i18n.localize(`${key}.armorDestroyed`);
    }
  });
  const amount = Object.values(outcome.result.taken).reduce((sum, n) => sum + n, 0);
  const taken = i18n.format(critical ? `${key}.takenCritical` : `${key}.taken`, { amount: String(amount) });
  return [taken, ...parts].join(" · ");
}
