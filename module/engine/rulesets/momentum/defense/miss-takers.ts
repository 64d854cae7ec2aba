import { footprintDistance, type Footprint } from "../../../core/geometry/footprint.ts";
import type { GridSpec } from "../../../core/geometry/grid.ts";
import type { Point, Rect } from "../../../core/geometry/shapes.ts";
import { creatureCover } from "../geometry/cover.ts";
import { sizeSteps, type SizeCategory } from "../tables/size.ts";

/**
 * Who a miss may strike instead (seed 002), read from where the creatures stand:
 * - creature cover: "Standing behind a creature of the same size category or bigger also gives you half cover, but all
 *   attacks that miss you target the creature in front of you instead, possibly leading it to be hit" — the engine's
 *   `creatureCover` along the attack's line (not one of the target's size that is Taking Cover);
 * - Climb: "Any attack that targets you and misses targets the creature you have climbed onto instead" — a Climbing
 *   target's mount is a creature whose space it shares ("You occupy a space that is also occupied by the target") and
 *   that is at least one size category larger ("at least one size category larger than you").
 * The attacker never strikes itself. Whether the miss then hits is `redirectMiss` (defense/redirect.ts).
 */
export interface PlacedCreature {
  readonly id: string;
  /** The space it occupies, in the units of `centre`. */
  readonly rect: Rect;
  readonly centre: Point;
  readonly footprint: Footprint;
  readonly size: SizeCategory;
  readonly takingCover: boolean;
  readonly climbing: boolean;
}

export function missTakers(
  attacker: PlacedCreature,
  target: PlacedCreature,
  others: readonly PlacedCreature[],
  grid: GridSpec,
): readonly string[] {
  const around = others.filter((o) => o.id !== attacker.id && o.id !== target.id);
  const inFront = creatureCover(attacker.centre, target.centre, target.size, around)?.id;
  const mounts = target.climbing
    ? around.filter(
        (o) => footprintDistance(o.footprint, target.footprint, grid) === 0 && sizeSteps(target.size, o.size) >= 1,
      )
    : [];
  const ids = [...(inFront === undefined ? [] : [inFront]), ...mounts.map((m) => m.id)];
  return ids.filter((id, i) => ids.indexOf(id) === i);
}
