import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import { COVER_LEVELS, type CoverLevel, type Posture } from "../tables/attack-modifiers.ts";

/**
 * From a blocked fraction of sight lines (core `coverFraction`) to the seed's cover levels: "1/4 cover", "1/2 cover",
 * "3/4 cover" and "9/10 cover (arrow slit)". The seed names the fractions; Fray reads each as "at least that much of
 * the target is blocked" (bounds are a world setting), and all lines blocked as no line of sight.
 */
export type SightCover = CoverLevel | "none" | "noLineOfSight";

export function coverFromFraction(fraction: number, options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS): SightCover {
  const from = options.coverFrom;
  if (fraction >= 1) return "noLineOfSight";
  if (fraction >= from.nineTenths) return "cover9/10";
  if (fraction >= from.threeQuarters) return "cover3/4";
  if (fraction >= from.half) return "cover1/2";
  if (fraction >= from.quarter) return "cover1/4";
  return "none";
}

/**
 * "However, dropping behind a low wall can increase the effective level of cover." Fray: a crouching or prone target
 * behind a low wall has one level more cover than the wall gives a standing one (none becomes 1/4), up to 9/10.
 */
export function lowWallCover(
  cover: CoverLevel | undefined,
  posture: Posture,
  behindLowWall: boolean,
): CoverLevel | undefined {
  if (!behindLowWall || posture === "standing") return cover;
  const index = cover === undefined ? -1 : COVER_LEVELS.indexOf(cover);
  return COVER_LEVELS[Math.min(COVER_LEVELS.length - 1, index + 1)];
}
