/**
 * The contest card as the current user's client shows it (`contestCardViewContext`, the context
 * `renderChatMessageHTML` renders), for the rooms' contest tests. Import after `installFakeFoundry()`.
 */
import type { ContestCardContext, ContestSideView } from "../../../../module/foundry/chat/contest-card/context.ts";
import { ContestCardModel } from "../../../../module/foundry/chat/contest-card/model.ts";
import { contestCardViewContext } from "../../../../module/foundry/chat/contest-card/render.ts";
import type { FakeChatMessage } from "../../../support/fake-foundry/world/documents.ts";

export function shownContest(message: FakeChatMessage | undefined): ContestCardContext {
  const system: unknown = message?.system;
  if (!message || !(system instanceof ContestCardModel)) throw new Error("not a contest card");
  return contestCardViewContext(message as never, system);
}

const sideText = (side: ContestSideView): string => `${side.name}: ${side.check} ${side.totalText}`;

/**
 * The card's face in lines: "Vera — Trip", "Vera: Athletics check Total 19", then per opponent its roll, the winner,
 * the tie and the odds, then the effects.
 */
export function contestFace(message: FakeChatMessage | undefined): string {
  const c = shownContest(message);
  return [
    c.title,
    c.unread,
    ...(c.initiator ? [sideText(c.initiator)] : []),
    ...c.pairs.flatMap((p) => [sideText(p.opponent), p.winnerText, p.tieText, p.oddsText]),
    ...c.effects,
  ]
    .filter((line) => line !== "")
    .join("\n");
}
