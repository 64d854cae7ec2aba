/**
 * The actions the sheet plays against one target through the GM (the `contest` control): the Advanced Actions'
 * contests (seed 002, "Advanced Actions"), the two ways out of them (Shake Off, Break Free) and Stabilize's First Aid
 * Check; how the choice crosses the `fray.combatAct` relay (`<action>-<target combatant id>`, id-like). "Each side
 * picks one of its allowed skills" (rules page decision 56): the room picks each side's best (its highest Stat Bonus
 * + Skill Level among the allowed ones, the first listed on a tie), as a player would (decision 101). Plain data.
 */

/** Hide has several observers (hide.ts) and Command no opponent: neither is a one-target contest. */
export const SHEET_CONTESTS = ["blind", "climb", "disarm", "grab", "shove", "trip"] as const;
export type SheetContest = (typeof SHEET_CONTESTS)[number];

/**
 * The contests a creature climbed on or grabbed starts to be rid of the other (escape.ts): it pays, the other side must
 * win again ("It can try to shake you off by using an action (2 AP) repeating the Skill Checks").
 */
export const ESCAPES = ["shakeOff", "breakFree"] as const;
export type Escape = (typeof ESCAPES)[number];

/** "Stabilize | 3 | You can make a First Aid Check against 8 … from a creature within 1 m of you" (stabilize.ts). */
export const STABILIZE = "stabilize";

export const TARGETED_ACTIONS = [...SHEET_CONTESTS, ...ESCAPES, STABILIZE] as const;
export type TargetedAction = (typeof TARGETED_ACTIONS)[number];

export function isSheetContest(id: string): id is SheetContest {
  return SHEET_CONTESTS.some((known) => known === id);
}

export function isEscape(id: string): id is Escape {
  return ESCAPES.some((known) => known === id);
}

export function isTargetedAction(id: string): id is TargetedAction {
  return TARGETED_ACTIONS.some((known) => known === id);
}

export interface ContestChoice<A extends TargetedAction = TargetedAction> {
  readonly contest: A;
  readonly targetId: string;
}

export function contestChoice(contest: TargetedAction, targetCombatantId: string): string {
  return `${contest}-${targetCombatantId}`;
}

/** The action and target a relayed choice names, or undefined when it names none. */
export function parseContestChoice(choice: string | undefined): ContestChoice | undefined {
  const at = choice?.indexOf("-") ?? -1;
  if (choice === undefined || at < 1) return undefined;
  const contest = choice.slice(0, at);
  const targetId = choice.slice(at + 1);
  return isTargetedAction(contest) && /^[A-Za-z0-9]{1,32}$/.test(targetId) ? { contest, targetId } : undefined;
}
