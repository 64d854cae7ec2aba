/**
 * Using a Short Rest or Long Rest ability, or one that spends a Recovery Surge, from the sheet's Rest section, by the
 * actor's owner (it writes only the actor and its own item, as a rest does): one use spent, and for a Recovery Surge
 * ability the engine's `spendRecoverySurge` — "some spells and abilities allow you to restore Aura using Recover
 * Surges during combat" — in or out of a fight. Refused, with the reason shown, with no uses or surges left or when
 * dead. Using it pays none of the Energy or Stamina the ability lists: in a fight the GM takes them from the tracker
 * pools (decision 80). One chat line says what it did.
 */
import { spendRecoverySurge } from "../../../../engine/rulesets/energy/damage/heal.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { EnergyAbilityModel } from "../data/item-models.ts";
import { creatureUpdate } from "../damage-update.ts";
import { energyActorView } from "../documents.ts";
import { energyOptions } from "../rule-variants.ts";
import { toEnergyActor } from "../sources.ts";
import { abilityRefusal, isUsable, usesAfterUse } from "./ability-uses.ts";

const KEY = `${I18N_ROOT}.Energy.Ability`;

/** Use the actor's ability `itemId`; false, with the reason shown, when it cannot be used now. */
export async function useAbility(actor: Actor.Implementation, itemId: string): Promise<boolean> {
  const view = energyActorView(actor);
  if (!view || !actor.isOwner) {
    notifyRefusal({ refused: `${I18N_ROOT}.Combat.refused.notOwner` });
    return false;
  }
  const item = actor.items.get(itemId);
  const ability = item?.system;
  if (!item || !(ability instanceof EnergyAbilityModel) || !isUsable(ability)) {
    notifyRefusal({ refused: `${KEY}.Refusal.notUsable` });
    return false;
  }
  const before = toEnergyActor(view.source, view.statuses, view.suppressed);
  const refusal = abilityRefusal(ability, before.creature);
  if (refusal) {
    notifyRefusal({ refused: `${KEY}.Refusal.${refusal}` });
    return false;
  }
  const left = usesAfterUse(ability);
  if (left !== ability.uses.value) await item.update({ system: { uses: { value: left } } });
  const parts = ability.recharge === "none" ? [] : [game.i18n.format(`${KEY}.usesLeft`, { count: String(left) })];
  if (ability.recoverySurge) {
    const spent = spendRecoverySurge(before, energyOptions());
    if (spent.ok) {
      const c = spent.state.actor.creature;
      await actor.update({ system: { ...creatureUpdate(c), recoverySurges: c.recoverySurges } });
      parts.unshift(game.i18n.format(`${KEY}.surge`, { amount: String(spent.state.gained) }));
    }
  }
  const title = game.i18n.format(`${KEY}.title`, { name: actor.name, ability: item.name });
  await postSummary(title, [{ name: actor.name, text: parts.join(" · ") }]);
  return true;
}
