/**
 * "While riding a mount, you and your mount share a single turn, using the worse of your two initiative scores" (seed
 * 004): each rider and its mount are one turn group of the combat room (`turnGroups`), read when a round begins, so a
 * pair formed during a round shares its turn from the next (docs/rules/wounds.md decision 200). The group's entry is
 * its worse member's (the engine's `sharedInitiative`), tie key included; every turn event is each member's, so both
 * gain their AP at the end of the shared turn. While the group acts, both act on their own turn: neither interrupts.
 */
import type { TurnGroup } from "../../../../engine/core/turns/groups.ts";
import type { InitiativeEntry } from "../../../../engine/core/turns/initiative.ts";
import { sharedInitiative } from "../../../../engine/rulesets/wounds/special/mounted.ts";
import type { TurnGroupRoom } from "../../../combat/room.ts";
import { storedRound } from "../../../combat/turn-driver.ts";
import { ridingPairs } from "./riding.ts";

/** The group's id: no combatant has it. */
const groupId = (riderId: string) => `mount-${riderId}`;

function pairsOf(combat: Combat.Implementation): readonly TurnGroup[] {
  return ridingPairs(combat).flatMap(({ rider, mount }) =>
    rider.id !== null && mount.id !== null ? [{ id: groupId(rider.id), members: [rider.id, mount.id] }] : [],
  );
}

/** The worse of the members' scores, with that member's tie key. */
function pairEntry(group: TurnGroup, members: readonly InitiativeEntry[]): InitiativeEntry {
  const worse = members.map((m) => m.total).reduce(sharedInitiative, Number.POSITIVE_INFINITY);
  return members.find((m) => m.total === worse) ?? { id: group.id, total: worse };
}

export const MOUNTED_TURNS: TurnGroupRoom = { of: pairsOf, entry: pairEntry };

/** Does `combatant` act now, on its own turn or on the turn it shares with the acting combatant? */
export function sharesActingTurn(combatant: Combatant.Implementation): boolean {
  const combat = combatant.combat;
  const active = combat?.combatant?.id;
  if (!combat || !active || combatant.id === null) return false;
  if (active === combatant.id) return true;
  const id = combatant.id;
  return (storedRound(combat)?.groups ?? []).some((g) => g.members.includes(active) && g.members.includes(id));
}
