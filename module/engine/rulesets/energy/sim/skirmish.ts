import type { Rng } from "../../../core/dice/rng.ts";
import { DEFAULT_MAX_ROUNDS, type FightOptions, type FightResult } from "../../../sim/fight.ts";
import { rollerFor } from "../../../sim/rollers.ts";
import { sides } from "../../../sim/sides.ts";
import { applyDeathSave } from "../damage/death.ts";
import { applyWakeRoll } from "../damage/unconscious.ts";
import { initiativeRequest } from "../dice/check.ts";
import { deathSaveRequest, wakeRollRequest } from "../dice/d20.ts";
import { challengerWins, initiativeBonus, race } from "../economy/initiative.ts";
import { strike } from "./attack.ts";
import { enterFight, isDown, readingOf, type EnergyFighter, type EnergyFighterSpec } from "./fighter.ts";
import { leanInitiativeRoll, leanRoundEnd, leanRoundStart } from "./lean-economy.ts";
import { payBestAction, pickTarget } from "./policy.ts";

/**
 * One seeded `energy` skirmish on open ground, everyone in reach. There are no turns ("There is no 'turn order' in
 * this game"), so the loop is the Round's:
 * 1. Round start (`energyAtBoundary`, as its lean twin `leanRoundStart` on the fighter's numbers): Energy reset from Stamina, Agility to its maximum, the once-per-Round uses
 *    cleared; the Death Saves and wake rolls that fall due are rolled and applied.
 * 2. Every creature still up makes its one Initiative roll of the Round (`useInitiativeRoll`, `initiativeRequest`).
 *    That roll settles every conflict of the Round: it orders the creatures (`race`: "the go-to roll to decide …
 *    a race to see who accomplishes an instantaneous task first") and decides interrupts (`challengerWins`).
 * 3. Passes: in that order each creature up takes one action (policy.ts: its best attack it can pay for) against
 *    the standing enemy with the least Aura (both sides focus); passes repeat until nobody can pay for anything
 *    ("If enough combatants choose to wait … the current Round is over and a new Round begins").
 * 4. Interrupts: a creature attacked may answer once per Round when its Initiative roll beats the attacker's ("If
 *    your roll is higher, you win the Initiative, and your action happens at the same time as their action"): it
 *    pays for its own best attack and both attacks resolve, whatever the first does.
 * 5. Round end (`energyAtBoundary`, as `leanRoundEnd`): conditions lasting to the end of the Round expire.
 * A fight that is not over after `maxRounds` Rounds is a draw; a Round's passes are capped as well, so a fight always
 * ends. `afterAction` sees every fighter after each paid action (the tests watch the pools with it).
 */
export interface EnergyFightOptions extends FightOptions {
  readonly afterAction?: (fighters: readonly EnergyFighter[]) => void;
}

/** The Round start's plain d20 rolls, compiled once. */
const DEATH_SAVE = rollerFor(deathSaveRequest());
const WAKE_ROLL = rollerFor(wakeRollRequest());

/** More passes than any creature's Energy and Stamina allow actions in one Round. */
const MAX_PASSES = 20;

/**
 * The dead sit the boundaries out: nothing falls due for them (no Death Save, no wake roll), they never act or answer
 * again and nobody targets them, so refilling their pools and expiring their conditions changes nothing a fight reads.
 */
function startRound(f: EnergyFighter, round: number, rng: Rng): void {
  if (f.actor.creature.dead) return;
  const due = leanRoundStart(f.actor, f.economy, round, f.plan.agilityMax);
  f.answered = false;
  f.spent = false;
  for (const roll of due) {
    const face = roll === "deathSave" ? DEATH_SAVE(rng) : WAKE_ROLL(rng);
    const rolled = roll === "deathSave" ? applyDeathSave(f.actor, face, round) : applyWakeRoll(f.actor, face);
    if (rolled.ok) f.actor = rolled.state.actor;
  }
  if (isDown(f)) return;
  const automaticFailure = leanInitiativeRoll(f.economy);
  const bonus = initiativeBonus(f.actor.creature);
  const edge = readingOf(f).checkEdge;
  // The roll compiled when the fighter entered, while its bonus is the one it entered with.
  const roll = bonus === f.plan.initiativeBonus ? f.plan.initiative[edge] : rollerFor(initiativeRequest(bonus, edge));
  const total = roll(rng);
  f.initiative = automaticFailure ? { kind: "automaticFailure" } : { kind: "rolled", total };
}

function endRound(f: EnergyFighter, round: number): void {
  if (!f.actor.creature.dead) f.actor = leanRoundEnd(f.actor, round);
}

export function energySkirmish(
  partySpecs: readonly EnergyFighterSpec[],
  foeSpecs: readonly EnergyFighterSpec[],
  rng: Rng,
  options: EnergyFightOptions = {},
): FightResult {
  const maxRounds = options.maxRounds ?? DEFAULT_MAX_ROUNDS;
  const fight = sides(partySpecs.map(enterFight), foeSpecs.map(enterFight), isDown);
  const { party, foes, all } = fight;
  const up = (f: EnergyFighter) => !isDown(f);
  const acted = () => options.afterAction?.(all);

  /** The attacked creature's answer, when its Initiative beats the attacker's. */
  function answer(target: EnergyFighter, attacker: EnergyFighter, round: number): void {
    if (target.answered || target.spent || isDown(target) || !target.loaded) return;
    if (!challengerWins(target.initiative, attacker.initiative)) return;
    const swing = payBestAction(target);
    if (swing === undefined) target.spent = true;
    if (swing === undefined || swing === "load") return;
    target.answered = true;
    acted();
    strike(target, attacker, swing, round, rng);
  }

  for (let round = 1; round <= maxRounds; round++) {
    for (const f of all) startRound(f, round, rng);
    // Decided at a Round's start too (a failed Death Save), not only after an action.
    const settled = fight.decided();
    if (settled) return fight.result(settled, round);
    const order = all.filter(up).sort((a, b) => {
      const first = race(a.initiative, b.initiative);
      return first === "first" ? -1 : first === "second" ? 1 : 0;
    });
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      let anyone = false;
      for (const f of order) {
        if (f.spent || isDown(f)) continue;
        const target = pickTarget(party.includes(f) ? foes : party, rng);
        if (!target) continue;
        const choice = payBestAction(f);
        if (choice === undefined) f.spent = true;
        if (choice === undefined) continue;
        anyone = true;
        acted();
        if (choice !== "load") {
          answer(target, f, round);
          strike(f, target, choice, round, rng);
        }
        const winner = fight.decided();
        if (winner) return fight.result(winner, round);
      }
      if (!anyone) break;
    }
    for (const f of all) endRound(f, round);
  }
  return fight.result("draw", maxRounds);
}
