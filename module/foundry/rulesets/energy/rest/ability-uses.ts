/**
 * Short Rest and Long Rest spells and abilities (seed 001, Resting): an ability item with per-rest uses (its
 * `recharge` and `uses`) spends one each time it is used and gets them all back on the rest its recharge names:
 * "Every 5 minutes of a Short Rest: … You regain use of all your Short Rest spells and abilities"; "If you complete
 * your Long Rest: … You regain all your Short and Long Rest spells and abilities." The engine's rest log says which
 * came back (`shortRestAbilities`, `longRestAbilities`). An ability may also "restore Aura using Recover Surges
 * during combat" (its `recoverySurge`). Plain data, no Foundry globals.
 */
import type { RestLog } from "../../../../engine/rulesets/energy/damage/rest.ts";
import type { EnergyCreature } from "../../../../engine/rulesets/energy/creature.ts";
import type { ListedAbilityCost } from "../../../../engine/rulesets/energy/economy/request.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { EnergyAbilityRecharge } from "../sheets/sheet-data.ts";

const COST_POOLS = ["energy", "stamina"] as const;

export interface AbilityUses {
  readonly recharge: EnergyAbilityRecharge;
  readonly uses: { readonly value: number; readonly max: number };
  readonly recoverySurge: boolean;
  /** The cost it lists, paid when it is used (use-ability.ts). */
  readonly energy: number;
  readonly stamina: number;
  /** The conditions it removes (combat/suppress.ts): such an ability is used even at no cost. */
  readonly removes?: Readonly<Record<string, boolean>>;
}

/**
 * An ability the sheet offers to use: one with per-rest uses, one that spends a Recovery Surge, one with a cost, or
 * one that removes a condition.
 */
export function isUsable(ability: AbilityUses): boolean {
  const perRest = ability.recharge !== "none" && ability.uses.max > 0;
  const removes = Object.values(ability.removes ?? {}).some(Boolean);
  return perRest || ability.recoverySurge || ability.energy > 0 || ability.stamina > 0 || removes;
}

/** Why the ability cannot be used now: a `FRAY.Energy.Ability.Refusal.*` key's last part. */
export type AbilityRefusal = "noUsesLeft" | "noSurges" | "dead";

export function abilityRefusal(ability: AbilityUses, creature: EnergyCreature): AbilityRefusal | undefined {
  if (creature.dead) return "dead";
  if (ability.recharge !== "none" && ability.uses.max > 0 && ability.uses.value <= 0) return "noUsesLeft";
  return ability.recoverySurge && creature.recoverySurges <= 0 ? "noSurges" : undefined;
}

/** The uses left after one use: one fewer for a per-rest ability, unchanged for any other. */
export function usesAfterUse(ability: AbilityUses): number {
  return ability.recharge !== "none" && ability.uses.max > 0 ? ability.uses.value - 1 : ability.uses.value;
}

/** Does the rest the log tells of give this ability its uses back? */
export function regainedBy(ability: AbilityUses, log: RestLog): boolean {
  if (ability.recharge === "shortRest") return log.shortRestAbilities || log.longRestAbilities;
  return ability.recharge === "longRest" && log.longRestAbilities;
}

/** "2 Energy + 1 Stamina": what using the ability pays (use-ability.ts), for its button and chat line; "" for none. */
export function abilityCostText(i18n: Localizer, cost: ListedAbilityCost): string {
  return COST_POOLS.filter((pool) => cost[pool] > 0)
    .map((pool) => i18n.format(`${I18N_ROOT}.Energy.Ability.paid.${pool}`, { count: String(cost[pool]) }))
    .join(" + ");
}
