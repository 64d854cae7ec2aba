import { describe, expect, it } from "vitest";
import { BONUS_MODELS } from "../../../module/foundry/rulesets/bonus/models.ts";
import { addIndexFields } from "../../../module/foundry/data/index-fields.ts";
import { BONUS_INDEX_FIELDS } from "../../../module/foundry/rulesets/bonus/packs.ts";
import { describeCleanPacks, indexFieldsAfterRegistering } from "../../support/pack-validation.ts";

describeCleanPacks("bonus", BONUS_MODELS);

describe("bonus compendium index fields", () => {
  it("adds threat and size to the Actor index and quality to the Item index, once", () => {
    const fields = indexFieldsAfterRegistering(() => {
      addIndexFields(BONUS_INDEX_FIELDS);
    });
    expect(fields.Actor).toEqual(["_id", "name", "img", "type", "system.threat", "system.size"]);
    expect(fields.Item).toEqual(["_id", "name", "img", "type", "system.quality"]);
  });
});
