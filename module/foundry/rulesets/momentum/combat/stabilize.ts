/**
 * Stabilize on the active GM's client (the `contest` control with the choice `stabilize-<target combatant id>`,
 * relayed as `fray.combatAct` from the stabilizer's owner): "Stabilize | 3 | You can make a First Aid Check against 8.
 * On a success, you can remove the Bleeding Status Effect from a creature within 1 m of you." Re-derived from the
 * documents: the patient (the user's target, or the stabilizer itself) must be Bleeding and within 1 m, checked
 * before anything is paid; then the 3 AP (the room's spend, its shortfall named), the stabilizer's First Aid Check
 * against 8 (the engine's check: a natural 20 succeeds, marked a critical success), and on a success the engine's
 * `stopBleeding`. The check is posted on the shared check card (chat/check-card/): its roll explained, the 8 to meet,
 * the chance it had, and what it did to the patient.
 */
import {
  STABILIZE_DIFFICULTY,
  STABILIZE_RANGE_M,
  stopBleeding,
} from "../../../../engine/rulesets/momentum/actions/outcomes.ts";
import type { RollResult } from "../../../../engine/core/dice/result.ts";
import { checkEdges, checkRequest, resolveCheck } from "../../../../engine/rulesets/momentum/dice/check.ts";
import { conditionsInForce } from "../../../../engine/rulesets/momentum/status.ts";
import type { Refusal } from "../../../combat-room.ts";
import { rollCheckCard, type CheckFollowUp } from "../../../chat/check-card/post.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { PUBLIC_ROLL } from "../../../dice/roll-visibility.ts";
import { momentumOptions } from "../rule-variants.ts";
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
  const names = { actor: actorDoc.name, target: patientDoc.name };
  // "On a success, you can remove the Bleeding Status Effect": the patient as it is now; the card says what it did.
  const followUp = async (result: RollResult): Promise<CheckFollowUp> => {
    const { success } = resolveCheck(result, options);
    if (success)
      await applyConditionChanges(patientDoc, sides.target.conditions, stopBleeding(sides.target).conditions);
    return { effects: [game.i18n.format(`${KEY}.${success ? "stopped" : "failed"}`, names)], rolls: [] };
  };
  await rollCheckCard({
    actor: actorDoc,
    check: game.i18n.format(`${KEY}.check`, names),
    request,
    critical: (result) => (resolveCheck(result, options).critical ? "success" : "none"),
    followUp,
    // Rolled on the GM's client for the stabilizer's user: public, as the action itself is, whatever the GM's roll mode.
    visibility: PUBLIC_ROLL,
  });
  return undefined;
}
