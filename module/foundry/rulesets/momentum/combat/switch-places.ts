/**
 * Switch Places as one action (rules page decision 139, replacing decision 78's two spends). Seed 002: "Switch Places
 * | 1 | You can switch places with an ally that is standing next to you. They must use a reaction (1 RP), or this
 * action fails." The reaction is the ally's to use, so its owner answers:
 * - the mover's owner asks with the ally targeted (`switchPlaces:<ally combatant id>`); the GM reads both from the
 *   combat: an ally (its token on the mover's side), next to the mover (1 m between their spaces), on the mover's
 *   turn, and the engine's `switchPlaces` would go through — refused before anything is paid when the ally has no
 *   reaction to use ("or this action fails": Fray does not take the AP for a switch that cannot happen). Then the GM
 *   posts a prompted reaction offering the ally's owner the switch;
 * - the ally's owner takes it (`allowSwitchPlaces:<message id>`, only from the GM's prompt still open on that turn):
 *   the GM reads both again, the engine's `switchPlaces` pays the mover's 1 AP and the ally's 1 RP together, and the
 *   two tokens change places (moves the rules make: no metres paid, rules-move.ts). The prompt then offers no one, so
 *   a replay finds nothing to take. Left unanswered, nothing is paid and nothing moves.
 * A Switch Places held for a trigger (the `hold` option; held-switch.ts, decision 154) shares the checks, the prompt and
 * the switch.
 */
import { switchPlaces } from "../../../../engine/rulesets/momentum/economy/switch-places.ts";
import type { Pair } from "../../../../engine/rulesets/momentum/economy/pay.ts";
import { postReactionPrompt } from "../../../chat/reaction-prompt/post.ts";
import { PROMPT_FLAG, type ReactionPrompt } from "../../../chat/reaction-prompt/prompt.ts";
import { promptedSpend, type PromptedSpend } from "../../../chat/reaction-prompt/prompted-spend.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import type { SpendRequest } from "../../../combat/room.ts";
import { I18N_ROOT, SYSTEM_ID } from "../../../constants.ts";
import { momentumOptions } from "../rule-variants.ts";
import { distanceOf } from "./contest-sides.ts";
import { itemAction, itemIdIn } from "./item-action.ts";
import { HOLD_OPTION, optionTaken } from "./options.ts";
import { ALLOW_SWITCH_PLACES } from "./reactions.ts";
import { momentumRefusal } from "./refusal.ts";
import { moveByRules } from "./rules-move.ts";
import { fromMomentumState, momentumCombatantData, momentumEconomyActor, toMomentumState } from "./state.ts";
import { isOwnTurn } from "./turn.ts";

export const SWITCH_PLACES = "switchPlaces";
const KEY = `${I18N_ROOT}.Momentum.Switch`;
const refusal = (code: string): Refusal => ({ refused: `${I18N_ROOT}.Momentum.Refusal.${code}` });

/** The spend that asks the ally `allyId` to switch places. */
export function switchPlacesAction(allyId: string): string {
  return itemAction(SWITCH_PLACES, allyId);
}

export interface Partners {
  readonly mover: Combatant.Implementation;
  readonly ally: Combatant.Implementation;
  readonly pairs: { readonly mover: Pair; readonly ally: Pair };
}

function pairOf(combatant: Combatant.Implementation, round: number): Pair | undefined {
  const data = momentumCombatantData(combatant);
  const actor = momentumEconomyActor(combatant, round);
  return data && actor && combatant.id !== null ? { actor, combatant: toMomentumState(combatant.id, data) } : undefined;
}

/** "an ally": another combatant of the mover's combat, its token on the mover's side; else why not. */
export function allyOf(
  mover: Combatant.Implementation,
  ally: Combatant.Implementation | undefined,
): Refusal | undefined {
  if (!ally || ally.id === mover.id || ally.combat?.id !== mover.combat?.id) return refusal("noSwitchAlly");
  const side = mover.token?.disposition;
  return side !== undefined && ally.token?.disposition === side ? undefined : refusal("notAnAlly");
}

/** The two read from the combat, whoever's turn it is: "an ally that is standing next to you"; else why not. */
export function sideBySide(
  mover: Combatant.Implementation,
  ally: Combatant.Implementation | undefined,
): Partners | Refusal {
  const notAlly = allyOf(mover, ally);
  if (notAlly || !ally) return notAlly ?? refusal("noSwitchAlly");
  const metres = distanceOf(mover, ally);
  if (metres === undefined || metres > 1) return refusal("notNextTo");
  const round = mover.combat?.round ?? 0;
  const [m, a] = [pairOf(mover, round), pairOf(ally, round)];
  return m && a ? { mover, ally, pairs: { mover: m, ally: a } } : refusal("noSwitchAlly");
}

