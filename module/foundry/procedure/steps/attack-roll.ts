/**
 * The first step of every attack: the attacker's roll against each target, made on the attacker's client before
 * the card exists (flows/attack.ts) and verified by the GM before any later step (queries/card-trust.ts). On the
 * card it is always taken, so nothing can ask for it again.
 */
import { I18N_ROOT } from "../../constants.ts";
import type { ProcedureStep } from "../step.ts";

const SETTLED = "stepSettled";

export const ATTACK_ROLL_STEP: ProcedureStep = {
  id: "attack",
  actor: "attacker",
  optional: false,
  awaiting: `${I18N_ROOT}.Card.awaiting.attack`,
  button: { label: `${I18N_ROOT}.Card.attackLabel`, icon: "fa-solid fa-dice-d20" },
  closed: () => SETTLED,
  plan: () => ({ refused: SETTLED }),
};
