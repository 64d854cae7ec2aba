/**
 * `renderChatMessageHTML` for a check card: the message content becomes the card as this client's user may see it,
 * rendered from the stored request and the roll's faces through the template (Handlebars escapes every name: a
 * player authors the card, so nothing of it is ever inserted as HTML). A card whispered past this user is left to
 * core, which shows its "rolled privately" line.
 */
import { foundryLocalizer } from "../../applications/sheets/localizer.ts";
import { userSeesOdds } from "../../config/automation.ts";
import { readRoll } from "../attack-card/stored-roll.ts";
import { hides } from "../npc-visibility.ts";
import { renderRollCard } from "../roll-card-render.ts";
import { checkCardContext, type CheckCardContext } from "./context.ts";
import { CheckCardModel } from "./model.ts";

const TEMPLATE = "systems/fray/templates/chat/check-card.hbs";

/** The card's template context for this client's user (odds setting, "hide NPC data"). */
export function checkCardViewContext(message: ChatMessage.Implementation, system: CheckCardModel): CheckCardContext {
  const [roll] = message.rolls;
  const read = readRoll({ request: system.request, roll: roll ? roll.toJSON() : null });
  return checkCardContext(
    system,
    read,
    { showOdds: userSeesOdds(), hidesActor: hides(system.actorUuid) },
    foundryLocalizer(),
  );
}

export async function renderCheckCard(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
  if (!(message.system instanceof CheckCardModel) || !message.isContentVisible) return;
  await renderRollCard(html, TEMPLATE, checkCardViewContext(message, message.system));
}
