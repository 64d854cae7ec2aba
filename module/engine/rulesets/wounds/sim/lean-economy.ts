import { expireAt } from "../../../core/conditions/expire.ts";
import { addCondition, clearDirect } from "../../../core/conditions/mutate.ts";
import { isActive } from "../../../core/conditions/state.ts";
import { isBoundaryFor, type BoundaryEvent } from "../../../core/turns/boundary.ts";
import { WOUNDS_CONDITIONS } from "../conditions.ts";
import { actionSpec } from "../economy/actions.ts";
import { whyCannotAct } from "../economy/capability.ts";
import type { WoundsActor } from "../status.ts";
import type { FighterPlan } from "./fighter.ts";

/**
 * The simulation's own economy for what a fight does: the AP gains of the Speed table at the round start and at the
 * end of the creature's own turn ("Unspent AP is carried over, but any AP gained in excess of your max AP … is
 * lost"; none while Surprised, which by default still gains at the end of its first turn), the conditions that end
 * at each boundary (Defending at its holder's turn start), and paying for an attack action, Cast a Spell or Defend
 * on its own turn when the AP are there (the policy never declares an act it cannot pay now; a spell's mana is paid
 * in skirmish.ts). The engine's `woundsAtBoundary` and `takeAction` work through the generic economy with a combatant
 * record; here AP are one number. What they leave is what the engine's procedures leave:
 * test/engine/wounds/sim/lean-economy.test.ts holds them equal over generated states.
 */
export interface Pair {
  readonly actor: WoundsActor;
  readonly ap: number;
}

function gained(ap: number, amount: number, max: number): number {
  return Math.max(ap, Math.min(max, ap + amount));
}

/** One boundary for one creature (`id`): the AP it gains and the conditions that end there. */
export function leanBoundary(pair: Pair, plan: FighterPlan, event: BoundaryEvent, id: string): Pair {
  let ap = pair.ap;
  if (event.kind === "roundStart" && !isActive(pair.actor.conditions, "surprised")) {
    ap = gained(ap, plan.roundStartAp, plan.maxAp);
  } else if (isBoundaryFor(event, "turnEnd", id)) {
    ap = gained(ap, plan.turnEndAp, plan.maxAp);
  }
  const expired = expireAt(pair.actor.conditions, event);
  const actor = expired.state === pair.actor.conditions ? pair.actor : { ...pair.actor, conditions: expired.state };
  return actor === pair.actor && ap === pair.ap ? pair : { actor, ap };
}

export type LeanAction = "quickAttack" | "standardAttack" | "strongAttack" | "castSpell" | "defend";

/**
 * Pays `cost` AP for the action on the creature's own turn (`id`); undefined when its conditions forbid acting or
 * the AP are short. Taking any action uses up a readied one; Defend takes effect at once ("Until your next turn or
 * you receive a wound").
 */
export function leanTakeAction(
  pair: Pair,
  action: LeanAction,
  cost: number,
  id: string,
  round: number,
): Pair | undefined {
  if (cost > pair.ap || !(cost >= 0) || whyCannotAct(pair.actor, action) !== undefined) return undefined;
  let conditions = pair.actor.conditions;
  if (isActive(conditions, "readied")) conditions = clearDirect(conditions, "readied").state.state;
  if (action === "defend") {
    const duration = { kind: "untilTurnStart", holder: id } as const;
    conditions = addCondition(WOUNDS_CONDITIONS, conditions, "defending", {
      source: "defending",
      duration,
      round,
    }).state;
  }
  const actor = conditions === pair.actor.conditions ? pair.actor : { ...pair.actor, conditions };
  return { actor, ap: pair.ap - cost };
}

/** Defend's listed cost. */
export const DEFEND_AP = actionSpec("defend").cost["ap"] ?? 2;
