/**
 * Spending from a `momentum` combatant: every Basic and Advanced Action at its AP on its turn (the engine's
 * `takeAction`: alive and able, its turn, the free Interact/Switch Weapons, the whole cost now), the card's weapon
 * attack ("Attack | 2 | You can make one weapon attack. It does not have to be during the same action, but it has to
 * be on your turn": one of the attacks an Attack action granted, the action taken first when none is left), an
 * Ability at the AP and WP it states (`useAbility:<itemId>`, read from the actor's own item), and the GM's pool
 * adjustments. A shortfall names the pool; the GM may override it (the pools floored at 0, the action's effect as
 * taken). The WP an Ability paid is kept on the combatant for the card's Undo to give back once.
 */
import { takeAction, useAttack, applyActionEffect } from "../../../../engine/rulesets/momentum/economy/act.ts";
import type { Cost } from "../../../../engine/core/economy/spend.ts";
import { pay, type Pair } from "../../../../engine/rulesets/momentum/economy/pay.ts";
import { momentumStats } from "../../../../engine/rulesets/momentum/economy/pools.ts";
import type { MomentumOutcome } from "../../../../engine/rulesets/momentum/economy/refusal.ts";
import {
  AP_PER_TURN,
  findMomentumAction,
  MOMENTUM_ACTION_IDS,
  type MomentumActionId,
  type MomentumActionSpec,
} from "../../../../engine/rulesets/momentum/tables/actions.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import { isShortfall } from "../../../combat/gm-override.ts";
import { clampPool } from "../../../combat/pool-label.ts";
import type { SpendRequest } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { maneuverIdOf } from "../attack/maneuver.ts";
import { momentumActorView } from "../documents.ts";
import type { MomentumAbilitySource } from "../sources.ts";
import { momentumOptions } from "../rule-variants.ts";
import { abilityCost, abilityIdOf, USE_ABILITY, type AbilityCost } from "./ability-use.ts";
import { cinematicPaid, recordCinematic } from "./cinematic-record.ts";
import { heldConsumable, NO_SUCH_CONSUMABLE, useOne } from "./consume.ts";
import { heldSpend, type HeldSpend } from "./held-action.ts";
import { answerHeldSwitch } from "./held-switch.ts";
import { postHeldFired } from "./held-prompt.ts";
import { leanSpend } from "./lean.ts";
import { standUpSpend } from "./stand-up.ts";
import { answerSwitch, askToSwitch } from "./switch-places.ts";
import { takeDropped } from "./take-dropped.ts";
import { FREE_OPTION, HAND_FREE_OPTION, optionTaken } from "./options.ts";
import { offTable } from "./reactions.ts";
import { momentumRefusal } from "./refusal.ts";
import { abilityAct, revealBy } from "./reveal.ts";
import {
  fromMomentumState,
  momentumCombatantData,
  momentumEconomyActor,
  toMomentumState,
  type MomentumCombatantData,
} from "./state.ts";
import { isOwnTurn } from "./turn.ts";
import { consumableIdOf, USE_ITEM } from "./use-item.ts";

const REFUSAL = `${I18N_ROOT}.Momentum.Refusal`;
const NOT_MOMENTUM: Refusal = { refused: `${REFUSAL}.notMomentum` };
const UNKNOWN: Refusal = { refused: `${REFUSAL}.unknownAction` };
const NO_SUCH_ABILITY: Refusal = { refused: `${REFUSAL}.noSuchAbility` };

/**
 * The card's weapon attack (the room's `attackSpend`), paid from the Attack action; the sheet's "attack" is the
 * Attack action itself (2 AP, one weapon attack for the rest of the turn).
 */
export const WEAPON_ATTACK = "weaponAttack";

/** The card's weapon attack, alone or with a Maneuver added (`weaponManeuver:<itemId>`, attack/maneuver.ts). */
const isWeaponAttack = (action: string): boolean => action === WEAPON_ATTACK || maneuverIdOf(action) !== undefined;

function actionOf(id: string): MomentumActionId | undefined {
  if (isWeaponAttack(id)) return "attack";
  if (abilityIdOf(id) !== undefined) return USE_ABILITY;
  if (consumableIdOf(id) !== undefined) return USE_ITEM;
  return MOMENTUM_ACTION_IDS.find((known) => known === id);
}

