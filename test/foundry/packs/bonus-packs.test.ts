import { describe, expect, it } from "vitest";
import { BONUS_MODELS } from "../../../module/foundry/rulesets/bonus/models.ts";
import { registerBonusIndexFields } from "../../../module/foundry/rulesets/bonus/packs.ts";
import { readPackSources } from "../../../scripts/balance/sources.ts";
import type { TypeDataModel } from "../../support/fake-foundry/data-model.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";

/** The fake model class behind a namespaced `bonus-…` type (the adapter types them with fvtt-types). */
function modelFor(documentName: "Actor" | "Item", type: string): typeof TypeDataModel {
  const local = type.replace(/^bonus-/, "");
  const models: Readonly<Record<string, unknown>> = BONUS_MODELS[documentName];
  const model = models[local];
  if (!type.startsWith("bonus-") || model === undefined) throw new Error(`no bonus ${documentName} model for ${type}`);
  return model as typeof TypeDataModel;
}

function expectClean(documentName: "Actor" | "Item", label: string, type: string, system: unknown): void {
  const model = modelFor(documentName, type);
  const source = system as Record<string, unknown>;
  const cleaned = model.cleanData(structuredClone(source));
  expect(model.validationFailures(cleaned), label).toEqual([]);
  expect(cleaned, label).toEqual(source);
}

describe("bonus pack documents validate against their data models with zero cleaning", () => {
  it.each(readPackSources("bonus-monsters").map((f) => [f.doc.name, f.doc] as const))("%s", (_name, actor) => {
    expectClean("Actor", actor.name, actor.type ?? "", actor.system);
    for (const item of actor.items ?? []) expectClean("Item", `${actor.name} / ${item.name}`, item.type, item.system);
  });

  it.each(readPackSources("bonus-gear").map((f) => [f.doc.name, f.doc] as const))("%s", (_name, item) => {
    expectClean("Item", item.name, item.type ?? "", item.system);
  });
});

describe("bonus compendium index fields", () => {
  it("adds threat and size to the Actor index and quality to the Item index, once", () => {
    const config = fake().CONFIG as unknown as Record<"Actor" | "Item", { compendiumIndexFields?: string[] }>;
    config.Actor.compendiumIndexFields = ["_id", "name", "img", "type"];
    config.Item.compendiumIndexFields = ["_id", "name", "img", "type"];
    registerBonusIndexFields();
    registerBonusIndexFields();
    expect(config.Actor.compendiumIndexFields).toEqual(["_id", "name", "img", "type", "system.threat", "system.size"]);
    expect(config.Item.compendiumIndexFields).toEqual(["_id", "name", "img", "type", "system.quality"]);
  });
});
