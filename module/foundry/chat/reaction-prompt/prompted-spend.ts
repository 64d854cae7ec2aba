/**
 * A prompted reaction's spend: the reactor's button asks for it as `<reaction>:<messageId>` (render.ts), naming the
 * reaction and the prompt's message. GM side, the room reads it back here before paying anything: only one of the
 * room's own reactions, only from a GM's prompt still open and offering it to this combatant (`openPrompt`). The
 * prompt is the reaction's trigger, so the engine's "one reaction per trigger" counts it once per prompt. A prompt that
 * is an attack is paid only for the attack it offered (`offeredAttackRefusal`: the spend's `attack`, set by the attack
 * flow, names the weapon and the target).
 */
import { isRefusal, type Refusal } from "../../combat-room.ts";
import type { SpendRequest } from "../../combat/room.ts";
import { offeredAttackRefusal, type ArmedWith } from "./offered-attack.ts";
import { openPrompt, type ReactionPrompt } from "./prompt.ts";

/** A message id as core makes them: the only thing after the reaction a spend may name. */
const MESSAGE_ID = /^[A-Za-z0-9]{1,64}$/;

export interface PromptedSpend {
  readonly reaction: string;
  readonly messageId: string;
  /** The engine's trigger: the prompt, so one reaction per prompt. */
  readonly trigger: string;
  /** The GM's prompt that offers it, as posted. */
  readonly prompt: ReactionPrompt;
}

/** The spend a prompt's button asks for. */
export function promptedSpendAction(reaction: string, messageId: string): string {
  return `${reaction}:${messageId}`;
}

/** The reaction (one of `reactions`) and message a spend names, or undefined for any other spend. */
export function parsePromptedSpend(
  action: string,
  reactions: readonly string[],
): { readonly reaction: string; readonly messageId: string } | undefined {
  const colon = action.indexOf(":");
  const reaction = action.slice(0, colon);
  const messageId = action.slice(colon + 1);
  if (colon < 0 || !reactions.includes(reaction) || !MESSAGE_ID.test(messageId)) return undefined;
  return { reaction, messageId };
}

/**
 * GM: the prompted reaction (one of `reactions`) a spend of `combatant` names, checked against its prompt; a refusal
 * when the prompt is not the GM's, closed or not offered to it, or when it is an attack and the spend's `attack` is
 * not one it offered (`armed`: the room's reading of the weapons the actor may attack with); undefined for any other
 * spend.
 */
export function promptedSpend(
  combatant: Combatant.Implementation,
  request: Pick<SpendRequest, "action" | "attack">,
  reactions: readonly string[],
  armed: ArmedWith,
): PromptedSpend | Refusal | undefined {
  const named = parsePromptedSpend(request.action, reactions);
  if (!named) return undefined;
  const prompt = openPrompt(named.messageId, combatant, named.reaction);
  if (isRefusal(prompt)) return prompt;
  const refusal = offeredAttackRefusal(prompt, combatant, request.attack, armed);
  return refusal ?? { ...named, trigger: `prompt.${named.messageId}`, prompt };
}
