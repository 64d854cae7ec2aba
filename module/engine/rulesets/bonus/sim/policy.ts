import type { Rng } from "../../../core/dice/rng.ts";
import { chooseTarget } from "../../../sim/target.ts";
import { reactionVigorCost } from "../economy/reactions.ts";
import { isDown, type BonusFighter } from "./fighter.ts";

/**
 * How a simulated `bonus` creature decides, the only choices the skirmish leaves it:
 * - every action is an Attack with its weapon (open ground, everyone in reach: nobody moves, aims or readies);
 * - the party focuses the standing foe with the least Durability + Health left; foes pick a standing party member
 *   at random;
 * - a target Defends (its reaction) against an attack that would hit only when it can pay the Vigor without
 *   becoming Winded.
 */
export const BONUS_ASSUMPTIONS: readonly string[] = [
  "Open ground, everyone in reach: every action is an Attack with the fighter's main weapon.",
  "The party focuses the standing foe with the least Durability and Health left; foes pick a standing party member at random.",
  "A target Defends against an attack that would hit when it can pay the Vigor without becoming Winded.",
  "A party member is down at 0 Health (Shock or dead).",
];

/** What the party's focus reads: Durability and Health left. */
export const remaining = (f: BonusFighter): number => f.actor.creature.durability.value + f.actor.creature.health.value;

const standing = (f: BonusFighter): boolean => !isDown(f);

export function pickTarget(enemies: readonly BonusFighter[], partyMember: boolean, rng: Rng): BonusFighter | undefined {
  return chooseTarget(enemies, standing, remaining, partyMember, rng);
}

/** Defend when the Vigor it costs leaves the target above the Winded line (Vigor 0). */
export function willDefend(target: BonusFighter): boolean {
  return target.actor.creature.vigor.value > reactionVigorCost(target.actor, "defense");
}
