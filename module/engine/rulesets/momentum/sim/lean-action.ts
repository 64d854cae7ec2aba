import { applyMark } from "../economy/act.ts";
import { whyCannotSpendAP } from "../economy/capability.ts";
import type { Pair } from "../economy/pay.ts";
import { findMomentumAction, type MomentumActionSpec } from "../tables/actions.ts";

/**
 * The simulation's own `takeAction` for the only actions its policy takes on its own turn: a weapon attack (the
 * Attack action and at once its one weapon attack, `useAttack`), Use Ability at the Ability's AP, and Defend. The
 * engine's path builds a refusal with its message for every "no", checks the same status twice and goes through the
 * generic pool arithmetic; here a refusal is `undefined` and the AP come off directly. When it pays, the actor and
 * combatant are the ones `takeAction` (and `useAttack`) return: test/engine/momentum/sim/lean-action.test.ts holds
 * the two equal over generated states.
 */
export type LeanAction = "weaponAttack" | "useAbility" | "defend";

const DEFEND: MomentumActionSpec | undefined = findMomentumAction("defend");
const ATTACK_AP = findMomentumAction("attack")?.cost["ap"] ?? 0;
const DEFEND_AP = DEFEND?.cost["ap"] ?? 0;

/** `abilityAP`: what Use Ability costs (the Ability's AP); the others cost what the action table says. */
export function leanTakeAction(pair: Pair, action: LeanAction, round: number, abilityAP = 0): Pair | undefined {
  const { actor, combatant } = pair;
  const ap = action === "weaponAttack" ? ATTACK_AP : action === "defend" ? DEFEND_AP : abilityAP;
  if (whyCannotSpendAP(actor) !== undefined) return undefined;
  const pools = combatant.economy.pools;
  const have = pools["ap"] ?? 0;
  if (!(ap >= 0) || ap > have) return undefined;
  const paid: Pair = {
    actor,
    combatant: {
      ...combatant,
      economy: { ...combatant.economy, pools: { ...pools, ap: have - ap } },
      apSpentThisTurn: combatant.apSpentThisTurn + ap,
    },
  };
  return action === "defend" && DEFEND ? applyMark(paid, DEFEND, round) : paid;
}
