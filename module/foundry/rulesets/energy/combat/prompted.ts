/**
 * The reaction an `energy` combatant takes from a GM's prompt (chat/reaction-prompt/): the Swift Attack on a creature
 * moving through Reach (swift-through-reach.ts). Its spend names the reaction and the prompt's message,
 * `swiftReach:<messageId>`; the GM checks the prompt is its own, still open in its Round and offered to this
 * combatant (`openPrompt`) before the engine takes the Swift Attack.
 */
import { openPrompt } from "../../../chat/reaction-prompt/prompt.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import { SWIFT_REACH } from "../situation/strike.ts";

const PROMPTED = new RegExp(`^${SWIFT_REACH}:([A-Za-z0-9]{1,64})$`);

/** True when `action` is a Swift Attack from an open prompt offered to `combatant`; a refusal when it names a prompt
 * that is not; undefined for any other spend. */
export function promptedSwiftAttack(combatant: Combatant.Implementation, action: string): true | Refusal | undefined {
  const messageId = PROMPTED.exec(action)?.[1];
  if (messageId === undefined) return undefined;
  const prompt = openPrompt(messageId, combatant, SWIFT_REACH);
  return isRefusal(prompt) ? prompt : true;
}
