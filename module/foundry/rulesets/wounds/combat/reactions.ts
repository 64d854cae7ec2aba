/** Reactions to a card's trigger for a `wounds` combatant: may it react now, and the reaction recorded. */
import { recordUse } from "../../../../engine/core/economy/limits.ts";
import { whyCannotReact } from "../../../../engine/rulesets/wounds/economy/capability.ts";
import { REACTION_LIMIT, WOUNDS_LIMITS } from "../../../../engine/rulesets/wounds/economy/limits.ts";
import { whyCannotReactAtInitiative } from "../../../../engine/rulesets/wounds/turns/interrupt.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { woundsEconomyActor, woundsStateOf, writeWoundsState } from "./actor.ts";
import { scoresOf } from "./initiative.ts";
import { woundsRefusal } from "./refusal.ts";

/**
 * May the combatant react to `trigger` now? "You can only take a single reaction in response to a specific trigger",
 * not while its conditions forbid it, and "If your initiative is 0, you cannot take reactions". The AP of a reaction
 * with a cost is its spend's.
 */
export function checkWoundsReaction(combatant: Combatant.Implementation, trigger: string): Refusal | undefined {
  const state = woundsStateOf(combatant);
  const actor = woundsEconomyActor(combatant);
  if (!state || !actor) return undefined;
  const scores = combatant.combat ? scoresOf(combatant.combat) : {};
  const blocked = whyCannotReact(actor) ?? whyCannotReactAtInitiative(scores, state.id);
  if (blocked) return woundsRefusal(blocked);
  const used = recordUse(WOUNDS_LIMITS, state.economy.uses, REACTION_LIMIT.id, trigger);
  return used.ok ? undefined : { refused: `${I18N_ROOT}.Wounds.Refusal.alreadyReacted` };
}

export async function recordWoundsReaction(combatant: Combatant.Implementation, trigger: string): Promise<void> {
  const state = woundsStateOf(combatant);
  if (!state) return;
  const used = recordUse(WOUNDS_LIMITS, state.economy.uses, REACTION_LIMIT.id, trigger);
  if (!used.ok) return;
  await writeWoundsState(combatant, { ...state, economy: { ...state.economy, uses: used.state } });
}
