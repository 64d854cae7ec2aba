import { describe, expect, it } from "vitest";
import { isActive } from "../../../../module/engine/core/conditions/state.ts";
import { roundEnd, roundStart, turnEvent } from "../../../../module/engine/core/turns/boundary.ts";
import { roundEvents } from "../../../../module/engine/core/turns/round.ts";
import { applyCondition } from "../../../../module/engine/rulesets/contest/conditions.ts";
import type { ContestActor } from "../../../../module/engine/rulesets/contest/creature.ts";
import { CONTEST_TURN_STRUCTURE } from "../../../../module/engine/rulesets/contest/dice/initiative.ts";
import { takeAction, takeFreeAction } from "../../../../module/engine/rulesets/contest/economy/act.ts";
import { contestAtBoundary } from "../../../../module/engine/rulesets/contest/economy/boundary.ts";
import {
  newContestCombatant,
  type ContestCombatantState,
} from "../../../../module/engine/rulesets/contest/economy/combatant.ts";
import { takeReaction } from "../../../../module/engine/rulesets/contest/economy/reactions.ts";
import { surprise, surprisedObservers } from "../../../../module/engine/rulesets/contest/economy/surprise.ts";
import { contestPips } from "../../../../module/engine/rulesets/contest/economy/view.ts";
import { actor, combatant, fail, pass } from "../fixtures.ts";

describe('"At the beginning of a each round, all characters gain 3 Action Points (AP)"', () => {
  it("a combatant joining the fight has 3 AP and no movement until its turn", () => {
    expect(newContestCombatant("a", actor()).economy.pools).toEqual({ ap: 3, movement: 0 });
  });

  it('"A character does not transfer unspent AP into the next round, those AP are simply lost"', () => {
    const c = combatant(1);
    expect(contestAtBoundary(actor(), c, roundStart(2)).combatant.economy.pools.ap).toBe(3);
    expect(contestAtBoundary(actor(), combatant(0), roundStart(2)).combatant.economy.pools.ap).toBe(3);
  });

  it("AP refill at the round's start only, not at turn boundaries or at the round's end", () => {
    const c = combatant(1);
    for (const event of [turnEvent("turnStart", 1, "me"), turnEvent("turnEnd", 1, "me"), roundEnd(1)]) {
      expect(contestAtBoundary(actor(), c, event).combatant.economy.pools.ap).toBe(1);
    }
  });

  it("the two Attacks and the free action come back at the round's start", () => {
    let c = combatant();
    c = takeAction(actor(), c, { action: "strike", round: 1, ownTurn: true }).state.combatant;
    c = takeFreeAction(actor(), c).state;
    c = takeReaction(actor(), c, { reaction: "defend", trigger: "x" }).state;
    expect(contestPips(c)).toMatchObject({ attacksLeft: 1, freeActionLeft: false });
    expect(contestAtBoundary(actor(), c, turnEvent("turnEnd", 1, "me")).combatant.economy.uses).toEqual(c.economy.uses);
    const next = contestAtBoundary(actor(), c, roundStart(2)).combatant;
    expect(contestPips(next)).toEqual({ ap: 3, apMax: 3, attacksLeft: 2, freeActionLeft: true, movement: 6 });
  });

  it("movement fills at your own turn start and is gone at its end", () => {
    const a = actor({ speed: 7 });
    const c = { ...combatant(3, 0) };
    const other = contestAtBoundary(a, c, turnEvent("turnStart", 1, "you")).combatant;
    expect(other.economy.pools.movement).toBe(0);
    const mine = contestAtBoundary(a, c, turnEvent("turnStart", 1, "me")).combatant;
    expect(mine.economy.pools.movement).toBe(7);
    expect(contestAtBoundary(a, mine, turnEvent("turnEnd", 1, "me")).combatant.economy.pools.movement).toBe(0);
  });

  it('Disengage lasts "for the rest of your turn"', () => {
    const done = takeAction(actor(), combatant(), { action: "disengage", round: 1, ownTurn: true });
    const after = contestAtBoundary(done.state.actor, done.state.combatant, turnEvent("turnEnd", 1, "me"));
    expect(after.expired).toEqual(["disengaged"]);
  });

  it("Dazed (Fray: to the end of the next round) spans the dazed creature's next whole turn", () => {
    const dazed: ContestActor = {
      ...actor(),
      conditions: applyCondition(actor().conditions, "dazed", { source: "Bash", round: 3, holder: "me" }).state,
    };
    expect(contestAtBoundary(dazed, combatant(), roundEnd(3)).actor.conditions).toBe(dazed.conditions);
    expect(contestAtBoundary(dazed, combatant(), roundEnd(4)).expired).toEqual(["dazed"]);
  });
});

describe('"Determine Surprise … make a Stealth vs Observation contest"', () => {
  it('"Observing characters are surprised if the fail the contest": every sneaker must win against the observer', () => {
    const observers = [
      { id: "blind", observation: fail() },
      { id: "sharp", observation: pass(3) },
      { id: "half", observation: pass(1) },
    ];
    expect(surprisedObservers([pass(2), pass(2)], observers)).toEqual(["blind", "half"]);
    expect(surprisedObservers([pass(2), fail()], observers)).toEqual([]);
    expect(surprisedObservers([], observers)).toEqual([]);
  });

  it('"losing their first turn … During this round their turn is skipped and they can\'t take any actions or reactions"', () => {
    const sides: Record<string, { actor: ContestActor; combatant: ContestCombatantState }> = {
      sneak: { actor: actor(), combatant: newContestCombatant("sneak", actor()) },
      guard: { actor: surprise(actor(), "guard"), combatant: newContestCombatant("guard", actor()) },
    };
    const log: string[] = [];
    for (const round of [1, 2]) {
      for (const event of roundEvents(CONTEST_TURN_STRUCTURE, ["guard", "sneak"], round)) {
        for (const [id, side] of Object.entries(sides)) {
          const next = contestAtBoundary(side.actor, side.combatant, event);
          sides[id] = { actor: next.actor, combatant: next.combatant };
          if (event.kind === "turnStart" && event.combatant === id)
            log.push(`R${round} ${id} ${next.skipTurn ? "skipped" : "acts"}`);
        }
        if (event.kind === "turnStart" && event.combatant === "sneak") {
          // The sneak attacks on its turn: the guard, still surprised in round 1, cannot Defend; in round 2 it can.
          const guard = sides.guard;
          if (!guard) throw new Error("no guard");
          const reacted = takeReaction(guard.actor, guard.combatant, {
            reaction: "defend",
            trigger: `ambush-${round}`,
          });
          log.push(`R${round} guard ${reacted.ok ? "defends" : reacted.reason.code}`);
        }
      }
    }
    expect(log).toEqual([
      "R1 guard skipped",
      "R1 sneak acts",
      "R1 guard cannotReact",
      "R2 guard acts",
      "R2 sneak acts",
      "R2 guard defends",
    ]);
    expect(isActive(sides.guard?.actor.conditions ?? actor().conditions, "surprised")).toBe(false);
  });
});
