import type { PoolSpec } from "../../../core/economy/pool.ts";
import { fromTable, stat, type Stats } from "../../../core/economy/quantity.ts";
import type { WoundsActor } from "../status.ts";
import { conditionWith } from "../status.ts";
import { MAX_AP, ROUND_START_AP, TURN_END_AP } from "../tables/speed.ts";
import { maxMana } from "../vitals/mana.ts";
import { maxStamina } from "../vitals/stamina.ts";

/**
 * The `wounds` pools as data.
 * - ap (Combatant): "You gain AP twice per round, once at the start of the round, and once at the end of your turn …
 *   Unspent AP is carried over, but any AP gained in excess of your max AP as listed in the table is lost." Both gains
 *   are skipped while `noApGain` is set (a surprised creature "cannot gain AP until after your first turn").
 * - stamina, mana (Actor): no refills in combat; rests and abilities restore them (rest/). Their maxima are the
 *   current ones (after fatigue and investment).
 */
export const WOUNDS_POOLS: readonly PoolSpec[] = [
  {
    id: "ap",
    label: "Action Points",
    home: "combatant",
    max: fromTable("speed", MAX_AP),
    refills: [
      { at: "roundStart", amount: fromTable("speed", ROUND_START_AP), carryOver: true, unless: "noApGain" },
      { at: "turnEnd", amount: fromTable("speed", TURN_END_AP), carryOver: true, unless: "noApGain" },
    ],
  },
  { id: "stamina", label: "Stamina", home: "actor", max: stat("staminaMax"), refills: [] },
  { id: "mana", label: "Mana", home: "actor", max: stat("manaMax"), refills: [] },
];

/** The numbers the pool specs read. `noApGain` is decided by the boundary (see economy/boundary.ts). */
export function woundsStats(actor: WoundsActor, noApGain?: boolean): Stats {
  const c = actor.creature;
  const blocked = noApGain ?? conditionWith(actor, "noApGain") !== undefined;
  return {
    speed: c.attributes.speed,
    noApGain: blocked ? 1 : 0,
    staminaMax: maxStamina(c),
    manaMax: maxMana(c),
  };
}
