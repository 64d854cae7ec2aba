import { describe, expect, it } from "vitest";
import { addIndexFields } from "../../../module/foundry/data/index-fields.ts";
import { WOUNDS_MODELS } from "../../../module/foundry/rulesets/wounds/models.ts";
import { WOUNDS_INDEX_FIELDS } from "../../../module/foundry/rulesets/wounds/packs.ts";
import { describeCleanPacks, indexFieldsAfterRegistering } from "../../support/pack-validation.ts";

describeCleanPacks("wounds", WOUNDS_MODELS);

describe("wounds compendium index fields", () => {
  it("adds tier and size to the Actor index and kind and group to the Item index, once", () => {
    const fields = indexFieldsAfterRegistering(() => {
      addIndexFields(WOUNDS_INDEX_FIELDS);
    });
    expect(fields.Actor).toEqual(["_id", "name", "img", "type", "system.tier", "system.size"]);
    expect(fields.Item).toEqual(["_id", "name", "img", "type", "system.kind", "system.group"]);
  });
});
