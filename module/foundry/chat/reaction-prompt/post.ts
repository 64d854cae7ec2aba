/**
 * The active GM posts a prompted reaction (prompt.ts): one line saying what opened it, and the prompt in
 * `flags.fray.reactionPrompt`, which each viewer's client turns into the buttons of the reactors it owns (render.ts).
 */
import { escapeText } from "../../html/escape.ts";
import { SYSTEM_ID } from "../../constants.ts";
import { PROMPT_FLAG, type ReactionPrompt } from "./prompt.ts";

export async function postReactionPrompt(
  prompt: ReactionPrompt,
  /** The line everyone reads, localized already. */
  text: string,
  speaker: Actor.Implementation,
): Promise<void> {
  await ChatMessage.create({
    content: `<p class="fray-action-line">${escapeText(text)}</p>`,
    speaker: ChatMessage.getSpeaker({ actor: speaker }),
    flags: { [SYSTEM_ID]: { [PROMPT_FLAG]: prompt } },
  });
}
