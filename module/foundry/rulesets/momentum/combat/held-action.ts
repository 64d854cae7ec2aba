/**
 * Held actions, paid and fired (seed 002): "A creature can also decide to hold an action and trigger it under specific
 * circumstances. To do this, a creature must spend the AP that the action would cost on their turn and name a
 * trigger. The action is not performed if the trigger does not happen until the creature's next turn."
 * - Holding is a spend of the action with the `hold` option, on the holder's turn: the engine's `holdAction` pays its
 *   AP and stores it with the trigger the holder's owner named, read by the GM from the actor's own flag (the owner's
 *   words, written on its own document before the request; rules page decision 104).
 * - Firing is the GM's prompt (held-prompt.ts); taking it is the spend `heldAction:<messageId>`, checked against the
 *   prompt (the shared `promptedSpend`) and played by the engine's `triggerHeldAction`, which costs nothing more
 *   (but a held Ability's WP) and takes the held action away: a second take of the same prompt finds none ("once per prompt").
 * - A held Use Item names its consumable (`useItem:<itemId>` held): firing it uses one, as the direct Use Item does
 *   (consume.ts), refused with the hold kept when the holder no longer has it (rules page decision 126).
 * - A held Ability names its item (`useAbility:<itemId>` held): its AP as the item states them on the hold, its WP
 *   when it fires, read from the item then (held-ability.ts, decision 155).
 * - A held Switch Places names its ally (`switchPlaces:<combatant id>` held), checked here and asked when it fires
 *   (held-switch.ts, decision 154).
 * - Lost at the holder's next turn start (the engine's boundary, combat/boundary.ts).
 */
import type { MomentumAbilitySource } from "../sources.ts";
import { holdAction, triggerHeldAction } from "../../../../engine/rulesets/momentum/economy/held-action.ts";
import type { Pair } from "../../../../engine/rulesets/momentum/economy/pay.ts";
import type { HeldAction } from "../../../../engine/rulesets/momentum/economy/combatant.ts";
import type { MomentumOutcome } from "../../../../engine/rulesets/momentum/economy/refusal.ts";
import type { MomentumActionId } from "../../../../engine/rulesets/momentum/tables/actions.ts";
import { promptedSpend } from "../../../chat/reaction-prompt/prompted-spend.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import type { SpendRequest } from "../../../combat/room.ts";
import { I18N_ROOT, SYSTEM_ID } from "../../../constants.ts";
import { momentumWeaponOf } from "../documents.ts";
import { momentumOptions } from "../rule-variants.ts";
import { abilityIdOf, USE_ABILITY } from "./ability-use.ts";
import { heldConsumable, NO_SUCH_CONSUMABLE } from "./consume.ts";
import { heldAbility, isHeldAbility, NO_HELD_ABILITY } from "./held-ability.ts";
import { heldSwitchAlly } from "./held-switch.ts";
import { heldActionOf, MAX_TRIGGER_LENGTH, TRIGGER_FLAG } from "./holdable.ts";
import { HOLD_OPTION, optionTaken } from "./options.ts";
import { consumableIdOf, USE_ITEM } from "./use-item.ts";

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
 * one it still has equipped, read from its documents (rules page decision 107); a held Ability only with that Ability,
 * still the holder's own (decision 155).
 */
function heldArmed(held: HeldAction | undefined) {
  return (actor: Actor.Implementation, item: Item.Implementation): boolean =>
    held?.action === USE_ABILITY
      ? isHeldAbility(actor, item, held.item ?? "")
      : momentumWeaponOf(item)?.data.equipped === true;
}

/** What a hold or a held action's firing costs and how the engine plays it; undefined for any other spend. */
export interface HeldSpend {
  readonly outcome: MomentumOutcome<Pair>;
  /** A firing: what it performed, for the chat line; a held Ability's WP paid now, for the card's Undo. */
  readonly fired?: {
    readonly action: MomentumActionId;
    readonly movementM: number;
    readonly item?: string;
    /** A held Ability fired: the WP it paid now and the Ability as its item states it then. */
    readonly ability?: { readonly wp: number; readonly data: MomentumAbilitySource };
  };
}

export function heldSpend(
  combatant: Combatant.Implementation,
  pair: Pair,
  request: SpendRequest,
  round: number,
  ownTurn: boolean,
): HeldSpend | Refusal | undefined {
  const held = pair.combatant.heldAction;
  const taken = promptedSpend(combatant, request, [HELD_REACTION], heldArmed(held));
  if (taken !== undefined) return isRefusal(taken) ? taken : fire(combatant, pair, round);
  if (optionTaken(request.options, HOLD_OPTION) === 0) return undefined;
  return hold(combatant, pair, request, round, ownTurn);
}

/** The prompt taken: the engine plays the held action, paying only a held Ability's WP, read from its item now. */
function fire(combatant: Combatant.Implementation, pair: Pair, round: number): HeldSpend | Refusal {
  const held = pair.combatant.heldAction;
  const actor = combatant.actor;
  const ability = held?.action === USE_ABILITY && actor ? heldAbility(actor, held.item ?? "") : undefined;
  if (held?.action === USE_ABILITY && !ability) return NO_HELD_ABILITY;
  const wp = ability?.data.wp ?? 0;
  const outcome = triggerHeldAction(pair.actor, pair.combatant, round, wp > 0 ? { wp } : {});
  if (!outcome.ok) return { outcome };
  const { performed, ...state } = outcome.state;
  // A held Use Item uses the consumable it named: one the holder still has, read from its items now.
  const item = performed?.item;
  if (performed?.action === USE_ITEM && item !== undefined && !(actor && heldConsumable(actor, item))) {
    return NO_SUCH_CONSUMABLE;
  }
  const fired = performed
    ? {
        action: performed.action,
        movementM: performed.movementM,
        ...(item === undefined ? {} : { item }),
        ...(ability ? { ability: { wp, data: ability.data } } : {}),
      }
    : undefined;
  return { outcome: { ok: true, state }, ...(fired ? { fired } : {}) };
}

/** The hold: its action (with the Ability's AP, the consumable or the ally it names) paid by the engine's `holdAction`. */
function hold(
  combatant: Combatant.Implementation,
  pair: Pair,
  request: SpendRequest,
  round: number,
  ownTurn: boolean,
): HeldSpend | Refusal {
  const action = heldActionOf(request.action);
  if (action === undefined) return { refused: `${I18N_ROOT}.Momentum.Refusal.notHoldable` };
  const actor = combatant.actor;
  const abilityId = abilityIdOf(request.action);
  const ability = abilityId !== undefined && actor ? heldAbility(actor, abilityId) : undefined;
  if (abilityId !== undefined && !ability) return NO_HELD_ABILITY;
  const ally = heldSwitchAlly(combatant, request.action);
  if (typeof ally === "object") return ally;
  const trigger = actor ? namedTrigger(actor) : undefined;
  if (trigger === undefined) return { refused: `${I18N_ROOT}.Momentum.Refusal.noTrigger` };
  const item = consumableIdOf(request.action) ?? abilityId;
  const named = {
    ...(item === undefined ? {} : { item }),
    ...(ability ? { abilityAP: ability.data.ap } : {}),
    ...(ally === undefined ? {} : { ally }),
  };
  return { outcome: holdAction(pair, { action, trigger, round, ownTurn, ...named }, momentumOptions()) };
}
