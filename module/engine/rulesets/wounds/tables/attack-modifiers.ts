/**
 * Modifiers to Attack (seed 004): "Certain situations grant bonuses or penalties to your attack roll. The most
 * common situations are given in the table to the right." Each row is what the target is or has, with the modifier
 * for melee and for ranged attacks, and the family the stacking rule reads: "Attack penalties for cover and prone or
 * crouching targets do not stack; only the higher penalty applies."
 */
export const ATTACK_SITUATIONS = [
  "prone",
  "crouching",
  "flanked",
  "cover1/4",
  "cover1/2",
  "cover3/4",
  "cover9/10",
] as const;
export type AttackSituation = (typeof ATTACK_SITUATIONS)[number];

export type AttackModifierFamily = "posture" | "flank" | "cover";

export interface AttackModifierRow {
  readonly id: AttackSituation;
  /** The seed's "Target is/has..." cell. */
  readonly label: string;
  readonly melee: number;
  readonly ranged: number;
  readonly family: AttackModifierFamily;
}

export const ATTACK_MODIFIER_TABLE: Readonly<Record<AttackSituation, AttackModifierRow>> = {
  prone: { id: "prone", label: "Prone", melee: 3, ranged: -3, family: "posture" },
  crouching: { id: "crouching", label: "Crouching", melee: 2, ranged: -2, family: "posture" },
  flanked: { id: "flanked", label: "Flanked", melee: 2, ranged: 2, family: "flank" },
  "cover1/4": { id: "cover1/4", label: "1/4 cover", melee: 0, ranged: -1, family: "cover" },
  "cover1/2": { id: "cover1/2", label: "1/2 cover", melee: -2, ranged: -2, family: "cover" },
  "cover3/4": { id: "cover3/4", label: "3/4 cover", melee: -3, ranged: -3, family: "cover" },
  "cover9/10": { id: "cover9/10", label: "9/10 cover (arrow slit)", melee: -5, ranged: -5, family: "cover" },
};

/** Cover levels in ascending order, for "dropping behind a low wall can increase the effective level of cover". */
export const COVER_LEVELS = ["cover1/4", "cover1/2", "cover3/4", "cover9/10"] as const;
export type CoverLevel = (typeof COVER_LEVELS)[number];

/** "You change your position between standing, crouching, or prone" (Change Posture). */
export const POSTURES = ["standing", "crouching", "prone"] as const;
export type Posture = (typeof POSTURES)[number];
