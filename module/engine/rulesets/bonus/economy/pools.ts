import type { PoolSpec } from "../../../core/economy/pool.ts";
import { constant, stat, type Stats } from "../../../core/economy/quantity.ts";
import type { BonusActor } from "./actor.ts";
import { firstRoundActions } from "./ambush.ts";
import { conditionWith } from "./status.ts";

/**
 * The `bonus` pools as data.
 * - actions (Combatant): set at the holder's turn start to this turn's allowance ("You begin with 2 Actions"),
 *   emptied at its turn end (actions are only taken on your turn, so what is left is lost).
 * - vigor (Actor): "You'll recover 1 point of Vigor for every 5 points of Stamina" at the end of each round.
 * - durability, mana (Actor): only "if you have a special ability"; the amount is the ability's (0 without one).
 *   Durability does not recover while Wounded ("you no longer recover Durability quickly").
 */
export const BONUS_POOLS: readonly PoolSpec[] = [
  {
    id: "actions",
    label: "Actions",
    home: "combatant",
    max: stat("actionsThisTurn"),
    refills: [
      { at: "turnStart", amount: "max", carryOver: false },
      { at: "turnEnd", amount: constant(0), carryOver: false },
    ],
  },
  {
    id: "vigor",
    label: "Vigor",
    home: "actor",
    max: stat("vigorMax"),
    refills: [{ at: "roundEnd", amount: stat("stamina", 5), carryOver: true }],
  },
  {
    id: "durability",
    label: "Durability",
    home: "actor",
    max: stat("durabilityMax"),
    refills: [{ at: "roundEnd", amount: stat("durabilityRecovery"), carryOver: true, unless: "wounded" }],
  },
  {
    id: "mana",
    label: "Mana",
    home: "actor",
    max: stat("manaMax"),
    refills: [{ at: "roundEnd", amount: stat("manaRecovery"), carryOver: true }],
  },
];

/** The numbers the pool specs read, for one creature in one round. */
export function bonusStats(actor: BonusActor, round: number): Stats {
  const c = actor.creature;
  return {
    actionsThisTurn: firstRoundActions(actor, round),
    stamina: c.stamina,
    vigorMax: c.vigor.max,
    durabilityMax: c.durability.max,
    manaMax: c.mana.max,
    durabilityRecovery: actor.durabilityRecovery,
    manaRecovery: actor.manaRecovery,
    wounded: conditionWith(actor, "noDurabilityRecovery") === undefined ? 0 : 1,
  };
}
