/**
 * Spending AP from a `wounds` combatant (seed 004): "Whenever you move or perform an action or reaction, you must spend
 * AP equal to the action's AP cost." The engine decides everything (`takeAction`, `takeReaction`): an action costing
 * more than the AP left is declared and paid over the following turns ("declare the action, spend all your current
 * AP, and continue …"), any other spend cancels an act in progress, an action on another's turn is an interrupt
 * (higher initiative, −2 initiative, paid in full), a reaction is paid in full and refused at initiative 0. The room
 * writes what the engine returns and says in chat what the table must know (an act declared, one cancelled).
 */
import { castReadiedSpell, castSpell, type SpellCost } from "../../../../engine/rulesets/wounds/actions/cast.ts";
import { takeAction, type TurnContext } from "../../../../engine/rulesets/wounds/economy/act.ts";
import {
  actionSpec,
  WOUNDS_ACTION_IDS,
  type WoundsActionId,
} from "../../../../engine/rulesets/wounds/economy/actions.ts";
import { apOf, withAp, type WoundsCombatantState } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { takeReaction } from "../../../../engine/rulesets/wounds/economy/reactions.ts";
import { readiedKey, takeReadied, type ReadiedChoice } from "../../../../engine/rulesets/wounds/economy/readied.ts";
import type { WoundsOutcome } from "../../../../engine/rulesets/wounds/economy/refusal.ts";
import type { CostModifier } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { UNDERWATER_COST } from "../../../../engine/rulesets/wounds/special/underwater.ts";
import type { WoundsActor } from "../../../../engine/rulesets/wounds/status.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { isShortfall } from "../../../combat/gm-override.ts";
import type { SpendOptionSpec, SpendRequest } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { woundsOptions } from "../rule-variants.ts";
import { vitalsUpdate, woundsEconomyActor, woundsStateOf, writeWoundsState } from "./actor.ts";
import { scoresOf, seizeInitiative, shiftInitiatives } from "./initiative.ts";
import { actionName } from "./action-name.ts";
import { actorActItems } from "./actor-act-items.ts";
import { interruptDeclaredAttack } from "./interrupt-declared.ts";
import { postItemAct } from "./item-act-chat.ts";
import { postSpellCast } from "./spell-cast-chat.ts";
import { askedReadied, askedReady, READIED, READY } from "./readied.ts";
import { ownsChoice } from "./readied-weapon.ts";
import { itemAct, NAMED_ACTS, type ItemAct } from "./item-acts.ts";
import { cling, CLING } from "./cling.ts";
import { harass, HARRY } from "./harry.ts";
import { askedPosture, CHANGE_POSTURE, withPosture } from "./posture.ts";
import { askedCast, castOffItsCard } from "./cast.ts";
import { CAST_SPELL } from "./cast-action.ts";
import { promptedReaction, type PromptedReaction } from "./prompted.ts";
import { woundsRefusal } from "./refusal.ts";
import { sharesActingTurn } from "../mounted/shared-turn.ts";
import { endCalming } from "../mounted/calming.ts";

const KEY = `${I18N_ROOT}.Wounds.Act`;

/**
 * A melee attack made underwater: "When you make a melee attack, you must pay an extra 2 AP" (the roll dialog's
 * Underwater row, set by the attack flow's spend; decision 153).
 */
export const UNDERWATER_SPEND: SpendOptionSpec = { id: "underwater", max: 1 };

function costModifiers(request: SpendRequest): readonly CostModifier[] {
  return (request.options?.[UNDERWATER_SPEND.id] ?? 0) > 0 ? [UNDERWATER_COST] : [];
}
const NOT_WOUNDS: Refusal = { refused: `${I18N_ROOT}.Wounds.Refusal.notWounds` };
const UNKNOWN: Refusal = { refused: `${I18N_ROOT}.Wounds.Refusal.unknownAction` };

/** What one spend did, whichever engine step took it. */
interface Taken {
  readonly actor: WoundsActor;
  readonly combatant: WoundsCombatantState;
  readonly completed: boolean;
  readonly canceled?: string;
  readonly initiativeDelta: number;
}

/** What a spend names beyond its action (each read from the actor's own items by the GM). */
interface SpendNaming {
  /** Cast a Spell: the spell's own AP, mana and stamina (cast.ts). */
  readonly spell?: SpellCost;
  /** A container, a listed use or an owned item's cost, and its stamina (item-acts.ts). */
  readonly named?: ItemAct;
  /** The action taken as the readied reaction (readied.ts). */
  readonly readied?: ReadiedChoice;
}

function woundsActionId(action: string): WoundsActionId | undefined {
  return WOUNDS_ACTION_IDS.find((id) => id === action);
}

/**
 * Own turn (a rider's and its mount's shared one included, decision 200), or another's: an interrupt judged against
 * the acting combatant's score.
 */
export function turnContext(combatant: Combatant.Implementation): TurnContext {
  const combat = combatant.combat;
  const active = combat?.combatant?.id;
  if (!combat || !active || sharesActingTurn(combatant)) return { kind: "own" };
  return { kind: "offTurn", scores: scoresOf(combat), active };
}

