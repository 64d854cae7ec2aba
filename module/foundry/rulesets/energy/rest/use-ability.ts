/**
 * Using an ability from the sheet's Rest section, at the cost it lists (rules page decision 100, superseding 80).
 * In a fight it is a spend (`useAbility:<itemId>`, combat/item-actions.ts): the GM's side reads the ability from the
 * actor's own item, refuses it with the reason (no uses left, no Recovery Surge, the pools short), pays its Energy
 * and Stamina through the shared spend (the engine's `takeAction`), then `abilityUsed` spends a per-rest use and, for
 * a Recovery Surge ability, runs the engine's `spendRecoverySurge` — "some spells and abilities allow you to restore
 * Aura using Recover Surges during combat". Out of a fight there is no Round's Energy: the owner pays the Stamina it
 * lists (the engine's `payAbilityStaminaOutsideCombat`) and uses it. One chat line says what it did.
 */
import { spendRecoverySurge } from "../../../../engine/rulesets/energy/damage/heal.ts";
import { payAbilityStaminaOutsideCombat } from "../../../../engine/rulesets/energy/economy/ability.ts";
import type { ListedAbilityCost } from "../../../../engine/rulesets/energy/economy/request.ts";
import type { Refusal } from "../../../combat-room.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { shortfall } from "../../../combat/pool-label.ts";
import { activeCombatantOf } from "../../../combat/reactions.ts";
import { spendInCombat } from "../../../combat/spend.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { itemActionId } from "../combat/item-actions.ts";
import { energyPoolLabel } from "../combat/pool-label.ts";
import { EnergyAbilityModel } from "../data/item-models.ts";
import { creatureUpdate } from "../damage-update.ts";
import { energyActorView } from "../documents.ts";
import { energyOptions } from "../rule-variants.ts";
import { toEnergyActor } from "../sources.ts";
import type { EnergyConditionId } from "../../../../engine/rulesets/energy/conditions.ts";
import { CONDITION_KEYS } from "../sheets/labels.ts";
import { abilityCostText, abilityRefusal, isUsable, usesAfterUse } from "./ability-uses.ts";

const KEY = `${I18N_ROOT}.Energy.Ability`;
const REFUSAL = `${I18N_ROOT}.Energy.Refusal`;

/** The actor's ability `itemId` as its item has it, or undefined when it is not one the sheet offers to use. */
function usableAbility(actor: Actor.Implementation, itemId: string): EnergyAbilityModel | undefined {
  const ability = actor.items.get(itemId)?.system;
  return ability instanceof EnergyAbilityModel && isUsable(ability) ? ability : undefined;
}

/**
 * Why the actor's ability `itemId` cannot be used now (read from its documents: the GM's side asks again before it
 * pays), or undefined when it can.
 */
export function abilityUseRefusal(actor: Actor.Implementation, itemId: string): Refusal | undefined {
  const view = energyActorView(actor);
  const ability = usableAbility(actor, itemId);
  if (!view || !ability) return { refused: `${KEY}.Refusal.notUsable` };
  const refusal = abilityRefusal(ability, toEnergyActor(view.source, view.statuses, view.suppressed).creature);
  return refusal ? { refused: `${KEY}.Refusal.${refusal}` } : undefined;
}

/**
 * The ability `itemId` has been paid for (`paid`, what was taken): one per-rest use spent, a Recovery Surge ability's
 * Aura restored, and the chat line, naming the conditions it made its user ignore (`ignored`, combat/suppress.ts).
 * Written by whoever paid: the GM in a fight, the owner out of one.
 */
export async function abilityUsed(
  actor: Actor.Implementation,
  itemId: string,
  paid: ListedAbilityCost,
  ignored: readonly EnergyConditionId[] = [],
): Promise<void> {
  const item = actor.items.get(itemId);
  const ability = item?.system;
  const view = energyActorView(actor);
  if (!item || !(ability instanceof EnergyAbilityModel) || !view) return;
  const left = usesAfterUse(ability);
  if (left !== ability.uses.value) await item.update({ system: { uses: { value: left } } });
  const parts = [abilityCostText(foundryLocalizer(), paid)].filter((text) => text !== "");
  if (ability.recharge !== "none") parts.push(game.i18n.format(`${KEY}.usesLeft`, { count: String(left) }));
  if (ability.recoverySurge) {
    const spent = spendRecoverySurge(toEnergyActor(view.source, view.statuses, view.suppressed), energyOptions());
    if (spent.ok) {
      const c = spent.state.actor.creature;
      await actor.update({ system: { ...creatureUpdate(c), recoverySurges: c.recoverySurges } });
      parts.push(game.i18n.format(`${KEY}.surge`, { amount: String(spent.state.gained) }));
    }
  }
  for (const condition of ignored) {
    parts.push(
      game.i18n.format(`${KEY}.ignores`, { condition: game.i18n.localize(`${CONDITION_KEYS}.${condition}.name`) }),
    );
  }
  const title = game.i18n.format(`${KEY}.title`, { name: actor.name, ability: item.name });
  await postSummary(title, [{ name: actor.name, text: parts.join(" · ") || title }]);
}

/** Out of a fight: the owner pays the listed Stamina (refused when it cannot) and uses the ability. */
async function useOutsideCombat(
  actor: Actor.Implementation,
  itemId: string,
  ability: EnergyAbilityModel,
): Promise<boolean> {
  const view = energyActorView(actor);
  if (!view) return false;
  const paid = payAbilityStaminaOutsideCombat(toEnergyActor(view.source, view.statuses, view.suppressed), ability);
  if (!paid.ok) {
    const { need, have, code } = paid.reason;
    const short = code === "short" && need !== undefined;
    notifyRefusal(short ? shortfall(energyPoolLabel("stamina"), need, have ?? 0) : { refused: `${REFUSAL}.${code}` });
    return false;
  }
  if (paid.state.amount > 0) await actor.update({ system: creatureUpdate(paid.state.creature) });
  await abilityUsed(actor, itemId, { energy: 0, stamina: paid.state.amount });
  return true;
}

/** Use the actor's ability `itemId`; false, with the reason shown, when it cannot be used now. */
export async function useAbility(actor: Actor.Implementation, itemId: string): Promise<boolean> {
  if (!actor.isOwner) {
    notifyRefusal({ refused: `${I18N_ROOT}.Combat.refused.notOwner` });
    return false;
  }
  const refusal = abilityUseRefusal(actor, itemId);
  const ability = usableAbility(actor, itemId);
  if (refusal || !ability) {
    notifyRefusal(refusal ?? { refused: `${KEY}.Refusal.notUsable` });
    return false;
  }
  // In a fight the GM's side pays and uses it (combat/spend.ts); the spend shows its own refusal.
  if (game.combat?.started && activeCombatantOf(actor)) {
    return spendInCombat(actor, { action: itemActionId("useAbility", itemId), options: {} });
  }
  return useOutsideCombat(actor, itemId, ability);
}
