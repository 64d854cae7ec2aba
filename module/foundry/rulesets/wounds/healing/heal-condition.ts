/**
 * Treat Condition (seed 004): "Make a Lor [Healing] check with any appropriate specialization against the effect's TN.
 * On a success, you end a hobbled effect, reduce a poison's effect as detailed in the poison's description, or reduce
 * the level of bleeding or burning by one step plus one step for every 2 points by which your check exceeds the TN,
 * removing it completely if the level is reduced below light." The TN is the engine's `treatableTn`: bleeding's and
 * burning's from their level (decision 154), hobbled's and poisoned's the one their cause stored (decision 156). The
 * patient is affected, which the caller checked first.
 */
import {
  treatableTn,
  treatCondition,
  treatConditionRequest,
  type Treatable,
  type TreatConditionOutcome,
} from "../../../../engine/rulesets/wounds/healing/treat-condition.ts";
import type { WoundsCreature } from "../../../../engine/rulesets/wounds/creature.ts";
import type { WoundsActor } from "../../../../engine/rulesets/wounds/status.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { woundsOptions } from "../rule-variants.ts";
import type { HealCheck } from "./heal-check.ts";
import { withKit } from "./heal-text.ts";

const KEY = `${I18N_ROOT}.Wounds.Heal`;

/** What the check did to the condition: its level now, ended, or (a poison) reduced as its description says. */
function conditionText(which: Treatable, before: WoundsActor, out: TreatConditionOutcome): string {
  const i18n = game.i18n;
  const condition = i18n.localize(`${I18N_ROOT}.Condition.wounds.${which}.name`);
  if (out.poisonReduced === true) return i18n.localize(`${KEY}.condition.poisonReduced`);
  if (which === "hobbled" || which === "poisoned") {
    return i18n.format(`${KEY}.condition.${out.success ? "ended" : "remains"}`, { condition });
  }
  const left = out.actor.creature.afflictions[which];
  if (left === undefined) return i18n.format(`${KEY}.condition.ended`, { condition });
  const level = i18n.localize(`${I18N_ROOT}.Wounds.Attack.Damage.level.${left}`);
  const key = left === before.creature.afflictions[which] ? "stays" : "reduced";
  return i18n.format(`${KEY}.condition.${key}`, { condition, level });
}

export function treatConditionCheck(
  which: Treatable,
  healer: WoundsCreature,
  patient: WoundsActor,
  kit: boolean,
): HealCheck {
  const tn = treatableTn(patient.creature, which) ?? 0;
  return {
    request: treatConditionRequest(healer, tn, kit, woundsOptions()),
    treat(total) {
      const out = treatCondition(patient, which, total - tn);
      const done = out.ok ? out.state : { actor: patient, success: false };
      return { after: done.actor.creature, text: withKit(conditionText(which, patient, done), kit) };
    },
  };
}
