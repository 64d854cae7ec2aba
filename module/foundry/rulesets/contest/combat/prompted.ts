/**
 * The reactions a `contest` combatant takes from a GM's prompt (chat/reaction-prompt/): the Opportunity Attack
 * (opportunity.ts) and Use Magic naming a spell (use-magic-reaction.ts: the spell the spend names, one the prompt
 * offered this combatant, still a non-attacking spell of the actor, or the spend is refused). Its spend names the
 * reaction and the prompt's message, `opportunityAttack:<messageId>`; the GM checks the prompt is its own, still open
 * on its turn and offered to this combatant (`promptedSpend`), and counts the reaction once per prompt: "one
 * Opportunity Attack per provocation" (rules page decision 4), the trigger being the prompt. The attack the spend names
 * must be one the prompt offered, with a melee weapon the actor still has equipped, against the prompt's target
 * (`offeredAttackRefusal`, rules page decision 129); that target is the combatant the Opportunity Attack strikes.
 */
import { promptedSpend } from "../../../chat/reaction-prompt/prompted-spend.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import type { SpendRequest } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { OPPORTUNITY, opportunityWeaponOf } from "./opportunity.ts";
import { promptedSpell, USE_MAGIC_REACTION, type ReactionSpell } from "./use-magic-reaction.ts";

export interface PromptedReaction {
  readonly reaction: string;
  /** The engine's trigger: one reaction per prompt. */
  readonly trigger: string;
  /** Use Magic (reaction): the spell the prompt offered, as the actor's item reads now (decision 135). */
  readonly spell?: ReactionSpell;
  /**
   * An Opportunity Attack: the combatant it strikes, read from the GM's own prompt (the one whose act provoked it),
   * never from the client, so its Strike opens Use Magic for that foe's side as a declared Strike does (decision 137).
   */
  readonly target?: string;
}

const NO_SPELL: Refusal = { refused: `${I18N_ROOT}.Contest.Refusal.spellNotOffered` };

/** The prompted reaction a spend names, checked against its prompt; undefined for any other spend. */
export function promptedReaction(
  combatant: Combatant.Implementation,
  request: SpendRequest,
): PromptedReaction | Refusal | undefined {
  const armed = (_actor: Actor.Implementation, item: Item.Implementation) => opportunityWeaponOf(item) !== undefined;
  const taken = promptedSpend(combatant, request, [OPPORTUNITY, USE_MAGIC_REACTION], armed);
  if (!taken || isRefusal(taken)) return taken;
  const named = { reaction: taken.reaction, trigger: taken.trigger };
  if (taken.reaction === OPPORTUNITY) return { ...named, target: taken.prompt.sourceId };
  const spell = promptedSpell(taken.prompt, combatant, request.attack?.itemId);
  return spell ? { ...named, spell } : NO_SPELL;
}
