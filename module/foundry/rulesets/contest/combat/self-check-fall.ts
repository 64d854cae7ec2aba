/**
 * The self-check's fall step (move-cause.ts, canvas/fall.ts), in round 2 after the cast step, the attacker beside the
 * target, which stands on the other side: "This means that a character doesn't provoke an opportunity attack when
 * being pushed or falling past a foe." The GM may select the Fall movement action; the attacker's token falling from
 * beyond its metres left into the target's reach is not checked against the metres, pays none and offers the target
 * nothing; the same move walked is the GM's override (the metres go) and offers the target an Opportunity Attack. The
 * room is handed the move as core's `moveToken` hands it over (combat/token-moved.ts), awaited.
 */
import { I18N_ROOT } from "../../../constants.ts";
import { roomOf } from "../../../combat/rooms.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { FALL } from "../canvas/fall.ts";
import { opportunityPrompts } from "./self-check-opportunity.ts";
import { combatantOf } from "./self-check-steps.ts";
import { metresLeft } from "./self-check-walk.ts";

export const fallUnprovoked: SkirmishStep = {
  id: "fallUnprovoked",
  labelKey: `${I18N_ROOT}.Contest.SelfCheck.fallUnprovoked`,
  async run(s) {
    await toAttackersTurn(s);
    const acting = combatantOf(s, "attacker");
    const room = need(roomOf(acting), "the contest combat room");
    const moving = need(room.tokenMoving, "the room's check of a token's move");
    const moved = need(room.tokenMoved, "the room's answer to a token's move");
    const token = need(s.tokens, "the tokens").attacker;
    const fall = need(CONFIG.Token.movement.actions[FALL], "the Fall movement action");
    expectEqual("the GM may select Fall", true, fall.canSelect?.(token));
    const left = metresLeft(s);
    const size = need(token.parent, "the token's scene").grid.size;
    const from = { x: token.x, y: token.y - (left + 1) * size };
    const here = { x: token.x, y: token.y };
    expectEqual(
      `a fall of ${left + 1} m with ${left} m left`,
      undefined,
      moving(acting, from, here, [{ ...here, action: FALL }]),
    );
    const offered = opportunityPrompts().length;
    await moved(acting, token, from, [{ ...here, action: FALL }]);
    expectEqual("the prompts after the fall into the target's reach", offered, opportunityPrompts().length);
    expectEqual("the metres left after the fall", left, metresLeft(s));
    await moved(acting, token, from, [{ ...here, action: "walk" }]);
    expectEqual("the prompts after the same move walked", offered + 1, opportunityPrompts().length);
    expectEqual("the metres left after the GM's walk past them", 0, metresLeft(s));
  },
};
