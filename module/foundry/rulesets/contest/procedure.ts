/**
 * The `contest` Strike as the card plays it (module/foundry/README.md section 4, `contest`):
 * 1. declare — the attacker's Strike, its AP and one of the two Attacks paid by the attack flow; the card is posted
 *    with nothing rolled, awaiting the target;
 * 2. defense — the target's owner chooses Block, Dodge, Parry, Withstand or none with the odds of every result,
 *    pays the Defend reaction and has its test rolled by the GM ("The manner of defense is decided before the
 *    attacker rolls"), which spends a Brace (brace.ts);
 * 3. attack — the attacker's Fighting Style test, rolled by the GM on relay from the attacker as it is then; the
 *    row's result is read from both tests ("Step III: Determine Results"), which ends a Feint it was planned with
 *    (attack/feint.ts);
 * 4. maneuver — on a critical win, the winner (attacker or target) may maneuver ("The winner can also perform a
 *    maneuver"), or not; the GM rolls the test that decides it and writes what it does (maneuver-effect.ts);
 * 5. damage — on a hit, through the engine's pipeline (AR, BR on a Block, resistances), with Undo.
 */
import { I18N_ROOT } from "../../constants.ts";
import type { Procedure } from "../../procedure/step.ts";
import { choiceStep } from "../../procedure/steps/choice.ts";
import { damageStep } from "../../procedure/steps/damage.ts";
import { DECLARE_STEP } from "../../procedure/steps/declare.ts";
import { feintedAttackRollStep } from "./attack/feint.ts";
import { DEFENSE_STEP_ID } from "./attack/resolution.ts";
import { CONTEST_COMBAT_ROOM } from "./combat-room.ts";
import { defenseChoices, defenseCost, defenseRoll } from "./defense-choices.ts";
import { braceSpent } from "./brace.ts";
import { MANEUVER_STEP_ID, maneuverActor, maneuverChoices, maneuverClosed } from "./maneuver-choices.ts";
import { maneuverEffect } from "./maneuver-effect.ts";

const CARD = `${I18N_ROOT}.Contest.Card`;

export const CONTEST_PROCEDURE: Procedure = [
  DECLARE_STEP,
  choiceStep({
    id: DEFENSE_STEP_ID,
    actor: "target",
    optional: false,
    awaiting: `${CARD}.awaiting.defense`,
    button: { label: `${CARD}.defenseButton`, icon: "fa-solid fa-shield-halved" },
    choices: defenseChoices,
    closedWhen: ({ row }) => (row.actorUuid === "" ? "unknownTarget" : undefined),
    cost: defenseCost,
    defenseRoll,
    effect: braceSpent,
  }),
  feintedAttackRollStep(CONTEST_COMBAT_ROOM),
  choiceStep({
    id: MANEUVER_STEP_ID,
    actor: maneuverActor,
    optional: false,
    awaiting: `${CARD}.awaiting.maneuver`,
    button: { label: `${CARD}.maneuverButton`, icon: "fa-solid fa-hand-fist" },
    choices: maneuverChoices,
    closedWhen: maneuverClosed,
    effect: maneuverEffect,
  }),
  damageStep(CONTEST_COMBAT_ROOM),
];
