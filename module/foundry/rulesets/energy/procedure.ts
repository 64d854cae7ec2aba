/**
 * The `energy` attack as the card plays it (module/foundry/README.md section 4): the attack roll (a melee Combat
 * roll or a ranged Hit roll), then the target's optional Evasion roll — "Evasion Roll = 1d10* + Evasion" against a
 * melee attack, "Ranged Evasion Roll = 1d4* + Ranged Evasion" against a ranged one, each free (the Defend action is
 * its own combatant action) — then damage, applied by the attacker's owner or by the GM's automation.
 */
import { I18N_ROOT } from "../../constants.ts";
import type { Procedure } from "../../procedure/step.ts";
import { ATTACK_ROLL_STEP } from "../../procedure/steps/attack-roll.ts";
import { damageStep } from "../../procedure/steps/damage.ts";
import { reactionRollStep } from "../../procedure/steps/reaction-roll.ts";
import { ENERGY_COMBAT_ROOM, isRangedRow } from "./combat-room.ts";

const AWAITING = `${I18N_ROOT}.Energy.Card.awaiting`;

export const ENERGY_PROCEDURE: Procedure = [
  ATTACK_ROLL_STEP,
  reactionRollStep(ENERGY_COMBAT_ROOM, {
    id: "evasion",
    awaiting: `${AWAITING}.evasion`,
    appliesTo: (row) => !isRangedRow(row),
  }),
  reactionRollStep(ENERGY_COMBAT_ROOM, {
    id: "rangedEvasion",
    awaiting: `${AWAITING}.rangedEvasion`,
    appliesTo: isRangedRow,
  }),
  damageStep(ENERGY_COMBAT_ROOM),
];
