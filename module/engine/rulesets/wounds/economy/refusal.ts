/** Why `wounds` refuses something. The adapter localizes `FRAY.wounds.Refusal.<code>`. */
export type WoundsRefusalCode =
  | "dead"
  | "cannotAct"
  | "cannotReact"
  | "onlyEscape"
  | "notYourTurn"
  | "initiativeTooLow"
  | "initiativeZero"
  | "alreadyReacted"
  | "harriedThisRound"
  | "noAp"
  | "noMana"
  | "short"
  | "unknownAction"
  | "notAReaction"
  | "notAnAction"
  | "notReadied"
  | "notChosen"
  | "cannotQuicken"
  | "noMovement"
  | "dashUsed"
  | "notDashing"
  | "badPosture"
  | "samePosture"
  | "sizeDifference"
  | "notGrappling"
  | "reachNotZero"
  | "formPreventsGrapple"
  | "fatallyWounded"
  | "longRestsUsed"
  | "noSleep"
  | "notWounded"
  | "noOpenSlot"
  | "noSuchWound"
  | "notDying"
  | "notAffected"
  | "underwaterRanged"
  | "mountTooSmall"
  | "mountHostile"
  | "meleeOnly"
  | "unknownInvestment"
  | "alreadyInvested"
  | "retrievedAtLongRest";

export interface WoundsRefusal {
  readonly code: WoundsRefusalCode;
  readonly message: string;
  /** The condition behind the refusal, when one is. */
  readonly condition?: string;
  readonly need?: number;
  readonly have?: number;
}

export type WoundsOutcome<S> =
  { readonly ok: true; readonly state: S } | { readonly ok: false; readonly state: S; readonly reason: WoundsRefusal };

export function refuse<S>(state: S, reason: WoundsRefusal): WoundsOutcome<S> {
  return { ok: false, state, reason };
}

export function accept<S>(state: S): WoundsOutcome<S> {
  return { ok: true, state };
}
