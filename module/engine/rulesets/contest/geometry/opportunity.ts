import type { ContestActor } from "../creature.ts";
import { DEFAULT_CONTEST_COMBAT_OPTIONS, type ContestCombatOptions } from "../combat/options.ts";
import { conditionWith } from "../status.ts";

/**
 * "A creature provokes an opportunity attack when it performs one of the following actions: Move. Characters that
 * willingly move within a foe's reach or leave it. This means that a character doesn't provoke an opportunity attack
 * when being pushed or falling past a foe. A character can avoid provoking an opportunity attack in this way by taking
 * the Disengage action or moving through means of teleportation. Cast a Spell. Characters that cast spells which
 * don't have the Melee Attack trait. Stand Up. Characters standing up to end the Prone condition."
 * Checked once per foe: the Combat layer asks for each foe that could answer with an Opportunity Attack.
 */
export type Provocation =
  | {
      readonly kind: "move";
      readonly willing: boolean;
      readonly teleport: boolean;
      /** For each point of the path, start first: is it within this foe's reach? */
      readonly inReach: readonly boolean[];
    }
  | { readonly kind: "castSpell"; readonly meleeAttackTrait: boolean }
  | { readonly kind: "standUp" };

export type ProvocationReason =
  | "moveInReach"
  | "leftReach"
  | "castSpell"
  | "standUp"
  | "unwilling"
  | "teleport"
  | "disengaged"
  | "notInReach"
  | "meleeSpell";

export interface ProvocationResult {
  readonly provokes: boolean;
  readonly reason: ProvocationReason;
}

function moveProvokes(inReach: readonly boolean[], options: ContestCombatOptions): ProvocationResult {
  const moved = inReach.length >= 2;
  const start = inReach[0] === true;
  const end = inReach[inReach.length - 1] === true;
  if (options.moveProvokes === "leavingOnly") {
    return moved && start && !end ? { provokes: true, reason: "leftReach" } : { provokes: false, reason: "notInReach" };
  }
  if (moved && start && !end) return { provokes: true, reason: "leftReach" };
  return moved && inReach.some(Boolean)
    ? { provokes: true, reason: "moveInReach" }
    : { provokes: false, reason: "notInReach" };
}

export function provokesOpportunityAttack(
  mover: ContestActor,
  provocation: Provocation,
  options: ContestCombatOptions = DEFAULT_CONTEST_COMBAT_OPTIONS,
): ProvocationResult {
  switch (provocation.kind) {
    case "move":
      if (!provocation.willing) return { provokes: false, reason: "unwilling" };
      if (provocation.teleport) return { provokes: false, reason: "teleport" };
      if (conditionWith(mover, "noOpportunityAttacks") !== undefined) return { provokes: false, reason: "disengaged" };
      return moveProvokes(provocation.inReach, options);
    case "castSpell":
      return provocation.meleeAttackTrait
        ? { provokes: false, reason: "meleeSpell" }
        : { provokes: true, reason: "castSpell" };
    case "standUp":
      return { provokes: true, reason: "standUp" };
  }
}
