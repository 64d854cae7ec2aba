/**
 * One boundary of a `wounds` combat for every combatant: the engine's `woundsAtBoundary` ("You gain AP twice per round,
 * once at the start of the round, and once at the end of your turn … Unspent AP is carried over, but any AP gained in
 * excess of your max AP … is lost"; no gain while Surprised; an act paid over turns takes all AP at the holder's turn
 * start and takes effect once paid; "any unspent movement is lost at the end of the round"). Its results are written
 * to the Combatants and Actors; an act that takes effect now is said in chat (Seize Initiative rolls its 1d6, a healing
 * act or an action's check declared from the sheet rolls its check on the target it was declared on). A ridden mount's
 * declared jump is steered first, its rider paying what it pays now, or called off (mounted/steered-jump.ts).
 */
import type { BoundaryEvent } from "../../../../engine/core/turns/boundary.ts";
import { woundsAtBoundary } from "../../../../engine/rulesets/wounds/economy/boundary.ts";
import { postSummary, type SummaryLine } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { woundsOptions } from "../rule-variants.ts";
import { vitalsUpdate, woundsEconomyActor, woundsStateOf, writeWoundsState } from "./actor.ts";
import { seizeInitiative } from "./initiative.ts";
import { actionName } from "./action-name.ts";
import { READY } from "./readied.ts";
import { announcePaidAttack } from "./attack-paid.ts";
import { completePaidAct } from "./paid-act.ts";
import type { PaidCreatures } from "./item-act-chat.ts";
import { steerDeclaredJumps } from "../mounted/steered-jump.ts";

const KEY = `${I18N_ROOT}.Wounds.Act`;

export async function applyWoundsBoundary(combat: Combat.Implementation, event: BoundaryEvent): Promise<void> {
  const options = woundsOptions();
  // A ridden mount's declared jump is steered at the turn start that pays it, before it pays (decision 253).
  const lines: SummaryLine[] = await steerDeclaredJumps(combat, event, options);
  const seizing: Combatant.Implementation[] = [];
  const aimed: { readonly taker: Combatant.Implementation; readonly aim: string; readonly creatures: PaidCreatures }[] =
    [];
  const paid: { readonly attacker: Combatant.Implementation; readonly action: string }[] = [];
  for (const combatant of combat.combatants) {
    const state = woundsStateOf(combatant);
    const actor = woundsEconomyActor(combatant);
    if (!state || !actor) continue;
    const result = woundsAtBoundary(actor, state, event, options);
    await writeWoundsState(combatant, result.combatant);
    const document = combatant.actor;
    if (document) {
      await applyConditionChanges(document, actor.conditions, result.actor.conditions);
      if (result.actor.creature !== actor.creature) {
        await document.update({ system: vitalsUpdate(result.actor.creature) });
      }
    }
    if (result.completed === undefined) continue;
    // "at which point the action takes effect": an attack or a check is then made from the sheet or the card.
    lines.push({
      name: combatant.name ?? "",
      text: game.i18n.format(`${KEY}.completed`, { act: actionName(result.completed) }),
    });
    if (result.completed === "seizeInitiative") seizing.push(combatant);
    // A declared attack's card may be rolled now: its owners are told (attack-paid.ts, decision 213).
    paid.push({ attacker: combatant, action: result.completed });
    // An act declared from the sheet kept its target and choice (its aim): a healing act or an action's check is done
    // now (decisions 157, 177).
    // Ready's aim is its choice, which the engine kept (decision 211): nothing is done with it now.
    if (result.completedAim !== undefined && result.completed !== READY) {
      const creatures = { before: actor.creature, after: result.actor.creature };
      aimed.push({ taker: combatant, aim: result.completedAim, creatures });
    }
  }
  await postSummary(game.i18n.localize(`${KEY}.title`), lines);
  for (const combatant of seizing) await seizeInitiative(combatant);
  for (const { attacker, action } of paid) await announcePaidAttack(attacker, action);
  if (aimed.length === 0) return;
  // The sheet acts' code loads with the first act that completes (sheet-act.ts is a chunk of its own).
  const { completeWoundsSheetAct } = await import("./sheet-act.ts");
  // A spell or an item's act takes effect with its card (paid-act.ts, decision 214); any other aim is a sheet act's.
  for (const { taker, aim, creatures } of aimed) {
    if (!(await completePaidAct(taker, aim, creatures))) await completeWoundsSheetAct(taker, aim);
  }
}
