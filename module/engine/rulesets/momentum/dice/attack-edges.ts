import type { MomentumActor } from "../creature.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { climbingOn, hiddenFrom, isHiddenFrom } from "../relations.ts";
import { effectsInForce } from "../status.ts";
import type { EdgeSource } from "./edge.ts";

/**
 * Every source of advantage or disadvantage on one attack roll, named for the roll dialog:
 * - "you attack with disadvantage if you are within melee range of an enemy" (ranged attacks);
 * - "While you are hidden, you have advantage on all of your attacks" (against those who cannot see you, by default);
 * - Climb: "The target gains disadvantage if it tries to attack you";
 * - conditions: the attacker's own (Blinded, Prone, Frightened) and the target's (Defending: "Attack rolls against
 *   you have disadvantage"; Prone, Restrained, Stunned, Blinded).
 */
export interface AttackSituation {
  readonly attackerId: string;
  readonly targetId: string;
  readonly ranged: boolean;
  /** Some enemy of the attacker is within melee range of it (geometry/range.ts). */
  readonly enemyWithinMelee: boolean;
}

export function attackEdges(
  attacker: MomentumActor,
  target: MomentumActor,
  situation: AttackSituation,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): readonly EdgeSource[] {
  const edges: EdgeSource[] = [];
  if (situation.ranged && situation.enemyWithinMelee) {
    edges.push({ source: "Ranged attack within melee range of an enemy", edge: "disadvantage" });
  }
  const targetBlind = effectsInForce(target).some((e) => e.effects.cannotSee === true);
  const hidden =
    options.hiddenAdvantage === "allAttacks"
      ? hiddenFrom(attacker.conditions).length > 0
      : isHiddenFrom(attacker.conditions, situation.targetId);
  // A blind target cannot see the attacker either; its own Blinded effect already gives the advantage.
  if (hidden && !targetBlind) edges.push({ source: "Hidden", edge: "advantage" });
  if (climbingOn(target.conditions) === situation.attackerId) {
    edges.push({ source: "Attacking a creature climbing on you", edge: "disadvantage" });
  }
  for (const e of effectsInForce(attacker)) {
    if (e.effects.attackEdge) edges.push({ source: e.condition, edge: e.effects.attackEdge });
  }
  for (const e of effectsInForce(target)) {
    if (e.effects.attackedEdge) edges.push({ source: `Target ${e.condition}`, edge: e.effects.attackedEdge });
    const byRange = situation.ranged ? e.effects.rangedAttackedEdge : e.effects.meleeAttackedEdge;
    if (byRange) edges.push({ source: `Target ${e.condition}`, edge: byRange });
  }
  return edges;
}
