/**
 * Damage to a `bonus` NPC marked as an object (docs/rules/bonus.md decision 83): the engine's `applyObjectDamage`,
 * not the creature pipeline. Seed 000: "Everything has Durability, even objects … In the case of objects, A.R. is
 * simply subtracted from the damage done to the object. When an inanimate object's Durability is depleted it is
 * destroyed beyond meaningful use"; "Pure toxic damage … only harm[s] living creatures". A destroyed object gets the
 * defeated status (Dead), which the card's Undo takes away again.
 */
import type { RollResult } from "../../../engine/core/dice/result.ts";
import { applyObjectDamage, objectArmorRank } from "../../../engine/rulesets/bonus/damage/object.ts";
import type { BonusHit } from "../../../engine/rulesets/bonus/damage/hit.ts";
import { isCriticalHit } from "../../../engine/rulesets/bonus/dice/damage.ts";
import type { AppliedDamage } from "../../combat-room.ts";
import { pipelineBreakdown } from "../../chat/breakdown/damage-breakdown.ts";
import { I18N_ROOT } from "../../constants.ts";
import type { BonusActorView } from "./documents.ts";
import type { BonusConditionId } from "../../../engine/rulesets/bonus/conditions.ts";

const KEY = `${I18N_ROOT}.Bonus.Damage`;
/** The status room's defeated status (effects/status-room.ts): the tracker and the token show the object is gone. */
const DESTROYED: BonusConditionId = "dead";

/** The object's track as its sheet labels it (Durability). */
const trackLabel = (track: string): string => `${I18N_ROOT}.Actor.bonus.FIELDS.${track}.label`;

export function applyToObject(target: BonusActorView, hit: BonusHit, damage: RollResult): AppliedDamage {
  const armorRank = objectArmorRank(target.armor.filter((piece) => piece.equipped).map((piece) => piece.rank));
  const outcome = applyObjectDamage({ durability: target.source.durability, armorRank }, hit);
  const critical = isCriticalHit(damage);
  const i18n = game.i18n;
  const amount = outcome.result.taken["durability"] ?? 0;
  const parts = [i18n.format(critical ? `${KEY}.takenCritical` : `${KEY}.taken`, { amount: String(amount) })];
  if (outcome.result.immuneBy !== undefined) parts.push(i18n.localize(`${KEY}.objectUnharmed`));
  if (outcome.destroyed) parts.push(i18n.localize(`${KEY}.destroyed`));
  return {
    system: { durability: { value: outcome.object.durability.value } },
    items: [],
    summary: parts.join(" · "),
    breakdown: pipelineBreakdown(damage.total, outcome.result, trackLabel, critical),
    ...(outcome.destroyedNow ? { statuses: [DESTROYED] } : {}),
  };
}
