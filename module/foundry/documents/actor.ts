import { rollAttack, type AttackOptions } from "../flows/attack.ts";
import { askGm } from "../queries/ask-gm.ts";
import type { QueryReply } from "../queries/reply.ts";

/**
 * Fray's Actor: intent-level methods for sheets, macros and chat cards; each delegates to the attack flow or the GM
 * relay, which reach the engine through the ruleset's room.
 */
export class FrayActor extends Actor {
  /** Attack with one of this actor's items at the user's targets and post the attack card. */
  attackWith(itemId: string, options: AttackOptions = { skipDialog: false }): Promise<void> {
    return rollAttack(this, itemId, options);
  }

  /** Defend this actor against the attack in an attack card's row (the GM rolls and records it). */
  defendAgainst(messageId: string, rowKey: string): Promise<QueryReply> {
    return askGm("defend", this, messageId, rowKey);
  }
}
