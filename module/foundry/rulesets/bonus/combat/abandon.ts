/**
 * Giving up an act paid over turns (docs/rules/bonus.md decision 81). The seed's carry-over ("If an act requires
 * more actions than you have on your turn, then you must use action from the following turns to complete") binds
 * the following turns' actions to the act; the sheet offers to give it up, through the `fray.spend` relay like
 * every action. The GM reads the act from the combatant's stored state, never from the request: with no act being
 * paid (a repeat, an act already completed) it is refused and nothing changes. What was paid stays paid (the
 * engine's `abandonAct`): the actions were the turns spent on it, and the Vigor and Mana went into starting it.
 */
import { abandonAct } from "../../../../engine/rulesets/bonus/economy/act.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { bonusCombatantData, fromBonusState, toBonusState } from "./state.ts";

const NOTHING_TO_ABANDON: Refusal = { refused: `${I18N_ROOT}.Bonus.Refusal.nothingToAbandon` };

/** GM only: the stored pending act given up, its patient and ability forgotten with it. */
export async function abandonBonusAct(combatant: Combatant.Implementation): Promise<Refusal | undefined> {
  const data = bonusCombatantData(combatant);
  if (!data || data.pending.remaining <= 0) return NOTHING_TO_ABANDON;
  const state = abandonAct(toBonusState(combatant.id ?? "", data));
  await combatant.update({ system: fromBonusState(state) });
  return undefined;
}
