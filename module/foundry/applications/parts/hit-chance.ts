/**
 * How an exact hit chance reads on a button. Colour alone must not carry the meaning (issue 8), so every chance
 * has a band with a word and an icon as well as a colour.
 */
export type HitBand = "likely" | "even" | "unlikely";

/** Two in three or better reads as likely, one in three or worse as unlikely. */
export function hitBand(probability: number): HitBand {
  if (probability >= 2 / 3) return "likely";
  if (probability > 1 / 3) return "even";
  return "unlikely";
}

/**
 * Whole percent, but never "0" or "100" unless the chance really is 0 or 1: a 99.6 % attack can still miss, and
 * rounding it to 100 would tell the player otherwise.
 */
export function percentText(probability: number): string {
  if (probability <= 0) return "0";
  if (probability >= 1) return "100";
  return String(Math.min(99, Math.max(1, Math.round(probability * 100))));
}
