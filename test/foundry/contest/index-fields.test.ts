import { describe, expect, it } from "vitest";
import { addIndexFields } from "../../../module/foundry/data/index-fields.ts";
import { CONTEST_MODELS } from "../../../module/foundry/rulesets/contest/models.ts";
import { CONTEST_INDEX_FIELDS } from "../../../module/foundry/rulesets/contest/packs.ts";
import { indexFieldsAfterRegistering } from "../../support/pack-validation.ts";

/** The top-level `system` fields some model of `models` defines. */
function schemaFields(models: Readonly<Record<string, { defineSchema(): object }>>): Set<string> {
  return new Set(Object.values(models).flatMap((m) => Object.keys(m.defineSchema()).map((k) => `system.${k}`)));
}

describe("contest compendium index fields", () => {
  it("adds threat and size to the Actor index and delivery, damage type, level and kind to the Item index, once", () => {
    const fields = indexFieldsAfterRegistering(() => {
      addIndexFields(CONTEST_INDEX_FIELDS);
      addIndexFields(CONTEST_INDEX_FIELDS);
    });
    expect(fields.Actor).toEqual(["_id", "name", "img", "type", "system.threat", "system.size"]);
    expect(fields.Item).toEqual([
      ...["_id", "name", "img", "type"],
      ...["system.delivery", "system.damageType", "system.level", "system.kind"],
    ]);
  });

  it("names only fields the contest models store", () => {
    const actor = schemaFields(CONTEST_MODELS.Actor);
    const item = schemaFields(CONTEST_MODELS.Item);
    expect(CONTEST_INDEX_FIELDS.Actor.filter((f) => !actor.has(f))).toEqual([]);
    expect(CONTEST_INDEX_FIELDS.Item.filter((f) => !item.has(f))).toEqual([]);
  });
});
