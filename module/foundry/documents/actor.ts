import type { AppliedDamage } from "../combat-room.ts";
import type { AttackOptions } from "../flows/attack.ts";
import { askStep } from "../procedure/ask-step.ts";
import type { QueryReply } from "../queries/reply.ts";
import { withRulesetTypes } from "./ruleset-types.ts";
import { spendFrom, trackValue } from "./spend.ts";

type CreateDialogArgs = Parameters<typeof Actor.createDialog>;

/**
 * Fray's Actor: intent-level methods for sheets, macros and chat cards; each delegates to the attack flow or the GM
 * relay, which reach the engine through the ruleset's room.
 */
export class FrayActor extends Actor {
  /** Create dialogs (sidebar, folders) offer only the world's ruleset's actor types; see ruleset-types.ts. */
  static override createDialog(
    data?: CreateDialogArgs[0],
    createOptions?: CreateDialogArgs[1],
    options?: CreateDialogArgs[2],
  ): ReturnType<typeof Actor.createDialog> {
    return super.createDialog(data, createOptions, withRulesetTypes(options, game.documentTypes.Actor));
  }

  /** Attack with one of this actor's items at the user's targets and post the attack card. */
  async attackWith(itemId: string, options: AttackOptions = { skipDialog: false }): Promise<void> {
    // The attack flow loads with the first attack: a chunk of its own, out of every world's load (test/bench/bundle.ts).
    const { rollAttack } = await import("../flows/attack.ts");
    await rollAttack(this, itemId, options);
  }

  /**
   * Take a step of an attack card's row as this actor's owner (its target's defense, the attacker's damage …; the
   * step ids are the room's procedure's): the GM checks, rolls and records it.
   */
  takeCardStep(messageId: string, rowKey: string, stepId: string, choice?: string): Promise<QueryReply> {
    return askStep(stepId, this, messageId, rowKey, choice);
  }

  /** Write damage the ruleset's room computed (its system update and the armor it wore down) onto this actor. */
  async applyDamage(result: Pick<AppliedDamage, "system" | "items">): Promise<void> {
    await this.update({ system: result.system });
    if (result.items.length) await this.updateEmbeddedDocuments("Item", [...result.items]);
  }

  /** Spend from one of the actor's pools (`vigor`, `stamina`, `aura` …); refused when it is short or unknown. */
  async spendResource(pool: string, amount: number): Promise<QueryReply> {
    const value = trackValue(this.system, pool);
    if (value === undefined) return { ok: false, reason: "unknownPool" };
    const spent = spendFrom(value, amount);
    if (!spent.ok) return spent;
    await this.update({ system: { [pool]: { value: spent.value } } });
    return { ok: true };
  }
}
