/**
 * Opposed rolls: the probability that one total beats another, with the ruleset saying who wins ties
 * (`bonus`: "If they tie, the contest goes to the attacker"). Both totals are independent distributions; one
 * merge pass over the two supports, no allocation.
 */
import type { Distribution } from "./distribution.ts";

export type TieWinner = "attacker" | "defender";

/** P(the attacker wins): P(A > D), plus P(A = D) when ties go to the attacker. Truncated tails are ignored. */
export function probabilityBeats(attack: Distribution, defense: Distribution, ties: TieWinner): number {
  let win = 0;
  let below = 0; // P(D < a) so far
  let j = 0;
  const dLength = defense.p.length;
  for (let i = 0; i < attack.p.length; i++) {
    const pa = attack.p[i] ?? 0;
    const a = attack.min + i;
    while (j < dLength && defense.min + j < a) below += defense.p[j++] ?? 0;
    if (pa === 0) continue;
    const tie = j < dLength && defense.min + j === a ? (defense.p[j] ?? 0) : 0;
    win += pa * (ties === "attacker" ? below + tie : below);
  }
  return win;
}
