import { messageVisibility, seesRollContent } from "../dice/roll-visibility.ts";
import { AttackCardModel } from "./attack-card/model.ts";
import { authorOf } from "./message-author.ts";

/**
 * Fray's ChatMessage. An attack card is a dice roll whose rolls live in its system data, not in core's `rolls`
 * (decision 7; Dice So Nice is shown each roll by dice/dice3d.ts). Core reads a message without `rolls` as plain
 * chat: whispered (gmroll, blindroll, selfroll) it would vanish from everyone else's log, and a blind card would show
 * its roller the result. So an attack card answers core's visibility questions as a roll message does (see
 * `seesRollContent` for what each viewer sees per roll mode); any other message is core's. `isRoll` itself stays
 * core's (false): modules that act on a roll message read its `rolls` (Dice So Nice would animate them) and find none.
 */
export class FrayChatMessage extends ChatMessage {
  /** A roll is listed for everyone: who may not see it gets the card's placeholder (chat/attack-card/context.ts). */
  override get visible(): boolean {
    return this.system instanceof AttackCardModel ? true : super.visible;
  }

  override get isContentVisible(): boolean {
    if (!(this.system instanceof AttackCardModel)) return super.isContentVisible;
    return seesRollContent(messageVisibility(this), authorOf(this)?.id ?? null, game.user.id);
  }
}