/** The two, on the mover's turn (the Switch Places it takes now). */
function partners(mover: Combatant.Implementation, ally: Combatant.Implementation | undefined): Partners | Refusal {
  return isOwnTurn(mover) ? sideBySide(mover, ally) : refusal("notYourTurn");
}

/** The engine's switch for the two, refused when it cannot happen (the mover cannot act, the ally cannot react). */
function engineSwitch(p: Partners) {
  const round = p.mover.combat?.round ?? 0;
  const outcome = switchPlaces(p.pairs.mover, p.pairs.ally, true, round, momentumOptions());
  if (!outcome.ok) return momentumRefusal(outcome.reason);
  return outcome.state.switched ? outcome.state : refusal("allyCannotReact");
}

/** The mover's spend: checked, then the prompt to the ally's owner; undefined for any other spend. */
export function askToSwitch(
  mover: Combatant.Implementation,
  request: SpendRequest,
): Promise<Refusal | undefined> | undefined {
  // Held, it is paid now and asks when its trigger happens (held-action.ts, held-switch.ts).
  if (optionTaken(request.options, HOLD_OPTION) > 0) return undefined;
  if (request.action === SWITCH_PLACES) return Promise.resolve(refusal("noSwitchAlly"));
  const allyId = itemIdIn(request.action, SWITCH_PLACES);
  if (allyId === undefined) return undefined;
  return (async () => {
    const p = partners(mover, mover.combat?.combatants.get(allyId));
    if (isRefusal(p)) return p;
    const checked = engineSwitch(p);
    if (isRefusal(checked)) return checked;
    return postSwitchPrompt(p, ALLOW_SWITCH_PLACES, `${KEY}.asked`);
  })();
}

/**
 * GM: the prompt offering the ally's owner the switch (`reaction`), posted as the mover's, bound to this turn; its line
 * is `textKey` formatted with the two names.
 */
export async function postSwitchPrompt(p: Partners, reaction: string, textKey: string): Promise<Refusal | undefined> {
  const [combat, moverActor, allyActor] = [p.mover.combat, p.mover.actor, p.ally.actor];
  if (!combat?.id || !p.mover.id || !p.ally.id || !moverActor || !allyActor) return refusal("noSwitchAlly");
  const name = game.i18n.localize(`${I18N_ROOT}.Momentum.Tracker.Action.${SWITCH_PLACES}`);
  const prompt: ReactionPrompt = {
    reaction,
    label: `${KEY}.label`,
    combatId: combat.id,
    sourceId: p.mover.id,
    round: combat.round,
    turn: combat.turn,
    reactors: [{ combatantId: p.ally.id, attacks: [{ itemId: SWITCH_PLACES, name }] }],
    act: true,
  };
  const text = game.i18n.format(textKey, { mover: moverActor.name, ally: allyActor.name });
  await postReactionPrompt(prompt, text, moverActor);
  return undefined;
}

/** The two tokens change places, as the rules move them. */
async function swapTokens(p: Partners): Promise<void> {
  const [a, b] = [p.mover.token, p.ally.token];
  if (!a || !b) return;
  const [at, to] = [
    { x: a.x, y: a.y },
    { x: b.x, y: b.y },
  ];
  await moveByRules(a, to);
  await moveByRules(b, at);
}

/**
 * The switch done, once: the prompt answered offers no one any more (so the same answer cannot switch them back), what
 * the engine paid is written (`paid`: the combatants whose state changed) and the two tokens change places.
 */
export async function completeSwitch(
  taken: PromptedSpend,
  p: Partners,
  paid: readonly { readonly combatant: Combatant.Implementation; readonly state: Pair }[],
): Promise<void> {
  const closed: ReactionPrompt = { ...taken.prompt, reactors: [] };
  // A deleted message gives undefined, whatever the collection's typing says.
  const message = game.messages.get(taken.messageId) as ChatMessage.Implementation | undefined;
  await message?.update({ flags: { [SYSTEM_ID]: { [PROMPT_FLAG]: closed } } });
  for (const { combatant, state } of paid) await combatant.update({ system: fromMomentumState(state.combatant) });
  await swapTokens(p);
}

/** The ally's answer from the prompt: both paid by the engine, the tokens swapped; undefined for any other spend. */
export function answerSwitch(
  ally: Combatant.Implementation,
  request: SpendRequest,
): Promise<Refusal | undefined> | undefined {
  const taken = promptedSpend(ally, request, [ALLOW_SWITCH_PLACES], () => true);
  if (taken === undefined) return undefined;
  if (isRefusal(taken)) return Promise.resolve(taken);
  return (async () => {
    const p = partners(ally.combat?.combatants.get(taken.prompt.sourceId) ?? ally, ally);
    if (isRefusal(p)) return p;
    const switched = engineSwitch(p);
    if (isRefusal(switched)) return switched;
    await completeSwitch(taken, p, [
      { combatant: p.mover, state: switched.mover },
      { combatant: p.ally, state: switched.ally },
    ]);
    return undefined;
  })();
}
