/** Why `energy` refuses something. The adapter localizes `FRAY.energy.Refusal.<code>`. */
export type EnergyRefusalCode =
  | "dead"
  | "unconscious"
  | "restrained"
  | "restraining"
  | "prone"
  | "slowed"
  | "noStamina"
  | "short"
  | "staminaAsEnergyUsed"
  | "swiftAttackUsed"
  | "swiftAttackNotAllowed"
  | "notInterruptible"
  | "tooFar"
  | "notProne"
  | "notKneeling"
  | "kneelFirst"
  | "noAgileMove"
  | "noJumpStart"
  | "enhancementLimit"
  | "noAttackToEnhance"
  | "notFacing"
  | "outOfReach"
  | "outOfRange"
  | "targetTooLarge"
  | "targetNotFacing"
  | "lightVsHeavy"
  | "drawWeightTooHigh"
  | "notRestrained"
  | "noAction"
  | "invalid";

export interface EnergyRefusal {
  readonly code: EnergyRefusalCode;
  readonly message: string;
  /** The condition behind the refusal, when one is. */
  readonly condition?: string;
  readonly need?: number;
  readonly have?: number;
}

export type EnergyOutcome<S> =
  { readonly ok: true; readonly state: S } | { readonly ok: false; readonly state: S; readonly reason: EnergyRefusal };

export function refuse<S>(state: S, reason: EnergyRefusal): EnergyOutcome<S> {
  return { ok: false, state, reason };
}

export function accept<S>(state: S): EnergyOutcome<S> {
  return { ok: true, state };
}
