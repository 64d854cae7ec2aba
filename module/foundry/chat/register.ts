import { FrayRoll } from "../dice/fray-roll.ts";
import { FrayActor } from "../documents/actor.ts";
import { AttackCardModel } from "./attack-card/model.ts";
import { renderAttackCard } from "./attack-card/render.ts";

/**
 * The attack loop's Foundry classes: the Actor class with its intent methods, the chat card sub-types, and the roll
 * class their rolls are rebuilt as (`Roll.fromData` looks classes up by name).
 */
export function registerChat(): void {
  CONFIG.Actor.documentClass = FrayActor;
  Object.assign(CONFIG.ChatMessage.dataModels, { attack: AttackCardModel });
  CONFIG.Dice.rolls.push(FrayRoll);
  Hooks.on("renderChatMessageHTML", (message, html) => {
    void renderAttackCard(message, html);
  });
}
