import { describe, expect, it } from "vitest";
import { ENERGY_MODELS } from "../../../module/foundry/rulesets/energy/models.ts";
import { registerEnergyIndexFields } from "../../../module/foundry/rulesets/energy/packs.ts";
import { readPackSources } from "../../../scripts/balance/sources.ts";
import type { TypeDataModel } from "../../support/fake-foundry/data-model.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";

/** The fake model class behind a namespaced `energy-…` type (the adapter types them with fvtt-types). */
function modelFor(documentName: "Actor" | "Item", type: string): typeof TypeDataModel {
  const local = type.replace(/^energy-/, "");
  const models: Readonly<Record<string, unknown>> = ENERGY_MODELS[documentName];
  const model = models[local];
  if (!type.startsWith("energy-") || model === undefined) throw new Error(`no energy ${documentName} model for ${type}`);
  return model as typeof TypeDataModel;
}

function expectClean(documentName: "Actor" | "Item", label: string, type: string, system: unknown): void {
  const model = modelFor(documentName, type);
  const source = system as Record<string, unknown>;
  const cleaned = model.cleanData(structuredClone(source));
  expect(model.validationFailures(cleaned), label).toEqual([]);
  expect(cleaned, label).toEqual(source);
}

describe("energy pack documents validate against their data models with zero cleaning", () => {
  it.each(readPackSources("energy-monsters").map((f) => [f.doc.name, f.doc] as const))("%s", (_name, actor) => {
    expectClean("Actor", actor.name, actor.type ?? "", actor.system);
    for (const item of actor.items ?? []) expectClean("Item", `${actor.name} / ${item.name}`, item.type, item.system);
  });

  it.each(readPackSources("energy-gear").map((f) => [f.doc.name, f.doc] as const))("%s", (_name, item) => {
    expectClean("Item", item.name, item.type ?? "", item.system);
  });
});

describe("energy compendium index fields", () => {
  it("adds threat and size to the Actor index and MPR and kind to the Item index, once", () => {
    const config = fake().CONFIG as unknown as Record<"Actor" | "Item", { compendiumIndexFields?: string[] }>;
    config.Actor.compendiumIndexFields = ["_id", "name", "img", "type"];
    config.Item.compendiumIndexFields = ["_id", "name", "img", "type"];
    registerEnergyIndexFields();
    registerEnergyIndexFields();
    expect(config.Actor.compendiumIndexFields).toEqual(["_id", "name", "img", "type", "system.threat", "system.size"]);
    expect(config.Item.compendiumIndexFields).toEqual(["_id", "name", "img", "type", "system.mpr", "system.kind"]);
  });
});
