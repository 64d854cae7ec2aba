/**
 * What a `bonus` prompted reaction (chat/reaction-prompt/) costs and who may take it, shared by Take Opening
 * (openings.ts) and the readied action (readied.ts): the engine's `takeReaction` on the combatant's stored state
 * (alive and able, never on its own turn, "only one reaction to any trigger", its Vigor), checked on the GM's side
 * against the prompt the GM posted, and the weapons a reactor may attack with: the GM pays a reaction only for an
 * attack the prompt offered, with such a weapon, against its target (`offeredAttackRefusal`, rules page decision 80).
 */
import type { BonusReactionId, ReactionResult } from "../../../../engine/rulesets/bonus/economy/reactions.ts";
import { takeReaction } from "../../../../engine/rulesets/bonus/economy/reactions.ts";
import type { BonusOutcome } from "../../../../engine/rulesets/bonus/economy/refusal.ts";
import { offeredAttackRefusal } from "../../../chat/reaction-prompt/offered-attack.ts";
import { openPrompt, type PromptAttack } from "../../../chat/reaction-prompt/prompt.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import type { SpendAttack } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { bonusWeaponOf } from "../documents.ts";
import { bonusEconomyOptions } from "../rule-variants.ts";
import { bonusRefusal } from "./refusal.ts";
import { bonusCombatantData, bonusEconomyActor, fromBonusState, toBonusState } from "./state.ts";

/** One reaction per prompt: the trigger is the reaction and the prompt's message. */
export const promptTrigger = (reaction: BonusReactionId, messageId: string) =>
  `${reaction === "takeOpening" ? "opening" : reaction}.${messageId}`;

/** The engine's reaction for this combatant now, on its stored state; undefined off a `bonus` combat. */
export function reactNow(
  combatant: Combatant.Implementation,
  reaction: BonusReactionId,
  trigger: string,
): BonusOutcome<ReactionResult> | undefined {
  const combat = combatant.combat;
  const data = bonusCombatantData(combatant);
  const actor = bonusEconomyActor(combatant, combat?.round ?? 0);
  if (!combat || !data || !actor) return undefined;
  const ownTurn = combat.combatant?.id === combatant.id;
  const request = { reaction, trigger, ownTurn } as const;
  return takeReaction(actor, toBonusState(combatant.id ?? "", data), request, bonusEconomyOptions());
}

/**
 * GM: the spend of `reaction` offered by the prompt `messageId` for `attack`: its Vigor, its reaction and its ends, or
 * a refusal.
 */
export async function payPromptedReaction(
  combatant: Combatant.Implementation,
  messageId: string,
  reaction: BonusReactionId,
  attack: SpendAttack | undefined,
): Promise<Refusal | undefined> {
  const prompt = openPrompt(messageId, combatant, reaction);
  if (isRefusal(prompt)) return prompt;
  const unoffered = offeredAttackRefusal(prompt, combatant, attack, attacksWith);
  if (unoffered) return unoffered;
  const actor = combatant.actor;
  const before = bonusEconomyActor(combatant, combatant.combat?.round ?? 0);
  const taken = reactNow(combatant, reaction, promptTrigger(reaction, messageId));
  if (!taken || !before || !actor) return { refused: `${I18N_ROOT}.Bonus.Refusal.notBonus` };
  if (!taken.ok) return bonusRefusal(taken.reason);
  await combatant.update({ system: fromBonusState(taken.state.combatant) });
  const creature = taken.state.actor.creature;
  await actor.update({
    system: {
      vigor: { value: creature.vigor.value },
      state: { winded: creature.winded, vigorRecoveredWhileWinded: creature.vigorRecoveredWhileWinded },
    },
  });
  // The readied action is used up once taken (the engine ends Readied).
  await applyConditionChanges(actor, before.conditions, taken.state.actor.conditions);
  return undefined;
}

/** May the actor attack with this item: a weapon, equipped on a character, any of an NPC's? */
function attacksWith(actor: Actor.Implementation, item: Item.Implementation): boolean {
  const weapon = bonusWeaponOf(item);
  return weapon !== undefined && (actor.type === "bonus-npc" || weapon.equipped);
}

/** The weapons a reactor may attack with: a character's equipped ones, all of an NPC's. */
export function attacksOf(actor: Actor.Implementation): PromptAttack[] {
  return actor.items.contents.flatMap((item) =>
    attacksWith(actor, item) ? [{ itemId: item.id ?? "", name: item.name }] : [],
  );
}
