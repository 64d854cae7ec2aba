import { describe, expect, it } from "vitest";
import { addIndexFields } from "../../../module/foundry/data/index-fields.ts";
import { MOMENTUM_MODELS } from "../../../module/foundry/rulesets/momentum/models.ts";
import { MOMENTUM_INDEX_FIELDS } from "../../../module/foundry/rulesets/momentum/packs.ts";
import { describeCleanPacks, indexFieldsAfterRegistering } from "../../support/pack-validation.ts";

describeCleanPacks("momentum", MOMENTUM_MODELS);

describe("momentum compendium index fields", () => {
  it("adds threat, size and kind to the Actor index and reach, delivery and Tier to the Item index, once", () => {
    const fields = indexFieldsAfterRegistering(() => {
      addIndexFields(MOMENTUM_INDEX_FIELDS);
    });
    expect(fields.Actor).toEqual(["_id", "name", "img", "type", "system.threat", "system.size", "system.kind"]);
    expect(fields.Item).toEqual(["_id", "name", "img", "type", "system.reach", "system.delivery", "system.tier"]);
  });
});
