import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WOUNDS_ACTION_IDS } from "../../../module/engine/rulesets/wounds/economy/actions.ts";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../module/engine/rulesets/wounds/options.ts";
import { createRng } from "../../../module/engine/core/dice/rng.ts";
import { rollRequest } from "../../../module/engine/core/dice/roll.ts";
import { applyHit } from "../../../module/engine/rulesets/wounds/damage/apply.ts";
import { toughnessOf } from "../../../module/engine/rulesets/wounds/damage/toughness.ts";
import { slotCapacity, woundCount } from "../../../module/engine/rulesets/wounds/damage/wound-track.ts";
import { checkRequest } from "../../../module/engine/rulesets/wounds/dice/check.ts";
import { takeAction } from "../../../module/engine/rulesets/wounds/economy/act.ts";
import { woundsAtBoundary } from "../../../module/engine/rulesets/wounds/economy/boundary.ts";
import { apOf } from "../../../module/engine/rulesets/wounds/economy/combatant.ts";
import { takeReaction } from "../../../module/engine/rulesets/wounds/economy/reactions.ts";
import { lookupStep } from "../../../module/engine/core/economy/quantity.ts";
import { MAX_AP } from "../../../module/engine/rulesets/wounds/tables/speed.ts";
import { WOUND_LEVELS } from "../../../module/engine/rulesets/wounds/tables/wound-levels.ts";
import { actor, combatant } from "./fixtures.ts";
import { aCreature, anEvent, RUNS } from "./arbitraries.ts";

describe("wounds properties", () => {
  it("AP never goes negative nor past the Speed table's max through any boundaries, actions and reactions", () => {
    const step = fc.oneof(
      anEvent.map((e) => ({ kind: "event" as const, e })),
      fc.constantFrom(...WOUNDS_ACTION_IDS).map((a) => ({ kind: "act" as const, a })),
    );
    fc.assert(
      fc.property(aCreature, fc.nat(30), fc.array(step, { maxLength: 25 }), (c, start, steps) => {
        const a = actor(c);
        const max = lookupStep(MAX_AP, c.attributes.speed);
        let state = combatant(Math.min(start, max));
        for (const s of steps) {
          if (s.kind === "event") state = woundsAtBoundary(a, state, s.e).combatant;
          else {
            const spec = s.a;
            const out =
              spec === "rebuff" || spec === "harry" || spec === "cling" || spec === "interpose" || spec === "readied"
                ? takeReaction(a, state, { reaction: spec, trigger: "t", scores: { me: 5 } }).state.combatant
                : takeAction(a, state, { action: spec, round: 1, turn: { kind: "own" } }).state.combatant;
            state = out;
          }
          expect(apOf(state)).toBeGreaterThanOrEqual(0);
          expect(apOf(state)).toBeLessThanOrEqual(max);
        }
      }),
      RUNS,
    );
  });

  it("AP changes only at round start, the holder's own turn end, its own turn start (an act in progress) or by spending", () => {
    fc.assert(
      fc.property(aCreature, fc.nat(10), anEvent, (c, ap, event) => {
        const before = combatant(ap);
        const after = woundsAtBoundary(actor(c), before, event).combatant;
        const refills = event.kind === "roundStart" || (event.kind === "turnEnd" && event.combatant === "me");
        if (!refills) expect(apOf(after)).toBe(apOf(before));
        expect(after.movement).toBe(event.kind === "roundEnd" ? 0 : before.movement);
      }),
      RUNS,
    );
  });

  it("a refused action or reaction changes nothing", () => {
    fc.assert(
      fc.property(
        aCreature,
        fc.nat(3),
        fc.constantFrom(...WOUNDS_ACTION_IDS),
        fc.integer({ min: 0, max: 3 }),
        (c, ap, id, mine) => {
          const a = actor({ ...c, unconscious: ap === 0 });
          const state = combatant(ap);
          const turn = { kind: "offTurn", scores: { me: mine, foe: 2 }, active: "foe" } as const;
          const acted = takeAction(a, state, { action: id, round: 1, turn });
          if (!acted.ok) {
            expect(acted.state.actor).toBe(a);
            expect(acted.state.combatant).toBe(state);
          }
          const reacted = takeReaction(a, state, { reaction: id, trigger: "t", scores: { me: mine } });
          if (!reacted.ok) {
            expect(reacted.state.actor).toBe(a);
            expect(reacted.state.combatant).toBe(state);
          }
        },
      ),
      RUNS,
    );
  });

  it("damage never heals: wounds only grow, by one slot at most, never past their capacity, and the dead stay dead", () => {
    fc.assert(
      fc.property(
        aCreature,
        fc.integer({ min: -5, max: 30 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 5, max: 20 }),
        fc.integer({ min: -2, max: 6 }),
        fc.integer({ min: -1, max: 1 }),
        (c, attack, damage, defense, armor, shift) => {
          const out = applyHit(
            actor(c),
            { attackTotal: attack, damageTotal: damage, defense, source: "p" },
            toughnessOf(c, { armor }),
            {
              severityShift: shift,
            },
          );
          const after = out.actor.creature;
          for (const level of WOUND_LEVELS) expect(after.wounds[level]).toBeGreaterThanOrEqual(c.wounds[level]);
          expect(woundCount(after) - woundCount(c)).toBeLessThanOrEqual(1);
          const cap = slotCapacity(after);
          for (const level of WOUND_LEVELS) expect(after.wounds[level]).toBeLessThanOrEqual(cap[level]);
          if (c.dead) expect(after.dead).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it("check totals stay within their dice: standard checks in [min, max], wild rolls never below the minimum", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("d20" as const, "2d10" as const),
        fc.boolean(),
        fc.integer({ min: -20, max: 20 }),
        fc.nat(1_000_000),
        (mechanic, wild, modifier, seed) => {
          const options = { ...DEFAULT_WOUNDS_OPTIONS, checkMechanic: mechanic };
          const request = checkRequest({ label: "p", wild, parts: [{ source: "m", value: modifier }] }, options);
          const total = rollRequest(request, createRng(seed)).total;
          const [lo, hi] = mechanic === "d20" ? [-9, 10] : [-9, 9];
          expect(total).toBeGreaterThanOrEqual(lo + modifier);
          if (!wild) expect(total).toBeLessThanOrEqual(hi + modifier);
        },
      ),
      RUNS,
    );
  });
});
