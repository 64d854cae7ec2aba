/**
 * Taking a disarmed item (rules page decision 152; seed 002, Disarm: "You try to force a target … to drop one item that
 * it is holding in their hand … You can take the dropped item if you have at least one free hand"). The taking is the
 * Disarm's own ("You can take"): no further AP, offered to the disarmer alone, on the turn of its Disarm.
 * - the GM's won Disarm (contest.ts) posts a prompt offering the disarmer's owner the dropped item (`offerDropped`);
 * - the owner takes it (`takeDropped:<message id>`, only from the GM's prompt still open on that turn, for the item it
 *   offered): the GM reads the item again from the disarmed creature's own items — still there, still a weapon, still
 *   not equipped (nobody picked it up) — closes the prompt, then moves it: a copy, held (equipped), onto the taker,
 *   and the dropped one off the disarmed creature. A replayed or repeated answer finds the prompt closed.
 * The free hand is the player's word, as for Grab and Climb (decision 101: Fray tracks no hands): the prompt's line
 * says it needs one.
 */
import { postReactionPrompt } from "../../../chat/reaction-prompt/post.ts";
import { PROMPT_FLAG, type ReactionPrompt } from "../../../chat/reaction-prompt/prompt.ts";
import { promptedSpend } from "../../../chat/reaction-prompt/prompted-spend.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import type { SpendRequest } from "../../../combat/room.ts";
import { I18N_ROOT, SYSTEM_ID } from "../../../constants.ts";
import { escapeText } from "../../../html/escape.ts";
import { momentumWeaponOf } from "../documents.ts";

export const TAKE_DROPPED = "takeDropped";
const KEY = `${I18N_ROOT}.Momentum.TakeDropped`;
const GONE: Refusal = { refused: `${I18N_ROOT}.Momentum.Refusal.droppedGone` };

/** The item a Disarm made its target drop. */
export interface DroppedItem {
  readonly id: string;
  readonly name: string;
}

/** GM: after `disarmer` made `disarmed` drop `item`, offer its owner the taking, for the rest of this turn. */
export async function offerDropped(
  disarmer: Combatant.Implementation,
  disarmed: Combatant.Implementation,
  item: DroppedItem,
): Promise<void> {
  const [combat, actor, target] = [disarmer.combat, disarmer.actor, disarmed.actor];
  if (!combat?.id || !disarmer.id || !disarmed.id || !actor || !target) return;
  const prompt: ReactionPrompt = {
    reaction: TAKE_DROPPED,
    label: `${KEY}.label`,
    combatId: combat.id,
    sourceId: disarmed.id,
    round: combat.round,
    turn: combat.turn,
    reactors: [{ combatantId: disarmer.id, attacks: [{ itemId: item.id, name: item.name }] }],
    act: true,
  };
  const text = game.i18n.format(`${KEY}.offered`, { actor: actor.name, target: target.name, item: item.name });
  await postReactionPrompt(prompt, text, actor);
}

/** The taker's answer from the prompt: the item moved to it; undefined for any other spend. */
export function takeDropped(
  taker: Combatant.Implementation,
  request: SpendRequest,
): Promise<Refusal | undefined> | undefined {
  const taken = promptedSpend(taker, request, [TAKE_DROPPED], () => true);
  if (taken === undefined) return undefined;
  if (isRefusal(taken)) return Promise.resolve(taken);
  return (async () => {
    // The item is the one the GM's prompt offered (the spend's own naming of it was checked against it).
    const itemId = taken.prompt.reactors.find((r) => r.combatantId === taker.id)?.attacks[0]?.itemId ?? "";
    const from = taker.combat?.combatants.get(taken.prompt.sourceId)?.actor;
    const item = from?.items.get(itemId);
    const weapon = item ? momentumWeaponOf(item) : undefined;
    const to = taker.actor;
    if (!from || !item || !weapon || weapon.data.equipped || !to) return GONE;
    // Closed before the item moves: the same answer, replayed, finds nothing to take.
    const closed: ReactionPrompt = { ...taken.prompt, reactors: [] };
    // A deleted message gives undefined, whatever the collection's typing says.
    const message = game.messages.get(taken.messageId) as ChatMessage.Implementation | undefined;
    await message?.update({ flags: { [SYSTEM_ID]: { [PROMPT_FLAG]: closed } } });
    const { _id: _dropped, ...source } = item.toObject();
    // Taken with a free hand: it is held, ready to attack with.
    const [held] = (await to.createEmbeddedDocuments("Item", [source])) ?? [];
    await held?.update({ system: { equipped: true } });
    await from.deleteEmbeddedDocuments("Item", [itemId]);
    const text = game.i18n.format(`${KEY}.taken`, { actor: to.name, item: item.name, target: from.name });
    await ChatMessage.create({
      content: `<p class="fray-action-line">${escapeText(text)}</p>`,
      speaker: ChatMessage.getSpeaker({ actor: to }),
    });
    return undefined;
  })();
}
