/**
 * The jump step of the `wounds` self-check (checks/roll-jump.ts; rules page decision 194): the target makes a long
 * jump with a run-up from its sheet ("make a Str [Athletics/Jumping] check. If you moved at least 5 yards leading up
 * to the jump, you use your normal result and add your Speed … a distance up to your check result in feet"), every
 * die one below its maximum. One check card, saying the feet and yards the engine's `jumpReach` gives that total.
 */
import { jumpCheckRequest, jumpReach } from "../../../../engine/rulesets/wounds/movement/jump.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { CheckCardModel } from "../../../chat/check-card/model.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { woundsActorView } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { toWoundsCreature } from "../sources.ts";
import { jumpReachText } from "./jump-text.ts";
import { rollJump } from "./roll-jump.ts";

const belowMaximum = (faces: number): number => Math.max(1, faces - 1);

export const jumpRolled: SkirmishStep = {
  id: "jumpRolled",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.jumpRolled`,
  async run(s) {
    const { target } = need(s.actors, "the actors");
    const c = toWoundsCreature(need(woundsActorView(target), "the target as a wounds creature").source);
    const request = jumpCheckRequest(c, woundsOptions());
    const dice = request.groups.reduce((sum, g) => sum + g.count * belowMaximum(g.faces), 0);
    const total = request.modifiers.reduce((sum, m) => sum + m.value, dice);
    const messages = game.messages.size;
    s.dice.set(belowMaximum);
    try {
      expectEqual("the long jump rolled", true, await rollJump(target, "long", true));
    } finally {
      s.dice.set(undefined);
    }
    expectEqual("the jump's card", messages + 1, game.messages.size);
    const card = game.messages.contents.at(-1)?.system;
    const reach = jumpReach("long", total, true, c.attributes.speed);
    const effects = card instanceof CheckCardModel ? card.effects : [];
    expectEqual("the jump's reach on the card", jumpReachText(foundryLocalizer(), reach), effects[0]);
  },
};
