import type { UseLimit } from "../../../core/economy/limits.ts";
import type { PoolSpec } from "../../../core/economy/pool.ts";
import { constant, stat, type Stats } from "../../../core/economy/quantity.ts";
import type { MomentumActor } from "../creature.ts";
import { movementFactor, sumEffect } from "../status.ts";
import { AP_PER_TURN, RP_PER_ROUND } from "../tables/actions.ts";

/**
 * The `momentum` pools as data (seed 002):
 * - ap (Combatant): "Each participant gets three Action Points (AP) during their turn" — set to 3 at the holder's
 *   turn start, emptied at its turn end (AP are spent "on their turn");
 * - rp (Combatant): "two Reaction Points (RP) for the whole round" — set at each round start (Shocked: one fewer);
 * - movement (Combatant, metres): "They can also move by an amount equal to their Basic Movement … without needing to
 *   use any AP" — Basic Movement at the turn start (scaled by Chilled, 0 while immobile), gone at the turn end; Move
 *   and Sprint add to it;
 * - attacks (Combatant): the Attack action's "one weapon attack. It does not have to be during the same action, but
 *   it has to be on your turn" — granted by the action, gone at the turn end;
 * - nm (Actor): Narrative Momentum; nothing in the excerpt refills it in combat, and no cap is given.
 */
export const MOMENTUM_POOLS: readonly PoolSpec[] = [
  {
    id: "ap",
    label: "Action Points",
    home: "combatant",
    max: constant(AP_PER_TURN),
    refills: [
      { at: "turnStart", amount: "max", carryOver: false },
      { at: "turnEnd", amount: constant(0), carryOver: false },
    ],
  },
  {
    id: "rp",
    label: "Reaction Points",
    home: "combatant",
    max: constant(RP_PER_ROUND),
    refills: [{ at: "roundStart", amount: stat("rpThisRound"), carryOver: false }],
  },
  {
    id: "movement",
    label: "Movement (m)",
    home: "combatant",
    max: stat("basicMovement"),
    refills: [
      { at: "turnStart", amount: "max", carryOver: false },
      { at: "turnEnd", amount: constant(0), carryOver: false },
    ],
  },
  {
    id: "attacks",
    label: "Attacks",
    home: "combatant",
    max: constant(0),
    refills: [
      { at: "turnStart", amount: constant(0), carryOver: false },
      { at: "turnEnd", amount: constant(0), carryOver: false },
    ],
  },
  { id: "nm", label: "Narrative Momentum", home: "actor", max: stat("narrativeMomentumMax"), refills: [] },
];

/**
 * "You can make one free Interact with Target action on your turn unless you have already used a free Switch Weapons
 * action" and the converse: one free use per turn, shared by the two.
 */
export const FREE_INTERACTION: UseLimit = { id: "freeInteraction", times: 1, clearAt: "turnStart", keyed: false };
export const MOMENTUM_LIMITS: readonly UseLimit[] = [FREE_INTERACTION];

/** No cap on Narrative Momentum is given in the excerpt. */
export const NARRATIVE_MOMENTUM_MAX = Number.MAX_SAFE_INTEGER;

/** Basic Movement now, in whole metres: scaled by movement factors (Chilled), 0 while immobile. */
export function effectiveBasicMovement(actor: MomentumActor): number {
  return Math.floor(actor.creature.basicMovement * movementFactor(actor));
}

/** The numbers the pool specs read, for one creature now. */
export function momentumStats(actor: MomentumActor): Stats {
  return {
    basicMovement: effectiveBasicMovement(actor),
    rpThisRound: Math.max(0, RP_PER_ROUND - sumEffect(actor, "rpLoss")),
    narrativeMomentumMax: NARRATIVE_MOMENTUM_MAX,
  };
}
