/**
 * Taking one step on the active GM's client, whoever asked (the step relay with its proof, or the GM's own client
 * for its automation): the choice must be one the step offers now, the step's plan must allow it, the step must be
 * open on the row, then its cost is paid through the combat economy, its dice are rolled and it resolves.
 */
import { isRefusal } from "../combat-room.ts";
import { rollOnCard } from "../chat/attack-card/damage-roll.ts";
import { messageVisibility } from "../dice/roll-visibility.ts";
import { fightingCombatant } from "../combat/fight-of.ts";
import { roomOf } from "../combat/rooms.ts";
import type { SpendRequest } from "../combat/room.ts";
import type { Refusal } from "../combat-room.ts";
import { QUERY_NAMES, refuse, type QueryReply } from "../queries/reply.ts";
import { notOpenReason, stepActor } from "./open-steps.ts";
import type { Procedure, ProcedureStep, StepTaking } from "./step.ts";

export const STEP_QUERY = QUERY_NAMES.step;

/**
 * The step's cost from the acting side's combatant, in the encounter attacker and target fight in, through its room
 * (the shortfall named). Outside combat nothing is enforced, as for every combat spend (combat/spend.ts).
 */
async function payCost(step: ProcedureStep, taking: StepTaking, cost: SpendRequest): Promise<Refusal | undefined> {
  const byTarget = stepActor(step, taking) === "target";
  const payer = byTarget ? taking.target : taking.attacker;
  const opponent = byTarget ? taking.attacker : taking.target;
  const combatant = payer ? fightingCombatant(payer, opponent) : undefined;
  const room = combatant ? roomOf(combatant) : undefined;
  return combatant && room ? room.spend(combatant, cost) : undefined;
}

/**
 * The step taken now. The order of the refusals is the one players have always been answered in: a choice not
 * offered, then what the rules refuse (no reaction left, Winded …), then a step no longer open (`alreadyDefended`,
 * `damageSettled`: a second click has no second effect), then the cost.
 */
export async function takeStep(
  procedure: Procedure,
  step: ProcedureStep,
  taking: StepTaking,
  choice: string | undefined,
): Promise<QueryReply> {
  const choices = step.choices?.(taking);
  const offered = choices ? choices.some((c) => c.id === choice) : choice === undefined;
  if (!offered) return refuse(STEP_QUERY, "unknownChoice");
  const plan = await step.plan(taking, choice);
  if (isRefusal(plan)) return refuse(STEP_QUERY, plan.refused, plan.data);
  const closed = notOpenReason(procedure, step, taking);
  if (closed) return refuse(STEP_QUERY, closed);
  if (plan.cost) {
    const short = await payCost(step, taking, plan.cost);
    if (short) return refuse(STEP_QUERY, short.refused, short.data);
  }
  const roll = plan.rolled ?? (plan.roll ? await rollOnCard(plan.roll, messageVisibility(taking.message)) : undefined);
  const reply = await plan.resolve(roll);
  return reply.ok ? reply : refuse(STEP_QUERY, reply.reason);
}
