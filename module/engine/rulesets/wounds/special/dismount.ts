/**
 * "Action: Mount/Dismount — You climb atop a horse or other mount, or climb off of the mount." (seed 004.) Climbing off
 * is the action's, paid by its AP: the rider ends on the ground beside its mount, not walked there (decision 221).
 */

/** A creature's spaces on a square grid: its top-left space and its size in spaces. */
export interface Spaces {
  readonly col: number;
  readonly row: number;
  readonly width: number;
  readonly height: number;
}

/** A top-left space. */
export interface Place {
  readonly col: number;
  readonly row: number;
}

function overlaps(a: Spaces, b: Spaces): boolean {
  return a.col < b.col + b.width && b.col < a.col + a.width && a.row < b.row + b.height && b.row < a.row + a.height;
}

/** Twice the centre, so sizes of odd and even spaces compare in whole numbers. */
const centre2 = (s: Spaces): Place => ({ col: 2 * s.col + s.width, row: 2 * s.row + s.height });

/**
 * Where the rider may stand once off its mount, best first: every place of the rider's size that touches the mount's
 * spaces (by an edge or a corner), on the grid (no negative space), on no space of the mount or of `others`, nearest to
 * where the rider sat (the distance between centres; a tie goes to the upper row, then the left column).
 */
export function dismountPlaces(mount: Spaces, rider: Spaces, others: readonly Spaces[]): readonly Place[] {
  const sat = centre2(rider);
  const places: (Place & { readonly far: number })[] = [];
  for (let row = mount.row - rider.height; row <= mount.row + mount.height; row++) {
    for (let col = mount.col - rider.width; col <= mount.col + mount.width; col++) {
      const at: Spaces = { col, row, width: rider.width, height: rider.height };
      if (col < 0 || row < 0 || overlaps(at, mount) || others.some((o) => overlaps(at, o))) continue;
      const c = centre2(at);
      places.push({ col, row, far: (c.col - sat.col) ** 2 + (c.row - sat.row) ** 2 });
    }
  }
  return places.sort((a, b) => a.far - b.far || a.row - b.row || a.col - b.col).map(({ col, row }) => ({ col, row }));
}
