/**
 * The attack roll on the card (README section 4, `wounds` step 4), the shared declared attack roll with what `wounds`
 * adds to it:
 * - the row is planned with the Defend choice its target took (attack/plan.ts), so the roll meets that Defense;
 * - its one button carries the odds of a hit and of each wound level, computed now from the documents;
 * - an attack paid across turns is rolled once it is paid ("at which point the action takes effect"): while the
 *   attacker's act in progress is this attack, the roll is refused (README question 6, docs/rules/wounds.md
 *   decision 87);
 * - a critical moves initiative at once: "If you roll a critical success on an attack roll, your initiative is
 *   increased by 2 and your target's initiative is decreased by 2. If you roll a critical failure on an attack roll,
 *   your initiative is decreased by 2" (the Combat re-sorts, combat/initiative.ts);
 * - after a failed footing check (attack/footing.ts) the attack misses whatever it rolls;
 * - a Grapple's hit sets Grappling on both creatures (attack/grapple.ts); a Create an Opening keeps its roll against
 *   the target's Rebuff for the rest of the turn (attack/opening.ts).
 */
import { actInProgress } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { checkCritical } from "../../../../engine/rulesets/wounds/dice/check.ts";
import { ATTACK_VARIANTS } from "../../../../engine/rulesets/wounds/procedures/variants.ts";
import type { RollResult } from "../../../../engine/core/dice/result.ts";
import { DEFAULT_SITUATION } from "../../../chat/attack-card/situation.ts";
import { fightingCombatant } from "../../../combat/fight-of.ts";
import { fightsFor } from "../../../combat/fights-for.ts";
import { isRefusal, type CombatRoom, type Refusal } from "../../../combat-room.ts";
import type { ProcedureStep, StepChoice, StepContext } from "../../../procedure/step.ts";
import { declaredAttackRollStep } from "../../../procedure/steps/declared-attack-roll.ts";
import { woundsStateOf } from "../combat/actor.ts";
import { applyCriticalShifts } from "../combat/initiative.ts";
import { woundsOptions } from "../rule-variants.ts";
import { situationChosen } from "../situation/catalog.ts";
import { footingLost } from "./footing.ts";
import { seizeGrapple } from "./grapple.ts";
import { woundOddsText } from "./odds.ts";
import { keepOpening } from "./opening.ts";
import { ATTACK_KEY, plannedAttack, rowForecast } from "./plan.ts";
import { rangedItem, woundsSpellOf } from "../documents.ts";
import { CAST_SPELL } from "../combat/cast-action.ts";
import { I18N_ROOT } from "../../../constants.ts";

/** The attack step's one choice: roll it. */
export const ROLL_CHOICE = "roll";

const STILL_PAYING: Refusal = { refused: `${ATTACK_KEY}.stillPaying` };

/** The action the attack is: a spell's Cast a Spell, else the attack action the dialog chose. */
function attackAction(ctx: StepContext): string {
  if (ctx.item && woundsSpellOf(ctx.item)) return CAST_SPELL;
  return ATTACK_VARIANTS[situationChosen((ctx.row.situation ?? DEFAULT_SITUATION).choices).variant].action;
}

/** The attacker is still paying this attack over its turns. */
function stillPaying(ctx: StepContext): boolean {
  if (!ctx.attacker) return false;
  const combatant = fightingCombatant(ctx.attacker, ctx.target);
  const state = combatant ? woundsStateOf(combatant) : undefined;
  return state !== undefined && actInProgress(state) === attackAction(ctx);
}

function rollChoice(ctx: StepContext): readonly StepChoice[] {
  const { attacker, item, target, row } = ctx;
  const action = { key: `${I18N_ROOT}.Wounds.Action.${attackAction(ctx)}` };
  if (!attacker || !item) return [{ id: ROLL_CHOICE, label: action }];
  const forecast = rowForecast(row, { attacker, item }, target);
  if (isRefusal(forecast)) return [{ id: ROLL_CHOICE, label: action }];
  // A lost footing: the attack "automatically misses", whatever it rolls.
  if (footingLost(row)) return [{ id: ROLL_CHOICE, label: action, hitChance: 0 }];
  return [{ id: ROLL_CHOICE, label: action, hitChance: forecast.plan.hitChance, odds: woundOddsText(forecast.odds) }];
}

async function shiftOnCritical(ctx: StepContext, attack: RollResult): Promise<void> {
  const critical = checkCritical(attack, true, woundsOptions());
  if (!critical || !ctx.attacker) return;
  const own = fightingCombatant(ctx.attacker, ctx.target);
  const combat = own?.combat;
  if (!own?.id || !combat) return;
  const target = ctx.target;
  const theirs = target ? combat.combatants.find((c) => fightsFor(c, target)) : undefined;
  await applyCriticalShifts(combat, own.id, theirs?.id ?? undefined, critical);
}

/** What a Grapple or Create an Opening gives once rolled: "you deal no damage but instead …". */
async function variantEffect(ctx: StepContext, attack: RollResult): Promise<void> {
  const { attacker, item, target, row } = ctx;
  if (!attacker || !item || !target) return;
  const forecast = rowForecast(row, { attacker, item }, target);
  if (isRefusal(forecast)) return;
  const { plan } = forecast;
  if (plan.effect === "opening") await keepOpening(attacker, target, attack.total);
  const round = fightingCombatant(attacker, target)?.combat?.round ?? 0;
  const hit = !footingLost(row) && attack.total >= plan.defense.total;
  if (plan.effect === "grapple" && hit) await seizeGrapple(attacker, target, round);
}

export function woundsAttackStep(room: CombatRoom): ProcedureStep {
  const base = declaredAttackRollStep(room, "attacker", (ctx, attack, target) => {
    const forecast = rowForecast(ctx.row, attack, target);
    if (isRefusal(forecast)) return forecast;
    const chosen = (ctx.row.situation ?? DEFAULT_SITUATION).choices;
    return plannedAttack(forecast, chosen, rangedItem(attack.item), {}, footingLost(ctx.row));
  });
  return {
    ...base,
    button: { label: `${ATTACK_KEY}.Card.rollButton`, icon: base.button.icon },
    choices: rollChoice,
    async plan(ctx, choice) {
      if (stillPaying(ctx)) return STILL_PAYING;
      const plan = await base.plan(ctx, choice);
      if (isRefusal(plan)) return plan;
      return {
        ...plan,
        async resolve(roll) {
          const reply = await plan.resolve(roll);
          if (reply.ok && roll) {
            await shiftOnCritical(ctx, roll.result);
            await variantEffect(ctx, roll.result);
          }
          return reply;
        },
      };
    },
  };
}
