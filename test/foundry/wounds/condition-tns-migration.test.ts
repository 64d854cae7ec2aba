/**
 * Migration 0004 (rulesets/wounds/migrations/0004-wounds-condition-tns.ts): hobbled and poisoned now stand for the TN
 * their cause gave (decision 156: Treat Condition is made "against the effect's TN"), so an actor stored with either
 * status, from before Fray kept the TN, gets the TN of an effect without a cause and keeps its status.
 */
import { describe, expect, it } from "vitest";
import { migrateSource } from "../../../module/foundry/migrations/apply.ts";
import { schemaOfRooms } from "../../../module/foundry/migrations/world-schema.ts";
import { FOUNDRY_ROOMS } from "../../../module/foundry/rulesets/registry.ts";
import { conditionTnsFromStatuses } from "../../../module/foundry/rulesets/wounds/migrations/0004-wounds-condition-tns.ts";

const SCHEMA = schemaOfRooms(Object.values(FOUNDRY_ROOMS));
const effect = (statuses: string[], disabled = false) => ({ _id: "e", name: "x", statuses, disabled });

describe("0004: an old hobbled or poisoned status gets a TN, so the status that stands for it is kept", () => {
  it("a hobbled character gets the moderate wound's TN 0; its poison, disabled, gets none", () => {
    const old = {
      type: "wounds-character",
      system: { fatigue: 1 },
      effects: [effect(["hobbled"]), effect(["poisoned"], true)],
    };
    expect(migrateSource(SCHEMA, "Actor", old).system).toEqual({ fatigue: 1, conditionTns: { hobbled: 0 } });
  });

  it("a TN already stored is kept; an actor of another ruleset or without the statuses is left alone", () => {
    const current = {
      type: "wounds-npc",
      system: { conditionTns: { hobbled: null, poisoned: 6 } },
      effects: [effect(["poisoned"])],
    };
    expect(conditionTnsFromStatuses(current)).toBe(current);
    const other = { type: "momentum-character", system: {}, effects: [effect(["poisoned"])] };
    expect(conditionTnsFromStatuses(other)).toBe(other);
    const none = { type: "wounds-npc", system: {}, effects: [effect(["prone"])] };
    expect(conditionTnsFromStatuses(none)).toBe(none);
  });

  it("migrating twice equals migrating once", () => {
    const old = { type: "wounds-npc", system: {}, effects: [effect(["hobbled", "poisoned"])] };
    const once = migrateSource(SCHEMA, "Actor", old);
    expect(once.system).toEqual({ conditionTns: { hobbled: 0, poisoned: 0 } });
    expect(migrateSource(SCHEMA, "Actor", once)).toEqual(once);
    expect(conditionTnsFromStatuses(once)).toBe(once);
  });
});
