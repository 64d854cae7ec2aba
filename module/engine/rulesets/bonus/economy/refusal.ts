/** Why `bonus` refuses an action or reaction. The adapter localizes `FRAY.Bonus.Refusal.<code>`. */
export type BonusRefusalCode =
  | "dead"
  | "notYourTurn"
  | "duringOwnTurn"
  | "cannotAct"
  | "cannotReact"
  | "incapacitated"
  | "cannotDefend"
  | "alreadyReacted"
  | "notReadied"
  | "ambushedBeforeTurn"
  | "noActions"
  | "short"
  | "actInProgress"
  | "offHandNotAllowed"
  | "notProne"
  | "unknownAction";

export interface BonusRefusal {
  readonly code: BonusRefusalCode;
  readonly message: string;
  /** The condition behind the refusal, when one is. */
  readonly condition?: string;
  /** The pool a "short" refusal is short of ("vigor", "mana"). */
  readonly pool?: string;
  readonly need?: number;
  readonly have?: number;
}

export type BonusOutcome<S> =
  { readonly ok: true; readonly state: S } | { readonly ok: false; readonly state: S; readonly reason: BonusRefusal };

export function refuse<S>(state: S, reason: BonusRefusal): BonusOutcome<S> {
  return { ok: false, state, reason };
}
