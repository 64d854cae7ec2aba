import type { Rng } from "../../../core/dice/rng.ts";
import { roundEnd, roundStart, turnEvent, type BoundaryEvent } from "../../../core/turns/boundary.ts";
import { DEFAULT_MAX_ROUNDS, type FightOptions, type FightResult } from "../../../sim/fight.ts";
import { rollTotal } from "../../../sim/rollers.ts";
import { sides, type SideTurn } from "../../../sim/sides.ts";
import { contestInitiativeOrder, initiativeRequest } from "../dice/initiative.ts";
import { contestAtBoundary } from "../economy/boundary.ts";
import { standUp } from "../economy/move.ts";
import { AP_PER_ROUND } from "../economy/pools.ts";
import { conditionWith } from "../status.ts";
import { strike } from "./attack.ts";
import { leanAttackAction } from "./lean-action.ts";
import { enterFight, isDown, type ContestFighter, type ContestFighterSpec } from "./fighter.ts";
import { bestStrike, pickTarget } from "./policy.ts";

/**
 * One seeded `contest` skirmish on open ground (policy.ts says what the creatures decide):
 * 1. initiative once, before round 1: every creature rolls 1d6 + Initiative (PC) or PER (NPC), party first, then
 *    foes, ordered by `contestInitiativeOrder` (ties: the higher modifier, PCs, the order they joined);
 * 2. each round: the round start for everyone (`contestAtBoundary`: 3 AP, two Attacks, the reactions), then each
 *    standing creature's turn in that order — its turn start (movement; a Surprised turn is skipped), standing up if
 *    prone (`standUp`), its attacks, each paid as `takeAction` pays a Strike or Use Magic (its lean twin
 *    `leanAttackAction`) and resolved by attack.ts (the defender's Defend paid there with `takeReaction`) — and the
 *    round end for everyone (Dazed, Surprised expire).
 * The turn end is left out: it empties movement, which the next turn start fills again before anything reads it,
 * and ends Disengaged, which the policy never takes.
 * The fight is decided as soon as a side is all down; a fight not decided after `maxRounds` rounds is a draw.
 * `afterAction` sees every fighter after each Strike a creature pays for (the tests watch the economy with it).
 */
export interface ContestFightOptions extends FightOptions {
  readonly afterAction?: (actor: ContestFighter, fighters: readonly ContestFighter[]) => void;
}

function atBoundary(f: ContestFighter, event: BoundaryEvent): boolean {
  const b = contestAtBoundary(f.actor, f.combatant, event);
  f.actor = b.actor;
  f.combatant = b.combatant;
  return b.skipTurn;
}

interface Turn extends SideTurn<ContestFighter> {
  /** A fresh id for each attack (the Defend reaction's trigger). */
  readonly trigger: () => string;
}

function takeTurn(f: ContestFighter, enemies: readonly ContestFighter[], turn: Turn): void {
  const { round, mine, rng } = turn;
  if (f.actor.conditions.active["prone"] !== undefined) {
    const up = standUp(f.actor, f.combatant, true);
    if (up.ok) {
      f.actor = up.state.actor;
      f.combatant = up.state.combatant;
    }
  }
  // At most one Strike per AP: the loop ends even if a weapon cost nothing.
  for (let actions = 0; actions < AP_PER_ROUND; actions++) {
    const target = pickTarget(enemies, mine, rng);
    if (!target) return;
    const index = bestStrike(f, target, f.combatant.economy.pools["ap"] ?? 0, round);
    const weapon = index === undefined ? undefined : f.spec.attacks[index];
    if (index === undefined || weapon === undefined) return;
    const paid = leanAttackAction(f.actor, f.combatant, weapon.ap);
    if (paid === undefined) return;
    f.combatant = paid;
    turn.acted(f);
    strike(f, target, index, round, turn.trigger(), rng);
    if (turn.sides.beaten(enemies)) return;
  }
}

export function contestSkirmish(
  partySpecs: readonly ContestFighterSpec[],
  foeSpecs: readonly ContestFighterSpec[],
  rng: Rng,
  options: ContestFightOptions = {},
): FightResult {
  const maxRounds = options.maxRounds ?? DEFAULT_MAX_ROUNDS;
  const fight = sides(partySpecs.map(enterFight), foeSpecs.map(enterFight), isDown);
  const { party, foes, all, byId } = fight;
  const settled = fight.settled();
  if (settled) return settled;
  const order = contestInitiativeOrder(
    all.map((f) => ({
      id: f.spec.id,
      total: rollTotal(initiativeRequest(f.spec.initiative), rng),
      roller: f.spec.initiative,
    })),
  );
  let attacks = 0;
  const acted = (f: ContestFighter) => options.afterAction?.(f, all);
  const trigger = () => `attack${++attacks}`;
  for (let round = 1; round <= maxRounds; round++) {
    for (const f of all) if (!isDown(f)) atBoundary(f, roundStart(round));
    for (const id of order) {
      const f = byId.get(id);
      if (!f || isDown(f)) continue;
      const skipped =
        atBoundary(f, turnEvent("turnStart", round, id)) || conditionWith(f.actor, "noActions") !== undefined;
      const mine = party.includes(f);
      if (!skipped) takeTurn(f, mine ? foes : party, { round, mine, rng, sides: fight, acted, trigger });
      f.turnTaken = round;
      const winner = fight.decided();
      if (winner) return fight.result(winner, round);
    }
    for (const f of all) if (!isDown(f)) atBoundary(f, roundEnd(round));
  }
  return fight.result("draw", maxRounds);
}
