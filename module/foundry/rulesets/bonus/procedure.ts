/**
 * The `bonus` attack as the card plays it (module/foundry/README.md section 4): the attack roll against Guard, the
 * target's Defense reaction ("Using the Defense reaction consumes 5 Vigor"; "You may only take one reaction to any
 * trigger, and you may not take a reaction during your turn"), then damage, applied by the attacker's owner or by the
 * GM's automation. "Once an attack is rolled, the defender has the option to use a reaction": while the target could
 * still defend, damage waits for its choice, Defend or Take the hit (or the GM's for it).
 */
import { I18N_ROOT } from "../../constants.ts";
import type { Procedure } from "../../procedure/step.ts";
import { ATTACK_ROLL_STEP } from "../../procedure/steps/attack-roll.ts";
import { damageStep } from "../../procedure/steps/damage.ts";
import { reactionRollStep } from "../../procedure/steps/reaction-roll.ts";
import { BONUS_COMBAT_ROOM } from "./combat-room.ts";

export const BONUS_PROCEDURE: Procedure = [
  ATTACK_ROLL_STEP,
  reactionRollStep(BONUS_COMBAT_ROOM, {
    id: "defense",
    awaiting: `${I18N_ROOT}.Bonus.Card.awaitingDefense`,
    defenderChooses: true,
  }),
  damageStep(BONUS_COMBAT_ROOM),
];
