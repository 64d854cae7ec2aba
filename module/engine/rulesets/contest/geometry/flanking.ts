import { lineFlankingPair } from "../../../core/geometry/flanking.ts";
import type { Point, Rect } from "../../../core/geometry/shapes.ts";

/**
 * "When at least two allied characters have a foe in their reach between them, such that one could draw a straight
 * line and connect all three characters, the foe is flanked." Only allies who have the foe in their reach and can act
 * (not incapacitated) count; the line is the core's test through the inside of the foe's space. Any melee attacker
 * against a flanked foe gains the bonus (combat/modifiers.ts), not only the two flankers.
 */
export interface Flanker {
  readonly centre: Point;
  readonly hasFoeInReach: boolean;
  /** Able to act (an unconscious or surprised ally threatens nobody). */
  readonly able: boolean;
}

export function flankingPair(foe: Rect, allies: readonly Flanker[]): readonly [number, number] | undefined {
  const counted = allies.map((a, index) => ({ a, index })).filter(({ a }) => a.hasFoeInReach && a.able);
  const pair = lineFlankingPair(
    foe,
    counted.map(({ a }) => a.centre),
  );
  if (!pair) return undefined;
  const [i, j] = pair;
  const first = counted[i]?.index;
  const second = counted[j]?.index;
  return first === undefined || second === undefined ? undefined : [first, second];
}

export function isFlanked(foe: Rect, allies: readonly Flanker[]): boolean {
  return flankingPair(foe, allies) !== undefined;
}
