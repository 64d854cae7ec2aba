/**
 * The reactions a `wounds` combatant takes from a GM's prompt (chat/reaction-prompt/): Rebuff (rebuff.ts), Harry
 * (harry.ts) and Cling (cling.ts). Their spend names the reaction and the prompt's message, `<reaction>:<messageId>`;
 * the GM checks the prompt is its own, still open on its turn and offered to this combatant (`promptedSpend`), and
 * counts the reaction once per prompt ("You can only take a single reaction in response to a specific trigger"): the
 * trigger is the prompt. Rebuff is an attack: the attack its spend names must be one the prompt offered, with a melee
 * weapon the actor still has equipped, against the prompt's target (`offeredAttackRefusal`, rules page decision 146);
 * Harry and Cling are no attack (`act`) and name none.
 */
import { promptedSpend } from "../../../chat/reaction-prompt/prompted-spend.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import { CLING } from "./cling.ts";
import { HARRY } from "./harry.ts";
import type { SpendRequest } from "../../../combat/room.ts";
import { REBUFF, rebuffWeaponOf } from "./rebuff.ts";

export interface PromptedReaction {
  readonly reaction: string;
  /** The engine's trigger: one reaction per prompt. */
  readonly trigger: string;
  /** The combatant whose act opened the prompt (Harry's target: "once per round per target"). */
  readonly sourceId: string;
}

/** The prompted reaction a spend names, checked against its prompt; undefined for any other spend. */
export function promptedReaction(
  combatant: Combatant.Implementation,
  request: SpendRequest,
): PromptedReaction | Refusal | undefined {
  const armed = (_actor: Actor.Implementation, item: Item.Implementation) => rebuffWeaponOf(item) !== undefined;
  const taken = promptedSpend(combatant, request, [REBUFF, HARRY, CLING], armed);
  if (!taken || isRefusal(taken)) return taken;
  return { reaction: taken.reaction, trigger: taken.trigger, sourceId: taken.prompt.sourceId };
}
