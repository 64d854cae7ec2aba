/**
 * Live odds for `bonus` roll dialogs: the chance an attack beats Guard, the chance a Defense reaction beats an
 * attack ("If they score higher than the attacker, they successfully defend … If they tie, the contest goes to the
 * attacker"), and the chance an attack lands when the defender will react.
 */
import type { DiceRequest } from "../../../core/dice/request.ts";
import { probabilityBeats, type TieWinner } from "../../../core/odds/compare.ts";
import { probabilityAbove, type Distribution } from "../../../core/odds/distribution.ts";
import { requestDistribution, successProbability } from "../../../core/odds/request.ts";
import { DEFENSE_TIES } from "./defense.ts";

/** P(the Defense reaction succeeds) against a known attack total or an attack's distribution. */
export function defenseSuccessProbability(attack: Distribution | number, defense: DiceRequest): number {
  const defenseDist = requestDistribution(defense);
  if (typeof attack === "number") return probabilityAbove(defenseDist, attack);
  // The defender must be strictly higher: P(D > A) is "D beats A with ties going to the other side".
  const tiesToAttacker: TieWinner = DEFENSE_TIES === "attacker" ? "defender" : "attacker";
  return probabilityBeats(defenseDist, attack, tiesToAttacker);
}

/** P(the attack hits): beats Guard (+ VS penalties), and then is not beaten by the defender's reaction if given. */
export function hitProbability(attack: DiceRequest, defense?: DiceRequest): number {
  if (!defense) return successProbability(attack);
  const target = attack.target;
  if (!target) throw new RangeError(`attack "${attack.label}" has no Guard to beat`);
  const dist = requestDistribution(attack);
  // Keep only the attack totals that beat Guard; the reaction only matters for those.
  const offset = target.value - dist.min;
  const first = Math.max(0, target.kind === "exceed" ? Math.floor(offset) + 1 : Math.ceil(offset));
  const p = dist.p.slice();
  p.fill(0, 0, Math.min(first, p.length));
  return probabilityBeats({ min: dist.min, p, truncated: dist.truncated }, requestDistribution(defense), DEFENSE_TIES);
}
