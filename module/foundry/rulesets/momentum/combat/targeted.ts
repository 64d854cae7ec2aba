/**
 * The `contest` control's choice on the active GM's client: the action it names, played against its target — an
 * Advanced Action's contest (contest.ts), Shake Off or Break Free (escape.ts), or Stabilize (stabilize.ts).
 */
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { isEscape, parseContestChoice, STABILIZE } from "./contest-choice.ts";
import { runContest } from "./contest.ts";
import { runEscape } from "./escape.ts";
import { runStabilize } from "./stabilize.ts";

const UNKNOWN: Refusal = { refused: `${I18N_ROOT}.Momentum.Refusal.unknownContest` };

export function runTargeted(combatant: Combatant.Implementation, raw?: string): Promise<Refusal | undefined> {
  const choice = parseContestChoice(raw);
  if (!choice) return Promise.resolve(UNKNOWN);
  const { contest, targetId } = choice;
  if (contest === STABILIZE) return runStabilize(combatant, targetId);
  if (isEscape(contest)) return runEscape(combatant, { contest, targetId });
  return runContest(combatant, { contest, targetId });
}
