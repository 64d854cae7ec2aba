import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clearDirect, removeCondition } from "../../../module/engine/core/conditions/mutate.ts";
import { expireAt } from "../../../module/engine/core/conditions/expire.ts";
import { checkInvariants, NO_CONDITIONS, type ConditionState } from "../../../module/engine/core/conditions/state.ts";
import { roundEnd, roundStart, turnEvent, type BoundaryEvent } from "../../../module/engine/core/turns/boundary.ts";
import {
  applyCondition,
  CONTEST_CONDITION_IDS,
  CONTEST_CONDITIONS,
} from "../../../module/engine/rulesets/contest/conditions.ts";
import type { ContestActor } from "../../../module/engine/rulesets/contest/creature.ts";
import { takeAction, takeFreeAction } from "../../../module/engine/rulesets/contest/economy/act.ts";
import { contestAtBoundary } from "../../../module/engine/rulesets/contest/economy/boundary.ts";
import type { ContestCombatantState } from "../../../module/engine/rulesets/contest/economy/combatant.ts";
import { moveOnTurn, standUp } from "../../../module/engine/rulesets/contest/economy/move.ts";
import { takeReaction } from "../../../module/engine/rulesets/contest/economy/reactions.ts";
import { actor, combatant } from "./fixtures.ts";

const conditionId = fc.constantFrom(...CONTEST_CONDITION_IDS);
const event: fc.Arbitrary<BoundaryEvent> = fc.oneof(
  fc.integer({ min: 1, max: 4 }).map(roundStart),
  fc.integer({ min: 1, max: 4 }).map(roundEnd),
  fc
    .tuple(
      fc.constantFrom("turnStart" as const, "turnEnd" as const),
      fc.integer({ min: 1, max: 4 }),
      fc.constantFrom("me", "you"),
    )
    .map(([kind, round, who]) => turnEvent(kind, round, who)),
);

type Step =
  | {
      readonly kind: "action";
      readonly action: "dash" | "disengage" | "strike" | "useMagic" | "grapple";
      readonly ownTurn: boolean;
      readonly ap: number | undefined;
      readonly spellAttack: boolean;
    }
  | {
      readonly kind: "reaction";
      readonly reaction: "defend" | "opportunityAttack" | "manipulate" | "useMagicReaction";
      readonly trigger: string | undefined;
    }
  | { readonly kind: "free" }
  | { readonly kind: "move"; readonly metres: number; readonly ownTurn: boolean }
  | { readonly kind: "standUp" }
  | { readonly kind: "boundary"; readonly event: BoundaryEvent };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("action" as const),
    action: fc.constantFrom(
      "dash" as const,
      "disengage" as const,
      "strike" as const,
      "useMagic" as const,
      "grapple" as const,
    ),
    ownTurn: fc.boolean(),
    ap: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
    spellAttack: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("reaction" as const),
    reaction: fc.constantFrom(
      "defend" as const,
      "opportunityAttack" as const,
      "manipulate" as const,
      "useMagicReaction" as const,
    ),
    trigger: fc.option(fc.constantFrom("t1", "t2", "t3"), { nil: undefined }),
  }),
  fc.constant({ kind: "free" as const }),
  fc.record({ kind: fc.constant("move" as const), metres: fc.integer({ min: 0, max: 9 }), ownTurn: fc.boolean() }),
  fc.constant({ kind: "standUp" as const }),
  event.map((e) => ({ kind: "boundary" as const, event: e })),
);

interface World {
  actor: ContestActor;
  combatant: ContestCombatantState;
}