interface Spending {
  readonly combatant: Combatant.Implementation;
  readonly data: MomentumCombatantData;
  readonly pair: Pair;
  readonly round: number;
  readonly ownTurn: boolean;
  /**
   * The Ability a Use Ability names, or the Maneuver a weapon attack adds, with its cost as the actor's own item
   * states it.
   */
  readonly ability?: { readonly id: string; readonly cost: AbilityCost; readonly data: MomentumAbilitySource };
}

/**
 * The engine's answer for this request: the action taken (and, for the card, its weapon attack made); a Maneuver
 * added to the weapon attack is paid with it, its AP and WP as it states them, all or nothing (decision 147).
 */
function taken(s: Spending, action: MomentumActionId, request: SpendRequest): MomentumOutcome<Pair> {
  const attack = actionTaken(s, action, request);
  if (!attack.ok || !s.ability || maneuverIdOf(request.action) === undefined) return attack;
  const paid = pay(attack.state, { cost: { ...s.ability.cost }, ownTurn: s.ownTurn }, momentumOptions());
  return paid.ok ? paid : { ...paid, state: s.pair };
}

function actionTaken(s: Spending, action: MomentumActionId, request: SpendRequest): MomentumOutcome<Pair> {
  const { pair, round, ownTurn } = s;
  if (isWeaponAttack(request.action) && (pair.combatant.economy.pools["attacks"] ?? 0) > 0) {
    const used = useAttack(pair.combatant, ownTurn);
    return used.ok ? { ok: true, state: { ...pair, combatant: used.state } } : { ...used, state: pair };
  }
  const free = optionTaken(request.options, FREE_OPTION) > 0;
  const handFree = optionTaken(request.options, HAND_FREE_OPTION) > 0;
  const cost = action === USE_ABILITY ? s.ability?.cost : undefined;
  const outcome = takeAction(
    pair.actor,
    pair.combatant,
    {
      action,
      round,
      ownTurn,
      ...(free ? { free } : {}),
      ...(handFree ? { handFree } : {}),
      ...(cost ? { abilityAP: cost.ap, abilityWP: cost.wp } : {}),
    },
    momentumOptions(),
  );
  if (!outcome.ok || !isWeaponAttack(request.action)) return outcome;
  const used = useAttack(outcome.state.combatant, ownTurn);
  return used.ok ? { ok: true, state: { ...outcome.state, combatant: used.state } } : { ...used, state: pair };
}

/**
 * GM override of a shortfall: the cost comes off what the pools hold (never below 0) and an action of the table takes
 * its effect (Sprint's movement, the card's weapon attack used).
 */
function overridden(s: Spending, cost: Cost, spec: MomentumActionSpec | undefined, request: SpendRequest): Pair {
  const c = s.pair.combatant;
  const left = (pool: string) => Math.max(0, (c.economy.pools[pool] ?? 0) - (cost[pool] ?? 0));
  const creature = s.pair.actor.creature;
  const wp = creature.wp === undefined ? {} : { wp: Math.max(0, creature.wp - (cost["wp"] ?? 0)) };
  const paid: Pair = {
    actor: {
      ...s.pair.actor,
      creature: {
        ...creature,
        narrativeMomentum: Math.max(0, creature.narrativeMomentum - (cost["nm"] ?? 0)),
        ...wp,
      },
    },
    combatant: {
      ...c,
      economy: { ...c.economy, pools: { ...c.economy.pools, ap: left("ap"), rp: left("rp") } },
      apSpentThisTurn: c.apSpentThisTurn + (cost["ap"] ?? 0),
      rpSpentThisRound: c.rpSpentThisRound + (cost["rp"] ?? 0),
    },
  };
  if (!spec) return paid;
  const done = applyActionEffect(paid, spec, s.round);
  if (!isWeaponAttack(request.action)) return done;
  const attacks = Math.max(0, (done.combatant.economy.pools["attacks"] ?? 0) - 1);
  const economy = { ...done.combatant.economy, pools: { ...done.combatant.economy.pools, attacks } };
  return { ...done, combatant: { ...done.combatant, economy } };
}

/** The table's cost of an action (an Ability's: the AP and WP it states; a weapon attack's plus its Maneuver's). */
function tableCost(s: Spending, spec: MomentumActionSpec): Cost {
  if (!s.ability) return spec.cost;
  if (spec.id === USE_ABILITY) return { ...s.ability.cost };
  return {
    ...spec.cost,
    ap: (spec.cost["ap"] ?? 0) + s.ability.cost.ap,
    wp: (spec.cost["wp"] ?? 0) + s.ability.cost.wp,
  };
}

