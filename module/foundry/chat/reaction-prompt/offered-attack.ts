/**
 * Is this attack one a prompt offers? A room whose prompted attack is planned differently from an ordinary one (its
 * reach read when the act opened it, not where the target stands now) asks here, from whichever client plans it, so
 * that the reaction's way of planning is only had with a GM's prompt still open offering it.
 *
 * GM side, the reaction's spend is tied to its attack the same way (`offeredAttackRefusal`): a prompt that is an
 * attack is paid only for one of the weapons it offered this reactor, still a weapon the actor has ready as the room
 * reads its documents, against the prompt's own target. A modified client cannot pay a cheap reaction for an attack
 * with any weapon against anyone.
 */
import type { Refusal } from "../../combat-room.ts";
import type { SpendAttack } from "../../combat/room.ts";
import { promptRefusal, trustedPrompt, type ReactionPrompt } from "./prompt.ts";

/**
 * The room's reading of its own documents: may `actor` attack with its item `item` now (a weapon it has equipped, or
 * any weapon of a creature that needs none equipped)?
 */
export type ArmedWith = (actor: Actor.Implementation, item: Item.Implementation) => boolean;

/**
 * Does an open prompt of the GM's offer `attacker` the reaction `reaction` with its item `itemId` against `target`
 * (the combatant whose act opened it) now?
 */
export function promptOffersAttack(
  reaction: string,
  attacker: Actor.Implementation,
  itemId: string,
  target: Actor.Implementation,
): boolean {
  return game.messages.contents.some((message) => {
    const prompt = trustedPrompt(message);
    const combat = prompt?.reaction === reaction ? game.combats.get(prompt.combatId) : undefined;
    if (!prompt || !combat || combat.combatants.get(prompt.sourceId)?.actor?.uuid !== target.uuid) return false;
    return prompt.reactors.some(
      (r) =>
        combat.combatants.get(r.combatantId)?.actor?.uuid === attacker.uuid &&
        r.attacks.some((a) => a.itemId === itemId),
    );
  });
}

/** The item is one the prompt offered `reactor`, against the prompt's own target; else why not. */
function notOffered(
  prompt: ReactionPrompt,
  reactor: Combatant.Implementation,
  attack: SpendAttack,
): Refusal | undefined {
  const offered = prompt.reactors.find((r) => r.combatantId === reactor.id)?.attacks ?? [];
  if (!offered.some((a) => a.itemId === attack.itemId)) return promptRefusal("weaponNotOffered");
  const target = reactor.combat?.combatants.get(prompt.sourceId)?.actor?.uuid;
  return target === attack.targetUuid ? undefined : promptRefusal("targetNotOffered");
}

/**
 * GM: may `reactor`, offered `prompt` (already checked open and offering it: `openPrompt`), pay it for `attack`? A
 * prompt that is an attack needs one: an item the prompt offered this reactor, which `armed` says the actor may attack
 * with now (read from its documents, not from the prompt), against the prompt's target. A prompt that is no attack
 * (`act`) is paid alone, or naming which of the things it offered the reactor it is done with (a spell among several),
 * against the prompt's target; the room reads that item from its own documents. Undefined: it may.
 */
export function offeredAttackRefusal(
  prompt: ReactionPrompt,
  reactor: Combatant.Implementation,
  attack: SpendAttack | undefined,
  armed: ArmedWith,
): Refusal | undefined {
  if (prompt.act === true) return attack && notOffered(prompt, reactor, attack);
  if (!attack) return promptRefusal("noAttack");
  const refusal = notOffered(prompt, reactor, attack);
  if (refusal) return refusal;
  const actor = reactor.actor;
  const item = actor?.items.get(attack.itemId);
  return actor && item && armed(actor, item) ? undefined : promptRefusal("notArmed");
}
