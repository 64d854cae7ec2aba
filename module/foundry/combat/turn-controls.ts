/**
 * The turn controls of an initiative structure, declared from the engine descriptor (`rules.turns`) for every
 * ruleset alike and used through the same relay as a room's own controls (`fray.combatAct`): end one's turn, hold
 * it, save it "after" another, release a held turn, forfeit it. A creature's turn is its owner's to play, so each is
 * owner-usable; the GM re-derives legality from the stored round (whose turn it is, who holds) and the engine
 * refuses what the structure does not allow (no holds in it, a turn held twice, "after" somebody with no turn left).
 */
import { forfeitHeld, holdTurn, releaseHeld } from "../../engine/core/turns/holds.ts";
import { nextTurn, type RoundState, type TurnStep } from "../../engine/core/turns/round.ts";
import type { InitiativeStructure, TurnStructure } from "../../engine/core/turns/structure.ts";
import type { Refusal } from "../combat-room.ts";
import { I18N_ROOT } from "../constants.ts";
import type { ControlArgs, ControlSpec } from "./room.ts";
import { END_TURN, FORFEIT_TURN, HOLD_TURN, RELEASE_TURN, SAVE_TURN, TURN_CONTROL_IDS } from "./turn-control-ids.ts";
import { playStep, storedRound } from "./turn-driver.ts";
import { initiativeStructureOf } from "./turn-structure.ts";

const KEYS = `${I18N_ROOT}.Turns`;

const control = (id: string, takesChoice = false): ControlSpec => ({
  id,
  label: `${KEYS}.control.${id}`,
  who: "owner",
  takesChoice,
});

/** The turn controls the structure has: none without turns; holds add hold/release/forfeit, saves add save. */
export function turnControls(structure: TurnStructure | undefined): readonly ControlSpec[] {
  if (structure?.kind !== "initiative") return [];
  const end = control(END_TURN);
  if (structure.holds === "hold") return [end, control(HOLD_TURN), control(RELEASE_TURN), control(FORFEIT_TURN)];
  if (structure.holds === "save") return [end, control(SAVE_TURN, true)];
  return [end];
}

export function isTurnControl(controlId: string): boolean {
  return TURN_CONTROL_IDS.includes(controlId);
}

/** Under the relay's refusal keys, so the GM's own click and a player's relayed one read the same. */
const refused = (code: string): Refusal => ({ refused: `${I18N_ROOT}.Query.refused.${code}` });

/** The round's entry a combatant's turn is: its group's id while it shares a turn, else its own. */
export function turnIdOf(groups: readonly { id: string; members: readonly string[] }[], combatantId: string): string {
  return groups.find((g) => g.members.includes(combatantId))?.id ?? combatantId;
}

type Step = (state: RoundState) => TurnStep;

/** The engine steps of a control for the turn `own`, or a refusal when the round does not let it be used. */
function stepsFor(controlId: string, own: string, state: RoundState, after: string | undefined): Step[] | Refusal {
  const acting = state.active === own;
  switch (controlId) {
    case END_TURN:
      return acting ? [nextTurn] : refused("notYourTurn");
    // A held or saved turn leaves nobody acting: the next turn starts at once.
    case HOLD_TURN:
      return acting ? [(s) => holdTurn(s), nextTurn] : refused("notYourTurn");
    case SAVE_TURN:
      return acting ? [(s) => holdTurn(s, after), nextTurn] : refused("notYourTurn");
    case RELEASE_TURN:
      return [(s) => releaseHeld(s, own)];
    default:
      return [(s) => forfeitHeld(s, own)];
  }
}

/** GM only: use a turn control for `combatant` (its declaration and user already checked by the caller). */
export async function actTurn(
  combatant: Combatant.Implementation,
  controlId: string,
  args: ControlArgs,
): Promise<Refusal | undefined> {
  const combat = combatant.combat;
  const structure: InitiativeStructure | undefined = combat ? initiativeStructureOf(combat) : undefined;
  const stored = combat ? storedRound(combat) : undefined;
  if (!combat || !structure || !stored || !combatant.id) return refused("noRound");
  const own = turnIdOf(stored.groups, combatant.id);
  const after = args.choice === undefined ? undefined : turnIdOf(stored.groups, args.choice);
  const steps = stepsFor(controlId, own, stored.state, after);
  if (!Array.isArray(steps)) return steps;
  const refusal = await playStep(combat, structure, steps);
  return refusal ? refused(refusal.code) : undefined;
}
