/**
 * The `bonus` attack as the card plays it (module/foundry/README.md section 4): the attack roll against Guard, the
 * target's optional Defense reaction ("Using the Defense reaction consumes 5 Vigor"; "You may only take one reaction
 * to any trigger, and you may not take a reaction during your turn"), then damage, applied by the attacker's owner
 * or by the GM's automation.
 */
import { I18N_ROOT } from "../../constants.ts";
import type { Procedure } from "../../procedure/step.ts";
import { ATTACK_ROLL_STEP } from "../../procedure/steps/attack-roll.ts";
import { damageStep } from "../../procedure/steps/damage.ts";
import { reactionRollStep } from "../../procedure/steps/reaction-roll.ts";
import { BONUS_COMBAT_ROOM } from "./combat-room.ts";

export const BONUS_PROCEDURE: Procedure = [
  ATTACK_ROLL_STEP,
  reactionRollStep(BONUS_COMBAT_ROOM, { id: "defense", awaiting: `${I18N_ROOT}.Bonus.Card.awaitingDefense` }),
  damageStep(BONUS_COMBAT_ROOM),
];
