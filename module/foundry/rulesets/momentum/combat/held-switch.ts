/**
 * A held Switch Places (rules page decision 154, building decision 153's plan). Seed 002: "a creature must spend the AP
 * that the action would cost on their turn and name a trigger"; "Switch Places | 1 | You can switch places with an
 * ally that is standing next to you. They must use a reaction (1 RP), or this action fails."
 * - Held (`switchPlaces:<ally combatant id>` with the `hold` option): the ally named then is the user's target, as the
 *   sheet's Switch Places; the GM reads it from the combat (another combatant of it, on the holder's side) and the
 *   engine's `holdAction` pays the 1 AP and keeps the ally (held-action.ts).
 * - Fired (the GM's `fireHeld`, held-prompt.ts): the ally must stand next to the holder and be able to react now (the
 *   engine's `switchPlacesPaid` on the documents) — else refused, the hold kept; then the hold is spent (the action is
 *   performed: it asks) and the GM prompts the ally's owner, bound to this turn.
 * - Answered (`allowHeldSwitch:<message id>`, only from that prompt, still open): the GM reads both again, the engine's
 *   `switchPlacesPaid` takes the ally's 1 RP alone (the mover paid on the hold) and the tokens change places, once.
 *   Unanswered or refused, "this action fails": the AP stay spent.
 */
import { switchPlacesPaid } from "../../../../engine/rulesets/momentum/economy/switch-places.ts";
import { triggerHeldAction } from "../../../../engine/rulesets/momentum/economy/held-action.ts";
import { promptedSpend } from "../../../chat/reaction-prompt/prompted-spend.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import type { SpendRequest } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { momentumOptions } from "../rule-variants.ts";
import { itemIdIn } from "./item-action.ts";
import { momentumRefusal } from "./refusal.ts";
import { fromMomentumState } from "./state.ts";
import { allyOf, completeSwitch, postSwitchPrompt, sideBySide, SWITCH_PLACES, type Partners } from "./switch-places.ts";
import { isOwnTurn } from "./turn.ts";

/** The prompted reaction of a held Switch Places' ally, and its spend's prefix. */
export const ALLOW_HELD_SWITCH = "allowHeldSwitch";

const CANNOT_REACT: Refusal = { refused: `${I18N_ROOT}.Momentum.Refusal.allyCannotReact` };
const NO_ALLY: Refusal = { refused: `${I18N_ROOT}.Momentum.Refusal.noSwitchAlly` };

/**
 * GM, at the hold: the ally a Switch Places names, one of the holder's combat on its side; a refusal for none named
 * or another; undefined for any other action.
 */
export function heldSwitchAlly(holder: Combatant.Implementation, action: string): string | Refusal | undefined {
  if (action === SWITCH_PLACES) return NO_ALLY;
  const allyId = itemIdIn(action, SWITCH_PLACES);
  if (allyId === undefined) return undefined;
  return allyOf(holder, holder.combat?.combatants.get(allyId)) ?? allyId;
}

/** The engine's switch for a mover that paid on the hold: the ally's reaction, on whoever's turn it is now. */
function allyReacts(p: Partners) {
  return switchPlacesPaid(p.pairs.mover, p.pairs.ally, true, isOwnTurn(p.ally), momentumOptions());
}

/** GM: the holder's trigger happened: the ally checked, the hold spent, the ally's owner prompted. */
export async function offerHeldSwitch(holder: Combatant.Implementation, allyId: string): Promise<Refusal | undefined> {
  const p = sideBySide(holder, holder.combat?.combatants.get(allyId));
  if (isRefusal(p)) return p;
  if (!allyReacts(p).switched) return CANNOT_REACT;
  const mover = p.pairs.mover;
  const fired = triggerHeldAction(mover.actor, mover.combatant, holder.combat?.round ?? 0);
  if (!fired.ok) return momentumRefusal(fired.reason);
  await holder.update({ system: fromMomentumState(fired.state.combatant) });
  return postSwitchPrompt(p, ALLOW_HELD_SWITCH, `${I18N_ROOT}.Momentum.Switch.heldAsked`);
}

/** GM: the ally's answer from a held switch's prompt; undefined for any other spend. */
export function answerHeldSwitch(
  ally: Combatant.Implementation,
  request: SpendRequest,
): Promise<Refusal | undefined> | undefined {
  const taken = promptedSpend(ally, request, [ALLOW_HELD_SWITCH], () => true);
  if (taken === undefined) return undefined;
  if (isRefusal(taken)) return Promise.resolve(taken);
  return (async () => {
    const p = sideBySide(ally.combat?.combatants.get(taken.prompt.sourceId) ?? ally, ally);
    if (isRefusal(p)) return p;
    const switched = allyReacts(p);
    if (!switched.switched) return CANNOT_REACT;
    await completeSwitch(taken, p, [{ combatant: p.ally, state: switched.ally }]);
    return undefined;
  })();
}
