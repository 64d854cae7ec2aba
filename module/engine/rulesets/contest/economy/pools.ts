import type { UseLimit } from "../../../core/economy/limits.ts";
import type { PoolSpec } from "../../../core/economy/pool.ts";
import { constant, stat, type Stats } from "../../../core/economy/quantity.ts";
import type { ContestActor } from "../creature.ts";

/**
 * The `contest` pools and limits as data (all on the Combatant: they live for a round or a turn).
 * - AP: "At the beginning of a each round, all characters gain 3 Action Points (AP)"; "A character does not transfer
 *   unspent AP into the next round, those AP are simply lost." A character joining mid-round starts with 3.
 * - movement: "while moving a number of meters up to their speed (this movement does not cost them action points)"
 *   on your turn: filled at your turn start, gone at your turn end. Dash adds your speed again.
 * - attacks: "can only take an action with the Attack trait twice per round".
 * - free action: "you can only take one free action per round, even if you have multiple features".
 * - reaction: one reaction per trigger (one Defend per attack, one Opportunity Attack per provocation).
 */
export const AP_PER_ROUND = 3;
export const ATTACKS_PER_ROUND = 2;
export const FREE_ACTIONS_PER_ROUND = 1;

export const CONTEST_POOLS: readonly PoolSpec[] = [
  {
    id: "ap",
    label: "Action Points",
    home: "combatant",
    max: constant(AP_PER_ROUND),
    refills: [{ at: "roundStart", amount: "max", carryOver: false }],
    initial: "max",
  },
  {
    id: "movement",
    label: "Movement",
    home: "combatant",
    max: stat("speed"),
    refills: [
      { at: "turnStart", amount: "max", carryOver: false },
      { at: "turnEnd", amount: constant(0), carryOver: false },
    ],
  },
];

export const ATTACK_LIMIT: UseLimit = { id: "attack", times: ATTACKS_PER_ROUND, clearAt: "roundStart", keyed: false };
export const FREE_ACTION_LIMIT: UseLimit = {
  id: "freeAction",
  times: FREE_ACTIONS_PER_ROUND,
  clearAt: "roundStart",
  keyed: false,
};
export const REACTION_LIMIT: UseLimit = { id: "reaction", times: 1, clearAt: "roundStart", keyed: true };

export const CONTEST_LIMITS: readonly UseLimit[] = [ATTACK_LIMIT, FREE_ACTION_LIMIT, REACTION_LIMIT];

/** The numbers the pool specs read. */
export function contestStats(actor: ContestActor): Stats {
  return { speed: Math.max(0, actor.creature.speed) };
}
