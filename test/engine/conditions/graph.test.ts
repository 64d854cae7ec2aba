import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addCondition,
  clearDirect,
  removeCondition,
  type ApplyOptions,
} from "../../../module/engine/core/conditions/mutate.ts";
import {
  checkInvariants,
  isActive,
  NO_CONDITIONS,
  whyActive,
  type ConditionState,
} from "../../../module/engine/core/conditions/state.ts";
import { ENERGY_LIKE } from "./fixtures.ts";

const forever = (source = "test"): ApplyOptions => ({ source, duration: { kind: "permanent" }, round: 1 });

function add(state: ConditionState, id: string, source = "test"): ConditionState {
  const added = addCondition(ENERGY_LIKE, state, id, forever(source));
  if (!added.ok) throw new Error(added.reason.message);
  return added.state;
}

describe("parents and daughters", () => {
  it('"when you are Dazed, you are also Exposed": the daughter records its parent', () => {
    const state = add(NO_CONDITIONS, "dazed");
    expect(isActive(state, "exposed")).toBe(true);
    expect(whyActive(state, "exposed")).toEqual([{ kind: "imposed", by: "dazed" }]);
    expect(whyActive(state, "dazed")).toEqual([{ kind: "direct", source: "test", expiry: { kind: "never" } }]);
  });

  it('"you cannot remove the daughter condition without removing the parent" (refused, with the parent named)', () => {
    const state = add(NO_CONDITIONS, "dazed");
    const removed = removeCondition(state, "exposed");
    expect(removed.ok).toBe(false);
    if (!removed.ok) expect(removed.reason).toMatchObject({ code: "imposedByParent", parents: ["dazed"] });
    expect(removed.state.state).toBe(state);
  });

  it('"if you ended the Daze condition, the Exposed condition would also be removed"', () => {
    const removed = removeCondition(add(NO_CONDITIONS, "dazed"), "dazed");
    expect(removed.ok).toBe(true);
    expect(removed.state.removed).toEqual(["dazed", "exposed"]);
    expect(removed.state.state.active).toEqual({});
  });

  it("a daughter another parent still imposes stays (Dazed and Prone both expose)", () => {
    const state = add(add(NO_CONDITIONS, "dazed"), "prone");
    const removed = removeCondition(state, "dazed");
    expect(removed.state.removed).toEqual(["dazed"]);
    expect(whyActive(removed.state.state, "exposed")).toEqual([{ kind: "imposed", by: "prone" }]);
  });

  it("a daughter also applied directly stays when its parent ends", () => {
    const state = add(add(NO_CONDITIONS, "exposed", "combat roll 1-3"), "dazed");
    const removed = removeCondition(state, "dazed");
    expect(isActive(removed.state.state, "exposed")).toBe(true);
  });

  it("grand-daughters go with the grand-parent (Unconscious → Unguarded → Exposed)", () => {
    const state = add(NO_CONDITIONS, "unconscious");
    expect(isActive(state, "exposed")).toBe(true);
    expect(removeCondition(state, "unconscious").state.removed).toEqual(["unconscious", "unguarded", "exposed"]);
  });

  it('energy Defend while Dazed: "would not end your Exposure because you are still Dazed" (clearDirect)', () => {
    const state = add(add(NO_CONDITIONS, "exposed", "combat roll"), "dazed");
    const defended = clearDirect(state, "exposed");
    expect(defended.ok).toBe(true);
    expect(whyActive(defended.state.state, "exposed")).toEqual([{ kind: "imposed", by: "dazed" }]);
    const undazed = removeCondition(defended.state.state, "dazed");
    expect(isActive(undazed.state.state, "exposed")).toBe(false);
  });

  it("unknown and inactive conditions are refused", () => {
    const unknown = addCondition(ENERGY_LIKE, NO_CONDITIONS, "ghost", forever());
    expect(unknown.ok ? "ok" : unknown.reason.code).toBe("unknownCondition");
    const missing = removeCondition(NO_CONDITIONS, "dazed");
    expect(missing.ok ? "ok" : missing.reason.code).toBe("notActive");
  });

  it("re-applying from the same source refreshes; another source adds a second reason", () => {
    const once = add(NO_CONDITIONS, "slowed", "bog");
    const twice = add(once, "slowed", "bog");
    expect(twice.active.slowed?.applications).toHaveLength(1);
    expect(add(twice, "slowed", "spell").active.slowed?.applications).toHaveLength(2);
  });
});

describe("condition graph properties", () => {
  const ids = Object.keys(ENERGY_LIKE);
  const op = fc.record({ add: fc.boolean(), id: fc.constantFrom(...ids), source: fc.constantFrom("s1", "s2") });

  function play(ops: readonly { add: boolean; id: string; source: string }[]): ConditionState {
    let state = NO_CONDITIONS;
    for (const o of ops) {
      state = o.add
        ? addCondition(ENERGY_LIKE, state, o.id, forever(o.source)).state
        : removeCondition(state, o.id).state.state;
    }
    return state;
  }

  it("property: a daughter is never present without a reason", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        expect(checkInvariants(ENERGY_LIKE, play(ops))).toEqual([]);
      }),
    );
  });

  it("property: removing a parent never leaves an orphan daughter", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), fc.constantFrom(...ids), (ops, id) => {
        const state = play(ops);
        const removed = removeCondition(state, id);
        expect(checkInvariants(ENERGY_LIKE, removed.state.state)).toEqual([]);
        if (removed.ok) {
          expect(isActive(removed.state.state, id)).toBe(false);
          for (const entry of Object.values(removed.state.state.active)) expect(entry.imposedBy).not.toContain(id);
        } else {
          expect(removed.state.state).toBe(state);
        }
      }),
    );
  });
});
