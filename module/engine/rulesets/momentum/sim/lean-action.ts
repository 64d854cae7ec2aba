import { applyMark } from "../economy/act.ts";
import { whyCannotSpendAP } from "../economy/capability.ts";
import { newMomentumCombatant } from "../economy/combatant.ts";
import type { MomentumActor } from "../creature.ts";
import { findMomentumAction, type MomentumActionSpec } from "../tables/actions.ts";
import type { LeanEconomy } from "./lean-economy.ts";

/**
 * The simulation's own `takeAction` for the only actions its policy takes on its own turn: a weapon attack (the
 * Attack action and at once its one weapon attack, `useAttack`), Use Ability at the Ability's AP, and Defend. The
 * engine's path builds a refusal with its message for every "no", checks the same status twice and goes through the
 * generic pool arithmetic; here a refusal is `undefined` and the AP come off the fighter's number (`LeanEconomy`).
 * When it pays, the actor and AP are the ones `takeAction` (and `useAttack`) leave:
 * test/engine/momentum/sim/lean-action.test.ts holds the two equal over generated states.
 */
export type LeanAction = "weaponAttack" | "useAbility" | "defend";

const DEFEND: MomentumActionSpec | undefined = findMomentumAction("defend");
const ATTACK_AP = findMomentumAction("attack")?.cost["ap"] ?? 0;
const DEFEND_AP = DEFEND?.cost["ap"] ?? 0;

/**
 * Pays from `economy` and returns the actor after paying, or `undefined` where the engine refuses (nothing paid).
 * `abilityAP`: what Use Ability costs (the Ability's AP); the others cost what the action table says.
 */
export function leanTakeAction(
  actor: MomentumActor,
  economy: LeanEconomy,
  action: LeanAction,
  round: number,
  abilityAP = 0,
): MomentumActor | undefined {
  const ap = action === "weaponAttack" ? ATTACK_AP : action === "defend" ? DEFEND_AP : abilityAP;
  if (whyCannotSpendAP(actor) !== undefined) return undefined;
  if (!(ap >= 0) || ap > economy.ap) return undefined;
  economy.ap -= ap;
  if (action !== "defend" || !DEFEND) return actor;
  // Defending lasts "until your next turn": the mark's holder is the combatant, read by its id.
  return applyMark({ actor, combatant: newMomentumCombatant(economy.id) }, DEFEND, round).actor;
}