/** The WP paid and by which Ability, for Undo: only a Use Ability that took WP replaces what was kept. */
function wpPaid(s: Spending, before: Pair, after: Pair): Record<string, unknown> {
  const paid = (before.actor.creature.wp ?? 0) - (after.actor.creature.wp ?? 0);
  return s.ability && paid > 0 ? { wpPaid: { item: s.ability.id, wp: paid } } : {};
}

/** Writes what the engine returned: the combatant, the conditions the action marks, Narrative Momentum and WP spent. */
async function write(s: Spending, after: Pair): Promise<void> {
  await s.combatant.update({ system: { ...fromMomentumState(after.combatant), ...wpPaid(s, s.pair, after) } });
  const actor = s.combatant.actor;
  if (!actor) return;
  // Defend, Taking Cover and Command last "until your next turn": the engine's mark, stamped with its expiry.
  await applyConditionChanges(actor, s.pair.actor.conditions, after.actor.conditions);
  const before = s.pair.actor.creature;
  const { narrativeMomentum: nm, wp } = after.actor.creature;
  // A plain record, as every room's actor update: the registry types only the rooms it lists.
  const system: Record<string, unknown> = {
    ...(nm === before.narrativeMomentum ? {} : { narrativeMomentum: nm }),
    ...(wp === before.wp || wp === undefined ? {} : { wp: { value: wp } }),
  };
  if (Object.keys(system).length) await actor.update({ system });
}

/**
 * The Ability a Use Ability names, or the Maneuver a weapon attack adds (which must be one), read from the actor's own
 * items (the GM re-derives its cost from them).
 */
function namedAbility(combatant: Combatant.Implementation, request: SpendRequest): Spending["ability"] | null {
  const maneuverId = maneuverIdOf(request.action);
  const id = abilityIdOf(request.action) ?? maneuverId;
  if (id === undefined) return undefined;
  const view = combatant.actor ? momentumActorView(combatant.actor) : undefined;
  const ability = view?.gear.abilities.find((a) => a.id === id && (maneuverId === undefined || a.data.maneuver));
  return ability ? { id, cost: abilityCost(ability), data: ability.data } : null;
}

/** A spend, and the Cinematic it paid kept for its Skill Check (cinematic-record.ts). */
export async function spendMomentum(
  combatant: Combatant.Implementation,
  request: SpendRequest,
): Promise<Refusal | undefined> {
  const cinematic = cinematicPaid(combatant, request);
  if (cinematic && isRefusal(cinematic)) return cinematic;
  const refused = await payMomentum(combatant, request);
  if (!refused && cinematic) await recordCinematic(combatant, cinematic);
  return refused;
}

async function payMomentum(combatant: Combatant.Implementation, request: SpendRequest): Promise<Refusal | undefined> {
  const data = momentumCombatantData(combatant);
  const round = combatant.combat?.round ?? 0;
  const actor = momentumEconomyActor(combatant, round);
  if (!data || !actor || combatant.id === null) return NOT_MOMENTUM;
  // Switch Places: the mover's ask and the ally's answer from the prompt (switch-places.ts, decision 139), or from a
  // held switch's (held-switch.ts, decision 154).
  const switching =
    askToSwitch(combatant, request) ?? answerSwitch(combatant, request) ?? answerHeldSwitch(combatant, request);
  if (switching) return switching;
  // Taking a disarmed item: the Disarm's own, paid with it (take-dropped.ts, decision 152).
  const taking = takeDropped(combatant, request);
  if (taking) return taking;
  const ability = namedAbility(combatant, request);
  if (ability === null) return NO_SUCH_ABILITY;
  // The consumable a Use Item names, read from the actor's own items before anything is paid.
  const consumable = consumableIdOf(request.action);
  if (consumable !== undefined && !(combatant.actor && heldConsumable(combatant.actor, consumable))) {
    return NO_SUCH_CONSUMABLE;
  }
  const s: Spending = {
    combatant,
    data,
    pair: { actor, combatant: toMomentumState(combatant.id, data) },
    round,
    ownTurn: isOwnTurn(combatant),
    ...(ability ? { ability } : {}),
  };
  const held = heldSpend(combatant, s.pair, request, round, s.ownTurn);
  if (held) return isRefusal(held) ? held : settleHeld(s, held);
  // Standing up costs metres, not AP: no override pays those (the GM ends Prone by hand).
  const stood = standUpSpend(request.action, s.pair, s.ownTurn);
  if (stood) return settle(s, { action: request.action }, stood, {});
  // Leaning costs nothing, so there is no shortfall to override (decision 125).
  const leant = leanSpend(combatant, request.action, s.pair, s.ownTurn);
  if (leant) return isRefusal(leant) ? leant : settle(s, { action: request.action }, leant, {});
  const off = offTable(request, s.ownTurn);
  if (off) return settle(s, request, off.pay(s.pair, momentumOptions()), off.cost);
  const action = actionOf(request.action);
  const spec = action ? findMomentumAction(action) : undefined;
  // Use Ability is always an Ability's: the bare action names none, so no cost could be read.
  if (!action || !spec || (action === USE_ABILITY && !ability)) return UNKNOWN;
  const refused = await settle(s, request, taken(s, action, request), tableCost(s, spec), spec);
  // Paid (or the GM's override): one of the consumable is used, once for this spend.
  if (!refused && consumable !== undefined && combatant.actor) await useOne(combatant.actor, consumable);
  // The card's weapon attack, or an Ability that attacks or deals damage, gives a hidden creature away (reveal.ts).
  if (!refused && isWeaponAttack(request.action)) await revealBy(combatant, { kind: "weaponAttack" });
  else if (!refused && action === USE_ABILITY && s.ability) await revealBy(combatant, abilityAct(s.ability.data));
  return refused;
}

