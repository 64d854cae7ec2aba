/**
 * Initiative's situational Charges and Challenges (seed 000): "When combat begins, all participants who wish to act
 * roll their action dice. Talents or skills might add bonus dice, as might situational modifiers." Initiative is
 * rolled from core's tracker with no roll dialog, so the GM says the situation on the combatant's row before it is
 * rolled (rules page decision 63); the roll reads it as the engine's charges and challenges ("all bonus dice, from
 * all sources are increased one rank"; "Charges will counter challenges on a 1 to 1 basis").
 */
import type { Refusal } from "../../../combat-room.ts";
import type { ControlSpec } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { INITIATIVE_SITUATIONS, type InitiativeSituation } from "./combatant-model.ts";
import { bonusCombatantData } from "./state.ts";
import { situationAdjustments } from "../situation-steps.ts";

export const INITIATIVE_SITUATION_CONTROL: ControlSpec = {
  id: "initiativeSituation",
  label: `${I18N_ROOT}.Bonus.Initiative.set`,
  who: "gm",
  takesChoice: true,
};

const STEPS: Readonly<Record<InitiativeSituation, number>> = {
  charge2: 2,
  charge1: 1,
  none: 0,
  challenge1: -1,
  challenge2: -2,
  challenge3: -3,
};

/** The situation as the engine's charges or challenges (situation-steps.ts). */
export function initiativeAdjustments(situation: InitiativeSituation): ReturnType<typeof situationAdjustments> {
  return situationAdjustments(STEPS[situation]);
}

const MALFORMED: Refusal = { refused: `${I18N_ROOT}.Query.refused.malformed` };
const ROLLED: Refusal = { refused: `${I18N_ROOT}.Bonus.Refusal.initiativeRolled` };

/** GM: the situation picked, marked; refused once the initiative is rolled (it is read by the roll only). */
export async function setInitiativeSituation(
  combatant: Combatant.Implementation,
  choice: string,
): Promise<Refusal | undefined> {
  const situation = INITIATIVE_SITUATIONS.find((s) => s === choice);
  if (!situation) return MALFORMED;
  if (combatant.initiative !== null) return ROLLED;
  if (bonusCombatantData(combatant)) await combatant.update({ system: { initiativeSituation: situation } });
  return undefined;
}
