import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expireAt } from "../../../module/engine/core/conditions/expire.ts";
import { addCondition, removeCondition } from "../../../module/engine/core/conditions/mutate.ts";
import { checkInvariants, NO_CONDITIONS, type ConditionState } from "../../../module/engine/core/conditions/state.ts";
import { pin, escapePin, startGrapple } from "../../../module/engine/rulesets/wounds/actions/grapple.ts";
import { WOUNDS_CONDITIONS, WOUNDS_CONDITION_IDS } from "../../../module/engine/rulesets/wounds/conditions.ts";
import { changePosture } from "../../../module/engine/rulesets/wounds/movement/posture.ts";
import { applyShifts, type InitiativeShift } from "../../../module/engine/rulesets/wounds/turns/initiative.ts";
import {
  gainFatigue,
  maxStamina,
  reduceFatigue,
  spendStamina,
} from "../../../module/engine/rulesets/wounds/vitals/stamina.ts";
import { aCreature, anEvent, RUNS } from "./arbitraries.ts";

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
