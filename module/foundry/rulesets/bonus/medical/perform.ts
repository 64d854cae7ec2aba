/**
 * A medical act done, on the active GM's client (the patient is rarely the healer's to write): the patient found in
 * the healer's own encounter and checked before anything is paid, then, once the act is paid in full, the Medicine
 * check rolled here from the healer's items and state, the engine's `emergencyAid` ("restoring 1d10 Durability") or
 * `stabilize` applied to the patient as it is now, and the check posted as a check card (chat/check-card/) with its
 * rolls, its odds and what it did.
 */
import type { RollResult } from "../../../../engine/core/dice/result.ts";
import { emergencyAidHealingRequest } from "../../../../engine/rulesets/bonus/dice/skill.ts";
import { emergencyAid, stabilize } from "../../../../engine/rulesets/bonus/damage/shock.ts";
import type { BonusCreature } from "../../../../engine/rulesets/bonus/creature.ts";
import { rollCheckCard, type CheckFollowUp } from "../../../chat/check-card/post.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";
import { PUBLIC_ROLL } from "../../../dice/roll-visibility.ts";
import { creatureUpdate } from "../damage-update.ts";
import { isWoundedNow, toBonusCreature } from "../derive.ts";
import { bonusActorView } from "../documents.ts";
import { medicalCheckRequest, medicalRefusal, medicalRefusalKey, type MedicalAct } from "./medical-act.ts";

const KEY = `${I18N_ROOT}.Bonus.Medical`;

/** The patient the act names, in the healer's encounter, if the act can be done to it now. */
export function medicalPatient(
  healer: Combatant.Implementation,
  act: MedicalAct,
  patientId: string,
): Actor.Implementation | Refusal {
  const patient = healer.combat?.combatants.get(patientId);
  const view = patient?.actor ? bonusActorView(patient.actor) : undefined;
  if (!patient?.actor || !view) return { refused: medicalRefusalKey("noPatient") };
  const refusal = medicalRefusal(act, toBonusCreature(view.source));
  return refusal ? { refused: medicalRefusalKey(refusal) } : patient.actor;
}

/** What a successful check does to the patient as it is now, with the healing roll when the act rolls one. */
async function treat(act: MedicalAct, patient: BonusCreature): Promise<{ after: BonusCreature; roll?: FrayRoll }> {
  if (act === "stabilize") return { after: stabilize(patient).creature };
  const healing = emergencyAidHealingRequest();
  const roll = FrayRoll.fromRequest(healing);
  await roll.evaluate();
  return { after: emergencyAid(patient, roll.interpret(healing).total), roll };
}

function outcomeText(act: MedicalAct, before: BonusCreature, after: BonusCreature): string {
  const i18n = game.i18n;
  if (act === "stabilize") return i18n.localize(`${KEY}.stabilized`);
  const amount = after.durability.value - before.durability.value;
  return i18n.format(`${KEY}.restored`, {
    amount: String(amount),
    value: String(after.durability.value),
    max: String(after.durability.max),
  });
}

/** GM only, once the act is paid in full: roll the check, treat the patient on a success, post the card. */
export async function performMedicalAct(
  healer: Actor.Implementation,
  act: MedicalAct,
  patient: Actor.Implementation,
): Promise<void> {
  const h = bonusActorView(healer);
  const p = bonusActorView(patient);
  if (!h || !p) return;
  const wounded = isWoundedNow(h.source, h.statuses);
  // A success treats the patient as it is now; the card then says what it did, with the healing roll.
  const followUp = async (result: RollResult): Promise<CheckFollowUp> => {
    if (!result.success) return { effects: [], rolls: [] };
    const before = toBonusCreature(p.source);
    const { after, roll } = await treat(act, before);
    await patient.update({ system: creatureUpdate(after) });
    return { effects: [`${patient.name}: ${outcomeText(act, before, after)}`], rolls: roll ? [roll] : [] };
  };
  await rollCheckCard({
    actor: healer,
    check: game.i18n.format(`${KEY}.check.${act}`, { patient: patient.name }),
    request: medicalCheckRequest(act, h.dice, wounded),
    followUp,
    // Rolled on the GM's client for the healer's user: public, as the act itself is, whatever the GM's roll mode.
    visibility: PUBLIC_ROLL,
  });
}

/**
 * GM only, at the healer's turn start: an emergency aid whose last action was just paid ("you must use action from
 * the following turns to complete") is done now, to the patient it named if it can still be aided; else the card
 * says why nothing was done.
 */
export async function completeMedicalAct(healer: Combatant.Implementation, patientId: string): Promise<void> {
  const actor = healer.actor;
  if (!actor || patientId === "") return;
  const patient = medicalPatient(healer, "emergencyAid", patientId);
  if (!isRefusal(patient)) {
    await performMedicalAct(actor, "emergencyAid", patient);
    return;
  }
  const title = game.i18n.format(`${KEY}.title.emergencyAid`, { healer: actor.name, patient: "—" });
  await postSummary(title, [{ name: actor.name, text: game.i18n.localize(patient.refused) }]);
}
