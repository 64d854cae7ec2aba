/**
 * The cover level of one scene pair (seed 002): the blocked fraction of the sight lines, "at least half of your body"
 * half cover and "your entire body" full cover (the engine's `coverFromFraction`). Creatures never hide a target
 * entirely: "Standing behind a creature of the same size category or bigger also gives you half cover" (decision
 * 124). Sight lines blocked by bodies alone, with no wall across them (a climber on its mount, a creature in front),
 * are half cover at most.
 */
import { coverFromFraction } from "../../../../engine/rulesets/momentum/geometry/cover.ts";
import type { CoverLevel } from "../../../../engine/rulesets/momentum/tables/cover.ts";
import type { ScenePair } from "../../../canvas/pair.ts";

export function pairCover(pair: ScenePair): CoverLevel {
  const cover = coverFromFraction(pair.cover.fraction);
  return cover === "full" && pair.cover.walls === 0 && pair.cover.tokens > 0 ? "half" : cover;
}
