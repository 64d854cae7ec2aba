/** Why `momentum` refuses an action, reaction or movement. The adapter localizes `FRAY.momentum.Refusal.<code>`. */
export type MomentumRefusalCode =
  | "dead"
  | "notYourTurn"
  | "onYourTurn"
  | "cannotAct"
  | "cannotReact"
  | "immobile"
  | "short"
  | "unknownAction"
  | "notFree"
  | "freeUsed"
  | "noAttack"
  | "heldActionPending"
  | "noHeldAction"
  | "burstNotAllowed"
  | "notCooperative"
  | "notProne"
  | "cannotStand"
  | "invalidCost"
  | "outOfReach"
  | "tooLarge"
  | "tooSmall"
  | "noFreeHand"
  | "skillNotAllowed"
  | "noLeanSpace"
  | "notLeaning";

export interface MomentumRefusal {
  readonly code: MomentumRefusalCode;
  readonly message: string;
  /** The condition behind the refusal, when one is. */
  readonly condition?: string;
  readonly pool?: string;
  readonly need?: number;
  readonly have?: number;
}

export type MomentumOutcome<S> =
  | { readonly ok: true; readonly state: S }
  | { readonly ok: false; readonly state: S; readonly reason: MomentumRefusal };

export function refuse<S>(state: S, reason: MomentumRefusal): MomentumOutcome<S> {
  return { ok: false, state, reason };
}
