import { I18N_ROOT } from "../constants.ts";
import type { AttackOptions } from "../flows/attack.ts";
import type { QueryReply } from "../queries/reply.ts";
import { withRulesetTypes } from "./ruleset-types.ts";
import { spendFrom } from "./spend.ts";

type CreateDialogArgs = Parameters<typeof Item.createDialog>;

/**
 * Fray's Item: intent-level methods for sheets and macros, mirroring FrayActor. Each delegates to the attack flow
 * (which reaches the engine through the ruleset's room) or to a pure decision (spend.ts).
 */
export class FrayItem extends Item {
  /** Create dialogs (sidebar, sheets, folders) offer only the world's ruleset's item types; see ruleset-types.ts. */
  static override createDialog(
    data?: CreateDialogArgs[0],
    createOptions?: CreateDialogArgs[1],
    options?: CreateDialogArgs[2],
  ): ReturnType<typeof Item.createDialog> {
    const withTypes = withRulesetTypes(options, game.documentTypes.Item);
    return super.createDialog(data, createOptions, withTypes);
  }

  /** Attack with this item, owned by an actor, at `targets` (default: the user's targeted tokens). */
  async rollAttack(options: AttackOptions = { skipDialog: false }): Promise<void> {
    const actor = this.parent;
    if (!(actor instanceof Actor) || !this.id) {
      ui.notifications.warn(`${I18N_ROOT}.Attack.unavailable`, { localize: true });
      return;
    }
    // The attack flow loads with the first attack: a chunk of its own, out of every world's load (test/bench/bundle.ts).
    const { rollAttack } = await import("../flows/attack.ts");
    await rollAttack(actor, this.id, options);
  }

  /** Use up `amount` of a stack (a potion, ammunition); refused when the stack is short or the item has none. */
  async spend(amount = 1): Promise<QueryReply> {
    const quantity: unknown = Reflect.get(this.system, "quantity");
    if (typeof quantity !== "number") return { ok: false, reason: "notStackable" };
    const spent = spendFrom(quantity, amount);
    if (!spent.ok) return spent;
    await this.update({ system: { quantity: spent.value } });
    return { ok: true };
  }
}
