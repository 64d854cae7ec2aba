/**
 * Openings and Take Opening at the table. Seed 000: "Take Opening. When you use some combat techniques, attempt to
 * flee, and some other situations, you create an opening for others to attack. On the other hand, when your opponent
 * creates an opening, you may use a reaction to make an ordinary attack action at the cost of 5 Vigor. Remember, you
 * cannot take reactions during your turn, so you cannot take openings you create on your turn." Escape ("Adjacent
 * attackers may react to your attempt to escape as you create an opening when you flee") and Stand Up ("this will
 * provide an opening to adjacent attackers") open one (the engine's `createsOpening`).
 *
 * The GM, paying the act, posts a prompted reaction (chat/reaction-prompt/) offered to every combatant adjacent to the
 * creature that opened it ("within 6 feet of another creature and have a clear path between them", read from the
 * scene) and able to take the reaction now; each is offered its weapons. The reactor's attack is the normal card; its
 * spend, `takeOpening:<messageId>`, is the engine's `takeReaction` ("takeOpening": 5 Vigor, one reaction per
 * trigger — "If an opponent creates an opening, you only take that opening once" — never on your own turn),
 * checked here on the GM's side against the prompt the GM posted.
 */
import { isAdjacent } from "../../../../engine/rulesets/bonus/geometry/reach.ts";
import { takeReaction, type ReactionResult } from "../../../../engine/rulesets/bonus/economy/reactions.ts";
import type { BonusOutcome } from "../../../../engine/rulesets/bonus/economy/refusal.ts";
import { readPair } from "../../../canvas/situate.ts";
import { offerReaction } from "../../../chat/reaction-prompt/offer.ts";
import { parsePromptedSpend } from "../../../chat/reaction-prompt/prompted-spend.ts";
import { openPrompt, type PromptAttack } from "../../../chat/reaction-prompt/prompt.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { bonusWeaponOf } from "../documents.ts";
import { bonusEconomyOptions } from "../rule-variants.ts";
import { bonusRefusal } from "./refusal.ts";
import { bonusCombatantData, bonusEconomyActor, fromBonusState, toBonusState } from "./state.ts";

export const TAKE_OPENING = "takeOpening";
const KEY = `${I18N_ROOT}.Bonus.Opening`;

/** The prompt message a Take Opening spend names, or undefined for any other action. */
export function openingOf(action: string): string | undefined {
  return parsePromptedSpend(action, [TAKE_OPENING])?.messageId;
}

/** One reaction per opening: the trigger is the prompt's message. */
const triggerOf = (messageId: string) => `opening.${messageId}`;

/** The engine's Take Opening for this combatant now: the reaction rules on its stored state. */
function reactNow(combatant: Combatant.Implementation, trigger: string): BonusOutcome<ReactionResult> | undefined {
  const combat = combatant.combat;
  const data = bonusCombatantData(combatant);
  const actor = bonusEconomyActor(combatant, combat?.round ?? 0);
  if (!combat || !data || !actor) return undefined;
  const ownTurn = combat.combatant?.id === combatant.id;
  const request = { reaction: TAKE_OPENING, trigger, ownTurn } as const;
  return takeReaction(actor, toBonusState(combatant.id ?? "", data), request, bonusEconomyOptions());
}

/** GM: the spend of a Take Opening offered by the prompt `messageId`: its 5 Vigor and its reaction, or a refusal. */
export async function takeOpening(
  combatant: Combatant.Implementation,
  messageId: string,
): Promise<Refusal | undefined> {
  const prompt = openPrompt(messageId, combatant, TAKE_OPENING);
  if (isRefusal(prompt)) return prompt;
  const taken = reactNow(combatant, triggerOf(messageId));
  if (!taken) return { refused: `${I18N_ROOT}.Bonus.Refusal.notBonus` };
  if (!taken.ok) return bonusRefusal(taken.reason);
  await combatant.update({ system: fromBonusState(taken.state.combatant) });
  const creature = taken.state.actor.creature;
  await combatant.actor?.update({
    system: {
      vigor: { value: creature.vigor.value },
      state: { winded: creature.winded, vigorRecoveredWhileWinded: creature.vigorRecoveredWhileWinded },
    },
  });
  return undefined;
}

/** The weapons a reactor may make "an ordinary attack action" with: a character's equipped ones, all of an NPC's. */
function attacksOf(actor: Actor.Implementation): PromptAttack[] {
  const npc = actor.type === "bonus-npc";
  return actor.items.contents.flatMap((item) => {
    const weapon = bonusWeaponOf(item);
    return weapon && (npc || weapon.equipped) ? [{ itemId: item.id ?? "", name: item.name }] : [];
  });
}

/** Adjacent to the token of `source` on its scene, with a clear path between. */
function adjacent(source: TokenDocument.Implementation, other: TokenDocument.Implementation): boolean {
  const pair = readPair("bonus", other, source);
  return pair !== undefined && isAdjacent(pair.distance, pair.clearPath);
}

/**
 * GM, as the act that opens it is paid: the opening announced in chat, offered to the other combatants adjacent to
 * the creature that opened it, able to take the reaction now (not dead, incapacitated or Winded, with the Vigor), each
 * with an attack to make. Off the canvas nobody is adjacent; the line is posted all the same.
 */
export async function announceOpening(
  source: Combatant.Implementation,
  /** What opened it, as the table reads it ("Escape", a technique's name). */
  action: string,
): Promise<void> {
  const token = source.token;
  const rule = {
    attacksOf: (other: Combatant.Implementation, at: TokenDocument.Implementation) =>
      token && other.actor && adjacent(token, at) ? attacksOf(other.actor) : [],
    able: (other: Combatant.Implementation) => reactNow(other, triggerOf("probe"))?.ok === true,
  };
  const offer = {
    reaction: TAKE_OPENING,
    label: `${KEY}.takeOpening`,
    line: `${KEY}.created`,
    nobody: `${KEY}.nobody`,
    data: { action },
  };
  await offerReaction(source, offer, rule);
}
