/**
 * The Rest section of the `energy` character sheet (rest/rests.ts): a Short Rest block with or without its Recovery
 * Surge (and the Aura that surge restores) and a Long Rest, each a button that says why it cannot be taken now; then
 * the Short Rest and Long Rest abilities with their uses left, those that spend a Recovery Surge and those that list a
 * cost, each a Use button (rest/use-ability.ts) that says what it pays and why it cannot be used now.
 */
import { recoveryValue } from "../../../../engine/rulesets/energy/defense/derived.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { REST_KINDS, restRefusal, type RestKind } from "../rest/rests.ts";
import { toEnergyActor } from "../sources.ts";
import type { EnergyCreature } from "../../../../engine/rulesets/energy/creature.ts";
import { abilityCostText, abilityRefusal, isUsable } from "../rest/ability-uses.ts";
import type { EnergyAbilityData, EnergySheetActor } from "./sheet-data.ts";

const KEY = `${I18N_ROOT}.Energy.Rest`;
const ABILITY = `${I18N_ROOT}.Energy.Ability`;

export interface RestButtonContext {
  readonly kind: RestKind;
  readonly text: string;
  /** Why it cannot be taken now; empty when it can. */
  readonly reason: string;
  readonly reasonId: string;
}

/** A Short Rest or Long Rest ability, or one that spends a Recovery Surge: its Use button and what it has left. */
export interface AbilityUseContext {
  readonly itemId: string;
  readonly text: string;
  readonly usesText: string;
  readonly reason: string;
  readonly reasonId: string;
}

export interface RestContext {
  readonly heading: string;
  readonly surgesText: string;
  readonly buttons: readonly RestButtonContext[];
  readonly abilities: readonly AbilityUseContext[];
}

function usesText(i18n: Localizer, ability: EnergyAbilityData): string {
  if (ability.recharge === "none" || ability.uses.max <= 0) return "";
  return i18n.format(`${ABILITY}.uses.${ability.recharge}`, {
    value: String(ability.uses.value),
    max: String(ability.uses.max),
  });
}

function abilityUses(i18n: Localizer, actor: EnergySheetActor, creature: EnergyCreature): AbilityUseContext[] {
  return actor.items.flatMap((item) => {
    if (item.kind !== "ability" || !isUsable(item.system)) return [];
    const refusal = abilityRefusal(item.system, creature);
    const key = item.system.recoverySurge ? "useSurge" : "use";
    const text = i18n.format(`${ABILITY}.${key}`, { ability: item.name, aura: String(recoveryValue(creature)) });
    const cost = abilityCostText(i18n, item.system);
    return [
      {
        itemId: item.id,
        text: cost === "" ? text : i18n.format(`${ABILITY}.withCost`, { text, cost }),
        usesText: usesText(i18n, item.system),
        reason: refusal ? i18n.localize(`${ABILITY}.Refusal.${refusal}`) : "",
        reasonId: `${actor.id}-ability-${item.id}-reason`,
      },
    ];
  });
}

export function restContext(i18n: Localizer, actor: EnergySheetActor, inCombat: boolean): RestContext {
  const resting = toEnergyActor(actor.system, [], []);
  const recovery = String(recoveryValue(resting.creature));
  const buttons = REST_KINDS.map((kind) => {
    const refusal = restRefusal(resting, kind, inCombat);
    return {
      kind,
      text: i18n.format(`${KEY}.button.${kind}`, { aura: recovery }),
      reason: refusal ? i18n.localize(`${KEY}.Refusal.${refusal}`) : "",
      reasonId: `${actor.id}-rest-${kind}-reason`,
    };
  });
  return {
    heading: i18n.localize(`${KEY}.heading`),
    surgesText: i18n.format(`${KEY}.surgesLeft`, { count: String(resting.creature.recoverySurges) }),
    buttons,
    abilities: abilityUses(i18n, actor, resting.creature),
  };
}
