/** Why `contest` refuses something. The adapter localizes `FRAY.contest.Refusal.<code>`. */
export type ContestRefusalCode =
  | "unknownAction"
  | "notYourTurn"
  | "cannotAct"
  | "cannotReact"
  | "cannotMove"
  | "noAp"
  | "noAttacksLeft"
  | "freeActionUsed"
  | "alreadyReacted"
  | "triggerRequired"
  | "attackingReaction"
  | "noMovement"
  | "notProne"
  | "needsFreeHand"
  | "attributeNotAllowed"
  | "defenseNotAllowed"
  | "maneuverNotAllowed"
  | "styleFull"
  | "styleTooBig"
  | "alreadyTrained"
  | "notEnoughXp";

export interface ContestRefusal {
  readonly code: ContestRefusalCode;
  readonly message: string;
  /** The condition behind the refusal, when one is. */
  readonly condition?: string;
  readonly need?: number;
  readonly have?: number;
}

/** A new state, or the unchanged state and the reason it was refused (the UI greys a button with the reason). */
export type ContestOutcome<S> =
  { readonly ok: true; readonly state: S } | { readonly ok: false; readonly state: S; readonly reason: ContestRefusal };

export function refuse<S>(state: S, reason: ContestRefusal): ContestOutcome<S> {
  return { ok: false, state, reason };
}

/** A value, or the reason there is none (a choice the rules do not allow). */
export type Checked<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: ContestRefusal };
