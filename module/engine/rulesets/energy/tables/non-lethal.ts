/**
 * "Dealing Non-Lethal Damage" (seed): the Chance roll outcome needed for the damage to be Non-Lethal, by damage
 * source; "Unarmed attacks may freely deal Non-Lethal damage." And: "You may take -3 AV (or +3 Miss Chance) penalty
 * on your attack to increase the range of numbers in which you deal Non-Lethal damage by 5. You may do this multiple
 * times on the same attack".
 */
export const NON_LETHAL_SOURCES = ["bluntMelee", "otherMelee", "ranged"] as const;
export type NonLethalSource = (typeof NON_LETHAL_SOURCES)[number];

export interface NonLethalRow {
  readonly source: NonLethalSource;
  readonly label: string;
  /** Chance roll outcome necessary (>=). */
  readonly atLeast: number;
}

export const NON_LETHAL_TABLE: Readonly<Record<NonLethalSource, NonLethalRow>> = {
  bluntMelee: { source: "bluntMelee", label: "Blunt melee weapon", atLeast: 5 },
  otherMelee: { source: "otherMelee", label: "Other melee weapon", atLeast: 10 },
  ranged: { source: "ranged", label: "Ranged/thrown weapon", atLeast: 15 },
};

/** Per step: −3 AV (melee) or +3 Miss Chance (ranged) … */
export const NON_LETHAL_STEP_PENALTY = 3;
/** … widens the Non-Lethal range by 5. */
export const NON_LETHAL_STEP_WIDENING = 5;
