import { describe, expect, it } from "vitest";
import { ENERGY_MODELS } from "../../../module/foundry/rulesets/energy/models.ts";
import { addIndexFields } from "../../../module/foundry/data/index-fields.ts";
import { ENERGY_INDEX_FIELDS } from "../../../module/foundry/rulesets/energy/packs.ts";
import { describeCleanPacks, indexFieldsAfterRegistering } from "../../support/pack-validation.ts";

describeCleanPacks("energy", ENERGY_MODELS);

describe("energy compendium index fields", () => {
  it("adds threat and size to the Actor index and MPR and kind to the Item index, once", () => {
    const fields = indexFieldsAfterRegistering(() => {
      addIndexFields(ENERGY_INDEX_FIELDS);
    });
    expect(fields.Actor).toEqual(["_id", "name", "img", "type", "system.threat", "system.size"]);
    expect(fields.Item).toEqual(["_id", "name", "img", "type", "system.mpr", "system.kind"]);
  });
});
