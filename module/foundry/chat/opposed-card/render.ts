/**
 * `renderChatMessageHTML` for an opposed card: the message content becomes the card as this client's user may see it,
 * rendered from the stored requests and the rolls' faces (chat/roll-card-render.ts). A card whispered past this user
 * is left to core, which shows its "rolled privately" line.
 */
import { foundryLocalizer } from "../../applications/sheets/localizer.ts";
import { userSeesOdds } from "../../config/automation.ts";
import { readRoll } from "../attack-card/stored-roll.ts";
import { hides } from "../npc-visibility.ts";
import { renderRollCard } from "../roll-card-render.ts";
import { opposedCardContext, type OpposedCardContext } from "./context.ts";
import { sideRolled } from "./data.ts";
import { OpposedCardModel } from "./model.ts";

const TEMPLATE = "systems/fray/templates/chat/opposed-card.hbs";

/** The card's template context for this client's user (odds setting, "hide NPC data"). */
export function opposedCardViewContext(
  message: ChatMessage.Implementation,
  system: OpposedCardModel,
): OpposedCardContext {
  const sides = [system.initiator, ...system.opponents];
  // A side that did not roll has no roll in core's `rolls` (data.ts): the next roll is the next side's that rolled.
  let next = 0;
  const rolls = sides.map((side) => {
    if (!sideRolled(side)) return undefined;
    const roll = message.rolls[next++];
    return readRoll({ request: side.request, roll: roll ? roll.toJSON() : null });
  });
  return opposedCardContext(system, rolls, { showOdds: userSeesOdds(), hidesActor: hides }, foundryLocalizer());
}

export async function renderOpposedCard(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
  if (!(message.system instanceof OpposedCardModel) || !message.isContentVisible) return;
  await renderRollCard(html, TEMPLATE, opposedCardViewContext(message, message.system));
}
