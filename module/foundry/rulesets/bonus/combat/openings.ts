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
import { readPair } from "../../../canvas/situate.ts";
import { offerReaction } from "../../../chat/reaction-prompt/offer.ts";
import { parsePromptedSpend } from "../../../chat/reaction-prompt/prompted-spend.ts";
import type { Refusal } from "../../../combat-room.ts";
import type { SpendAttack } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { attacksOf, payPromptedReaction, promptTrigger, reactNow } from "./prompted-reaction.ts";

export const TAKE_OPENING = "takeOpening";
const KEY = `${I18N_ROOT}.Bonus.Opening`;

/** The prompt message a Take Opening spend names, or undefined for any other action. */
export function openingOf(action: string): string | undefined {
  return parsePromptedSpend(action, [TAKE_OPENING])?.messageId;
}

/**
 * GM: the spend of a Take Opening offered by the prompt `messageId` for `attack` (one the prompt offered: rules page
 * decision 80): its 5 Vigor and its reaction, or a refusal.
 */
export function takeOpening(
  combatant: Combatant.Implementation,
  messageId: string,
  attack: SpendAttack | undefined,
): Promise<Refusal | undefined> {
  return payPromptedReaction(combatant, messageId, TAKE_OPENING, attack);
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
    able: (other: Combatant.Implementation) =>
      reactNow(other, TAKE_OPENING, promptTrigger(TAKE_OPENING, "probe"))?.ok === true,
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
