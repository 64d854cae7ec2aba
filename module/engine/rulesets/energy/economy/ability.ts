import { refuse, type EnergyOutcome } from "../refusal.ts";
import type { EnergyActor } from "./actor.ts";
import { whyNoStamina } from "./capability.ts";
import type { ListedAbilityCost } from "./request.ts";
import { loseStamina, type StaminaChange } from "./stamina.ts";

/**
 * Using an ability outside a fight. Energy is the Round's ("Each character gets 5 Energy each Round"), so there is none
 * to pay without one; the Stamina it lists is the creature's own and is paid all the same (rules page decision 100):
 * refused while Stamina may not be spent (Shaken, Exhausted) or when the creature has less than it lists, and
 * "Dropping to 0 Stamina will immediately result in unconsciousness". In a fight the action `useAbility` pays both
 * (cost.ts `abilityCost`).
 */
export function payAbilityStaminaOutsideCombat(
  actor: EnergyActor,
  listed: ListedAbilityCost,
): EnergyOutcome<StaminaChange> {
  const stamina = Math.max(0, Math.floor(listed.stamina));
  const unchanged: StaminaChange = { creature: actor.creature, amount: 0, fellUnconscious: false, woke: false };
  if (stamina === 0) return { ok: true, state: unchanged };
  const blocked = whyNoStamina(actor);
  if (blocked) return refuse(unchanged, blocked);
  const have = actor.creature.stamina;
  if (stamina > have) {
    return refuse(unchanged, { code: "short", message: `Needs ${stamina} Stamina, has ${have}.`, need: stamina, have });
  }
  return { ok: true, state: loseStamina(actor.creature, stamina) };
}
