/**
 * A rider's token goes where its mount goes (docs/rules/wounds.md decision 201): "You climb atop a horse or other
 * mount", so while riding it stands on the mount's spaces. The mount's move carries it, GM side, by the same offset
 * (the mount walks and pays; the rider walks nothing). A rider's own token may move only within its mount's spaces (a
 * seat taken, free); anywhere else it must dismount first (a player's move is refused; a GM's goes on with the warning,
 * the GM's override, and costs the rider nothing: it was placed, not walked).
 */
import type { Refusal } from "../../../combat-room.ts";
import type { TokenAt } from "../../../canvas/read-scene.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { mountOf, riderOf } from "./riding.ts";

const DISMOUNT_FIRST: Refusal = { refused: `${I18N_ROOT}.Wounds.Mounted.Refusal.riderMoves` };

/** Does a token of `rider`'s size with its top-left at `at` stand within `mount`'s spaces? */
export function withinMount(
  at: TokenAt,
  rider: TokenDocument.Implementation,
  mount: TokenDocument.Implementation,
): boolean {
  const size = mount.parent?.grid.size ?? 0;
  const right = mount.x + (mount.width ?? 1) * size;
  const bottom = mount.y + (mount.height ?? 1) * size;
  const riderRight = at.x + (rider.width ?? 1) * size;
  const riderBottom = at.y + (rider.height ?? 1) * size;
  return at.x >= mount.x && at.y >= mount.y && riderRight <= right && riderBottom <= bottom;
}

/**
 * Is `combatant` a rider (whose moves are carried, never walked)? Undefined: not riding, the walk's own rules apply.
 * Otherwise why a move to `to` is refused, or null when it stays on the mount.
 */
export function riderMove(combatant: Combatant.Implementation, to: TokenAt): Refusal | null | undefined {
  const mount = mountOf(combatant);
  if (!mount) return undefined;
  const riderToken = combatant.token;
  const mountToken = mount.token;
  if (!riderToken || !mountToken) return null;
  return withinMount(to, riderToken, mountToken) ? null : DISMOUNT_FIRST;
}

/** GM: the mount `combatant` just moved from `origin`: its rider's token follows by the same offset. */
export async function carryRider(
  combatant: Combatant.Implementation,
  token: TokenDocument.Implementation,
  origin: TokenAt,
): Promise<void> {
  const rider = riderOf(combatant)?.token;
  if (!rider || rider.parent !== token.parent) return;
  const dx = token.x - origin.x;
  const dy = token.y - origin.y;
  if (dx === 0 && dy === 0) return;
  await rider.update({ x: rider.x + dx, y: rider.y + dy });
}
