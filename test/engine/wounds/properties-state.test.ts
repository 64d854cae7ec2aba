import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expireAt } from "../../../module/engine/core/conditions/expire.ts";
import { addCondition, removeCondition } from "../../../module/engine/core/conditions/mutate.ts";
import { checkInvariants, NO_CONDITIONS, type ConditionState } from "../../../module/engine/core/conditions/state.ts";
import { roundEnd, roundStart, turnEvent, type BoundaryEvent } from "../../../module/engine/core/turns/boundary.ts";
import { pin, escapePin, startGrapple } from "../../../module/engine/rulesets/wounds/actions/grapple.ts";
import { WOUNDS_CONDITIONS, WOUNDS_CONDITION_IDS } from "../../../module/engine/rulesets/wounds/conditions.ts";
import { slotCapacity } from "../../../module/engine/rulesets/wounds/damage/wound-track.ts";
import { changePosture } from "../../../module/engine/rulesets/wounds/movement/posture.ts";
import { WOUND_LEVELS } from "../../../module/engine/rulesets/wounds/tables/wound-levels.ts";
import { applyShifts, type InitiativeShift } from "../../../module/engine/rulesets/wounds/turns/initiative.ts";
import {
  gainFatigue,
  maxStamina,
  reduceFatigue,
  spendStamina,
} from "../../../module/engine/rulesets/wounds/vitals/stamina.ts";
import { creature } from "./fixtures.ts";

const RUNS = { numRuns: 150 };

const anEvent: fc.Arbitrary<BoundaryEvent> = fc.oneof(
  fc.integer({ min: 1, max: 4 }).map(roundStart),
  fc.integer({ min: 1, max: 4 }).map(roundEnd),
  fc
    .tuple(
      fc.constantFrom("turnStart" as const, "turnEnd" as const),
      fc.integer({ min: 1, max: 4 }),
      fc.constantFrom("me", "foe"),
    )
    .map(([kind, round, who]) => turnEvent(kind, round, who)),
);

const aCreature = fc
  .record({
    vitality: fc.integer({ min: -6, max: 6 }),
    persona: fc.integer({ min: -5, max: 5 }),
    speed: fc.integer({ min: -12, max: 12 }),
    kind: fc.constantFrom("character" as const, "npc" as const),
    npcTier: fc.constantFrom("minion" as const, "standard" as const, "elite" as const),
    fatigue: fc.integer({ min: 0, max: 12 }),
    filled: fc.array(fc.nat(3), { minLength: 5, maxLength: 5 }),
  })
  .map((r) => {
    const c = creature({
      kind: r.kind,
      npcTier: r.npcTier,
      attributes: { vitality: r.vitality, persona: r.persona, speed: r.speed },
      fatigue: r.fatigue,
    });
    const cap = slotCapacity(c);
    const wounds = Object.fromEntries(WOUND_LEVELS.map((l, i) => [l, Math.min(cap[l], r.filled[i] ?? 0)]));
    return {
      ...c,
      wounds: { ...c.wounds, ...wounds },
      stamina: Math.min(c.stamina, maxStamina({ ...c, fatigue: r.fatigue })),
    };
  });

describe("wounds state properties", () => {
  it("conditions are never orphaned: daughters stay with their parents through any sequence", () => {
    const op = fc.oneof(
      fc.constantFrom(...WOUNDS_CONDITION_IDS).map((id) => ({ kind: "add" as const, id })),
      fc.constantFrom(...WOUNDS_CONDITION_IDS).map((id) => ({ kind: "remove" as const, id })),
      fc
        .constantFrom("pin" as const, "escape" as const, "grapple" as const, "prone" as const, "stand" as const)
        .map((act) => ({ kind: "act" as const, act })),
      anEvent.map((e) => ({ kind: "event" as const, e })),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let state: ConditionState = NO_CONDITIONS;
        for (const o of ops) {
          if (o.kind === "add") {
            state = addCondition(WOUNDS_CONDITIONS, state, o.id, {
              source: "p",
              duration: { kind: "rounds", count: 2 },
              round: 1,
            }).state;
          } else if (o.kind === "remove") state = removeCondition(state, o.id).state.state;
          else if (o.kind === "event") state = expireAt(state, o.e).state;
          else if (o.act === "pin") state = pin(state, 1);
          else if (o.act === "escape") state = escapePin(state);
          else if (o.act === "grapple") state = startGrapple(state, 1);
          else state = changePosture(state, o.act === "prone" ? "prone" : "crouching", 1).state;
          expect(checkInvariants(WOUNDS_CONDITIONS, state)).toEqual([]);
        }
      }),
      RUNS,
    );
  });

  it("initiative never drops below 0 under any shifts", () => {
    const shift: fc.Arbitrary<InitiativeShift> = fc.record({
      id: fc.constantFrom("a", "b"),
      delta: fc.integer({ min: -8, max: 6 }),
      cause: fc.constant("interrupt" as const),
    });
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), fc.array(shift, { maxLength: 20 }), (a, b, shifts) => {
        const out = applyShifts({ a, b }, shifts);
        expect(out["a"]).toBeGreaterThanOrEqual(0);
        expect(out["b"]).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it("stamina stays within 0 … its current maximum and fatigue never goes negative", () => {
    const op = fc.oneof(
      fc.nat(15).map((n) => ({ kind: "spend" as const, n })),
      fc.nat(6).map((n) => ({ kind: "gain" as const, n })),
      fc.nat(6).map((n) => ({ kind: "rest" as const, n })),
    );
    fc.assert(
      fc.property(aCreature, fc.array(op, { maxLength: 20 }), (c, ops) => {
        let next = c;
        for (const o of ops) {
          if (o.kind === "spend") next = spendStamina(next, o.n).creature;
          else if (o.kind === "gain") next = gainFatigue(next, o.n);
          else next = reduceFatigue(next, o.n);
          expect(next.stamina).toBeGreaterThanOrEqual(0);
          expect(next.stamina).toBeLessThanOrEqual(maxStamina(next));
          expect(next.fatigue).toBeGreaterThanOrEqual(0);
        }
      }),
      RUNS,
    );
  });
});
