/**
 * The reactions a `contest` combatant takes from a GM's prompt (chat/reaction-prompt/): the Opportunity Attack
 * (opportunity.ts). Its spend names the reaction and the prompt's message, `opportunityAttack:<messageId>`; the GM
 * checks the prompt is its own, still open on its turn and offered to this combatant (`promptedSpend`), and counts the
 * reaction once per prompt: "one Opportunity Attack per provocation" (rules page decision 4), the trigger being the
 * prompt. The attack the spend names must be one the prompt offered, with a melee weapon the actor still has equipped,
 * against the prompt's target (`offeredAttackRefusal`, rules page decision 129).
 */
import { promptedSpend } from "../../../chat/reaction-prompt/prompted-spend.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import type { SpendRequest } from "../../../combat/room.ts";
import { OPPORTUNITY, opportunityWeaponOf } from "./opportunity.ts";

export interface PromptedReaction {
  readonly reaction: string;
  /** The engine's trigger: one reaction per prompt. */
  readonly trigger: string;
}

/** The prompted reaction a spend names, checked against its prompt; undefined for any other spend. */
export function promptedReaction(
  combatant: Combatant.Implementation,
  request: SpendRequest,
): PromptedReaction | Refusal | undefined {
  const armed = (_actor: Actor.Implementation, item: Item.Implementation) => opportunityWeaponOf(item) !== undefined;
  const taken = promptedSpend(combatant, request, [OPPORTUNITY], armed);
  return taken && !isRefusal(taken) ? { reaction: taken.reaction, trigger: taken.trigger } : taken;
}
