import { describe, expect, it } from "vitest";
import { ENERGY_MODELS } from "../../../module/foundry/rulesets/energy/models.ts";
import { registerEnergyIndexFields } from "../../../module/foundry/rulesets/energy/packs.ts";
import { describeCleanPacks, indexFieldsAfterRegistering } from "../../support/pack-validation.ts";

describeCleanPacks("energy", ENERGY_MODELS);

describe("energy compendium index fields", () => {
  it("adds threat and size to the Actor index and MPR and kind to the Item index, once", () => {
    const fields = indexFieldsAfterRegistering(registerEnergyIndexFields);
    expect(fields.Actor).toEqual(["_id", "name", "img", "type", "system.threat", "system.size"]);
    expect(fields.Item).toEqual(["_id", "name", "img", "type", "system.mpr", "system.kind"]);
  });
});
