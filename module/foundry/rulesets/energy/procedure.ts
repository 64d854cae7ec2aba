/**
 * The `energy` attack as the card plays it (module/foundry/README.md section 4): the attack roll (a melee Combat
 * roll or a ranged Hit roll), then the target's optional Evasion roll — "Evasion Roll = 1d10* + Evasion" against a
 * melee attack, "Ranged Evasion Roll = 1d4* + Ranged Evasion" against a ranged one, each free (the Defend action is
 * its own combatant action) — then damage, applied by the attacker's owner or by the GM's automation. A row the
 * attack roll alone made a hit has no Evasion: a Critical Hit ("You automatically hit the target"), or a target that
 * cannot roll ("if a target is asleep or fully restrained they cannot roll Evasion, and any attacks against them
 * automatically hit", helpless.ts); the card says which (no-evasion.ts). Damage dealt at 0 Aura is followed by the Death roll, which the active GM's
 * client rolls by itself (death-roll.ts); a Non-Lethal attack's Chance roll comes first and decides whether the Death
 * roll follows (non-lethal-chance.ts). The GM may settle a melee row as a hit instead of its Evasion roll when the
 * target was completely unaware (unaware.ts). A Combat Maneuver's row deals no damage: once settled, the target's
 * Fortitude roll and the maneuver's outcome take damage's place (maneuver-step.ts).
 */
import { I18N_ROOT } from "../../constants.ts";
import type { TargetRow } from "../../chat/attack-card/data.ts";
import type { Procedure } from "../../procedure/step.ts";
import { ATTACK_ROLL_STEP } from "../../procedure/steps/attack-roll.ts";
import { damageStep } from "../../procedure/steps/damage.ts";
import { reactionRollStep } from "../../procedure/steps/reaction-roll.ts";
import { ENERGY_COMBAT_ROOM, isRangedRow } from "./combat-room.ts";
import { DEATH_ROLL_STEP } from "./death-roll.ts";
import { NON_LETHAL_CHANCE_STEP } from "./non-lethal-chance.ts";
import { UNAWARE_STEP } from "./unaware.ts";
import { noEvasionReason } from "./no-evasion.ts";
import { MANEUVER_STEP } from "./maneuver-step.ts";
import { maneuverChosen } from "./situation/maneuver.ts";
import type { ProcedureStep } from "../../procedure/step.ts";

const AWAITING = `${I18N_ROOT}.Energy.Card.awaiting`;

/** A hit before any Evasion roll: the attack roll settled it, there is nothing to evade. */
const DAMAGE = damageStep(ENERGY_COMBAT_ROOM);

/** Damage, closed on a Combat Maneuver's row ("does not deal damage to the target"). */
const damageUnlessManeuver: ProcedureStep = {
  ...DAMAGE,
  closed: (ctx) => (maneuverChosen(ctx.row.situation?.choices ?? {}) ? "stepNotOpen" : DAMAGE.closed(ctx)),
};

const hitByTheAttack = (row: TargetRow): boolean => row.outcome === "hit" && row.defense.status === "none";

export const ENERGY_PROCEDURE: Procedure = [
  ATTACK_ROLL_STEP,
  // The GM's "completely unaware" ruling, beside the Evasion roll it takes away (unaware.ts).
  UNAWARE_STEP,
  reactionRollStep(ENERGY_COMBAT_ROOM, {
    id: "evasion",
    awaiting: `${AWAITING}.evasion`,
    absentWhen: noEvasionReason,
    appliesTo: (row) => !isRangedRow(row) && !hitByTheAttack(row),
  }),
  reactionRollStep(ENERGY_COMBAT_ROOM, {
    id: "rangedEvasion",
    awaiting: `${AWAITING}.rangedEvasion`,
    absentWhen: noEvasionReason,
    appliesTo: (row) => isRangedRow(row) && !hitByTheAttack(row),
  }),
  damageUnlessManeuver,
  MANEUVER_STEP,
  NON_LETHAL_CHANCE_STEP,
  DEATH_ROLL_STEP,
];
