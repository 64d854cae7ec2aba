import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundStart } from "../../../../module/engine/core/turns/boundary.ts";
import { bonusAtBoundary } from "../../../../module/engine/rulesets/bonus/economy/boundary.ts";
import { takeAction } from "../../../../module/engine/rulesets/bonus/economy/act.ts";
import { defenseSpeedDice } from "../../../../module/engine/rulesets/bonus/economy/capability.ts";
import { DEFAULT_BONUS_ECONOMY_OPTIONS } from "../../../../module/engine/rulesets/bonus/economy/options.ts";
import {
  reactionVigorCost,
  takeReaction,
  type ReactionRequest,
} from "../../../../module/engine/rulesets/bonus/economy/reactions.ts";
import { actor, combatant, withConditions } from "./fixtures.ts";

const defense = (trigger = "attack-1", ownTurn = false): ReactionRequest => ({ reaction: "defense", trigger, ownTurn });

describe("reactions", () => {
  it('"Using the Defense reaction consumes 5 Vigor"', () => {
    const done = takeReaction(actor(), combatant(0), defense());
    expect(done.ok).toBe(true);
    expect(done.state.vigorSpent).toBe(5);
    expect(done.state.actor.creature.vigor.value).toBe(15);
  });

  it('"If you are attacked, you may only take one reaction against that attack"', () => {
    const first = takeReaction(actor(), combatant(0), defense("attack-1"));
    const again = takeReaction(first.state.actor, first.state.combatant, {
      reaction: "takeOpening",
      trigger: "attack-1",
      ownTurn: false,
    });
    expect(again.ok ? "ok" : again.reason.code).toBe("alreadyReacted");
    expect(again.state.actor).toBe(first.state.actor);
    const other = takeReaction(first.state.actor, first.state.combatant, defense("attack-2"));
    expect(other.ok).toBe(true);
  });

  it("reaction counts clear at the next round start", () => {
    const first = takeReaction(actor(), combatant(0), defense("attack-1"));
    const later = bonusAtBoundary(first.state.actor, first.state.combatant, roundStart(3));
    expect(later.combatant.economy.uses).toEqual({});
  });

  it('"you may not take a reaction during your turn" (so "you cannot take openings you create on your turn")', () => {
    const own = takeReaction(actor(), combatant(2), { reaction: "takeOpening", trigger: "opening-1", ownTurn: true });
    expect(own.ok ? "ok" : own.reason.code).toBe("duringOwnTurn");
  });

  it('Defend: "reducing the Vigor cost of defensive reactions … by 2" — Defense 3, Take Opening stays 5 by default', () => {
    const defending = withConditions(actor(), ["defending"]);
    expect(reactionVigorCost(defending, "defense")).toBe(3);
    expect(reactionVigorCost(defending, "takeOpening")).toBe(5);
    expect(
      reactionVigorCost(defending, "takeOpening", {
        ...DEFAULT_BONUS_ECONOMY_OPTIONS,
        defendDiscountsAllReactions: true,
      }),
    ).toBe(3);
  });

  it("a discount never makes a reaction cost less than 0", () => {
    const cheap = withConditions(actor(), ["defending"]);
    expect(
      reactionVigorCost(cheap, "readied", {
        ...DEFAULT_BONUS_ECONOMY_OPTIONS,
        readiedReactionVigor: 1,
        defendDiscountsAllReactions: true,
      }),
    ).toBe(0);
  });

  it("short of Vigor, the reaction is refused and nothing changes", () => {
    const poor = actor({}, { vigor: { value: 4, max: 20 } });
    const done = takeReaction(poor, combatant(0), defense());
    expect(done.ok ? "ok" : done.reason.code).toBe("short");
    expect(done.state.actor).toBe(poor);
  });

  it("spending the last Vigor on a reaction makes the creature Winded, and Winded creatures do not react", () => {
    const done = takeReaction(actor({}, { vigor: { value: 5, max: 20 } }), combatant(0), defense("a1"));
    expect(done.state.actor.creature.winded).toBe(true);
    const next = takeReaction(done.state.actor, done.state.combatant, defense("a2"));
    expect(next.ok ? "ok" : next.reason).toMatchObject({ code: "cannotReact", condition: "winded" });
  });

  it('Incapacitated: "cannot dodge or defend"', () => {
    const bound = withConditions(actor(), ["bound"]);
    const done = takeReaction(bound, combatant(0), defense());
    expect(done.ok ? "ok" : done.reason.code).toBe("cannotDefend");
    const opening = takeReaction(bound, combatant(0), { reaction: "takeOpening", trigger: "o", ownTurn: false });
    expect(opening.ok ? "ok" : opening.reason.code).toBe("incapacitated");
  });

  it('Ready: "you may use a reaction to respond to that event with the action you readied" (once)', () => {
    const none = takeReaction(actor(), combatant(0), { reaction: "readied", trigger: "t", ownTurn: false });
    expect(none.ok ? "ok" : none.reason.code).toBe("notReadied");
    const readied = takeAction(actor(), combatant(2), { action: "ready", round: 1, ownTurn: true });
    const fired = takeReaction(readied.state.actor, readied.state.combatant, {
      reaction: "readied",
      trigger: "t",
      ownTurn: false,
    });
    expect(fired.ok).toBe(true);
    expect(fired.state.vigorSpent).toBe(5);
    const twice = takeReaction(fired.state.actor, fired.state.combatant, {
      reaction: "readied",
      trigger: "t2",
      ownTurn: false,
    });
    expect(twice.ok ? "ok" : twice.reason.code).toBe("notReadied");
  });

  it('prone: Speed reduced to 1/4 "for calculating … your Bonus Dice to Defense"', () => {
    expect(
      defenseSpeedDice(
        actor(
          {},
          { bonusDice: { strength: 0, agility: 0, speed: 4, stamina: 0, soul: 0, reason: 0, resolve: 0, skill: 0 } },
        ),
      ),
    ).toBe(4);
    const prone = withConditions(
      actor(
        {},
        { bonusDice: { strength: 0, agility: 0, speed: 4, stamina: 0, soul: 0, reason: 0, resolve: 0, skill: 0 } },
      ),
      ["prone"],
    );
    expect(defenseSpeedDice(prone)).toBe(1);
  });

  it("property: a refused reaction changes nothing; Vigor never goes below 0", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom("defense", "takeOpening"),
        (vigor, defending, ownTurn, reaction) => {
          const base = actor({}, { vigor: { value: vigor, max: 20 } });
          const a = defending ? withConditions(base, ["defending"]) : base;
          const c = combatant(0);
          const done = takeReaction(a, c, { reaction, trigger: "t", ownTurn });
          expect(done.state.actor.creature.vigor.value).toBeGreaterThanOrEqual(0);
          if (!done.ok) {
            expect(done.state.actor).toBe(a);
            expect(done.state.combatant).toBe(c);
          } else {
            expect(done.state.actor.creature.vigor.value).toBe(vigor - done.state.vigorSpent);
          }
        },
      ),
    );
  });
});
