/**
 * What the rooms' pack tests share: every source document of a ruleset's packs validates against the fake data
 * model of its type with nothing cleaned away, and a room's index-field registration read back from CONFIG.
 */
import { describe, expect, it } from "vitest";
import { readPackSources } from "../../scripts/balance/sources.ts";
import type { TypeDataModel } from "./fake-foundry/data-model.ts";
import { fake } from "./fake-foundry/runtime.ts";

type DocumentName = "Actor" | "Item";
type RulesetModels = Readonly<Record<DocumentName, Readonly<Record<string, unknown>>>>;

/** The fake model class behind a namespaced `<ruleset>-…` type (the adapter types them with fvtt-types). */
function modelFor(ruleset: string, models: RulesetModels, documentName: DocumentName, type: string) {
  const prefix = `${ruleset}-`;
  const model = models[documentName][type.slice(prefix.length)];
  if (!type.startsWith(prefix) || model === undefined)
    throw new Error(`no ${ruleset} ${documentName} model for ${type}`);
  return model as typeof TypeDataModel;
}

/** Defines the tests: each document of the `<ruleset>-monsters` and `<ruleset>-gear` packs, and its items. */
export function describeCleanPacks(ruleset: string, models: RulesetModels): void {
  function expectClean(documentName: DocumentName, label: string, type: string, system: unknown): void {
    const model = modelFor(ruleset, models, documentName, type);
    const source = system as Record<string, unknown>;
    const cleaned = model.cleanData(structuredClone(source));
    expect(model.validationFailures(cleaned), label).toEqual([]);
    expect(cleaned, label).toEqual(source);
  }

  describe(`${ruleset} pack documents validate against their data models with zero cleaning`, () => {
    it.each(readPackSources(`${ruleset}-monsters`).map((f) => [f.doc.name, f.doc] as const))("%s", (_name, actor) => {
      expectClean("Actor", actor.name, actor.type ?? "", actor.system);
      for (const item of actor.items ?? []) expectClean("Item", `${actor.name} / ${item.name}`, item.type, item.system);
    });

    it.each(readPackSources(`${ruleset}-gear`).map((f) => [f.doc.name, f.doc] as const))("%s", (_name, item) => {
      expectClean("Item", item.name, item.type ?? "", item.system);
    });
  });
}

/** The Actor and Item index fields after `register` runs twice over Foundry's defaults (it must add them once). */
export function indexFieldsAfterRegistering(register: () => void): Record<DocumentName, string[] | undefined> {
  const config = fake().CONFIG as unknown as Record<DocumentName, { compendiumIndexFields?: string[] }>;
  config.Actor.compendiumIndexFields = ["_id", "name", "img", "type"];
  config.Item.compendiumIndexFields = ["_id", "name", "img", "type"];
  register();
  register();
  return { Actor: config.Actor.compendiumIndexFields, Item: config.Item.compendiumIndexFields };
}
