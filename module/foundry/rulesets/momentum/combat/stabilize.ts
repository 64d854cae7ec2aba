/**
 * Stabilize on the active GM's client (the `contest` control with the choice `stabilize-<target combatant id>`,
 * relayed as `fray.combatAct` from the stabilizer's owner): "Stabilize | 3 | You can make a First Aid Check against 8.
 * On a success, you can remove the Bleeding Status Effect from a creature within 1 m of you." Re-derived from the
 * documents: the patient (the user's target, or the stabilizer itself) must be Bleeding and within 1 m, checked
 * before anything is paid; then the 3 AP (the room's spend, its shortfall named), the stabilizer's First Aid Check
 * against 8 (the engine's check: a natural 20 succeeds), and on a success the engine's `stopBleeding`. One chat
 * message shows the roll and the outcome.
 */
import {
  STABILIZE_DIFFICULTY,
  STABILIZE_RANGE_M,
  stopBleeding,
} from "../../../../engine/rulesets/momentum/actions/outcomes.ts";
import { checkEdges, checkRequest, resolveCheck } from "../../../../engine/rulesets/momentum/dice/check.ts";
import { conditionsInForce } from "../../../../engine/rulesets/momentum/status.ts";
import type { Refusal } from "../../../combat-room.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { momentumOptions } from "../rule-variants.ts";
import { rollCheck } from "./contest-roll.ts";
import { distanceOf, NO_OPPONENT, sidesOf } from "./contest-sides.ts";
import { momentumRefusal } from "./refusal.ts";
import { spendMomentum } from "./spend.ts";

const KEY = `${I18N_ROOT}.Momentum.Stabilize`;
const NOT_BLEEDING: Refusal = { refused: `${I18N_ROOT}.Momentum.Refusal.notBleeding` };
const SKILL = "firstAid";

export async function runStabilize(
  combatant: Combatant.Implementation,
  targetId: string,
): Promise<Refusal | undefined> {
  const sides = sidesOf(combatant, targetId, true);
  if ("refused" in sides) return sides;
  const patientDoc = sides.targetCombatant.actor;
  const actorDoc = combatant.actor;
  if (!patientDoc || !actorDoc) return NO_OPPONENT;
  if (!conditionsInForce(sides.target).has("bleeding")) return NOT_BLEEDING;
  const distanceM = distanceOf(combatant, sides.targetCombatant);
  if (distanceM !== undefined && distanceM > STABILIZE_RANGE_M) {
    return momentumRefusal({ code: "outOfReach", message: `The target must be within ${STABILIZE_RANGE_M} m.` });
  }
  const paid = await spendMomentum(combatant, { action: "stabilize" });
  if (paid) return paid;
  const options = momentumOptions();
  const request = checkRequest(
    { creature: sides.actor.creature, skill: SKILL, difficulty: STABILIZE_DIFFICULTY, edges: checkEdges(sides.actor) },
    options,
  );
  const rolled = await rollCheck(request);
  const { success } = resolveCheck(rolled.result, options);
  if (success) await applyConditionChanges(patientDoc, sides.target.conditions, stopBleeding(sides.target).conditions);
  const names = { actor: actorDoc.name, target: patientDoc.name };
  await postSummary(
    game.i18n.format(`${KEY}.title`, names),
    [
      {
        name: actorDoc.name,
        text: game.i18n.format(`${KEY}.roll`, {
          total: String(rolled.result.total),
          difficulty: String(STABILIZE_DIFFICULTY),
        }),
      },
      { name: patientDoc.name, text: game.i18n.format(`${KEY}.${success ? "stopped" : "failed"}`, names) },
    ],
    [rolled.dice],
  );
  return undefined;
}
