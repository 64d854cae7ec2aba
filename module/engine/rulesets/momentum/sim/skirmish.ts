import type { Rng } from "../../../core/dice/rng.ts";
import { DEFAULT_MAX_ROUNDS, type FightOptions, type FightResult } from "../../../sim/fight.ts";
import { rollTotal } from "../../../sim/rollers.ts";
import { sides, type SideTurn } from "../../../sim/sides.ts";
import { applyTick } from "../damage/ticks.ts";
import { ticksDue } from "../economy/boundary.ts";
import { AP_PER_TURN } from "../tables/actions.ts";
import { initiativeFacts, momentumOrder } from "../turns/initiative.ts";
import { strike } from "./attack.ts";
import {
  enterFight,
  isDown,
  type MomentumFighter,
  type MomentumFighterSpec,
  type MomentumSimAttack,
} from "./fighter.ts";
import { leanTakeAction, type LeanAction } from "./lean-action.ts";
import { leanTurnStart } from "./lean-economy.ts";
import { bestAttack, pickTarget, willDefend } from "./policy.ts";

/**
 * One seeded `momentum` skirmish on open ground (policy.ts says what the creatures decide). Each round:
 * 1. the order is worked out again from the Initiative scores of those still standing (`initiativeFacts`,
 *    `momentumOrder`: highest first, ties in the order they joined — party, then foes — as the GM's default;
 *    the Surprised of round 1 last);
 * 2. each creature's turn in that order: its turn start (`momentumAtBoundary`, through its lean twin
 *    `leanTurnStart` on the fighter's AP: 3 AP, Defending ends, damage over time
 *    due — rolled and applied with `applyTick`), then its
 *    actions, paid with the engine's `takeAction` (the Attack action and `useAttack` for a weapon, Use Ability at
 *    the Ability's AP, Defend; as its lean twin `leanTakeAction`) and resolved by attack.ts.
 * The fight is decided as soon as a side is all down; a fight not decided after `maxRounds` rounds is a draw.
 * The other boundaries are left out because they change nothing a fight reads: the round start refills RP, which
 * the policy never spends; the turn end empties AP, movement and attacks, which the next turn start sets again
 * before anything reads them; and no condition a fight meets ends there (Defending ends at its holder's turn start,
 * Bleeding and the actor's statuses last until removed). Every creature passes several boundaries a round, so this
 * is most of a fight's cost saved. `afterAction` sees every fighter after each action a creature pays for (the tests
 * watch the economy with it).
 */
export interface MomentumFightOptions extends FightOptions {
  readonly afterAction?: (actor: MomentumFighter, fighters: readonly MomentumFighter[]) => void;
}

function turnStart(f: MomentumFighter, round: number, rng: Rng): void {
  f.actor = leanTurnStart(f.actor, f.economy, round);
  for (const tick of ticksDue(f.actor)) f.actor = applyTick(f.actor, tick, rollTotal(tick.request, rng), round);
}

function paid(f: MomentumFighter, action: LeanAction, round: number, abilityAP?: number): boolean {
  const actor = leanTakeAction(f.actor, f.economy, action, round, abilityAP);
  if (actor === undefined) return false;
  f.actor = actor;
  return true;
}

/** Pays for an attack: the Attack action and its one weapon attack, or Use Ability at its AP and its WP. */
function payAttack(f: MomentumFighter, attack: MomentumSimAttack, round: number): boolean {
  const weapon = attack.attack.kind === "weapon";
  if (!paid(f, weapon ? "weaponAttack" : "useAbility", round, attack.ap)) return false;
  f.wp -= attack.wp;
  return true;
}

function takeTurn(f: MomentumFighter, enemies: readonly MomentumFighter[], turn: SideTurn<MomentumFighter>): void {
  const { round, mine, rng } = turn;
  // At most one action per AP: an Ability costing 0 AP cannot loop.
  for (let actions = 0; actions < AP_PER_TURN; actions++) {
    const target = pickTarget(enemies, mine, rng);
    if (!target) return;
    const ap = f.economy.ap;
    const index = bestAttack(f, target, ap);
    const attack = index === undefined ? undefined : f.plan.attacks[index]?.source;
    if (index === undefined || attack === undefined) {
      if (willDefend(f, ap) && paid(f, "defend", round)) turn.acted(f);
      return;
    }
    if (!payAttack(f, attack, round)) return;
    turn.acted(f);
    strike(f, target, index, round, rng);
    if (turn.sides.beaten(enemies)) return;
  }
}

export function momentumSkirmish(
  partySpecs: readonly MomentumFighterSpec[],
  foeSpecs: readonly MomentumFighterSpec[],
  rng: Rng,
  options: MomentumFightOptions = {},
): FightResult {
  const maxRounds = options.maxRounds ?? DEFAULT_MAX_ROUNDS;
  const fight = sides(partySpecs.map(enterFight), foeSpecs.map(enterFight), isDown);
  const { party, foes, all, byId } = fight;
  const acted = (f: MomentumFighter) => options.afterAction?.(f, all);
  const settled = fight.settled();
  if (settled) return settled;
  for (let round = 1; round <= maxRounds; round++) {
    const up = all.filter((f) => !isDown(f));
    const order = momentumOrder(
      up.map((f) => initiativeFacts(f.spec.id, f.actor)),
      round,
    );
    for (const id of order) {
      const f = byId.get(id);
      if (!f || isDown(f)) continue;
      turnStart(f, round, rng);
      const mine = party.includes(f);
      if (!isDown(f)) takeTurn(f, mine ? foes : party, { round, mine, rng, sides: fight, acted });
      const winner = fight.decided();
      if (winner) return fight.result(winner, round);
    }
  }
  return fight.result("draw", maxRounds);
}
