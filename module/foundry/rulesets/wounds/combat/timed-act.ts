/**
 * An act measured in rounds or minutes, started from the sheet's Checks section (docs/rules/wounds.md decision 196):
 * "If an action has a time measured in rounds or minutes, then you spend all AP each round performing that action
 * until the specified number of rounds have passed, with each minute equaling 4 rounds." The sheet names the rounds
 * (its own stepper, a minute 4 at a time), asked of the GM as `fray.sheetAct` (`timedAct`, the rounds its choice);
 * the GM reads the combatant from the documents, refuses off its turn or out of combat, and starts it through the
 * engine's `startTimedAct` (all AP now; the boundary spends every AP at each later turn start and says when it is
 * done, `woundsAtBoundary`). What the act is stays the table's: Fray names it "Timed act".
 */
import { whyCannotAct } from "../../../../engine/rulesets/wounds/economy/capability.ts";
import { startTimedAct } from "../../../../engine/rulesets/wounds/economy/timed.ts";
import { NOT_IN_COMBAT } from "../../../applications/sheets/actions-section.ts";
import type { Refusal } from "../../../combat-room.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { fightingCombatant } from "../../../combat/fight-of.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { SheetActRequest } from "../../../queries/sheet-act-payload.ts";
import { woundsActorView } from "../documents.ts";
import { toWoundsActor } from "../sources.ts";
import { woundsStateOf, writeWoundsState } from "./actor.ts";
import { woundsRefusal } from "./refusal.ts";
import { turnContext } from "./spend.ts";
import { steppedValueOf } from "../../../applications/parts/stepper.ts";
import { TIMED_ACT, TIMED_ROUNDS } from "./timed-rounds.ts";

const KEY = `${I18N_ROOT}.Wounds.Timed`;
const refused = (code: string): Refusal => ({ refused: `${KEY}.refused.${code}` });

/** GM side: start the timed act `request` names for `actor`, read from the documents as they stand. */
export async function takeWoundsTimedAct(
  actor: Actor.Implementation,
  request: SheetActRequest,
): Promise<Refusal | undefined> {
  const rounds = steppedValueOf(TIMED_ROUNDS, request.choice);
  if (rounds === undefined) return refused("rounds");
  const view = woundsActorView(actor);
  const combatant = fightingCombatant(actor);
  const state = combatant ? woundsStateOf(combatant) : undefined;
  if (!view || !combatant || !state) return NOT_IN_COMBAT;
  // Dead, unconscious or pinned creatures act no more (a timed act is no Escape, the one act a pinned one may take).
  const blocked = whyCannotAct(toWoundsActor(view.source, view.statuses), "useAbility");
  if (blocked) return woundsRefusal(blocked);
  // "you spend all AP each round performing that action": started on the creature's own turn, as an act is.
  if (turnContext(combatant).kind !== "own") return refused("offTurn");
  const round = combatant.combat?.round ?? 0;
  const started = startTimedAct(state, TIMED_ACT, { rounds }, round);
  await writeWoundsState(combatant, started);
  const ends = started.timed?.endsAtRound ?? round;
  const text = game.i18n.format(`${KEY}.started`, { rounds: String(rounds), round: String(ends) });
  await postSummary(game.i18n.localize(`${KEY}.heading`), [{ name: combatant.name ?? actor.name, text }]);
  return undefined;
}
