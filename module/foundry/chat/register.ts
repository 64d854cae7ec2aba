import { FrayRoll } from "../dice/fray-roll.ts";
import { FrayActor } from "../documents/actor.ts";
import { FrayItem } from "../documents/item.ts";
import { registerCardFollowUp } from "./attack-card/auto-damage.ts";
import { AttackCardModel } from "./attack-card/model.ts";
import { FrayChatMessage } from "./chat-message.ts";
import { renderAttackCard } from "./attack-card/render.ts";
import { CheckCardModel } from "./check-card/model.ts";
import { renderCheckCard } from "./check-card/render.ts";
import { OpposedCardModel } from "./opposed-card/model.ts";
import { renderOpposedCard } from "./opposed-card/render.ts";
import { renderReactionPrompt } from "./reaction-prompt/render.ts";

/**
 * The attack loop's Foundry classes: the Actor and Item classes with their intent methods, the ChatMessage class that
 * shows an attack card as a roll, the chat card sub-types (the attack card, the check card, the opposed card), the
 * roll class their rolls are rebuilt as (`Roll.fromData` looks classes up by name), the GM's follow-up of posted cards
 * (conditions, automation), and the buttons of a prompted reaction (reaction-prompt/).
 */
export function registerChat(): void {
  CONFIG.Actor.documentClass = FrayActor;
  CONFIG.Item.documentClass = FrayItem;
  CONFIG.ChatMessage.documentClass = FrayChatMessage;
  Object.assign(CONFIG.ChatMessage.dataModels, {
    attack: AttackCardModel,
    check: CheckCardModel,
    opposed: OpposedCardModel,
  });
  CONFIG.Dice.rolls.push(FrayRoll);
  Hooks.on("renderChatMessageHTML", (message, html) => {
    void renderAttackCard(message, html);
    void renderCheckCard(message, html);
    void renderOpposedCard(message, html);
    renderReactionPrompt(message, html);
  });
  registerCardFollowUp();
}
