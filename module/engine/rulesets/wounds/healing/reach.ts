/**
 * Who a healing action may be aimed at (seed 004). Treat Wound: "a wound on yourself or an adjacent willing or
 * helpless target"; Treat Condition: "affecting yourself or an adjacent willing or helpless target"; Stabilize: "a
 * dying creature within reach". The excerpt gives no reach for hands, so Fray reads adjacent and within reach alike:
 * 1 yard, the reach of the typical weapon and of a creature next to you (docs/rules/wounds.md decision 148).
 * Consent ("willing") is the table's word, as sleep is for a rest: Fray does not ask the patient (decision 148).
 */
export const HEALING_REACH_YARDS = 1;

export type HealingReachRefusal = "notAdjacent" | "notOnScene";

/**
 * Undefined when the healer may reach the patient: itself always, another creature at most `HEALING_REACH_YARDS`
 * away (`distance` in yards, undefined when the two have no tokens on one scene).
 */
export function healingReachRefusal(self: boolean, distance: number | undefined): HealingReachRefusal | undefined {
  if (self) return undefined;
  if (distance === undefined) return "notOnScene";
  return distance <= HEALING_REACH_YARDS ? undefined : "notAdjacent";
}