/**
 * A reaction taken outside a card answers the turn in progress: "You can only take a single reaction in response to
 * a specific trigger" is counted per reaction and per turn (docs/rules/wounds.md decision 77). A prompted one answers
 * its prompt (prompted.ts).
 */
function reactionTrigger(combatant: Combatant.Implementation, action: WoundsActionId): string {
  const combat = combatant.combat;
  return `${action}:${combat?.round ?? 0}:${combat?.combatant?.id ?? ""}`;
}

function take(
  combatant: Combatant.Implementation,
  actor: WoundsActor,
  state: WoundsCombatantState,
  action: WoundsActionId,
  prompted: PromptedReaction | undefined,
  /** The trigger a card's step names (Interpose answers its row); absent: the prompt's, else the turn's. */
  stepTrigger?: string,
  modifiers: readonly CostModifier[] = [],
  aim?: string,
  /** What the spend names beyond its action: the spell cast, the object or ability handled, the readied action. */
  what: SpendNaming = {},
): WoundsOutcome<Taken> {
  const { spell, named, readied } = what;
  const options = woundsOptions();
  const round = combatant.combat?.round ?? 0;
  if (actionSpec(action).kind === "reaction") {
    const scores = combatant.combat ? scoresOf(combatant.combat) : {};
    const trigger = prompted?.trigger ?? stepTrigger ?? reactionTrigger(combatant, action);
    // A prompted reaction's target is the combatant whose act opened it (Harry: "once per round per target").
    const target = prompted ? { target: prompted.sourceId } : {};
    const asked = { trigger, scores, round, costModifiers: modifiers };
    const reacted = !readied
      ? takeReaction(actor, state, { reaction: action, trigger, scores, ...target }, options)
      : spell
        ? castReadiedSpell(actor, state, spell, asked, options)
        : takeReadied(actor, state, { ...readied, ...asked }, options);
    const taken: Taken = { ...reacted.state, completed: true, initiativeDelta: 0 };
    return reacted.ok ? { ok: true, state: taken } : { ok: false, state: taken, reason: reacted.reason };
  }
  const request = {
    round,
    turn: turnContext(combatant),
    costModifiers: modifiers,
    ...(aim === undefined ? {} : { aim }),
  };
  const acted = spell
    ? castSpell(actor, state, spell, request, options)
    : takeAction(
        actor,
        state,
        { ...request, action, ...(named ? { baseCost: named.cost.baseCost, stamina: named.cost.stamina } : {}) },
        options,
      );
  return acted.ok ? { ok: true, state: acted.state } : { ok: false, state: acted.state, reason: acted.reason };
}

/** Chat lines for what the table must know: an act paid over turns declared, one cancelled by this spend. */
async function announce(combatant: Combatant.Implementation, action: WoundsActionId, taken: Taken): Promise<void> {
  const name = combatant.name ?? "";
  const lines = [];
  if (taken.canceled !== undefined) {
    lines.push({ name, text: game.i18n.format(`${KEY}.canceled`, { act: actionName(taken.canceled) }) });
  }
  const pending = taken.combatant.economy.pending;
  if (!taken.completed && pending) {
    const text = game.i18n.format(`${KEY}.declared`, { act: actionName(action), remaining: String(pending.remaining) });
    lines.push({ name, text });
  }
  await postSummary(game.i18n.localize(`${KEY}.title`), lines);
}

/**
 * Writes what a spend did: the combatant, the actor's conditions and vitals, the interrupt's −2, the act's effect; an
 * act naming an object, an ability or a spell that is no attack says so in chat with its text.
 */
async function write(
  combatant: Combatant.Implementation,
  before: WoundsActor,
  action: WoundsActionId,
  taken: Taken,
  { named, spell }: SpendNaming = {},
): Promise<void> {
  await writeWoundsState(combatant, taken.combatant);
  // "a +1 bonus for each consecutive action spent to calm the mount": another action ends the run (decision 205).
  await endCalming(combatant, action);
  const document = combatant.actor;
  if (document) {
    await applyConditionChanges(document, before.conditions, taken.actor.conditions);
    if (taken.actor.creature !== before.creature) await document.update({ system: vitalsUpdate(taken.actor.creature) });
  }
  if (taken.initiativeDelta !== 0 && combatant.combat && combatant.id !== null) {
    // Before the −2 re-sorts the turn order: the declared act is the acting creature's, read while it still acts.
    await interruptDeclaredAttack(combatant);
    await shiftInitiatives(combatant.combat, [{ id: combatant.id, delta: taken.initiativeDelta, cause: "interrupt" }]);
  }
  await announce(combatant, action, taken);
  const creatures = { before: before.creature, after: taken.actor.creature };
  if (named) await postItemAct(combatant, named, taken.completed, creatures);
  if (spell) await postSpellCast(combatant, spell, taken.completed, creatures);
  if (taken.completed && action === "seizeInitiative") await seizeInitiative(combatant);
}

/**
 * What a prompted reaction that is no attack does once paid: Harry harasses the prompt's attacker, Cling rolls its
 * Power check.
 */
