import { describe, expect, it } from "vitest";
import { additiveMultiplier, highestOnly, roundBy } from "../../../module/engine/core/damage/arithmetic.ts";
import { fillSlot, levelFor } from "../../../module/engine/core/damage/levels.ts";
import { applyPipeline, type DamagePacket } from "../../../module/engine/core/damage/pipeline.ts";
import {
  allOf,
  anyOf,
  attr,
  describePredicate,
  hasTag,
  not,
  testPredicate,
} from "../../../module/engine/core/damage/predicates.ts";
import type { DamagePipeline } from "../../../module/engine/core/damage/steps.ts";
import { pour } from "../../../module/engine/core/damage/tracks.ts";

const hit = (amount: number, tags: string[] = [], attrs: Record<string, number> = {}): DamagePacket => ({
  amount,
  source: "test hit",
  tags,
  attrs,
});
const tracks = { a: { value: 5, max: 5 }, b: { value: 10, max: 10 } };

describe("predicates", () => {
  const facts = { tags: ["fire", "ranged"], attrs: { quality: 3 } };
  it("read tags and attributes; a missing attribute makes a comparison false", () => {
    expect(testPredicate(hasTag("fire"), facts)).toBe(true);
    expect(testPredicate(hasTag("cold"), facts)).toBe(false);
    expect(testPredicate(attr("quality", ">=", 3), facts)).toBe(true);
    expect(testPredicate(attr("quality", ">", 3), facts)).toBe(false);
    expect(testPredicate(attr("quality", "<=", 3), facts)).toBe(true);
    expect(testPredicate(attr("quality", "<", 3), facts)).toBe(false);
    expect(testPredicate(attr("quality", "==", 3), facts)).toBe(true);
    expect(testPredicate(attr("tier", ">=", 0), facts)).toBe(false);
    expect(testPredicate(not(attr("tier", ">=", 0)), facts)).toBe(true);
  });
  it("combine with all / any / not and describe themselves", () => {
    const p = allOf(hasTag("fire"), anyOf(hasTag("melee"), not(hasTag("area"))));
    expect(testPredicate(p, facts)).toBe(true);
    expect(describePredicate(p)).toBe("is fire and is melee or not (is area)");
  });
});

describe("tracks, levels and arithmetic", () => {
  it("pour fills tracks in order and reports overflow; a missing track takes nothing", () => {
    const r = pour(tracks, ["a", "missing", "b"], 12);
    expect(r.taken).toEqual({ a: 5, missing: 0, b: 7 });
    expect(r.tracks["a"]?.value).toBe(0);
    expect(r.tracks["b"]?.value).toBe(3);
    expect(r.overflow).toBe(0);
    expect(pour(tracks, ["a"], 9).overflow).toBe(4);
    expect(pour(tracks, ["a"], -3).taken).toEqual({ a: 0 });
  });
  it("levelFor picks the highest row reached, undefined below the first", () => {
    const table = [
      { level: "light", atLeast: 0 },
      { level: "heavy", atLeast: 4 },
    ];
    expect(levelFor(table, -1)).toBeUndefined();
    expect(levelFor(table, 0)).toBe("light");
    expect(levelFor(table, 3)).toBe("light");
    expect(levelFor(table, 4)).toBe("heavy");
  });
  it("fillSlot escalates past full levels and reports when nothing is free", () => {
    const slots = { l: { filled: 1, capacity: 1 }, m: { filled: 0, capacity: 1 } };
    const r = fillSlot(slots, ["l", "m"], "l");
    expect(r.level).toBe("m");
    expect(r.escalatedPast).toEqual(["l"]);
    const again = fillSlot(r.slots, ["l", "m"], "l");
    expect(again.level).toBeUndefined();
    expect(fillSlot(slots, ["l", "m"], "unknown").level).toBeUndefined();
  });
  it("roundBy snaps float noise before rounding", () => {
    expect(roundBy(10 * 0.3, "up")).toBe(3);
    expect(roundBy(7 * 1.5, "down")).toBe(10);
    expect(roundBy(7 * 1.5, "up")).toBe(11);
    expect(roundBy(2.5, "nearest")).toBe(3);
  });
  it("additiveMultiplier and highestOnly", () => {
    expect(additiveMultiplier([2, 2])).toBe(3);
    expect(additiveMultiplier([2, 0.5])).toBe(1.5);
    expect(additiveMultiplier([])).toBe(1);
    expect(additiveMultiplier([0, 0])).toBe(0);
    expect(highestOnly([3, 5, 2])).toBe(5);
    expect(highestOnly([])).toBe(0);
  });
});

