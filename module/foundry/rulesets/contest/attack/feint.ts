/**
 * Feint's boon on the Strike: "If your next action is a Strike against the same target, you gain a boon to your
 * Fighting Style test". A passed Feint marks the winner's combatant against the loser's (maneuver-effect.ts); the
 * marker is read wherever the Strike is planned (the sheet's odds, the roll dialog, the card's defense odds and the
 * GM's roll), so all of them show the boon. Its end is the seed's moment (rules page decisions 9 and 83): the next
 * primary action spends it (the engine's `takeAction`), except a Strike against the feinted target, which keeps it
 * until that Strike's test is rolled on the card, where it ends.
 */
import { fightingCombatant } from "../../../combat/fight-of.ts";
import { isRefusal } from "../../../combat-room.ts";
import type { CombatRoom } from "../../../combat-room.ts";
import type { ProcedureStep, StepTaking } from "../../../procedure/step.ts";
import { declaredAttackRollStep } from "../../../procedure/steps/declared-attack-roll.ts";
import { contestStateOf, writeContestState } from "../combat/actor.ts";
import { isOpportunity } from "./opportunity-choice.ts";

/** The Feint the attacker's combatant holds against this target, in the encounter both fight in. */
export function feintAgainst(attacker: Actor.Implementation, target: Actor.Implementation): boolean {
  const mine = fightingCombatant(attacker, target);
  const state = mine ? contestStateOf(mine) : undefined;
  const theirs = fightingCombatant(target, attacker);
  return state?.feint !== undefined && theirs?.id !== undefined && state.feint.target === theirs.id;
}

/**
 * The Strike's target as the spend names it (`strike:<itemId>:<combatantId>`), so the engine decides whether this
 * Strike is the one the Feint waits for: the first target with a combatant in the attacker's encounter.
 */
export function strikeTargetCombatant(
  attacker: Actor.Implementation,
  targets: readonly Actor.Implementation[],
): string | undefined {
  for (const target of targets) {
    const id = fightingCombatant(target, attacker)?.id;
    if (id) return id;
  }
  return undefined;
}

/**
 * A Strike's test rolled on the card ends the attacker's Feint, whichever target it waited for; an Opportunity
 * Attack's does not (a reaction is no "next action": rules page decision 9).
 */
async function feintSpent({ attacker, target, row }: StepTaking): Promise<void> {
  if (row.situation && isOpportunity(row.situation.choices)) return;
  const combatant = attacker ? fightingCombatant(attacker, target) : undefined;
  const state = combatant ? contestStateOf(combatant) : undefined;
  if (!combatant || state?.feint === undefined) return;
  await writeContestState(combatant, { id: state.id, economy: state.economy, turnsStarted: state.turnsStarted });
}

/** The card's attack roll (declared-attack-roll.ts), then the Feint it was planned with ends. */
export function feintedAttackRollStep(room: CombatRoom): ProcedureStep {
  const step = declaredAttackRollStep(room);
  return {
    ...step,
    async plan(ctx, choice) {
      const plan = await step.plan(ctx, choice);
      if (isRefusal(plan)) return plan;
      return {
        ...plan,
        async resolve(roll) {
          const reply = await plan.resolve(roll);
          if (reply.ok) await feintSpent(ctx);
          return reply;
        },
      };
    },
  };
}
