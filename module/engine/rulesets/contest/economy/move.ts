import { isActive } from "../../../core/conditions/state.ts";
import { removeCondition } from "../../../core/conditions/mutate.ts";
import { spend } from "../../../core/economy/spend.ts";
import type { ContestActor } from "../creature.ts";
import { refuse, type ContestOutcome } from "../refusal.ts";
import { moveCostFactor } from "../status.ts";
import { whyCannotAct, whyCannotMove } from "./capability.ts";
import type { ContestCombatantState } from "./combatant.ts";
import { DEFAULT_CONTEST_ECONOMY_OPTIONS, type ContestEconomyOptions } from "./options.ts";

/**
 * Movement on your turn: "while moving a number of meters up to their speed (this movement does not cost them action
 * points)". Willing movement spends the turn's movement pool (Dash adds to it); being pushed or falling does not go
 * through here. Prone: crawling costs 2 m per metre (docs/rules/contest.md).
 */
export interface MoveResult {
  readonly combatant: ContestCombatantState;
  /** Movement spent (metres × the crawl factor). */
  readonly spent: number;
}

export function moveOnTurn(
  actor: ContestActor,
  combatant: ContestCombatantState,
  metres: number,
  ownTurn: boolean,
): ContestOutcome<MoveResult> {
  const unchanged: MoveResult = { combatant, spent: 0 };
  if (!ownTurn) return refuse(unchanged, { code: "notYourTurn", message: "You move on your turn." });
  const blocked = whyCannotMove(actor);
  if (blocked) return refuse(unchanged, blocked);
  const cost = Math.max(0, metres) * moveCostFactor(actor);
  const paid = spend(combatant.economy.pools, { movement: cost });
  if (!paid.ok) {
    const have = combatant.economy.pools.movement ?? 0;
    return refuse(unchanged, {
      code: "noMovement",
      message: `Needs ${cost} m of movement, has ${have}.`,
      need: cost,
      have,
    });
  }
  return {
    ok: true,
    state: { combatant: { ...combatant, economy: { ...combatant.economy, pools: paid.state } }, spent: cost },
  };
}

export interface StandUpResult {
  readonly actor: ContestActor;
  readonly combatant: ContestCombatantState;
  /** "Stand Up. Characters standing up to end the Prone condition" provoke opportunity attacks. */
  readonly provokes: true;
}

/** Stand up from Prone with part of your movement (default half your speed, rounded up). */
export function standUp(
  actor: ContestActor,
  combatant: ContestCombatantState,
  ownTurn: boolean,
  options: ContestEconomyOptions = DEFAULT_CONTEST_ECONOMY_OPTIONS,
): ContestOutcome<StandUpResult> {
  const unchanged: StandUpResult = { actor, combatant, provokes: true };
  if (!ownTurn) return refuse(unchanged, { code: "notYourTurn", message: "You stand up on your turn." });
  const blocked = whyCannotAct(actor);
  if (blocked) return refuse(unchanged, blocked);
  if (!isActive(actor.conditions, "prone")) return refuse(unchanged, { code: "notProne", message: "Not prone." });
  const cost = Math.ceil(Math.max(0, actor.creature.speed) * options.standUpSpeedFraction);
  const paid = spend(combatant.economy.pools, { movement: cost });
  if (!paid.ok) {
    const have = combatant.economy.pools.movement ?? 0;
    return refuse(unchanged, {
      code: "noMovement",
      message: `Standing up needs ${cost} m of movement.`,
      need: cost,
      have,
    });
  }
  const removed = removeCondition(actor.conditions, "prone");
  const conditions = removed.ok ? removed.state.state : actor.conditions;
  return {
    ok: true,
    state: {
      actor: { ...actor, conditions },
      combatant: { ...combatant, economy: { ...combatant.economy, pools: paid.state } },
      provokes: true,
    },
  };
}
