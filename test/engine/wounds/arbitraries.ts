/** Arbitraries shared by the wounds property tests: boundary events and creatures with filled wound slots. */
import fc from "fast-check";
import { roundEnd, roundStart, turnEvent, type BoundaryEvent } from "../../../module/engine/core/turns/boundary.ts";
import { slotCapacity } from "../../../module/engine/rulesets/wounds/damage/wound-track.ts";
import { WOUND_LEVELS } from "../../../module/engine/rulesets/wounds/tables/wound-levels.ts";
import { maxStamina } from "../../../module/engine/rulesets/wounds/vitals/stamina.ts";
import { creature } from "./fixtures.ts";

export const RUNS = { numRuns: 150 };

export const anEvent: fc.Arbitrary<BoundaryEvent> = fc.oneof(
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

export const aCreature = fc
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
