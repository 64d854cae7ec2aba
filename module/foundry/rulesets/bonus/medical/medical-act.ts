/**
 * The two medical acts of seed 000 on another creature of the encounter, as plain data the sheet and the GM share:
 * emergency aid — "You may also perform emergency aid on a wounded or injured creature, using 2 Actions and restoring
 * 1d10 Durability on a Medicine (treatment) VS 20 check" — and stabilizing — "A creature in shock can be stabilized
 * by making a successful Medicine or Medical Science check VS 20", a Use Skill (1 action; rules page decision 42).
 * The act names its patient by combatant id after a colon (`emergencyAid:<combatantId>`), as Use Ability names its
 * item: the GM finds the patient in the healer's own encounter and reads everything else from the documents.
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import type { BonusCreature } from "../../../../engine/rulesets/bonus/creature.ts";
import type { BonusActionId } from "../../../../engine/rulesets/bonus/economy/actions.ts";
import {
  EMERGENCY_AID_VS,
  emergencyAidRequest,
  STABILIZE_VS,
  stabilizeRequest,
} from "../../../../engine/rulesets/bonus/dice/skill.ts";
import { stabilize } from "../../../../engine/rulesets/bonus/damage/shock.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { bonusDiceFor, type BonusDiceItem } from "../bonus-dice.ts";

export const MEDICAL_ACTS = ["emergencyAid", "stabilize"] as const;
export type MedicalAct = (typeof MEDICAL_ACTS)[number];

/** The engine action each act is paid as: emergency aid is its own 2-action act, stabilizing a Use Skill. */
export const MEDICAL_ACTION: Readonly<Record<MedicalAct, BonusActionId>> = {
  emergencyAid: "emergencyAid",
  stabilize: "useSkill",
};

/** The VS each act's Medicine check must beat. */
export const MEDICAL_VS: Readonly<Record<MedicalAct, number>> = {
  emergencyAid: EMERGENCY_AID_VS,
  stabilize: STABILIZE_VS,
};

/** Why an act cannot be done to this patient: a `FRAY.Bonus.Refusal.*` key's last part. */
export type MedicalRefusal = "noPatient" | "patientDead" | "unhurt" | "notInShock";

/** A refusal as the user reads it; "not in Shock" is the Token HUD's own Stabilized refusal. */
export function medicalRefusalKey(code: MedicalRefusal): string {
  if (code === "notInShock") return `${I18N_ROOT}.Bonus.Refusal.stabilize.notInShock`;
  return `${I18N_ROOT}.Bonus.Medical.Refusal.${code}`;
}

export function medicalActId(act: MedicalAct, patientCombatantId: string): string {
  return `${act}:${patientCombatantId}`;
}

/** The act and patient a spend's action id names, or undefined for any other action. */
export function medicalActOf(action: string): { act: MedicalAct; patient: string } | undefined {
  const [head, patient, ...rest] = action.split(":");
  const act = MEDICAL_ACTS.find((a) => a === head);
  return act && patient && rest.length === 0 ? { act, patient } : undefined;
}

/**
 * The healer's Medicine check: 1d20 and the dice of every skill and talent that adds to Medicine checks (the seed names
 * no ability score for it), stepped down while the healer is Wounded, against VS 20.
 */
export function medicalCheckRequest(act: MedicalAct, items: readonly BonusDiceItem[], wounded: boolean): DiceRequest {
  const input = { dice: bonusDiceFor(items, "medicine"), wounded };
  return act === "emergencyAid" ? emergencyAidRequest(input) : stabilizeRequest(input);
}

/**
 * Whether the patient can receive the act: stabilizing only a creature in Shock (the engine's `stabilize`), emergency
 * aid only "a wounded or injured creature" — alive, its Durability below its maximum.
 */
export function medicalRefusal(act: MedicalAct, patient: BonusCreature): MedicalRefusal | undefined {
  if (patient.dead) return "patientDead";
  if (act === "stabilize") return stabilize(patient).refused === "notInShock" ? "notInShock" : undefined;
  return patient.durability.value >= patient.durability.max ? "unhurt" : undefined;
}
