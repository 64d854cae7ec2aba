/**
 * The `momentum` weapon and Ability attack as the card plays it (module/foundry/README.md section 4): the attack roll
 * settles each row ("Your attack hits if you roll at least the same amount as the Evasion of your target"; no
 * defender roll). A resisted Ability's row waits for the target's Defense Roll instead, by its owner from the card:
 * roll it, or take the hit ("A creature can choose to fail their own DR"); an object cannot ("Objects automatically
 * fail all DR", the room refuses its DR). Then, on a hit, the attacker's two optional choices and the damage:
 * - "You can choose to miss with your own attack" — after the roll, only on a hit, before damage (README section 5,
 *   question 1); the row becomes a miss and nothing is redirected (rules page decision 52);
 * - on a miss, the GM may send it on to the creature in front of the target or the one it climbs on
 *   (attack/redirect.ts: a follow-up card against that creature, the same roll against its Evasion);
 * - "The attacker can choose from which damage type the Armor/DR value is subtracted" — offered when the hit deals
 *   more than one type; without it the engine takes the type that deals the most (decision 13);
 * - damage, applied by the attacker's owner or by the GM's automation; none for an Ability with no damage line.
 */
import { I18N_ROOT } from "../../constants.ts";
import type { StepContext } from "../../procedure/step.ts";
import type { Procedure } from "../../procedure/step.ts";
import { ATTACK_ROLL_STEP } from "../../procedure/steps/attack-roll.ts";
import { choiceStep, takenChoice } from "../../procedure/steps/choice.ts";
import { damageStep } from "../../procedure/steps/damage.ts";
import { ARMOR_TYPE_STEP_ID, dealsDamage, FORCED_MOVE_STEP_ID, hitTypes } from "./attack/damage.ts";
import { FORCED_MOVE_STEP } from "./attack/forced-move.ts";
import { rowAttackSource } from "./attack/item-source.ts";
import { CHOOSE_MISS_STEP_ID, REDIRECT_STEP } from "./attack/redirect.ts";
import { isResistedRow, MOMENTUM_COMBAT_ROOM } from "./combat-room.ts";
import { reactionRollStep } from "../../procedure/steps/reaction-roll.ts";

const CARD = `${I18N_ROOT}.Momentum.Card`;
const MISS = "miss";
const DAMAGE_STEP = damageStep(MOMENTUM_COMBAT_ROOM);

/** Both choices are about a hit whose damage is still to land. */
function hitStillOpen({ row }: StepContext): string | undefined {
  if (row.outcome !== "hit") return "notHit";
  return row.damage.status === "applied" ? "damageSettled" : undefined;
}

const typesOf = (ctx: StepContext) => {
  const source = rowAttackSource(ctx);
  return source ? hitTypes(source) : [];
};

export const MOMENTUM_PROCEDURE: Procedure = [
  ATTACK_ROLL_STEP,
  reactionRollStep(MOMENTUM_COMBAT_ROOM, {
    id: "defenseRoll",
    awaiting: `${CARD}.awaiting.defenseRoll`,
    appliesTo: isResistedRow,
    defenderChooses: true,
  }),
  choiceStep({
    id: CHOOSE_MISS_STEP_ID,
    actor: "attacker",
    optional: true,
    awaiting: `${CARD}.awaiting.chooseMiss`,
    button: { label: `${CARD}.chooseMiss`, icon: "fa-solid fa-hand" },
    choices: () => [{ id: MISS, label: { key: `${CARD}.miss` }, hitChance: 0 }],
    // "You can choose to miss with your own attack": a resisted Ability is no attack of the user's to miss.
    // Nor once the hit moved its target (decision 148): the push it made stands.
    closedWhen: (ctx) =>
      isResistedRow(ctx.row) || takenChoice(ctx.row, FORCED_MOVE_STEP_ID) !== undefined
        ? "stepNotOpen"
        : hitStillOpen(ctx),
    decides: (choice) => (choice === MISS ? "miss" : undefined),
  }),
  REDIRECT_STEP,
  choiceStep({
    id: ARMOR_TYPE_STEP_ID,
    actor: "attacker",
    optional: true,
    awaiting: `${CARD}.awaiting.armorType`,
    button: { label: `${CARD}.armorType`, icon: "fa-solid fa-shield-halved" },
    choices: (ctx) =>
      typesOf(ctx).map((type) => ({ id: type, label: { key: `${I18N_ROOT}.Momentum.DamageType.${type}` } })),
    closedWhen: (ctx) => hitStillOpen(ctx) ?? (typesOf(ctx).length < 2 ? "unknownChoice" : undefined),
  }),
  FORCED_MOVE_STEP,
  {
    ...DAMAGE_STEP,
    // An Ability with no damage line (one that only pushes) has no damage step: its hit is done once it moved the
    // target (decision 160).
    closed: (ctx) => {
      const source = rowAttackSource(ctx);
      return source && !dealsDamage(source) ? "stepNotOpen" : DAMAGE_STEP.closed(ctx);
    },
  },
];
