/**
 * The reactions a `contest` combatant takes from a GM's prompt (chat/reaction-prompt/): the Opportunity Attack
 * (opportunity.ts). Its spend names the reaction and the prompt's message, `opportunityAttack:<messageId>`; the GM
 * checks the prompt is its own, still open on its turn and offered to this combatant (`openPrompt`), and counts the
 * reaction once per prompt: "one Opportunity Attack per provocation" (rules page decision 4), the trigger being the
 * prompt.
 */
import { openPrompt } from "../../../chat/reaction-prompt/prompt.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import { OPPORTUNITY } from "./opportunity.ts";

const PROMPTED = new RegExp(`^(${OPPORTUNITY}):([A-Za-z0-9]{1,64})$`);

export interface PromptedReaction {
  readonly reaction: string;
  /** The engine's trigger: one reaction per prompt. */
  readonly trigger: string;
}

/** The prompted reaction a spend names, checked against its prompt; undefined for any other spend. */
export function promptedReaction(
  combatant: Combatant.Implementation,
  action: string,
): PromptedReaction | Refusal | undefined {
  const match = PROMPTED.exec(action);
  const reaction = match?.[1];
  const messageId = match?.[2];
  if (reaction === undefined || messageId === undefined) return undefined;
  const prompt = openPrompt(messageId, combatant, reaction);
  return isRefusal(prompt) ? prompt : { reaction, trigger: `prompt.${messageId}` };
}
