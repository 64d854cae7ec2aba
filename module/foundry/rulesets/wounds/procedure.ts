/**
 * The `wounds` attack as the card plays it (module/foundry/README.md section 4, `wounds`):
 * 1. declare — the attacker's attack action (Standard, Quick, Strong or Nonlethal, the roll dialog's choice), its AP
 *    paid by the attack flow; the card is posted with nothing rolled;
 * 3. interpose — a Grappling target's reaction, taken before the Defend choice (attack/interpose.ts): its check rolled
 *    by the GM, on a success the attack meets the grappled creature it chose;
 * 2. defend — a Defending target's owner chooses the Defense the attack meets, with the odds of a hit and of each
 *    wound level for each choice (closed when Defend changes nothing);
 * 3b. footing — a Climbing or Swimming attacker's check "to not fall or sink underwater", rolled by the GM; failed,
 *    the attack "automatically misses" (attack/footing.ts);
 * 4. attack — the attacker's wild roll, rolled by the GM on relay against that Defense; a critical moves initiative;
 * 6. nonlethal — on a Nonlethal Attack's hit, the attacker chooses the wound, up to the level the damage indicates;
 * 5. damage — "Damage received = Attack Roll + Damage Roll - Defense - Toughness" through the engine, the wound
 *    filling a slot or escalating, with Undo; closed for a Grapple or a Create an Opening, which "deal no damage"
 *    (their effect is the attack step's);
 * 7. wound footing — a wound taken while climbing or swimming calls for "another check at a -5 penalty for each wound
 *    level beyond light", rolled by the GM's client (attack/wound-footing.ts);
 * 8. mount control — a wound on a rider or its untrained mount calls for the rider's Riding check, rolled by the GM's
 *    client; a failure leaves the mount Out of Control (mounted/wound-control.ts).
 * An interrupt taken while the attack waits for its roll cancels it: every step closes on its rows (decision 181).
 */
import type { Procedure } from "../../procedure/step.ts";
import { choiceStep } from "../../procedure/steps/choice.ts";
import { damageStep } from "../../procedure/steps/damage.ts";
import { DECLARE_STEP } from "../../procedure/steps/declare.ts";
import { woundsAttackStep } from "./attack/attack-step.ts";
import { closedWhenInterrupted } from "./attack/interrupted.ts";
import { defendChoices, defendClosed } from "./attack/defend-choices.ts";
import {
  interposeChoices,
  interposeClosed,
  interposeCost,
  interposeEffect,
  INTERPOSE_STEP_ID,
} from "./attack/interpose.ts";
import { FOOTING_STEP_ID, footingChoices, footingClosed, footingEffect } from "./attack/footing.ts";
import { nonlethalChoices, nonlethalClosed, NONLETHAL_STEP_ID } from "./attack/nonlethal-choices.ts";
import { ATTACK_KEY, DEFEND_STEP_ID } from "./attack/plan.ts";
import { WOUNDS_COMBAT_ROOM } from "./combat-room.ts";
import { noDamageClosed } from "./attack/no-damage.ts";
import { WOUND_FOOTING_STEPS } from "./attack/wound-footing.ts";
import { MOUNT_CONTROL_STEP } from "./mounted/wound-control.ts";

const STEPS: Procedure = [
  DECLARE_STEP,
  choiceStep({
    id: INTERPOSE_STEP_ID,
    actor: "target",
    optional: true,
    awaiting: `${ATTACK_KEY}.Card.awaiting.interpose`,
    button: { label: `${ATTACK_KEY}.Card.interposeButton`, icon: "fa-solid fa-people-arrows" },
    choices: interposeChoices,
    closedWhen: interposeClosed,
    cost: interposeCost,
    effect: interposeEffect,
  }),
  choiceStep({
    id: DEFEND_STEP_ID,
    actor: "target",
    optional: false,
    awaiting: `${ATTACK_KEY}.Card.awaiting.defend`,
    button: { label: `${ATTACK_KEY}.Card.defendButton`, icon: "fa-solid fa-shield-halved" },
    choices: defendChoices,
    closedWhen: defendClosed,
  }),
  choiceStep({
    id: FOOTING_STEP_ID,
    actor: "attacker",
    optional: false,
    awaiting: `${ATTACK_KEY}.Card.awaiting.footing`,
    button: { label: `${ATTACK_KEY}.Card.footingButton`, icon: "fa-solid fa-person-swimming" },
    choices: footingChoices,
    closedWhen: footingClosed,
    effect: footingEffect,
  }),
  woundsAttackStep(WOUNDS_COMBAT_ROOM),
  choiceStep({
    id: NONLETHAL_STEP_ID,
    actor: "attacker",
    optional: false,
    awaiting: `${ATTACK_KEY}.Card.awaiting.nonlethal`,
    button: { label: `${ATTACK_KEY}.Card.nonlethalButton`, icon: "fa-solid fa-hand-holding-medical" },
    choices: nonlethalChoices,
    closedWhen: nonlethalClosed,
  }),
  noDamageClosed(damageStep(WOUNDS_COMBAT_ROOM)),
  ...WOUND_FOOTING_STEPS,
  MOUNT_CONTROL_STEP,
];

/**
 * Every step after the declaration closes on a row an interrupt cancelled (attack/interrupted.ts); the declaration
 * stays the shared `DECLARE_STEP`, which the attack flow recognises by identity.
 */
export const WOUNDS_PROCEDURE: Procedure = STEPS.map((step) =>
  step === DECLARE_STEP ? step : closedWhenInterrupted(step),
);
