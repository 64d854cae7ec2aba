import type { WoundsRefusal } from "../economy/refusal.ts";
import type { InitiativeScores } from "./initiative.ts";

/**
 * Acting out of turn (seed 004): "You may also take an action when it is not your turn if your initiative is higher
 * than the active character's. Doing so reduces your initiative by 2." "If your initiative is 0, you cannot take
 * reactions and cannot take actions that would reduce your initiative." Movement: "You may move on another
 * character's turn as if interrupting their turn with an action, except it does not lower your initiative."
 * An interrupt "after an action is declared" stops that action: the acting character's declared action is simply not
 * applied, so it never pays for it.
 */
export function whyCannotMoveOffTurn(scores: InitiativeScores, me: string, active: string): WoundsRefusal | undefined {
  const mine = scores[me] ?? 0;
  const theirs = scores[active] ?? 0;
  if (mine > theirs) return undefined;
  return {
    code: "initiativeTooLow",
    message: `Initiative ${mine} is not higher than the active character's ${theirs}.`,
    need: theirs + 1,
    have: mine,
  };
}

export function whyCannotInterrupt(scores: InitiativeScores, me: string, active: string): WoundsRefusal | undefined {
  if ((scores[me] ?? 0) <= 0) {
    return { code: "initiativeZero", message: "At initiative 0 you cannot take actions that reduce it." };
  }
  return whyCannotMoveOffTurn(scores, me, active);
}

export function whyCannotReactAtInitiative(scores: InitiativeScores, me: string): WoundsRefusal | undefined {
  return (scores[me] ?? 0) <= 0
    ? { code: "initiativeZero", message: "At initiative 0 you cannot take reactions." }
    : undefined;
}
