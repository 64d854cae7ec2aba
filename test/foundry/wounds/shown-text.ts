/**
 * What a `wounds` chat message says, as the current user's client shows it: a check card's title, face (total, TN,
 * margin, outcome, critical, odds) and effects (test/foundry/chat/check-card/shown.ts), or a summary line's text.
 * Import after `installFakeFoundry()`.
 */
import { CheckCardModel } from "../../../module/foundry/chat/check-card/model.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { checkFace, shownCheck } from "../chat/check-card/shown.ts";

export function shownText(message: FakeChatMessage | undefined): string {
  if (!(message?.system instanceof CheckCardModel)) return message?.content ?? "";
  const card = shownCheck(message);
  return [card.title, checkFace(message), ...card.effects].join(" · ");
}
