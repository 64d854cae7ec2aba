/**
 * The check card as the current user's client shows it (`checkCardViewContext`, the context `renderChatMessageHTML`
 * renders), for the rooms' check tests. Import after `installFakeFoundry()`.
 */
import { checkCardViewContext } from "../../../../module/foundry/chat/check-card/render.ts";
import type { CheckCardContext } from "../../../../module/foundry/chat/check-card/context.ts";
import { CheckCardModel } from "../../../../module/foundry/chat/check-card/model.ts";
import type { FakeChatMessage } from "../../../support/fake-foundry/world/documents.ts";

export function shownCheck(message: FakeChatMessage | undefined): CheckCardContext {
  const system: unknown = message?.system;
  if (!message || !(system instanceof CheckCardModel)) throw new Error("not a check card");
  return checkCardViewContext(message as never, system);
}

/** The card's face in one line: "Total 22 · Had to beat 20 (VS 20) · Made it by 2 · Success · Chance … 54%". */
export function checkFace(message: FakeChatMessage | undefined): string {
  const c = shownCheck(message);
  return [c.totalText, c.targetText, c.marginText, c.outcomeText, c.critical?.text ?? "", c.oddsText]
    .filter((part) => part !== "")
    .join(" · ");
}
