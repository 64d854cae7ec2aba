/**
 * Who rides what in a `wounds` combat (seed 004, "Mounted Combat"; docs/rules/wounds.md decision 199): the rider's
 * combatant keeps the id of its mount's combatant (`riding`), so a pair lives in one encounter and ends with it; the
 * pair is read back from the combatants as they stand, never from a request. A rider whose mount left the combat
 * rides nothing.
 */
import { woundsCombatantData } from "../combat/actor.ts";

/** The combatant `combatant` rides in its combat, if it still stands there. */
export function mountOf(combatant: Combatant.Implementation): Combatant.Implementation | undefined {
  const id = woundsCombatantData(combatant)?.riding ?? "";
  if (id === "" || id === combatant.id) return undefined;
  return combatant.combat?.combatants.get(id) ?? undefined;
}

/** The combatant riding `mount` in its combat, if any. */
export function riderOf(mount: Combatant.Implementation): Combatant.Implementation | undefined {
  if (mount.id === null) return undefined;
  return mount.combat?.combatants.find((c) => c.id !== mount.id && woundsCombatantData(c)?.riding === mount.id);
}

/** Every rider and its mount in `combat`, rider first. */
export function ridingPairs(
  combat: Combat.Implementation,
): readonly { readonly rider: Combatant.Implementation; readonly mount: Combatant.Implementation }[] {
  return combat.combatants.contents.flatMap((rider) => {
    const mount = mountOf(rider);
    return mount ? [{ rider, mount }] : [];
  });
}

/** Is this combatant part of a riding pair, as rider or as mount? */
export function isMounted(combatant: Combatant.Implementation): boolean {
  return mountOf(combatant) !== undefined || riderOf(combatant) !== undefined;
}

/** Who rides what, as a tracker row says it: the mount it rides, the rider it carries, the GM's "trained" mark. */
export interface MountedFacts {
  readonly riding?: string;
  readonly carrying?: string;
  readonly trained: boolean;
}

/** What the tracker row says of `combatant`: the mount it rides, the rider it carries, trained for combat or not. */
export function mountedFacts(combatant: Combatant.Implementation): MountedFacts {
  const mount = mountOf(combatant);
  const rider = riderOf(combatant);
  return {
    ...(mount ? { riding: mount.name ?? "" } : {}),
    ...(rider ? { carrying: rider.name ?? "" } : {}),
    trained: woundsCombatantData(combatant)?.trainedMount ?? false,
  };
}