async function promptedEffect(
  combatant: Combatant.Implementation,
  prompted: PromptedReaction | undefined,
): Promise<void> {
  const combat = combatant.combat;
  if (prompted?.reaction === HARRY && combat) await harass(combat, prompted.sourceId);
  if (prompted?.reaction === CLING) await cling(combatant);
}

/**
 * Spend `request` from `combatant`; `aim` (a healing act's patient and choice, healing/take-heal.ts) is kept with an act
 * paid over turns and given back at the boundary it completes (combat/boundary.ts). `quickened`: the cost change the
 * GM's own call gives (an act performed more quickly, checks/take-quickly.ts); never read from a relayed request.
 */
export async function spendWounds(
  combatant: Combatant.Implementation,
  request: SpendRequest,
  aim?: string,
  quickened: readonly CostModifier[] = [],
): Promise<Refusal | undefined> {
  const state = woundsStateOf(combatant);
  const actor = woundsEconomyActor(combatant);
  if (!state || !actor) return NOT_WOUNDS;
  // A prompted reaction (`rebuff:<messageId>`) is taken only from the GM's open prompt offering it to this combatant.
  const prompted = promptedReaction(combatant, request);
  if (prompted && isRefusal(prompted)) return prompted;
  // Ready names the action it readies, a readied action the one it takes (`ready:defend`, `readied:defend`; an
  // attack with its weapon, a spell with itself, read again from the actor's own items: readied.ts, decisions 182,
  // 211–212, 230).
  const ready = askedReady(request.action);
  const readied = askedReadied(request.action);
  const choice = ready ?? readied;
  if (choice && !ownsChoice(combatant.actor, choice)) return UNKNOWN;
  // Cast a Spell names the spell it casts (`castSpell:<itemId>`, readied `readied:castSpell:<itemId>`; cast.ts).
  const casting = readied?.action === CAST_SPELL ? readiedKey(readied) : request.action;
  const spell = askedCast(combatant.actor, casting);
  if (spell && isRefusal(spell)) return spell;
  // An attack spell is cast only by the spend paying its card (decision 242): a plain or forged one is refused.
  const offCard = castOffItsCard(combatant.actor, casting, request.cardItemId);
  if (offCard) return offCard;
  // Change Posture names the posture it changes to (`changePosture:prone`; posture.ts, decision 164), readied too
  // (`readied:changePosture:prone`, decision 230).
  const posture = askedPosture(request.action) ?? readied?.posture;
  // An object's or ability's act names what it handles; its cost is re-read from the actor's items (item-acts.ts).
  const named = itemAct(request.action, actorActItems(combatant.actor));
  const action = readied
    ? READIED
    : posture
      ? CHANGE_POSTURE
      : spell
        ? CAST_SPELL
        : ready
          ? READY
          : (named?.cost.action ?? woundsActionId(prompted?.reaction ?? request.action));
  if (!action || (action === CHANGE_POSTURE && !posture) || (!named && NAMED_ACTS.includes(action))) return UNKNOWN;
  const modifiers = [...costModifiers(request), ...quickened];
  const have = apOf(state);
  const cost = apCost(readied?.action ?? action, modifiers, woundsOptions(), spell?.ap ?? named?.cost.baseCost);
  const round = combatant.combat?.round ?? 0;
  const what: SpendNaming = {
    ...(spell ? { spell } : {}),
    ...(named ? { named } : {}),
    ...(readied ? { readied } : {}),
  };
  // The choice readied goes with Ready as its aim (kept by the engine when Ready takes effect, now or once paid); a
  // spell or an item's act keeps its spend id, to take effect when paid over turns (paid-act.ts, decision 214).
  const actAim = aim ?? (ready ? readiedKey(ready) : spell || named ? request.action : undefined);
  const taken = withPosture(
    take(combatant, actor, state, action, prompted, request.trigger, modifiers, actAim, what),
    posture,
    round,
    { cost, have },
  );
  if (taken.ok) {
    await write(combatant, actor, readied?.action ?? action, taken.state, what);
    await promptedEffect(combatant, prompted);
    return undefined;
  }
  const refusal = woundsRefusal(taken.reason);
  if (!request.override || !isShortfall(refusal)) return refusal;
  // GM override of a shortfall: the act takes effect now with the AP there is (never below 0). The engine takes it
  // with the AP topped up to its cost, then the pool keeps only what was really there.
  const topped = withPosture(
    take(
      combatant,
      actor,
      withAp(state, Math.max(have, cost)),
      action,
      prompted,
      request.trigger,
      modifiers,
      actAim,
      what,
    ),
    posture,
    round,
    { cost, have },
  );
  if (!topped.ok) return woundsRefusal(topped.reason);
  const ap = Math.max(0, apOf(topped.state.combatant) - Math.max(0, cost - have));
  await write(
    combatant,
    actor,
    readied?.action ?? action,
    { ...topped.state, combatant: withAp(topped.state.combatant, ap) },
    what,
  );
  await promptedEffect(combatant, prompted);
  return undefined;
}
