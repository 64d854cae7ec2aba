import { burstOnMax, type DieGroup, type FlatModifier } from "../../../core/dice/request.ts";
import type { RollResult } from "../../../core/dice/result.ts";

/**
 * The one check mechanic of `wounds`. The seed writes checks as `Attr [Skill/Specialization]` against TNs from −8
 * (a light wound's recovery) to 10 (a fatal one), starts initiative at "check + 5", and calls attack and defense rolls
 * "wild rolls", but never says which dice a check rolls. Fray's answer, in this file only (docs/rules/wounds.md,
 * "The check"):
 * - a check is dice + a fixed offset + attribute + skill + specialization + modifiers, centred near 0 so that the TN
 *   table reads as written (an untrained check meets TN −8 nearly always and TN 10 about one time in twenty);
 * - a wild roll is the same check whose dice are open-ended: a die showing its maximum rolls again and adds;
 * - a critical success is every check die showing its maximum on its first roll, a critical failure every die
 *   showing 1 (on one d20: a natural 20 or a natural 1);
 * - TNs and Defenses are met on "equals or exceeds".
 * The dice themselves are a world setting: the default flat `1d20 − 10` or the bell-shaped `2d10 − 11`.
 */
export const CHECK_MECHANIC_IDS = ["d20", "2d10"] as const;
export type CheckMechanicId = (typeof CHECK_MECHANIC_IDS)[number];

export interface CheckMechanic {
  readonly id: CheckMechanicId;
  readonly label: string;
  readonly count: number;
  readonly faces: number;
  /** Added to the dice so the untrained check is centred near 0. */
  readonly offset: number;
}

export const CHECK_MECHANICS: Readonly<Record<CheckMechanicId, CheckMechanic>> = {
  d20: { id: "d20", label: "1d20 − 10", count: 1, faces: 20, offset: -10 },
  "2d10": { id: "2d10", label: "2d10 − 11", count: 2, faces: 10, offset: -11 },
};

export const CHECK_GROUP_ID = "check";
export const CHECK_OFFSET_SOURCE = "Check offset";

/** The check dice; a wild roll's dice explode on their maximum. */
export function checkDice(mechanic: CheckMechanic, wild: boolean): DieGroup {
  const group: DieGroup = {
    id: CHECK_GROUP_ID,
    source: wild ? "Wild roll" : "Check",
    count: mechanic.count,
    faces: mechanic.faces,
  };
  return wild ? { ...group, explode: burstOnMax(mechanic.faces) } : group;
}

export function checkOffset(mechanic: CheckMechanic): FlatModifier {
  return { source: CHECK_OFFSET_SOURCE, value: mechanic.offset };
}

export type Critical = "success" | "failure";

/**
 * Natural maximum on every check die's first roll = critical success; natural 1 on every die = critical failure.
 * Reads the check group of any result built by `checkRequest`; a result without one has no critical.
 */
export function naturalCritical(result: RollResult): Critical | undefined {
  const group = result.groups.find((g) => g.id === CHECK_GROUP_ID);
  if (!group || group.dice.length === 0) return undefined;
  const firsts = group.dice.map((die) => die.chains[die.chosen]?.faces[0]);
  if (firsts.every((face) => face === group.faces)) return "success";
  if (firsts.every((face) => face === 1)) return "failure";
  return undefined;
}
