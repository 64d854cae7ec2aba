/**
 * A held contest fired (rules page decision 144): "A creature can also decide to hold an action and trigger it under
 * specific circumstances" — an Advanced Action's contest (Blind, Climb, Disarm, Grab, Shove, Trip) or Hide, held on
 * its turn for its AP. When the GM's prompt for it is taken (the spend `heldAction:<messageId>`), the contest is played
 * as the `contest` control plays it (contest.ts, hide.ts), on the GM's client: against the combatant whose turn it is
 * (the prompt's source, read from the GM's own prompt, never from the request; "the one whose act met the trigger",
 * as a held Attack), its reach and size rules checked first (a refusal keeps the hold), then the firing — which costs
 * nothing more and takes the hold away, once per prompt — then both checks. Any other spend is the room's usual one.
 */
import { promptedSpend } from "../../../chat/reaction-prompt/prompted-spend.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import type { SpendRequest } from "../../../combat/room.ts";
import { isSheetContest, type SheetContest } from "./contest-choice.ts";
import { runContest } from "./contest.ts";
import { HELD_REACTION } from "./held-action.ts";
import { HIDE_CHOICE, runHide } from "./hide.ts";
import { spendMomentum } from "./spend.ts";
import { momentumCombatantData } from "./state.ts";

interface HeldContestFiring {
  readonly contest: SheetContest | typeof HIDE_CHOICE;
  /** The prompt's source: the combatant whose turn it is. */
  readonly targetId: string;
}

/** The held contest a spend fires, a refusal for a prompt that is not open to it, or undefined for any other spend. */
function heldContestFiring(
  combatant: Combatant.Implementation,
  request: SpendRequest,
): HeldContestFiring | Refusal | undefined {
  const held = momentumCombatantData(combatant)?.held.action ?? null;
  if (held === null || (held !== HIDE_CHOICE && !isSheetContest(held))) return undefined;
  // A held contest is offered as an act, not an attack: no weapon is checked.
  const taken = promptedSpend(combatant, request, [HELD_REACTION], () => false);
  if (taken === undefined || isRefusal(taken)) return taken;
  return { contest: held, targetId: taken.prompt.sourceId };
}

/** The room's spend: a held contest's firing plays the contest; anything else is `spendMomentum`. */
export async function spendOrFireHeld(
  combatant: Combatant.Implementation,
  request: SpendRequest,
): Promise<Refusal | undefined> {
  const firing = heldContestFiring(combatant, request);
  if (firing === undefined) return spendMomentum(combatant, request);
  if (isRefusal(firing)) return firing;
  const fire = () => spendMomentum(combatant, request);
  if (firing.contest === HIDE_CHOICE) return runHide(combatant, fire);
  return runContest(combatant, { contest: firing.contest, targetId: firing.targetId }, fire);
}