describe("applyPipeline", () => {
  it("applies steps in order and audits each with its source", () => {
    const pipeline: DamagePipeline = [
      { kind: "add", source: "critical", amount: 6 },
      { kind: "reduce", source: "armor", by: 4 },
      { kind: "multiply", source: "weakness", factor: 2, round: "down" },
      { kind: "track", source: "tracks", order: ["a", "b"] },
    ];
    const r = applyPipeline(pipeline, hit(4), { tracks });
    expect(r.amount).toBe(12);
    expect(r.taken).toEqual({ a: 5, b: 7 });
    expect(r.remaining).toBe(0);
    expect(r.audit.map((e) => [e.source, e.before, e.after])).toEqual([
      ["critical", 4, 10],
      ["armor", 10, 6],
      ["weakness", 6, 12],
      ["tracks", 12, 0],
    ]);
  });

  it("never changes its inputs", () => {
    const state = { tracks: { a: { value: 5, max: 5 } } };
    const frozen = JSON.stringify(state);
    applyPipeline([{ kind: "track", source: "t", order: ["a"] }], hit(3), state);
    expect(JSON.stringify(state)).toBe(frozen);
  });

  it("a negative margin reaches no track but is kept for thresholds", () => {
    const r = applyPipeline(
      [
        { kind: "reduce", source: "toughness", by: 9 },
        { kind: "threshold", source: "wounds", table: [{ level: "light", atLeast: 0 }] },
        { kind: "track", source: "t", order: ["a"] },
      ],
      hit(5),
      { tracks },
    );
    expect(r.margin).toBe(-4);
    expect(r.amount).toBe(0);
    expect(r.level).toBeUndefined();
    expect(r.state.tracks["a"]?.value).toBe(5);
  });

  it("multiplying a zero or negative margin leaves it alone", () => {
    const r = applyPipeline(
      [
        { kind: "reduce", source: "armor", by: 5 },
        { kind: "multiply", source: "x2", factor: 2, round: "down" },
      ],
      hit(3),
      { tracks },
    );
    expect(r.margin).toBe(-2);
  });

  it("`when` skips a step as not applicable, `bypass` skips it naming the bypass", () => {
    const r = applyPipeline(
      [
        { kind: "reduce", source: "fire ward", by: 3, when: hasTag("fire") },
        { kind: "reduce", source: "plate", by: 3, bypass: [{ source: "armor-piercing", when: hasTag("ap") }] },
      ],
      hit(10, ["ap"]),
      { tracks },
    );
    expect(r.amount).toBe(10);
    expect(r.audit[0]?.outcome).toBe("notApplicable");
    expect(r.audit[1]?.outcome).toBe("bypassed");
    expect(r.audit[1]?.by).toBe("armor-piercing");
  });

  it("immunity stops the hit: every later step is skipped and nothing is taken", () => {
    const r = applyPipeline(
      [
        { kind: "immune", source: "fire immunity", when: hasTag("fire") },
        { kind: "add", source: "crit", amount: 6 },
        { kind: "track", source: "t", order: ["a"] },
      ],
      hit(10, ["fire"]),
      { tracks },
    );
    expect(r.immuneBy).toBe("fire immunity");
    expect(r.amount).toBe(0);
    expect(r.state.tracks["a"]?.value).toBe(5);
    expect(r.audit.slice(1).every((e) => e.outcome === "afterImmunity")).toBe(true);
  });

  it("reduce pours what it stopped into absorbing tracks, unless an absorb bypass spares them", () => {
    const state = { tracks: { ...tracks, armor: { value: 2, max: 10 } } };
    const r = applyPipeline([{ kind: "reduce", source: "armor", by: 5, absorbInto: ["armor"] }], hit(4), state);
    expect(r.absorbed).toEqual({ armor: 2 });
    expect(r.state.tracks["armor"]?.value).toBe(0);
    expect(r.margin).toBe(-1);
    const spared = applyPipeline(
      [
        {
          kind: "reduce",
          source: "armor",
          by: 5,
          absorbInto: ["armor"],
          absorbBypass: [{ source: "x", when: hasTag("t") }],
        },
      ],
      hit(4, ["t"]),
      state,
    );
    expect(spared.state.tracks["armor"]?.value).toBe(2);
    expect(spared.amount).toBe(0);
  });

  it("a negative reduce increases damage", () => {
    expect(applyPipeline([{ kind: "reduce", source: "armor −2", by: -2 }], hit(5), { tracks }).amount).toBe(7);
  });

  it("firstOf applies only the first candidate that is not skipped", () => {
    const r = applyPipeline(
      [
        {
          kind: "firstOf",
          source: "highest armor",
          steps: [
            { kind: "reduce", source: "ward 8", by: 8, when: hasTag("magic") },
            { kind: "reduce", source: "plate 5", by: 5, bypass: [{ source: "ignores", when: attr("q", ">=", 5) }] },
            { kind: "reduce", source: "leather 2", by: 2 },
          ],
        },
      ],
      hit(10, [], { q: 5 }),
      { tracks },
    );
    expect(r.amount).toBe(8);
    expect(r.audit.map((e) => [e.source, e.outcome, e.depth])).toEqual([
      ["highest armor", "applied", 0],
      ["ward 8", "notApplicable", 1],
      ["plate 5", "bypassed", 1],
      ["leather 2", "applied", 1],
    ]);
    expect(r.audit[0]?.detail).toBe("chose leather 2");
    const none = applyPipeline(
      [{ kind: "firstOf", source: "g", steps: [{ kind: "reduce", source: "w", by: 1, when: hasTag("x") }] }],
      hit(3),
      { tracks },
    );
    expect(none.audit[0]?.outcome).toBe("notApplicable");
  });

  it("threshold then slot: escalates a full level and records the slot", () => {
    const slots = { light: { filled: 2, capacity: 2 }, heavy: { filled: 0, capacity: 1 } };
    const r = applyPipeline(
      [
        {
          kind: "threshold",
          source: "thresholds",
          table: [
            { level: "light", atLeast: 0 },
            { level: "heavy", atLeast: 5 },
          ],
        },
        { kind: "slot", source: "slots", ladder: ["light", "heavy"] },
      ],
      hit(1),
      { tracks: {}, slots },
    );
    expect(r.level).toBe("light");
    expect(r.slot).toBe("heavy");
    expect(r.state.slots?.["heavy"]?.filled).toBe(1);
    expect(r.slotOverflow).toBe(false);
  });

  it("rejects non-finite amounts and negative factors", () => {
    expect(() => applyPipeline([], hit(Number.NaN), { tracks })).toThrow(RangeError);
    expect(() =>
      applyPipeline([{ kind: "multiply", source: "bad", factor: -1, round: "down" }], hit(3), { tracks }),
    ).toThrow(RangeError);
  });
});
