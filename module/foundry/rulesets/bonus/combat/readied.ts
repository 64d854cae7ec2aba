/**
 * Firing a readied action. Seed 000: "Ready. When you ready an action, you set a condition you are waiting for and
 * what you want to do when and if that conditions occurs before the beginning of your next turn. If that condition
 * occurs, you may use a reaction to respond to that event with the action you readied."
 *
 * The condition is the table's words, so the Readied combatant's owner (or the GM) says it occurred from the tracker,
 * naming the combatant whose act it was. The GM re-checks the reaction from the documents (Readied, not its own turn,
 * able, its Vigor) and posts a prompted reaction (chat/reaction-prompt/) offering the readied combatant its weapons
 * against that combatant; the owner's attack is the normal card, its spend `readied:<messageId>` the engine's
 * `takeReaction` ("readied": the world setting's Vigor, one reaction per prompt, Readied used up).
 */
import type { ControlSpec, SpendAttack } from "../../../combat/room.ts";
import { postReactionPrompt } from "../../../chat/reaction-prompt/post.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { bonusRefusal } from "./refusal.ts";
import { attacksOf, payPromptedReaction, promptTrigger, reactNow } from "./prompted-reaction.ts";

export const READIED = "readied";
const READIED_ACTION = /^readied:([A-Za-z0-9]{1,64})$/;

export const FIRE_READIED_CONTROL: ControlSpec = {
  id: "fireReadied",
  label: `${I18N_ROOT}.Bonus.Readied.fire`,
  who: "owner",
  takesChoice: true,
};

const NO_TRIGGER: Refusal = { refused: `${I18N_ROOT}.Bonus.Readied.noTrigger` };
const NO_ATTACK: Refusal = { refused: `${I18N_ROOT}.Bonus.Readied.noAttack` };

/** The prompt message a readied reaction's spend names, or undefined for any other action. */
export function readiedOf(action: string): string | undefined {
  return READIED_ACTION.exec(action)?.[1];
}

/**
 * GM: the spend of the readied action offered by the prompt `messageId` for `attack` (one the prompt offered: rules
 * page decision 80): its Vigor, its reaction, Readied ended.
 */
export function takeReadied(
  combatant: Combatant.Implementation,
  messageId: string,
  attack: SpendAttack | undefined,
): Promise<Refusal | undefined> {
  return payPromptedReaction(combatant, messageId, READIED, attack);
}

/**
 * GM: the readied combatant's condition occurred, set off by the combatant `triggerId` (another of its encounter).
 * Refused when the reaction could not be taken now; otherwise the prompt is posted.
 */
export async function fireReadied(
  combatant: Combatant.Implementation,
  triggerId: string,
): Promise<Refusal | undefined> {
  const combat = combatant.combat;
  const source = triggerId === combatant.id ? undefined : combat?.combatants.get(triggerId);
  const actor = combatant.actor;
  if (!combat || !source?.actor || !actor || combat.turn === null) return NO_TRIGGER;
  const able = reactNow(combatant, READIED, promptTrigger(READIED, "probe"));
  if (able && !able.ok) return bonusRefusal(able.reason);
  const attacks = attacksOf(actor);
  if (!able || !attacks.length) return NO_ATTACK;
  const text = foundryLocalizer().format(`${I18N_ROOT}.Bonus.Readied.occurred`, {
    name: actor.name,
    trigger: source.actor.name,
  });
  const prompt = {
    reaction: READIED,
    label: `${I18N_ROOT}.Bonus.Readied.label`,
    combatId: combat.id ?? "",
    sourceId: source.id ?? "",
    round: combat.round,
    turn: combat.turn,
    reactors: [{ combatantId: combatant.id ?? "", attacks }],
  };
  await postReactionPrompt(prompt, text, actor);
  return undefined;
}
