import type { Rng } from "../../../core/dice/rng.ts";
import { roundEnd, roundStart, turnEvent, type BoundaryEvent } from "../../../core/turns/boundary.ts";
import { DEFAULT_MAX_ROUNDS, type FightOptions, type FightResult } from "../../../sim/fight.ts";
import { sides, type SideTurn } from "../../../sim/sides.ts";
import type { AttackVariant } from "../procedures/variants.ts";
import { rollTieBreaks, startingInitiative, woundsOrder, type TieBreaks } from "../turns/initiative.ts";
import { spendMana } from "../vitals/mana.ts";
import { strike } from "./attack.ts";
import { enterFight, isDown, type WoundsFighter, type WoundsFighterSpec } from "./fighter.ts";
import { DEFEND_AP, leanBoundary, leanTakeAction, type LeanAction } from "./lean-economy.ts";
import { bestAttack, canWound, pickTarget, willDefend, type Choice } from "./policy.ts";

/**
 * One seeded `wounds` skirmish on open ground (policy.ts says what the creatures decide):
 * 1. everyone rolls Initiative once, in the order they joined (party, then foes): "make a Prc [Reflex/Initiative]
 *    check and add 5", never below 0;
 * 2. each round the tie-breaks are drawn for those standing ("In case of a tie, the order is determined randomly
 *    each round"), everyone gains the round start's AP, and turns go in descending initiative; a critical attack
 *    roll moves scores at once and the order of those yet to act is taken again ("If an effect lowers your
 *    initiative score after you have already had your turn, you do not gain a second turn");
 * 3. a turn: its start (Defending ends), the creature's attacks paid from its AP (a spell's mana from its mana), its
 *    end (the turn end's AP);
 *    then the round end. Boundaries and payments go through lean-economy.ts, the engine's rules for them.
 * The fight is decided as soon as a side is all down; a fight not decided after `maxRounds` rounds is a draw.
 * `afterAction` sees every fighter after each action a creature pays for (the tests watch the economy with it).
 */
export interface WoundsFightOptions extends FightOptions {
  readonly afterAction?: (actor: WoundsFighter, fighters: readonly WoundsFighter[]) => void;
}

const ACTION: Readonly<Record<AttackVariant, LeanAction | undefined>> = {
  quick: "quickAttack",
  standard: "standardAttack",
  strong: "strongAttack",
  nonlethal: undefined,
  rebuff: undefined,
  grapple: undefined,
  opening: undefined,
};

function atBoundary(f: WoundsFighter, event: BoundaryEvent): void {
  const next = leanBoundary(f, f.plan, event, f.spec.id);
  f.actor = next.actor;
  f.ap = next.ap;
}

function pay(f: WoundsFighter, action: LeanAction, cost: number, round: number): boolean {
  const paid = leanTakeAction(f, action, cost, f.spec.id, round);
  if (paid === undefined) return false;
  f.actor = paid.actor;
  f.ap = paid.ap;
  return true;
}

/** Pays the chosen attack: its action's AP, and a spell's mana (`spendMana`, which refuses what it cannot pay). */
function payChoice(f: WoundsFighter, choice: Choice, round: number): boolean {
  const action = choice.spell === undefined ? ACTION[choice.variant] : "castSpell";
  if (action === undefined || choice.plan.ap < 1) return false;
  if (choice.spell === undefined) return pay(f, action, choice.plan.ap, round);
  const spent = spendMana(f.actor.creature, choice.spell.mana);
  if (!spent.ok || !pay(f, action, choice.plan.ap, round)) return false;
  f.actor = { ...f.actor, creature: spent.state };
  return true;
}

/** The creature's actions on its turn; returns whether an initiative score moved. */
function takeTurn(f: WoundsFighter, enemies: readonly WoundsFighter[], turn: SideTurn<WoundsFighter>): boolean {
  const { round, mine, rng } = turn;
  let moved = false;
  // Every attack costs at least 1 AP, so the AP run out within this many actions.
  for (let actions = 0; actions <= f.plan.maxAp; actions++) {
    const target = pickTarget(enemies, mine, rng);
    if (!target) return moved;
    const choice = bestAttack(f, target, f.ap);
    if (choice === undefined) {
      if (!canWound(f, target) && willDefend(f, f.ap) && pay(f, "defend", DEFEND_AP, round)) turn.acted(f);
      return moved;
    }
    if (!payChoice(f, choice, round)) return moved;
    turn.acted(f);
    if (strike(f, target, choice.plan, rng)) moved = true;
    if (turn.sides.beaten(enemies)) return moved;
  }
  return moved;
}

/** The order of this round's fighters by their scores now (`woundsOrder`: ties by this round's draw, then joining). */
function orderOf(up: readonly WoundsFighter[], ties: TieBreaks): readonly WoundsFighter[] {
  const scores: Record<string, number> = {};
  for (const f of up) scores[f.spec.id] = f.initiative;
  const byId = new Map(up.map((f) => [f.spec.id, f]));
  return woundsOrder(
    up.map((f) => f.spec.id),
    scores,
    ties,
  ).flatMap((id) => byId.get(id) ?? []);
}

export function woundsSkirmish(
  partySpecs: readonly WoundsFighterSpec[],
  foeSpecs: readonly WoundsFighterSpec[],
  rng: Rng,
  options: WoundsFightOptions = {},
): FightResult {
  const maxRounds = options.maxRounds ?? DEFAULT_MAX_ROUNDS;
  const party = partySpecs.map((spec, i) => enterFight(spec, i));
  const foes = foeSpecs.map((spec, i) => enterFight(spec, party.length + i));
  const fight = sides(party, foes, isDown);
  const { all } = fight;
  const acted = (f: WoundsFighter) => options.afterAction?.(f, all);
  for (const f of all) f.initiative = startingInitiative(f.plan.initiative(rng));
  const settled = fight.settled();
  if (settled) return settled;
  for (let round = 1; round <= maxRounds; round++) {
    const up = all.filter((f) => !isDown(f));
    const ties = rollTieBreaks(
      up.map((f) => f.spec.id),
      rng,
    );
    for (const f of up) atBoundary(f, roundStart(round));
    const done = new Set<WoundsFighter>();
    let order = orderOf(up, ties);
    for (;;) {
      const f = order.find((x) => !done.has(x) && !isDown(x));
      if (f === undefined) break;
      done.add(f);
      const id = f.spec.id;
      atBoundary(f, turnEvent("turnStart", round, id));
      const mine = f.index < party.length;
      const moved = takeTurn(f, mine ? foes : party, { round, mine, rng, sides: fight, acted });
      atBoundary(f, turnEvent("turnEnd", round, id));
      const winner = fight.decided();
      if (winner) return fight.result(winner, round);
      if (moved) order = orderOf(up, ties);
    }
    for (const f of up) if (!isDown(f)) atBoundary(f, roundEnd(round));
  }
  return fight.result("draw", maxRounds);
}
