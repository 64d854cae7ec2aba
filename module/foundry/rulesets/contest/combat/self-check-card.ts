/**
 * What the self-check's contest steps read of the opposed card a contest posted (contest-card.ts, rules page decision
 * 146): the newest message is one, it reads its rolls back, and its one pairing went the way the step scripted, with
 * the room's reason in words. The view is the GM's own, as `renderChatMessageHTML` builds it.
 */
import type { OpposedPairView } from "../../../chat/opposed-card/context.ts";
import { OpposedCardModel } from "../../../chat/opposed-card/model.ts";
import { opposedCardViewContext } from "../../../chat/opposed-card/render.ts";
import { expectEqual, expectThat, need } from "../../../self-check/expect.ts";

/** The newest chat message as an opposed card, checked to read back, and the pairing against `opponent`. */
export function newestContestPair(
  opponent: Actor.Implementation,
  outcome: OpposedPairView["outcome"],
): OpposedPairView {
  const message = need([...game.messages.values()].at(-1), "the contest's chat message");
  const system = message.system;
  if (!(system instanceof OpposedCardModel)) throw new Error(`the contest's message has the type "${message.type}"`);
  const shown = opposedCardViewContext(message, system);
  expectEqual("the opposed card reads its rolls back", "", shown.unread);
  const index = system.opponents.findIndex((side) => side.actorUuid === opponent.uuid);
  const pair = need(shown.pairs[index], `the pairing against ${opponent.name}`);
  expectEqual(`the initiator against ${opponent.name}`, outcome, pair.outcome);
  expectThat(pair.reasonText !== "", "the card gives the room's reason", pair.reasonText);
  return pair;
}
