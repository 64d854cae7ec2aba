/**
 * Treat Condition on bleeding or burning (seed 004): "Make a Lor [Healing] check with any appropriate specialization
 * against the effect's TN. On a success, you … reduce the level of bleeding or burning by one step plus one step for
 * every 2 points by which your check exceeds the TN, removing it completely if the level is reduced below light."
 * The TN is the engine's `afflictionTn` (decision 154); the patient is affected, which the caller checked first.
 */
import type { WoundsCreature } from "../../../../engine/rulesets/wounds/creature.ts";
import {
  afflictionTn,
  treatCondition,
  treatConditionRequest,
} from "../../../../engine/rulesets/wounds/healing/treat-condition.ts";
import type { WoundsActor } from "../../../../engine/rulesets/wounds/status.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { woundsOptions } from "../rule-variants.ts";
import type { SheetTreatable } from "./heal-acts.ts";
import type { HealCheck } from "./heal-check.ts";
import { withKit } from "./heal-text.ts";

const KEY = `${I18N_ROOT}.Wounds.Heal`;

function conditionText(which: SheetTreatable, before: WoundsCreature, after: WoundsCreature): string {
  const i18n = game.i18n;
  const condition = i18n.localize(`${I18N_ROOT}.Condition.wounds.${which}.name`);
  const left = after.afflictions[which];
  if (left === undefined) return i18n.format(`${KEY}.condition.ended`, { condition });
  const level = i18n.localize(`${I18N_ROOT}.Wounds.Attack.Damage.level.${left}`);
  const key = left === before.afflictions[which] ? "stays" : "reduced";
  return i18n.format(`${KEY}.condition.${key}`, { condition, level });
}

export function treatConditionCheck(
  which: SheetTreatable,
  healer: WoundsCreature,
  patient: WoundsActor,
  kit: boolean,
): HealCheck {
  const tn = afflictionTn(patient.creature, which) ?? 0;
  return {
    request: treatConditionRequest(healer, tn, kit, woundsOptions()),
    treat(total) {
      const out = treatCondition(patient, which, total - tn);
      const after = out.ok ? out.state.actor.creature : patient.creature;
      return { after, text: withKit(conditionText(which, patient.creature, after), kit) };
    },
  };
}
