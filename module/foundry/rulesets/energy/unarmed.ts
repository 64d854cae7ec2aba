/**
 * Unarmed attacks (seed): "Unarmed attacks can be punches, slaps, kicks, head-butts, and any other attack with your
 * body"; "Unarmed attacks are melee attacks with Reach0 but they require only 2 Energy (instead of 3)"; "Unarmed AV =
 * 15 + MASAB"; "Damage = MASAB (min 1) – AR if Combat roll is less than AC". An unarmed attack is a weapon item of
 * kind "unarmed" (decision 68): the attack flow, the card and its trust all read an attack's item, so the body's
 * attack is one too. Its AV ignores the item's Attack Bonus (derive.ts), its Reach is 0 whatever the item says
 * (sources.ts), its damage rolls no dice.
 */
import type { DiceRequest } from "../../../engine/core/dice/request.ts";
import type { EnergyAbility, EnergyCreature } from "../../../engine/rulesets/energy/creature.ts";
import { unarmedDamage } from "../../../engine/rulesets/energy/dice/damage.ts";
import { masab } from "../../../engine/rulesets/energy/defense/derived.ts";
import type { EnergyActionId } from "../../../engine/rulesets/energy/economy/actions.ts";
import { energyOptions } from "./rule-variants.ts";

/** The engine's action for an unarmed attack: 2 Energy. */
export const UNARMED_ACTION: EnergyActionId = "unarmedAttack";

/** "Damage = MASAB (min 1)": no dice, the armor coming off in the damage pipeline. */
export function unarmedDamageRequest(
  label: string,
  creature: EnergyCreature,
  /** The Ability Modifiers the creature's abilities add to MASAB (gear-sources.ts). */
  added: readonly EnergyAbility[],
): DiceRequest {
  const value = unarmedDamage(masab(creature, added, energyOptions()));
  return { label, groups: [], modifiers: [{ source: "MASAB (min 1)", value }] };
}
