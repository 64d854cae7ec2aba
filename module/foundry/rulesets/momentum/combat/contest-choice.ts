/**
 * The Advanced Actions played as contests from the sheet (seed 002, "Advanced Actions"): which ones, how the choice
 * crosses the `fray.combatAct` relay (`<action>-<target combatant id>`, id-like), and each side's check. "Each side
 * picks one of its allowed skills" (rules page decision 56): the room picks each side's best (its highest Stat Bonus
 * + Skill Level among the allowed ones, the first listed on a tie), as a player would (decision 101). Plain data.
 */

/** Hide has several observers (hide.ts) and Command no opponent: neither is a one-target contest. */
export const SHEET_CONTESTS = ["blind", "climb", "disarm", "grab", "shove", "trip"] as const;
export type SheetContest = (typeof SHEET_CONTESTS)[number];

export function isSheetContest(id: string): id is SheetContest {
  return SHEET_CONTESTS.some((known) => known === id);
}

export interface ContestChoice {
  readonly contest: SheetContest;
  readonly targetId: string;
}

export function contestChoice(contest: SheetContest, targetCombatantId: string): string {
  return `${contest}-${targetCombatantId}`;
}

/** The contest and target a relayed choice names, or undefined when it names none. */
export function parseContestChoice(choice: string | undefined): ContestChoice | undefined {
  const at = choice?.indexOf("-") ?? -1;
  if (choice === undefined || at < 1) return undefined;
  const contest = choice.slice(0, at);
  const targetId = choice.slice(at + 1);
  return isSheetContest(contest) && /^[A-Za-z0-9]{1,32}$/.test(targetId) ? { contest, targetId } : undefined;
}
