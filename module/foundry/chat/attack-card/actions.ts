import { whileDisabled } from "../../applications/parts/busy-button.ts";
import { askStep } from "../../procedure/ask-step.ts";
import { gmTakesStep } from "../../procedure/gm-step.ts";
import { stepActor } from "../../procedure/open-steps.ts";
import { handleUndoDamage } from "../../queries/undo-damage.ts";
import { actorAt } from "../../queries/actor-at.ts";
import type { QueryReply } from "../../queries/reply.ts";
import { roomFor } from "../../room-lookup.ts";
import { cardData } from "./card-data.ts";
import { AttackCardModel } from "./model.ts";
import { parseAdjust } from "./adjust.ts";

/** A card button as its data attributes say: a step of the card's procedure (with its choice), or Undo. */
export interface CardButton {
  readonly action: string;
  readonly row: string;
  readonly step?: string | undefined;
  readonly choice?: string | undefined;
  /** The GM's damage adjustment (`half`, `double`, `custom`) and, for `custom`, the number typed. */
  readonly adjust?: string | undefined;
  readonly value?: string | undefined;
}

/**
 * One attack card button. A step goes to the GM through `fray.step`, stamped on the actor whose owner takes it (the
 * attacker's, or the row's target's: a GM owns both, so a GM acts for an absent owner the same way); a GM's own step
 * is taken on the active GM's client. Undo and the damage adjustment are the GM's own actions, never relayed.
 */
export async function cardAction(message: ChatMessage.Implementation, button: CardButton): Promise<QueryReply> {
  if (!(message.system instanceof AttackCardModel) || !message.id) return { ok: false, reason: "notAnAttackCard" };
  const card = cardData(message.system);
  const row = card.targets.find((r) => r.key === button.row);
  if (!row) return { ok: false, reason: "unknownTarget" };
  if (button.action === "undoDamage") {
    return handleUndoDamage(
      { messageId: message.id, rowKey: row.key, requestId: foundry.utils.randomID(16) },
      game.user,
    );
  }
  const step = roomFor(card.ruleset)?.procedure.find((s) => s.id === button.step);
  if (button.action === "adjustDamage") {
    if (!game.user.isGM) return { ok: false, reason: "gmOnly" };
    const adjust = parseAdjust(button.adjust, button.value);
    if (!adjust) return { ok: false, reason: "badAdjustment" };
    if (!step) return { ok: false, reason: "unknownStep" };
    return gmTakesStep(message.id, row.key, step.id, button.choice, adjust);
  }
  if (button.action !== "step" || !step) return { ok: false, reason: "unknownStep" };
  const who = stepActor(step, { card, row });
  if (who === "gm" || who === "auto") return gmTakesStep(message.id, row.key, step.id, button.choice);
  const owned = await actorAt(who === "target" ? row.actorUuid : card.attacker.actorUuid);
  if (!owned) return { ok: false, reason: "unknownActor" };
  return askStep(step.id, owned, message.id, row.key, button.choice);
}

/** The card's click listener: finds the button, runs its action once, keeps it disabled while it runs. */
export async function onCardClick(message: ChatMessage.Implementation, event: Event): Promise<void> {
  const button =
    event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button[data-action]") : null;
  if (!button?.dataset.action) return;
  const { action, row = "", step, choice, adjust } = button.dataset;
  // A custom adjustment's number is the field beside its button, in the same row.
  const field = adjust === "custom" ? button.closest(".row-adjust")?.querySelector("input") : null;
  const value = field?.value;
  await whileDisabled(button, () => cardAction(message, { action, row, step, choice, adjust, value }));
}
