import { describe, expect, it } from "vitest";
import { additiveMultiplier, highestOnly } from "../../../module/engine/core/damage/arithmetic.ts";
import { applyPipeline, type DamagePacket } from "../../../module/engine/core/damage/pipeline.ts";
import { hasTag, not } from "../../../module/engine/core/damage/predicates.ts";
import type { DamagePipeline } from "../../../module/engine/core/damage/steps.ts";

/**
 * The core serves all five rulesets: each test builds, from plain steps, the damage rule a seed states, to show
 * nothing ruleset-specific is missing from the core. The rulesets' own builders live in their rooms.
 */
const packet = (amount: number, tags: string[] = []): DamagePacket => ({ amount, tags, source: "hit" });

describe("energy (seed 001)", () => {
  it('"two sources of double damage … 3 times the damage", applied after armor', () => {
    const pipeline: DamagePipeline = [
      { kind: "reduce", source: "armor AR 2 (Combat roll under Armor Coverage)", by: 2 },
      { kind: "multiply", source: "two weaknesses", factor: additiveMultiplier([2, 2]), round: "down" },
      { kind: "track", source: "Aura", order: ["aura"] },
    ];
    const r = applyPipeline(pipeline, packet(7), { tracks: { aura: { value: 30, max: 30 } } });
    expect(r.amount).toBe(15);
    expect(r.state.tracks["aura"]?.value).toBe(15);
  });
  it('"Resistance … take half damage (rounding down)": 1 becomes 0', () => {
    const r = applyPipeline([{ kind: "multiply", source: "resistance", factor: 0.5, round: "down" }], packet(1), {
      tracks: {},
    });
    expect(r.amount).toBe(0);
  });
});

describe("momentum (seed 002)", () => {
  it('"Your Armor is only subtracted once if you are hit with multiple Damage Types simultaneously"', () => {
    // One reduce step for the whole hit: the ruleset sums the types into one packet and subtracts armor once.
    const r = applyPipeline([{ kind: "reduce", source: "Armor 2", by: 2 }], packet(12), { tracks: {} });
    expect(r.amount).toBe(10);
  });
  it("resistance ½, immunity 0, vulnerability ×1.5, critical +6", () => {
    const run = (steps: DamagePipeline, amount: number, tags: string[] = []) =>
      applyPipeline(steps, packet(amount, tags), { tracks: {} }).amount;
    expect(run([{ kind: "multiply", source: "resistance", factor: 0.5, round: "down" }], 9)).toBe(4);
    expect(run([{ kind: "immune", source: "fire immunity", when: hasTag("fire") }], 9, ["fire"])).toBe(0);
    expect(run([{ kind: "multiply", source: "vulnerability", factor: 1.5, round: "down" }], 9)).toBe(13);
    expect(run([{ kind: "add", source: "critical hit", amount: 6 }], 9)).toBe(15);
  });
});

describe("contest (seed 003)", () => {
  it('shield BR on block: "reduces the triggering attack\'s physical damage by 6, and magical damage by 3"', () => {
    const br = 6;
    const steps: DamagePipeline = [
      { kind: "reduce", source: "Bone Shield BR", by: br, when: not(hasTag("magical")) },
      { kind: "reduce", source: "Bone Shield BR (half, round up)", by: Math.ceil(br / 2), when: hasTag("magical") },
    ];
    expect(applyPipeline(steps, packet(10, ["crushing"]), { tracks: {} }).amount).toBe(4);
    expect(applyPipeline(steps, packet(10, ["fire", "magical"]), { tracks: {} }).amount).toBe(7);
  });
  it('"you only benefit from the highest one": Fire Resistance (3) and (2) reduce by 3', () => {
    const r = applyPipeline([{ kind: "reduce", source: "Fire Resistance", by: highestOnly([3, 2]) }], packet(8), {
      tracks: {},
    });
    expect(r.amount).toBe(5);
  });
});

describe("wounds (seed 004)", () => {
  const thresholds = [
    { level: "light", atLeast: 0 },
    { level: "moderate", atLeast: 2 },
    { level: "severe", atLeast: 4 },
    { level: "critical", atLeast: 6 },
    { level: "fatal", atLeast: 8 },
  ];
  const ladder = thresholds.map((t) => t.level);
  const pipeline = (defense: number, toughness: number): DamagePipeline => [
    { kind: "reduce", source: "Defense", by: defense },
    { kind: "reduce", source: "Toughness", by: toughness },
    { kind: "threshold", source: "Wound Thresholds", table: thresholds },
    { kind: "slot", source: "Wound Slots", ladder },
  ];
  const slots = {
    light: { filled: 0, capacity: 5 },
    moderate: { filled: 3, capacity: 3 },
    severe: { filled: 0, capacity: 2 },
    critical: { filled: 0, capacity: 2 },
    fatal: { filled: 0, capacity: 1 },
  };
  it('"Damage received = Attack Roll + Damage Roll - Defense - Toughness" against the thresholds', () => {
    const r = applyPipeline(pipeline(12, 3), packet(15 + 6), { tracks: {}, slots });
    expect(r.margin).toBe(6);
    expect(r.level).toBe("critical");
    expect(applyPipeline(pipeline(12, 3), packet(14), { tracks: {}, slots }).level).toBeUndefined();
  });
  it('"If all the slots of that level are already full, increase the wound\'s severity until there is an empty slot"', () => {
    const r = applyPipeline(pipeline(0, 0), packet(3), { tracks: {}, slots });
    expect(r.level).toBe("moderate");
    expect(r.slot).toBe("severe");
  });
});

describe("bonus (seed 000)", () => {
  it('"Damage is first subtracted from your Durability … you begin to subtract damage from your Health"', () => {
    const r = applyPipeline(
      [{ kind: "track", source: "Durability → Health", order: ["durability", "health"] }],
      packet(8),
      {
        tracks: { durability: { value: 5, max: 5 }, health: { value: 10, max: 10 } },
      },
    );
    expect(r.taken).toEqual({ durability: 5, health: 3 });
  });
});
