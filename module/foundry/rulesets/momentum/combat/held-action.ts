/**
 * Held actions, paid and fired (seed 002): "A creature can also decide to hold an action and trigger it under specific
 * circumstances. To do this, a creature must spend the AP that the action would cost on their turn and name a
 * trigger. The action is not performed if the trigger does not happen until the creature's next turn."
 * - Holding is a spend of the action with the `hold` option, on the holder's turn: the engine's `holdAction` pays its
 *   AP and stores it with the trigger the holder's owner named, read by the GM from the actor's own flag (the owner's
 *   words, written on its own document before the request; rules page decision 104).
 * - Firing is the GM's prompt (held-prompt.ts); taking it is the spend `heldAction:<messageId>`, checked against the
 *   prompt (the shared `promptedSpend`) and played by the engine's `triggerHeldAction`, which costs nothing more and takes the held
 *   action away: a second take of the same prompt finds none ("once per prompt").
 * - A held Use Item names its consumable (`useItem:<itemId>` held): firing it uses one, as the direct Use Item does
 *   (consume.ts), refused with the hold kept when the holder no longer has it (rules page decision 126).
 * - Lost at the holder's next turn start (the engine's boundary, combat/boundary.ts).
 */
import { holdAction, triggerHeldAction } from "../../../../engine/rulesets/momentum/economy/held-action.ts";
import type { Pair } from "../../../../engine/rulesets/momentum/economy/pay.ts";
import type { MomentumOutcome } from "../../../../engine/rulesets/momentum/economy/refusal.ts";
import type { MomentumActionId } from "../../../../engine/rulesets/momentum/tables/actions.ts";
import { promptedSpend } from "../../../chat/reaction-prompt/prompted-spend.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import type { SpendRequest } from "../../../combat/room.ts";
import { I18N_ROOT, SYSTEM_ID } from "../../../constants.ts";
import { momentumWeaponOf } from "../documents.ts";
import { momentumOptions } from "../rule-variants.ts";
import { heldConsumable, NO_SUCH_CONSUMABLE } from "./consume.ts";
import { heldActionOf, MAX_TRIGGER_LENGTH, TRIGGER_FLAG } from "./holdable.ts";
import { HOLD_OPTION, optionTaken } from "./options.ts";
import { consumableIdOf } from "./use-item.ts";

/** The prompted reaction that fires a held action, and its spend's prefix (`heldAction:<messageId>`). */
export const HELD_REACTION = "heldAction";

/** The trigger as the GM reads it from the actor: trimmed, at most `MAX_TRIGGER_LENGTH`; undefined when none. */
export function namedTrigger(actor: Actor.Implementation): string | undefined {
  // Read without trusting its shape: the owner may write any flag on its actor.
  const flags: unknown = actor.flags;
  const ours: unknown = typeof flags === "object" && flags !== null ? Reflect.get(flags, SYSTEM_ID) : undefined;
  const flag: unknown = typeof ours === "object" && ours !== null ? Reflect.get(ours, TRIGGER_FLAG) : undefined;
  const text = typeof flag === "string" ? flag.trim().slice(0, MAX_TRIGGER_LENGTH) : "";
  return text === "" ? undefined : text;
}

/**
 * A held Attack is made with a weapon the holder has equipped (held-prompt.ts offers those): the GM fires it only for
 * one it still has equipped, read from its documents (rules page decision 107).
 */
function heldWeapon(_actor: Actor.Implementation, item: Item.Implementation): boolean {
  return momentumWeaponOf(item)?.data.equipped === true;
}

/** What a hold or a held action's firing costs and how the engine plays it; undefined for any other spend. */
export interface HeldSpend {
  readonly outcome: MomentumOutcome<Pair>;
  /** A firing: what it performed, for the chat line. */
  readonly fired?: { readonly action: MomentumActionId; readonly movementM: number; readonly item?: string };
}

export function heldSpend(
  combatant: Combatant.Implementation,
  pair: Pair,
  request: SpendRequest,
  round: number,
  ownTurn: boolean,
): HeldSpend | Refusal | undefined {
  const taken = promptedSpend(combatant, request, [HELD_REACTION], heldWeapon);
  if (taken !== undefined) {
    if (isRefusal(taken)) return taken;
    const outcome = triggerHeldAction(pair.actor, pair.combatant, round);
    if (!outcome.ok) return { outcome };
    const { performed, ...state } = outcome.state;
    // A held Use Item uses the consumable it named: one the holder still has, read from its items now.
    const item = performed?.item;
    if (item !== undefined && !(combatant.actor && heldConsumable(combatant.actor, item))) return NO_SUCH_CONSUMABLE;
    const fired = performed
      ? { action: performed.action, movementM: performed.movementM, ...(item === undefined ? {} : { item }) }
      : undefined;
    return { outcome: { ok: true, state }, ...(fired ? { fired } : {}) };
  }
  if (optionTaken(request.options, HOLD_OPTION) === 0) return undefined;
  // A Use Item naming its consumable (`useItem:<itemId>`) holds Use Item for that item; spend.ts checked it is held.
  const action = heldActionOf(request.action);
  if (action === undefined) return { refused: `${I18N_ROOT}.Momentum.Refusal.notHoldable` };
  const item = consumableIdOf(request.action);
  const trigger = combatant.actor ? namedTrigger(combatant.actor) : undefined;
  if (trigger === undefined) return { refused: `${I18N_ROOT}.Momentum.Refusal.noTrigger` };
  const hold = { action, trigger, round, ownTurn, ...(item === undefined ? {} : { item }) };
  return { outcome: holdAction(pair, hold, momentumOptions()) };
}