/** Apply one step; returns the new world and whether it was refused (a refused step must change nothing). */
function apply(w: World, s: Step): { world: World; refused: boolean } {
  switch (s.kind) {
    case "action": {
      const spell = { attack: s.spellAttack, meleeAttack: false };
      const r = takeAction(w.actor, w.combatant, { action: s.action, round: 1, ownTurn: s.ownTurn, ap: s.ap, spell });
      return { world: { actor: r.state.actor, combatant: r.state.combatant }, refused: !r.ok };
    }
    case "reaction": {
      const r = takeReaction(w.actor, w.combatant, { reaction: s.reaction, trigger: s.trigger });
      return { world: { ...w, combatant: r.state }, refused: !r.ok };
    }
    case "free": {
      const r = takeFreeAction(w.actor, w.combatant);
      return { world: { ...w, combatant: r.state }, refused: !r.ok };
    }
    case "move": {
      const r = moveOnTurn(w.actor, w.combatant, s.metres, s.ownTurn);
      return { world: { ...w, combatant: r.state.combatant }, refused: !r.ok };
    }
    case "standUp": {
      const r = standUp(w.actor, w.combatant, true);
      return { world: { actor: r.state.actor, combatant: r.state.combatant }, refused: !r.ok };
    }
    case "boundary": {
      const r = contestAtBoundary(w.actor, w.combatant, s.event);
      return { world: { actor: r.actor, combatant: r.combatant }, refused: false };
    }
  }
}

describe("contest economy properties", () => {
  it("pools never go negative, Attacks ≤ 2 and free actions ≤ 1 per round, and a refused step changes nothing", () => {
    fc.assert(
      fc.property(
        fc.subarray(["prone", "grappled", "dazed", "surprised"] as const),
        fc.array(step, { maxLength: 30 }),
        (conditions, steps) => {
          let w: World = { actor: actor({ speed: 5 }, conditions), combatant: combatant(3, 5) };
          for (const s of steps) {
            const { world, refused } = apply(w, s);
            if (refused) {
              expect(world.combatant).toBe(w.combatant);
              expect(world.actor).toBe(w.actor);
            }
            w = world;
            const { pools, uses } = w.combatant.economy;
            expect(pools.ap ?? 0).toBeGreaterThanOrEqual(0);
            expect(pools.ap ?? 0).toBeLessThanOrEqual(3);
            expect(pools.movement ?? 0).toBeGreaterThanOrEqual(0);
            expect(uses.attack ?? 0).toBeLessThanOrEqual(2);
            expect(uses.freeAction ?? 0).toBeLessThanOrEqual(1);
            expect(checkInvariants(CONTEST_CONDITIONS, w.actor.conditions)).toEqual([]);
          }
        },
      ),
    );
  });

  it("AP are set to exactly 3 at a round start and at no other boundary", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 9 }), event, (ap, movement, e) => {
        const after = contestAtBoundary(actor(), combatant(ap, movement), e).combatant.economy.pools;
        expect(after.ap).toBe(e.kind === "roundStart" ? 3 : ap);
        if (e.kind === "turnStart" && e.combatant === "me") expect(after.movement).toBe(6);
        else if (e.kind === "turnEnd" && e.combatant === "me") expect(after.movement).toBe(0);
        else expect(after.movement).toBe(movement);
      }),
    );
  });
});

describe("contest condition properties", () => {
  it("conditions are never orphaned, whatever is added, removed, cleared or expired", () => {
    const op = fc.oneof(
      fc.tuple(fc.constant("add" as const), conditionId, fc.integer({ min: 1, max: 4 })),
      fc.tuple(fc.constant("remove" as const), conditionId),
      fc.tuple(fc.constant("clear" as const), conditionId),
      fc.tuple(fc.constant("expire" as const), event),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let state: ConditionState = NO_CONDITIONS;
        for (const o of ops) {
          if (o[0] === "add") state = applyCondition(state, o[1], { source: "p", round: o[2], holder: "me" }).state;
          else if (o[0] === "remove") state = removeCondition(state, o[1]).state.state;
          else if (o[0] === "clear") state = clearDirect(state, o[1]).state.state;
          else state = expireAt(state, o[1]).state;
          expect(checkInvariants(CONTEST_CONDITIONS, state)).toEqual([]);
        }
      }),
    );
  });
});
