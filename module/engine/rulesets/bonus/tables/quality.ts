/**
 * Quality ranks (seed 000): "The dice rolled depends on the quality Rank of the attack — an ordinary sword deals d8,
 * a heroic axe deals d10". The seed names feeble (unarmed), ordinary (d8), heroic (d10), epic and legendary; the
 * d6 rank is unnamed and Fray calls it "crude" (docs/rules/bonus.md). Ranks ascend in this order.
 */
export const QUALITY_RANKS = ["feeble", "crude", "ordinary", "heroic", "epic", "legendary"] as const;
export type QualityRank = (typeof QUALITY_RANKS)[number];

/** The damage die of each quality rank: d4 up to the top step d20. */
export const QUALITY_DIE: Readonly<Record<QualityRank, number>> = {
  feeble: 4,
  crude: 6,
  ordinary: 8,
  heroic: 10,
  epic: 12,
  legendary: 20,
};

/** Position of a rank on the ladder (feeble 0 … legendary 5); differences are "steps". */
export function qualityIndex(rank: QualityRank): number {
  return QUALITY_RANKS.indexOf(rank);
}
