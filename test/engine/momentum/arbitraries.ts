import fc from "fast-check";
import { roundEnd, roundStart, turnEvent, type BoundaryEvent } from "../../../module/engine/core/turns/boundary.ts";
import { MOMENTUM_CONDITION_IDS } from "../../../module/engine/rulesets/momentum/conditions.ts";
import type { MomentumActor } from "../../../module/engine/rulesets/momentum/creature.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../../../module/engine/rulesets/momentum/options.ts";
import { DAMAGE_TYPES } from "../../../module/engine/rulesets/momentum/tables/damage-types.ts";
import { actor, withConditions } from "./fixtures.ts";

/** fast-check arbitraries shared by the `momentum` property tests. */
export const conditionId = fc.constantFrom(...MOMENTUM_CONDITION_IDS);
export const damageType = fc.constantFrom(...DAMAGE_TYPES);
export const parts = fc.dictionary(damageType, fc.integer({ min: 0, max: 40 }), { maxKeys: 3 });
/** The settings that change what these properties look at; the others stay at their defaults. */
export const options: fc.Arbitrary<MomentumOptions> = fc
  .record({
    armorOverflow: fc.constantFrom("carry" as const, "chosenTypeOnly" as const),
    affinityRounding: fc.constantFrom("down" as const, "up" as const, "nearest" as const),
    deathAt: fc.constantFrom("negativeMax" as const, "negativeHalfMax" as const),
    burstOnlyWhenBlocked: fc.boolean(),
    reactionsOffTurnOnly: fc.boolean(),
    edgeStacking: fc.constantFrom("cancel" as const, "net" as const),
  })
  .map((o) => ({ ...DEFAULT_MOMENTUM_OPTIONS, ...o }));

export const anActor: fc.Arbitrary<MomentumActor> = fc
  .record({
    vitality: fc.integer({ min: -15, max: 20 }),
    temporaryVitality: fc.nat(6),
    armor: fc.integer({ min: -3, max: 8 }),
    biological: fc.boolean(),
    object: fc.boolean(),
    dead: fc.boolean(),
    conditions: fc.subarray([...MOMENTUM_CONDITION_IDS], { maxLength: 3 }),
    resistant: fc.subarray([...DAMAGE_TYPES], { maxLength: 2 }),
    immune: fc.subarray([...DAMAGE_TYPES], { maxLength: 1 }),
    vulnerable: fc.subarray([...DAMAGE_TYPES], { maxLength: 2 }),
    nm: fc.nat(8),
  })
  .map((r) =>
    withConditions(
      actor({
        vitality: { value: r.vitality, max: 20 },
        temporaryVitality: r.temporaryVitality,
        armor: r.armor,
        biological: r.biological,
        kind: r.object ? "object" : "creature",
        dead: r.dead,
        narrativeMomentum: r.nm,
        affinities: { resistant: r.resistant, immune: r.immune, vulnerable: r.vulnerable },
      }),
      r.conditions,
    ),
  );

export const event: fc.Arbitrary<BoundaryEvent> = fc.oneof(
  fc.integer({ min: 1, max: 3 }).map(roundStart),
  fc.integer({ min: 1, max: 3 }).map(roundEnd),
  fc
    .record({
      kind: fc.constantFrom("turnStart" as const, "turnEnd" as const),
      round: fc.integer({ min: 1, max: 3 }),
      who: fc.constantFrom("me", "other"),
    })
    .map((e) => turnEvent(e.kind, e.round, e.who)),
);
