/**
 * The self-check's Grapple step (grapple.ts), in round 2 with the attacker's 3 AP back: the GM ends turns until the
 * attacker acts (the round starts with whoever won initiative), then the attacker
 * Grapples the target through the room's `grapple` control as the sheet's button does — "Make a skill contest with
 * Athletics vs Athletics or Acrobatics (defender's choice)" — paying 1 AP; every die 1, its Athletics test fails, so
 * the contest is posted as an opposed card the target wins, with the reason, and the target is not Grappled
 * ("otherwise nothing changes").
 */
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { poolOf } from "../../../self-check/steps/pools.ts";
import { AP_PER_ROUND } from "../../../../engine/rulesets/contest/economy/pools.ts";
import { runGrapple } from "./grapple.ts";
import { newestContestPair } from "./self-check-card.ts";
import { combatantOf } from "./self-check-steps.ts";

export const grappleContest: SkirmishStep = {
  id: "grappleContest",
  labelKey: `${I18N_ROOT}.Contest.SelfCheck.grappleContest`,
  async run(s) {
    // Round 2 opens at the top of the initiative order, which the target may have won.
    await toAttackersTurn(s);
    const target = need(combatantOf(s, "target").id, "the target's combatant id");
    const messages = game.messages.size;
    s.dice.set(() => 1);
    const refused = await runGrapple(combatantOf(s, "attacker"), target);
    s.dice.set(undefined);
    expectEqual("the Grapple's refusal", undefined, refused?.refused);
    expectEqual("the attacker's AP after the Grapple", AP_PER_ROUND - 1, poolOf(s, "attacker", "ap").value);
    expectEqual("the contest's chat message", messages + 1, game.messages.size);
    const { target: foe } = need(s.actors, "the actors");
    newestContestPair(foe, "lost");
    expectEqual("the target Grappled", false, foe.statuses.has("grappled"));
  },
};
