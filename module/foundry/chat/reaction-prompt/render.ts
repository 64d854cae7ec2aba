/**
 * A prompted reaction (prompt.ts) as each viewer sees it: under the GM's line, one button per attack of each reactor
 * this user owns ("Take Opening: Sword"), while the prompt is still open. The click starts the reactor's normal
 * attack (flows/attack.ts) against the combatant whose act opened it, paying the reaction instead of an action; the
 * GM checks the prompt and the reaction again before anything is paid (openPrompt and the room's spend). A reaction
 * that is no attack (`act`) is only paid, its spend naming the button's item (what it is done with) as an attack's
 * would: the room's spend does what it does.
 */
import { I18N_ROOT } from "../../constants.ts";
import { requestSpend } from "../../combat/spend.ts";
import { promptedSpendAction } from "./prompted-spend.ts";
import { trustedPrompt, type ReactionPrompt } from "./prompt.ts";

export interface PromptButton {
  readonly reactor: string;
  readonly item: string;
  readonly text: string;
}

function combatOf(prompt: ReactionPrompt): Combat.Stored | undefined {
  return game.combats.get(prompt.combatId);
}

/** The buttons this user may press: the attacks of the listed reactors whose actors it owns (a GM owns them all). */
export function promptButtons(prompt: ReactionPrompt): PromptButton[] {
  const combat = combatOf(prompt);
  const reaction = game.i18n.localize(prompt.label);
  return prompt.reactors.flatMap((reactor) => {
    const actor = combat?.combatants.get(reactor.combatantId)?.actor;
    if (actor?.isOwner !== true) return [];
    const key = prompt.act === true ? `${I18N_ROOT}.Combat.Prompt.actButton` : `${I18N_ROOT}.Combat.Prompt.button`;
    return reactor.attacks.map((attack) => ({
      reactor: reactor.combatantId,
      item: attack.itemId,
      text: game.i18n.format(key, { reaction, name: actor.name, item: attack.name }),
    }));
  });
}

/**
 * The reactor's attack, made as the reaction: its one target the combatant whose act opened it (its token, for the
 * canvas' reach and cover), its spend the reaction named with this message, its dialog starting from the prompt's
 * choices (an attack of the reaction's own kind). A reaction that is no attack is its spend alone.
 */
export async function takePromptedReaction(
  message: ChatMessage.Implementation,
  reactorId: string,
  itemId: string,
  skipDialog: boolean,
): Promise<void> {
  const prompt = trustedPrompt(message);
  const combat = prompt ? combatOf(prompt) : undefined;
  const reactor = combat?.combatants.get(reactorId)?.actor;
  const source = prompt ? combat?.combatants.get(prompt.sourceId) : undefined;
  if (!prompt || !message.id || !reactor || !source?.actor) {
    ui.notifications.warn(`${I18N_ROOT}.Combat.Prompt.closed`, { localize: true });
    return;
  }
  const spend = { action: promptedSpendAction(prompt.reaction, message.id) };
  if (prompt.act === true) {
    // A reactor may be offered several things to do it with (spells): the spend says which button was pressed.
    await requestSpend(reactor, { ...spend, attack: { itemId, targetUuid: source.actor.uuid } });
    return;
  }
  // The attack flow loads with the first attack (documents/actor.ts `attackWith`).
  const { rollAttack } = await import("../../flows/attack.ts");
  await rollAttack(reactor, itemId, {
    skipDialog,
    ...(prompt.choices ? { choices: prompt.choices } : {}),
    reaction: {
      spend,
      target: { actor: source.actor, token: source.token ?? undefined },
    },
  });
}

/** `renderChatMessageHTML`: a prompt's buttons for this viewer under its line; other messages are left alone. */
export function renderReactionPrompt(message: ChatMessage.Implementation, html: HTMLElement): void {
  const prompt = trustedPrompt(message);
  const content = html.querySelector(".message-content");
  if (!prompt || !content) return;
  const buttons = promptButtons(prompt);
  if (!buttons.length) return;
  const group = document.createElement("div");
  group.className = "fray-reaction-prompt";
  for (const b of buttons) {
    const button = document.createElement("button");
    button.setAttribute("type", "button");
    button.setAttribute("data-action", "takeReaction");
    button.textContent = b.text;
    // A double click joins the attack already under way (flows/attack.ts runs one per actor and item at a time).
    button.addEventListener("click", (event) => {
      void takePromptedReaction(message, b.reactor, b.item, event.shiftKey);
    });
    group.append(button);
  }
  content.append(group);
}
