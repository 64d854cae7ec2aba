/**
 * Leaning out of full cover through the room's spend (rules page decision 125; the engine's geometry/lean.ts): "While
 * you are in full cover, you can lean towards a space next to you, allowing you to see and target anything as if you
 * were standing in that space." The sheet names the creature to see (`leanOut:<combatant id>`, the user's target);
 * the GM reads both tokens where they stand and picks the space next to the leaner that shows the most of it
 * (canvas/lean.ts), refused when nothing hides the target (no full cover to lean out of) or no such space shows it.
 * `stopLeaning` goes back behind the cover. Both are free and on the creature's own turn; the lean is stored on the
 * combatant and ends at its next turn start.
 */
import type { Pair } from "../../../../engine/rulesets/momentum/economy/pay.ts";
import type { MomentumOutcome } from "../../../../engine/rulesets/momentum/economy/refusal.ts";
import { leanOut, stopLeaning, whyCannotLean } from "../../../../engine/rulesets/momentum/geometry/lean.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { leanTowards } from "../canvas/lean.ts";
import { itemIdIn } from "./item-action.ts";
import { LEAN_OUT, STOP_LEANING } from "./lean-actions.ts";
import { momentumRefusal } from "./refusal.ts";

const REFUSAL = `${I18N_ROOT}.Momentum.Refusal`;
const NO_LEAN_TARGET: Refusal = { refused: `${REFUSAL}.noLeanTarget` };
const NOT_IN_FULL_COVER: Refusal = { refused: `${REFUSAL}.notInFullCover` };

/** The engine's answer to a lean or its end, a refusal read from the scene, or undefined for any other spend. */
export function leanSpend(
  combatant: Combatant.Implementation,
  action: string,
  pair: Pair,
  ownTurn: boolean,
): MomentumOutcome<Pair> | Refusal | undefined {
  if (action === STOP_LEANING) return stopLeaning(pair, ownTurn);
  const targetId = itemIdIn(action, LEAN_OUT);
  if (targetId === undefined) return undefined;
  const cannot = whyCannotLean(pair, ownTurn);
  if (cannot) return cannot;
  const own = combatant.token;
  const target = targetId === combatant.id ? undefined : combatant.combat?.combatants.get(targetId)?.token;
  if (!own || !target) return NO_LEAN_TARGET;
  const towards = leanTowards(own, target);
  if (!towards.inFullCover) return NOT_IN_FULL_COVER;
  if (!towards.step) return momentumRefusal({ code: "noLeanSpace", message: "No space next to you shows the target." });
  return leanOut(pair, towards.step, ownTurn);
}
