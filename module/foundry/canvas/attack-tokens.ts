/**
 * The tokens of an attack's two sides, where a rule acts on the canvas after the hit (a push, a pull, a teleport):
 * the target's token on its scene — its combatant's in the fight, else its own (an unlinked token's actor) — and the
 * attacker's token on that same scene (`attackerTokenOn`). Either is absent off the canvas.
 */
import { fightingCombatant } from "../combat/fight-of.ts";
import { attackerTokenOn } from "./situate.ts";

export interface AttackTokens {
  readonly attacker: TokenDocument.Implementation | undefined;
  readonly target: TokenDocument.Implementation | undefined;
}

export function attackTokens(attacker: Actor.Implementation, target: Actor.Implementation): AttackTokens {
  const own = fightingCombatant(target, attacker)?.token ?? target.token ?? undefined;
  const scene = own?.parent;
  return { attacker: scene ? attackerTokenOn(scene, attacker) : undefined, target: own };
}
