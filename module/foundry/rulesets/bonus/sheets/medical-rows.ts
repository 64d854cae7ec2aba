/**
 * The Actions section's medical acts on the user's target (medical/medical-act.ts): Emergency Aid (2 actions) and
 * Stabilize (a Use Skill, 1 action), each with the exact chance of its Medicine VS 20 check, and why it cannot be done
 * to the target (no target in this encounter, dead, unhurt, not in Shock). The GM checks all of it again.
 */
import { successProbability } from "../../../../engine/core/odds/request.ts";
import type { BonusCreature } from "../../../../engine/rulesets/bonus/creature.ts";
import type { ActionRequest } from "../../../../engine/rulesets/bonus/economy/act.ts";
import { BONUS_ACTIONS } from "../../../../engine/rulesets/bonus/economy/actions.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { percentText } from "../../../applications/parts/hit-chance.ts";
import type { Refusal } from "../../../combat-room.ts";
import type { BonusDiceItem } from "../bonus-dice.ts";
import {
  MEDICAL_ACTION,
  MEDICAL_ACTS,
  medicalActId,
  medicalCheckRequest,
  medicalRefusal,
  medicalRefusalKey,
  type MedicalAct,
  type MedicalRefusal,
} from "../medical/medical-act.ts";
import { abilityCostText, sheetText } from "./labels.ts";

/** The healer's Medicine dice and the patient the user targets, a combatant of the same encounter. */
export interface SheetMedical {
  readonly dice: readonly BonusDiceItem[];
  readonly wounded: boolean;
  readonly patient: { readonly combatantId: string; readonly name: string; readonly creature: BonusCreature } | null;
}

/** One medical button as the Actions section takes it, with the patient's refusal besides the engine's. */
export interface MedicalRow {
  readonly id: string;
  readonly text: string;
  readonly costText: string;
  readonly blocked: Refusal | undefined;
  readonly request: (round: number, ownTurn: boolean) => ActionRequest;
}

const refusal = (code: MedicalRefusal): Refusal => ({ refused: medicalRefusalKey(code) });

function actions(act: MedicalAct): number {
  return BONUS_ACTIONS.find((a) => a.id === MEDICAL_ACTION[act])?.cost.actions ?? 1;
}

function medicalRow(i18n: Localizer, act: MedicalAct, medical: SheetMedical): MedicalRow {
  const request = (round: number, ownTurn: boolean): ActionRequest => ({ action: MEDICAL_ACTION[act], round, ownTurn });
  const cost = abilityCostText(i18n, actions(act), 0, 0);
  const { patient } = medical;
  if (!patient) {
    const text = sheetText(i18n, `Actions.${act}`);
    return { id: act, text, costText: cost, blocked: refusal("noPatient"), request };
  }
  const percent = percentText(successProbability(medicalCheckRequest(act, medical.dice, medical.wounded)));
  const why = medicalRefusal(act, patient.creature);
  return {
    id: medicalActId(act, patient.combatantId),
    text: sheetText(i18n, `Actions.${act}Named`, { name: patient.name }),
    costText: sheetText(i18n, "Actions.medicalCost", { cost, percent }),
    blocked: why ? refusal(why) : undefined,
    request,
  };
}

export function medicalRows(i18n: Localizer, medical: SheetMedical): MedicalRow[] {
  return MEDICAL_ACTS.map((act) => medicalRow(i18n, act, medical));
}
