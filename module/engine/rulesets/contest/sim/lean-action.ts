import type { ContestActor } from "../creature.ts";
import type { ContestCombatantState } from "../economy/combatant.ts";
import { whyCannotAct } from "../economy/capability.ts";
import { ATTACK_LIMIT } from "../economy/pools.ts";

/**
 * The simulation's own `takeAction` for the only actions its policy takes on its turn: a Strike, or Use Magic with
 * an ability that has the Attack trait — both on its own turn, both using one of the two Attacks, at the attack's
 * AP. The engine's path builds a refusal with its message for every "no", walks the conditions even when there are
 * none, and goes through the generic limit and pool arithmetic; here a refusal is `undefined`. When it pays, the
 * combatant is the one `takeAction` returns (the actor is unchanged: neither action adds a condition, and the
 * sim makes no Feint): test/engine/contest/sim/lean-action.test.ts holds the two equal over generated states.
 */
/** Whether any condition is active (none: nothing can stop an action, and the walk of the catalog is skipped). */
export function hasConditions(actor: ContestActor): boolean {
  for (const id in actor.conditions.active) if (id !== "") return true;
  return false;
}

export function leanAttackAction(
  actor: ContestActor,
  combatant: ContestCombatantState,
  ap: number,
): ContestCombatantState | undefined {
  if (hasConditions(actor) && whyCannotAct(actor) !== undefined) return undefined;
  const { pools, uses } = combatant.economy;
  const attacks = uses[ATTACK_LIMIT.id] ?? 0;
  if (attacks >= ATTACK_LIMIT.times) return undefined;
  const have = pools["ap"];
  if (have === undefined || !Number.isFinite(ap) || ap < 0 || ap > have) return undefined;
  return {
    id: combatant.id,
    economy: {
      ...combatant.economy,
      pools: { ...pools, ap: have - ap },
      uses: { ...uses, [ATTACK_LIMIT.id]: attacks + 1 },
    },
    turnsStarted: combatant.turnsStarted,
  };
}
