/**
 * A check from the sheet posts a check card (chat/check-card/): the room rolls its own sheet check for the attacker
 * (`SelfCheckRoom.sheetCheck`, before the encounter, so no action is paid), the dice one below each die's maximum
 * (no burst, a success against the room's low number to beat), and the card must read its roll back, explain it and
 * name the success.
 */
import { I18N_ROOT } from "../../constants.ts";
import { CheckCardModel } from "../../chat/check-card/model.ts";
import { checkCardViewContext } from "../../chat/check-card/render.ts";
import { expectEqual, expectThat, need } from "../expect.ts";
import type { SelfCheckRoom } from "../room.ts";
import type { SkirmishStep } from "../skirmish.ts";

/** The newest check card of `actor`. */
export function newestCheckOf(actor: Actor.Implementation): ChatMessage.Implementation | undefined {
  return [...game.messages.values()]
    .filter((m) => m.system instanceof CheckCardModel && m.system.actorUuid === actor.uuid)
    .at(-1);
}

export function checkCardStep(sheetCheck: NonNullable<SelfCheckRoom["sheetCheck"]>): SkirmishStep {
  return {
    id: "checkCard",
    labelKey: `${I18N_ROOT}.SelfCheck.Step.checkCard`,
    async run(s) {
      const { attacker } = need(s.actors, "the actors");
      const before = newestCheckOf(attacker);
      s.dice.set((faces) => Math.max(1, faces - 1));
      const rolled = await sheetCheck(attacker);
      s.dice.set(undefined);
      expectThat(rolled, "the room rolled its sheet check", rolled);
      const card = newestCheckOf(attacker);
      expectThat(card !== undefined && card !== before, "a check card was posted", card?.id ?? null);
      const message = need(card, "the check card");
      const system = message.system;
      if (!(system instanceof CheckCardModel)) throw new Error(`the check card has the type "${message.type}"`);
      const shown = checkCardViewContext(message, system);
      expectEqual("the card reads its roll back", "", shown.unread);
      expectEqual("the check's outcome", "success", shown.outcome);
      expectThat(shown.breakdown !== null, "the card explains its roll", shown.breakdown);
    },
  };
}
