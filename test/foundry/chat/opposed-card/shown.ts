/**
 * The opposed card as the current user's client shows it (`opposedCardViewContext`, the context
 * `renderChatMessageHTML` renders), for the rooms' contest tests. Import after `installFakeFoundry()`.
 */
import type { OpposedCardContext, OpposedSideView } from "../../../../module/foundry/chat/opposed-card/context.ts";
import { OpposedCardModel } from "../../../../module/foundry/chat/opposed-card/model.ts";
import { opposedCardViewContext } from "../../../../module/foundry/chat/opposed-card/render.ts";
import type { FakeChatMessage } from "../../../support/fake-foundry/world/documents.ts";

export function shownContest(message: FakeChatMessage | undefined): OpposedCardContext {
  const system: unknown = message?.system;
  if (!message || !(system instanceof OpposedCardModel)) throw new Error("not an opposed card");
  return opposedCardViewContext(message as never, system);
}

/** A side's roll line, and what the room read from it or why it did not roll ("Successes: 2"), when any. */
const sideLines = (side: OpposedSideView): string[] => [
  `${side.name}: ${side.check}${side.totalText ? ` ${side.totalText}` : ""}`,
  side.noteText,
];

/**
 * The card's face in lines: "Vera — Trip", "Vera: Athletics check Total 19", then per opponent its roll, the winner,
 * the room's reason, the tie and the odds, then the effects.
 */
export function contestFace(message: FakeChatMessage | undefined): string {
  const c = shownContest(message);
  return [
    c.title,
    c.unread,
    ...(c.initiator ? sideLines(c.initiator) : []),
    ...c.pairs.flatMap((p) => [...sideLines(p.opponent), p.winnerText, p.reasonText, p.tieText, p.oddsText]),
    ...c.effects,
  ]
    .filter((line) => line !== "")
    .join("\n");
}
