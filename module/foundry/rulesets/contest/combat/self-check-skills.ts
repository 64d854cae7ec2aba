/**
 * The self-check's Search and Release steps, in round 2 after the Grapple and the cast, on the attacker's turn.
 * "Search. You attempt to find something obscured from your view, making an Observation test": the attacker's Search
 * through the room's `search` control pays 1 AP and posts its Observation test on the check card (skill-action.ts). "Release ⟐"
 * (decision 132): the target is set Grappled from its status, and the attacker's Release through the `release`
 * control pays 1 AP and ends it (release.ts).
 */
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { poolOf } from "../../../self-check/steps/pools.ts";
import { runRelease } from "./release.ts";
import { combatantOf } from "./self-check-steps.ts";
import { runSkillAction } from "./skill-action.ts";

export const searchTest: SkirmishStep = {
  id: "searchTest",
  labelKey: `${I18N_ROOT}.Contest.SelfCheck.searchTest`,
  async run(s) {
    await toAttackersTurn(s);
    const before = poolOf(s, "attacker", "ap").value;
    const messages = game.messages.size;
    s.dice.set(() => 1);
    const refused = await runSkillAction(combatantOf(s, "attacker"), "search");
    s.dice.set(undefined);
    expectEqual("the Search's refusal", undefined, refused?.refused);
    expectEqual("the attacker's AP after the Search", before - 1, poolOf(s, "attacker", "ap").value);
    expectEqual("the Observation test's chat message", messages + 1, game.messages.size);
    // Posted on the shared check card (decision 136).
    expectEqual("the Observation test's card", "check", game.messages.contents.at(-1)?.type);
  },
};

export const releaseGrapple: SkirmishStep = {
  id: "releaseGrapple",
  labelKey: `${I18N_ROOT}.Contest.SelfCheck.releaseGrapple`,
  async run(s) {
    await toAttackersTurn(s);
    const target = need(s.actors, "the actors").target;
    await target.toggleStatusEffect("grappled", { active: true });
    const before = poolOf(s, "attacker", "ap").value;
    const targetId = need(combatantOf(s, "target").id, "the target's combatant id");
    const refused = await runRelease(combatantOf(s, "attacker"), targetId);
    expectEqual("the Release's refusal", undefined, refused?.refused);
    expectEqual("the attacker's AP after the Release", before - 1, poolOf(s, "attacker", "ap").value);
    expectEqual("the target Grappled", false, target.statuses.has("grappled"));
  },
};
