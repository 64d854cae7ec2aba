/**
 * Reactions to a card's trigger for a `contest` combatant: "Reaction can always be taken, regardless of whose turn it
 * is", not while a condition forbids it (Surprised, Unconscious: "they can't take any actions or reactions"), and
 * one per trigger (rules page decision 4). The AP of a reaction are its spend's.
 */
import { recordUse } from "../../../../engine/core/economy/limits.ts";
import { whyCannotReact } from "../../../../engine/rulesets/contest/economy/capability.ts";
import { CONTEST_LIMITS, REACTION_LIMIT } from "../../../../engine/rulesets/contest/economy/pools.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { contestEconomyActor, contestStateOf, writeContestState } from "./actor.ts";
import { contestRefusal } from "./refusal.ts";

export function checkContestReaction(combatant: Combatant.Implementation, trigger: string): Refusal | undefined {
  const state = contestStateOf(combatant);
  const actor = contestEconomyActor(combatant);
  if (!state || !actor) return undefined;
  const blocked = whyCannotReact(actor);
  if (blocked) return contestRefusal(blocked);
  const used = recordUse(CONTEST_LIMITS, state.economy.uses, REACTION_LIMIT.id, trigger);
  return used.ok ? undefined : { refused: `${I18N_ROOT}.Contest.Refusal.alreadyReacted` };
}

export async function recordContestReaction(combatant: Combatant.Implementation, trigger: string): Promise<void> {
  const state = contestStateOf(combatant);
  if (!state) return;
  const used = recordUse(CONTEST_LIMITS, state.economy.uses, REACTION_LIMIT.id, trigger);
  if (!used.ok) return;
  await writeContestState(combatant, { ...state, economy: { ...state.economy, uses: used.state } });
}
