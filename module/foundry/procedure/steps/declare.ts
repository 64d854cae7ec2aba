/**
 * The first step of a procedure whose attack is declared before anything is rolled ("The manner of defense is
 * decided before the attacker rolls"): the attacker's declaration — weapon, targets, the roll dialog's modifiers,
 * its cost — made on the attacker's client by flows/attack.ts, which posts the card with every row's attack still
 * to roll (`TargetRow.attack` null). Once the card exists the client never rolls (module/foundry/README.md section
 * 5, question 2): the steps after it are choices and rolls the GM takes on relay, the attack roll among them
 * (declared-attack-roll.ts). On the card the declaration is always taken, so nothing can ask for it again.
 */
import { I18N_ROOT } from "../../constants.ts";
import type { Procedure, ProcedureStep } from "../step.ts";

const SETTLED = "stepSettled";

export const DECLARE_STEP: ProcedureStep = {
  id: "declare",
  actor: "attacker",
  optional: false,
  awaiting: `${I18N_ROOT}.Card.awaiting.attack`,
  button: { label: `${I18N_ROOT}.Card.attackLabel`, icon: "fa-solid fa-bullhorn" },
  closed: () => SETTLED,
  plan: () => ({ refused: SETTLED }),
};

/** Does the procedure open with a declaration, so its card is posted before any roll? */
export function opensWithDeclaration(procedure: Procedure | undefined): boolean {
  return procedure?.[0] === DECLARE_STEP;
}
