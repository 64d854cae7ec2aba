/**
 * The Change Posture step of the `wounds` self-check (posture.ts; rules page decisions 164, 165), after the walk, on
 * the attacker's turn: "You change your position between standing, crouching, or prone. If you are prone, you cannot
 * change directly to standing." The GM gives the attacker 3 Change Postures' AP; it drops prone, is refused standing
 * straight up (nothing paid), crouches and stands: each change paid and its status set, and the attacker ends standing
 * with no AP left.
 */
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { postureFromConditions } from "../../../../engine/rulesets/wounds/movement/posture.ts";
import type { Posture } from "../../../../engine/rulesets/wounds/tables/attack-modifiers.ts";
import { adjustPool } from "../../../combat/economy-access.ts";
import { requestSpend } from "../../../combat/spend.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { woundsOptions } from "../rule-variants.ts";
import { woundsEconomyActor, woundsStateOf } from "./actor.ts";
import { CHANGE_POSTURE, postureAction } from "./posture.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";

const CHANGES = 3;

export const postureChanged: SkirmishStep = {
  id: "postureChanged",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.postureChanged`,
  async run(s) {
    await toAttackersTurn(s);
    const { attacker } = need(s.actors, "the actors");
    const combatant = combatantOf(s, attacker, "the attacker's combatant");
    const apNow = () => apOf(need(woundsStateOf(combatant), "the attacker's wounds state"));
    const posture = () => postureFromConditions(need(woundsEconomyActor(combatant), "the attacker").conditions);
    const change = async (to: Posture) => {
      const reply = await requestSpend(attacker, { action: postureAction(to) });
      return reply.ok ? undefined : reply.refused;
    };
    const cost = apCost(CHANGE_POSTURE, [], woundsOptions());
    await adjustPool(combatant, "ap", CHANGES * cost - apNow());
    expectEqual("the GM's AP", CHANGES * cost, apNow());
    expectEqual("dropping prone", undefined, await change("prone"));
    expectEqual("the posture", "prone", posture());
    expectEqual("standing straight from prone", `${I18N_ROOT}.Wounds.Refusal.badPosture`, await change("standing"));
    expectEqual("crouching", undefined, await change("crouching"));
    expectEqual("the posture", "crouching", posture());
    expectEqual("standing", undefined, await change("standing"));
    expectEqual("the posture", "standing", posture());
    expectEqual("the AP after three changes", 0, apNow());
  },
};
