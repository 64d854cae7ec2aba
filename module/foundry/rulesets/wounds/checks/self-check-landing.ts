/**
 * The landing step of the `wounds` self-check (checks/roll-jump.ts `rollLanding`; rules page decision 217): the target
 * rolls its checks after a jump from its sheet at the TN the table names ("TNs for both checks are set by the GM"): a
 * landing against the sheet's highest TN with every die at 1, which does not "remain standing", and a ledge against
 * its lowest with every die one below its maximum, which grabs on. Two check cards, each saying what its result means.
 */
import { CheckCardModel } from "../../../chat/check-card/model.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { CHECK_TN } from "./combat-check-offers.ts";
import { JUMP_KEYS } from "./jump-text.ts";
import { rollLanding } from "./roll-jump.ts";

const belowMaximum = (faces: number): number => Math.max(1, faces - 1);

/** The effect line of the last card posted. */
function lastEffect(): string | undefined {
  const card = game.messages.contents.at(-1)?.system;
  return card instanceof CheckCardModel ? card.effects[0] : undefined;
}

export const landingRolled: SkirmishStep = {
  id: "landingRolled",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.landingRolled`,
  async run(s) {
    const { target } = need(s.actors, "the actors");
    const messages = game.messages.size;
    try {
      s.dice.set(() => 1);
      expectEqual("the landing rolled", true, await rollLanding(target, "landing", CHECK_TN.max));
      const fell = game.i18n.localize(`${JUMP_KEYS}.after.landing.lost`);
      expectEqual("a failed landing on its card", fell, lastEffect());
      s.dice.set(belowMaximum);
      expectEqual("the ledge rolled", true, await rollLanding(target, "ledge", CHECK_TN.min));
      expectEqual("a ledge grabbed on its card", game.i18n.localize(`${JUMP_KEYS}.after.ledge.kept`), lastEffect());
    } finally {
      s.dice.set(undefined);
    }
    expectEqual("two check cards", messages + 2, game.messages.size);
    expectEqual("no status set by the card", false, target.statuses.has("prone"));
  },
};
