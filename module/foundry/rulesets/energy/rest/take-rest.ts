/**
 * A rest taken from the sheet by the actor's owner (it writes only the resting actor): refused while the actor fights
 * in a started combat, dead, or without a Recovery Surge to spend; else the engine's rest on the actor as it is now,
 * its Stamina, Aura and Recovery Surges written back, the conditions that last "until your next Short Rest" ended
 * (rules page decisions 45 and 66), the uses of its Short and Long Rest abilities regained (rest/ability-uses.ts), and
 * one chat line saying what it did.
 */
import { postSummary } from "../../../combat/chat-summary.ts";
import { effectExpiry } from "../../../combat/expiry.ts";
import { removeConditions } from "../../../effects/apply-outcome.ts";
import { fightingCombatant } from "../../../combat/fight-of.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { creatureUpdate } from "../damage-update.ts";
import { energyActorView } from "../documents.ts";
import { energyOptions } from "../rule-variants.ts";
import { toEnergyActor } from "../sources.ts";
import type { RestLog } from "../../../../engine/rulesets/energy/damage/rest.ts";
import { EnergyAbilityModel } from "../data/item-models.ts";
import { regainedBy } from "./ability-uses.ts";
import { restRefusal, takenRest, type RestKind } from "./rests.ts";

const KEY = `${I18N_ROOT}.Energy.Rest`;

/**
 * The statuses the rules set "until your next Short Rest" (a Death roll of 10-14's Exhausted, Non-Lethal's Shaken):
 * set with no end of their own (`effects/apply-outcome.ts` `setCondition` with no boundary), so a rest ends those
 * with no stored expiry; one that ends at a round boundary is left to it.
 */
const UNTIL_SHORT_REST = ["exhausted", "shaken"] as const;

async function endRestBound(actor: Actor.Implementation): Promise<string[]> {
  const bound = actor.effects.contents.filter(
    (e) => UNTIL_SHORT_REST.some((status) => e.statuses.has(status)) && effectExpiry(e) === undefined,
  );
  await removeConditions(
    actor,
    bound.flatMap((e) => e.id ?? []),
  );
  return UNTIL_SHORT_REST.filter((status) => bound.some((e) => e.statuses.has(status)));
}

/**
 * "You regain use of all your Short Rest spells and abilities" / "all your Short and Long Rest spells and
 * abilities": each ability the rest gives back that has uses spent gets them all; their names, for the chat line.
 */
async function regainAbilities(actor: Actor.Implementation, log: RestLog): Promise<string[]> {
  const regained = actor.items.contents.filter((item) => {
    const s = item.system;
    return s instanceof EnergyAbilityModel && regainedBy(s, log) && s.uses.value < s.uses.max;
  });
  const updates = regained.flatMap((item) => {
    const s = item.system;
    return item.id && s instanceof EnergyAbilityModel
      ? [{ _id: item.id, system: { uses: { value: s.uses.max } } }]
      : [];
  });
  if (updates.length > 0) await actor.updateEmbeddedDocuments("Item", updates);
  return regained.map((item) => item.name);
}

/** "+4 Stamina · +6 Aura (1 Recovery Surge) · +3 Recovery Surges · Exhausted ends · Rush regained", localized. */
function restText(log: RestLog, ended: readonly string[], abilities: readonly string[]): string {
  const i18n = game.i18n;
  const parts = [
    log.stamina > 0 ? i18n.format(`${KEY}.stamina`, { amount: String(log.stamina) }) : "",
    log.aura > 0 ? i18n.format(`${KEY}.aura`, { amount: String(log.aura), surges: String(log.surgesSpent) }) : "",
    log.surgesRegained > 0 ? i18n.format(`${KEY}.surges`, { amount: String(log.surgesRegained) }) : "",
    ...ended.map((id) =>
      i18n.format(`${KEY}.ends`, { condition: i18n.localize(`${I18N_ROOT}.Condition.energy.${id}.name`) }),
    ),
    ...abilities.map((name) => i18n.format(`${KEY}.regained`, { ability: name })),
  ].filter((p) => p !== "");
  return parts.length > 0 ? parts.join(" · ") : i18n.localize(`${KEY}.nothing`);
}

/** Rest `actor` (`kind`); false, with the reason shown, when it cannot rest now. */
export async function takeRest(actor: Actor.Implementation, kind: RestKind): Promise<boolean> {
  const view = energyActorView(actor);
  if (!view || !actor.isOwner) {
    notifyRefusal({ refused: `${I18N_ROOT}.Combat.refused.notOwner` });
    return false;
  }
  const before = toEnergyActor(view.source, view.statuses, view.suppressed);
  const refusal = restRefusal(before, kind, fightingCombatant(actor) !== undefined);
  if (refusal) {
    notifyRefusal({ refused: `${KEY}.Refusal.${refusal}` });
    return false;
  }
  const { actor: after, log } = takenRest(before, kind, energyOptions());
  const c = after.creature;
  await actor.update({ system: { ...creatureUpdate(c), recoverySurges: c.recoverySurges } });
  const ended = await endRestBound(actor);
  const abilities = await regainAbilities(actor, log);
  const title = game.i18n.format(`${KEY}.title.${kind}`, { name: actor.name });
  await postSummary(title, [{ name: actor.name, text: restText(log, ended, abilities) }]);
  return true;
}