/** Writes what was paid; a refusal stands, but a GM's override of a shortfall pays what the pools hold. */
async function settle(
  s: Spending,
  request: SpendRequest,
  outcome: MomentumOutcome<Pair>,
  cost: Cost,
  spec?: MomentumActionSpec,
): Promise<Refusal | undefined> {
  if (outcome.ok) {
    await write(s, outcome.state);
    return undefined;
  }
  const refusal = momentumRefusal(outcome.reason);
  if (!request.override || !isShortfall(refusal)) return refusal;
  await write(s, overridden(s, cost, spec, request));
  return undefined;
}

/**
 * A hold or a held action fired: written as the engine says, or refused. A shortfall is not overridden here (the GM
 * adds AP on the tracker): the hold stores what the engine paid for, and a firing costs nothing.
 */
async function settleHeld(s: Spending, held: HeldSpend): Promise<Refusal | undefined> {
  if (!held.outcome.ok) return momentumRefusal(held.outcome.reason);
  const item = held.fired?.item;
  // A held Ability fired paid its WP now: kept for its card's Undo, as a direct Use Ability's (decision 155).
  const fired = held.fired?.ability;
  const ability =
    item !== undefined && fired ? { id: item, cost: { ap: 0, wp: fired.wp }, data: fired.data } : undefined;
  await write({ ...s, ...(ability ? { ability } : {}) }, held.outcome.state);
  // It gives a hidden holder away as the same Ability used directly does (reveal.ts, decision 158).
  if (ability) await revealBy(s.combatant, abilityAct(ability.data));
  // A held Use Item fired uses one of the consumable it named, as the direct Use Item does (decision 126).
  if (held.fired?.action === USE_ITEM && item !== undefined && s.combatant.actor) await useOne(s.combatant.actor, item);
  if (held.fired) await postHeldFired(s.combatant, held.fired.action, held.fired.movementM);
  return undefined;
}

/** GM: move `ap` or `rp` within 0 … the most the pool holds (3 AP a turn; 2 RP a round, Shocked one fewer). */
export async function adjustMomentumPool(
  combatant: Combatant.Implementation,
  poolId: string,
  delta: number,
): Promise<Refusal | undefined> {
  const data = momentumCombatantData(combatant);
  const actor = momentumEconomyActor(combatant, combatant.combat?.round ?? 0);
  if (!data || !actor) return NOT_MOMENTUM;
  if (poolId === "ap") {
    await combatant.update({ system: { ap: clampPool(data.ap, delta, AP_PER_TURN) } });
    return undefined;
  }
  if (poolId === "rp") {
    await combatant.update({ system: { rp: clampPool(data.rp, delta, rpMax(actor)) } });
    return undefined;
  }
  return { refused: `${I18N_ROOT}.Combat.unknownPool` };
}

/** The RP a round gives this creature now. */
export function rpMax(actor: Pair["actor"]): number {
  return momentumStats(actor)["rpThisRound"] ?? 0;
}
