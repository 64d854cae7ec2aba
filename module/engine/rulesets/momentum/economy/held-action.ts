import type { Cost } from "../../../core/economy/spend.ts";
import type { MomentumActor } from "../creature.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { findMomentumAction, type MomentumActionId } from "../tables/actions.ts";
import { applyMark } from "./act.ts";
import { whyCannotMove, whyCannotSpendAP } from "./capability.ts";
import type { HeldAction, MomentumCombatantState } from "./combatant.ts";
import { pay, type Pair } from "./pay.ts";
import { effectiveBasicMovement } from "./pools.ts";
import { refuse, type MomentumOutcome } from "./refusal.ts";

/**
 * Held actions (seed 002): "To do this, a creature must spend the AP that the action would cost on their turn and
 * name a trigger. The action is not performed if the trigger does not happen until the creature's next turn. … they
 * will automatically shoot at any enemy that moves into range, no matter whose turn it is."
 * Fray: one held action at a time; it is lost at the holder's next turn start (economy/boundary.ts); taking it when
 * the trigger happens costs nothing more, but not while a status forbids acting (Stunned, Restrained, Downed).
 */
export interface HoldRequest {
  readonly action: MomentumActionId;
  readonly trigger: string;
  readonly round: number;
  readonly ownTurn: boolean;
  readonly abilityAP?: number;
  /** The consumable a held Use Item names (decision 126), the Ability a held Use Ability names (decision 155). */
  readonly item?: string;
  /** The ally a held Switch Places names (decision 154); ignored for any other action. */
  readonly ally?: string;
}

export function holdAction(
  pair: Pair,
  request: HoldRequest,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): MomentumOutcome<Pair> {
  const spec = findMomentumAction(request.action);
  if (!spec) return refuse(pair, { code: "unknownAction", message: `No action "${request.action}".` });
  if (pair.combatant.heldAction) {
    return refuse(pair, { code: "heldActionPending", message: "Already holding an action." });
  }
  if (!request.ownTurn) return refuse(pair, { code: "notYourTurn", message: "Actions are held on your turn." });
  const cost = spec.id === "useAbility" ? { ap: request.abilityAP ?? 0 } : spec.cost;
  const paid = pay(pair, { cost, ownTurn: true }, options);
  if (!paid.ok) return refuse(pair, paid.reason);
  const names = (action: MomentumActionId) => spec.id === action;
  const item = (names("useItem") || names("useAbility")) && request.item !== undefined ? { item: request.item } : {};
  const ally = names("switchPlaces") && request.ally !== undefined ? { ally: request.ally } : {};
  const held: HeldAction = {
    action: spec.id,
    trigger: request.trigger,
    ap: cost["ap"] ?? 0,
    round: request.round,
    ...item,
    ...ally,
  };
  return { ok: true, state: { ...paid.state, combatant: { ...paid.state.combatant, heldAction: held } } };
}

/**
 * What a triggered held action does at once, off the holder's own turn: the weapon attacks it allows and the metres
 * it moves are used now (the adapter resolves them), not stored for a later turn.
 */
export interface TriggeredAction {
  readonly action: MomentumActionId;
  readonly attacks: number;
  readonly movementM: number;
  /** The consumable a held Use Item named (the adapter uses one of it now, decision 126), or the held Ability. */
  readonly item?: string;
  /** The ally a held Switch Places named: the adapter asks it for its reaction now (decision 154). */
  readonly ally?: string;
}

/**
 * The trigger happened: the held action is performed now, whoever's turn it is. `firing` is what is paid only now: a
 * held Ability's WP, "part of using it" (rules page decision 155), refused when short (the hold kept) — the AP were
 * paid on the hold.
 */
export function triggerHeldAction(
  actor: MomentumActor,
  combatant: MomentumCombatantState,
  round: number,
  firing: Cost = {},
): MomentumOutcome<Pair & { readonly performed?: TriggeredAction }> {
  const held = combatant.heldAction;
  const unchanged = { actor, combatant };
  if (!held) return refuse(unchanged, { code: "noHeldAction", message: "No action is being held." });
  const blocked = whyCannotSpendAP(actor);
  if (blocked) return refuse(unchanged, blocked);
  const spec = findMomentumAction(held.action);
  if (!spec) return refuse(unchanged, { code: "unknownAction", message: `No action "${held.action}".` });
  if (spec.movementGain > 0) {
    const stuck = whyCannotMove(actor);
    if (stuck) return refuse(unchanged, stuck);
  }
  const paid = pay(unchanged, { cost: firing, ownTurn: false });
  if (!paid.ok) return refuse(unchanged, paid.reason);
  const done = applyMark({ actor: paid.state.actor, combatant: dropHeldAction(combatant) }, spec, round);
  const performed: TriggeredAction = {
    action: spec.id,
    attacks: spec.attacksGranted,
    movementM: spec.movementGain * effectiveBasicMovement(actor),
    ...(held.item === undefined ? {} : { item: held.item }),
    ...(held.ally === undefined ? {} : { ally: held.ally }),
  };
  return { ok: true, state: { ...done, performed } };
}

/** The held action is lost (its trigger did not happen before the holder's next turn). */
export function dropHeldAction(combatant: MomentumCombatantState): MomentumCombatantState {
  if (!combatant.heldAction) return combatant;
  const { heldAction: _lost, ...rest } = combatant;
  return rest;
}
