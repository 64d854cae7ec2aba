/**
 * An interrupt cancels the acting creature's declared attack (seed 004): "You may take this action … immediately after
 * an action is declared but before resolution has begun. If you interrupt after an action is declared, that action
 * does not take place and the acting character does not spend its AP cost." A `wounds` attack is declared when its
 * card is posted and resolution begins with its attack roll (decision 87), so an interrupt paid while the acting
 * creature's latest attack card waits with no row rolled is taken between the two: the GM marks every row interrupted
 * (attack/interrupted.ts: nothing more is rolled on it), gives the attack's AP back through the engine's `undeclare`
 * (re-read from the card's weapon and stored choices, or the spell's own AP, the cost the attack flow paid) and says so
 * in chat. A spell's mana stays paid: the seed gives back "its AP cost" only (decision 187). A card
 * already interrupted, or with a row rolled, is left alone: a second interrupt gives nothing back (rules page
 * decision 181).
 */
import { undeclare } from "../../../../engine/rulesets/wounds/economy/interrupted.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import type { WoundsActionId } from "../../../../engine/rulesets/wounds/economy/actions.ts";
import { cardData } from "../../../chat/attack-card/card-data.ts";
import type { AttackCardData } from "../../../chat/attack-card/data.ts";
import { AttackCardModel } from "../../../chat/attack-card/model.ts";
import { DEFAULT_SITUATION } from "../../../chat/attack-card/situation.ts";
import { recordChoice } from "../../../chat/attack-card/transitions.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { saveCard } from "../../../queries/card-io.ts";
import { declaredAction } from "../attack/declared-action.ts";
import { woundsSpellOf } from "../documents.ts";
import { INTERRUPTED_STEP_ID, isInterrupted } from "../attack/interrupted.ts";
import { woundsOptions } from "../rule-variants.ts";
import { UNDERWATER_COST } from "../../../../engine/rulesets/wounds/special/underwater.ts";
import { actionName } from "./action-name.ts";
import { CAST_SPELL } from "./cast-action.ts";
import { woundsEconomyActor, woundsStateOf, writeWoundsState } from "./actor.ts";

export interface Waiting {
  readonly message: ChatMessage.Implementation;
  readonly card: AttackCardData;
}

/** The attacker's latest attack card, when it is declared and no row has been rolled or interrupted yet. */
export function waitingCard(attacker: Actor.Implementation): Waiting | undefined {
  const message = [...game.messages.contents].reverse().find((m) => {
    const model = m.system;
    return model instanceof AttackCardModel && model.attacker.actorUuid === attacker.uuid;
  });
  const model = message?.system;
  if (!message || !(model instanceof AttackCardModel)) return undefined;
  const card = cardData(model);
  const declared = card.targets.length > 0 && card.targets.every((r) => r.attack === null && !isInterrupted(r));
  return card.ruleset === "wounds" && declared ? { message, card } : undefined;
}

/**
 * The action the card declared and the AP the attack flow paid for it: a spell is Cast a Spell at its own AP (decision
 * 166, combat-room.ts `attackSpend`), a weapon the attack action of its stored choices (attack/declared-action.ts).
 */
export function declaredCost(
  card: AttackCardData,
  attacker: Actor.Implementation,
): { action: WoundsActionId; cost: number } {
  const item = attacker.items.get(card.attacker.itemId);
  const spell = item ? woundsSpellOf(item) : undefined;
  if (spell) return { action: CAST_SPELL, cost: apCost(CAST_SPELL, [], woundsOptions(), spell.data.ap) };
  const choices = (card.targets[0]?.situation ?? DEFAULT_SITUATION).choices;
  const { action, underwater } = declaredAction(item, choices);
  return { action, cost: apCost(action, underwater ? [UNDERWATER_COST] : [], woundsOptions()) };
}

/** GM only: `interrupter` has just paid an interrupt; the active creature's waiting attack does not take place. */
export async function interruptDeclaredAttack(interrupter: Combatant.Implementation): Promise<void> {
  const active = interrupter.combat?.combatant;
  const attacker = active?.actor;
  if (!active || !attacker || active.id === interrupter.id) return;
  const waiting = waitingCard(attacker);
  const state = woundsStateOf(active);
  const creature = woundsEconomyActor(active)?.creature;
  if (!waiting || !state || !creature) return;
  let card = waiting.card;
  for (const row of card.targets) {
    const taken = { stepId: INTERRUPTED_STEP_ID, choice: interrupter.id ?? "" };
    const marked = recordChoice(card, row.key, foundry.utils.randomID(16), taken);
    if (marked.ok) card = marked.state;
  }
  await saveCard(waiting.message, card);
  const { action, cost } = declaredCost(waiting.card, attacker);
  const back = undeclare(creature, state, action, cost);
  await writeWoundsState(active, back.combatant);
  const text = game.i18n.format(`${I18N_ROOT}.Wounds.Act.interrupted`, {
    act: actionName(action),
    by: interrupter.name ?? "",
    ap: String(back.refund),
  });
  await postSummary(game.i18n.localize(`${I18N_ROOT}.Wounds.Act.title`), [{ name: active.name ?? "", text }]);
}
