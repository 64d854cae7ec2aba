/**
 * The self-check's surprise contest step (surprise-contest.ts, rules page decision 134): "Determine Surprise. If one
 * party tried to sneak up on the other, make a Stealth vs Observation contest. Observing characters are surprised if
 * the fail the contest". The contest is run before round 1's turns ("Determine Surprise" comes before "Roll
 * Initiative"), which the skirmish's encounter is long past, so the step builds its own encounter of the same two
 * tokens, not started, and restores the world after: the encounter deleted, Surprised taken off the target, the
 * encounter the GM viewed still the one viewed. The attacker's side (the target is the players' side, tokens of one
 * disposition being one side, decision 85) sneaks through the room's `surpriseContest` control as the tracker's row
 * does; the first die (the attacker's Stealth: the Classical Knight carries no boon or bane on it) shows 20, every
 * later die 1, so the target's Observation fails and it is marked Surprised, with one opposed card for the contest that
 * the attacker wins against the target (decision 147).
 */
import { roomOf } from "../../../combat/rooms.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { firstHighThenLow, inUnstartedEncounter } from "../../../self-check/steps/surprise-encounter.ts";
import { newestContestPair } from "./self-check-card.ts";
import { FRIENDLY } from "./self-check-opportunity.ts";

const SURPRISED = "surprised";

export const surpriseContest: SkirmishStep = {
  id: "surpriseContest",
  labelKey: `${I18N_ROOT}.Contest.SelfCheck.surpriseContest`,
  async run(s) {
    const target = need(s.actors, "the actors").target;
    await need(s.tokens, "the tokens").target.update({ disposition: FRIENDLY });
    await inUnstartedEncounter(s, "attacker", SURPRISED, async (sneaker) => {
      const messages = game.messages.size;
      s.dice.set(firstHighThenLow());
      const room = need(roomOf(sneaker), "the contest combat room");
      const refused = await room.act(sneaker, "surpriseContest", {});
      s.dice.set(undefined);
      expectEqual("the surprise contest's refusal", undefined, refused?.refused);
      expectEqual("the contest's chat message", messages + 1, game.messages.size);
      newestContestPair(target, "won");
      expectEqual("the target Surprised", true, target.statuses.has(SURPRISED));
    });
  },
};
