/**
 * Cover between two tokens from the scene: sight lines from the attacker's sample points to the target's (engine
 * `coverFraction`, the attacker leaning to its clearest corner), blocked by sight walls and by the bodies of other
 * tokens between (not the body of one the attacker or target stands within: a rider's mount); then the walls a GM flagged with a cover level. The reading keeps what the reason needs ("2
 * walls cross 60% of sight lines").
 */
import { coverFraction, samplePoints } from "../../engine/core/geometry/cover.ts";
import { segmentCrossesRectInterior } from "../../engine/core/geometry/intersect.ts";
import type { Point, Rect, Segment } from "../../engine/core/geometry/shapes.ts";
import type { WallQuery } from "../../engine/core/geometry/walls.ts";
import type { SceneWalls } from "./scene-walls.ts";
import type { TokenFacts } from "./token-facts.ts";
import { COVER_FLAG_LEVELS, type WallCoverLevel } from "./walls.ts";

export interface CoverReading {
  /** Blocked fraction of the sight lines from the attacker's clearest sample point, 0…1. */
  readonly fraction: number;
  readonly lines: number;
  readonly blocked: number;
  /** Distinct walls and tokens crossing those lines. */
  readonly walls: number;
  readonly tokens: number;
  /** The highest level of a flagged wall crossing a line, if any. */
  readonly flagged?: WallCoverLevel;
}

/** Sample points sit a tenth of the token's side inside its edges, so a wall it stands against does not hide it. */
const INSET = 0.1;

function samples(t: TokenFacts): readonly Point[] {
  return samplePoints(t.rect, Math.min(t.rect.width, t.rect.height) * INSET);
}

function bodiesBetween(tokens: readonly TokenFacts[], s: Segment): number[] {
  return tokens.flatMap((t, i) => (segmentCrossesRectInterior(s, t.rect) ? [i] : []));
}

/** Does `outer` hold all of `inner`? */
function encloses(outer: Rect, inner: Rect): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

const rank = (level: WallCoverLevel): number => COVER_FLAG_LEVELS.indexOf(level);

export function readCover(
  attacker: TokenFacts,
  target: TokenFacts,
  walls: SceneWalls,
  tokens: readonly TokenFacts[],
): CoverReading {
  // A token standing within another's spaces (a rider on its mount) sees out of that body and is seen through it.
  const carries = (t: TokenFacts) => encloses(t.rect, attacker.rect) || encloses(t.rect, target.rect);
  const others = tokens.filter((t) => t.id !== attacker.id && t.id !== target.id && !carries(t));
  const query: WallQuery = {
    blocks: (s) => walls.sight.blocks(s) || bodiesBetween(others, s).length > 0,
    blockers: (s) => walls.sight.blockers(s),
  };
  const from = samples(attacker);
  const to = samples(target);
  const result = coverFraction(from, to, query);
  const origin = from[result.from] ?? attacker.centre;
  const lines = to.map((b) => ({ a: origin, b }));
  const wallIds = new Set(lines.flatMap((s) => walls.sight.blockers(s)));
  const tokenIds = new Set(lines.flatMap((s) => bodiesBetween(others, s)));
  let flagged: WallCoverLevel | undefined;
  for (const s of lines) {
    for (const i of walls.flagged.blockers(s)) {
      const level = walls.flaggedLevels[i];
      if (level !== undefined && (flagged === undefined || rank(level) > rank(flagged))) flagged = level;
    }
  }
  return {
    fraction: result.fraction,
    lines: result.lines,
    blocked: result.blocked,
    walls: wallIds.size,
    tokens: tokenIds.size,
    ...(flagged === undefined ? {} : { flagged }),
  };
}
