import type { RulesetId } from "../../engine/core/ruleset.ts";
import { namespacedTypes, type FrayActorType, type FrayItemType } from "../../engine/meta-registry.ts";
import { shellFor } from "../room-lookup.ts";
import { FrayActorModel, FrayItemModel } from "./base-models.ts";
import { I18N_ROOT } from "../constants.ts";

/**
 * One model class per namespaced type (decision 4), each with its own localization prefix so a ruleset's
 * lang file can label its fields (`FRAY.Actor.<ruleset>-character.FIELDS.…`) on top of the shared labels.
 */
export function actorModelFor(type: FrayActorType): typeof FrayActorModel {
  return named(
    class extends FrayActorModel {
      static override LOCALIZATION_PREFIXES = [`${I18N_ROOT}.Actor.base`, `${I18N_ROOT}.Actor.${type}`];
    },
    type,
  );
}

export function itemModelFor(type: FrayItemType): typeof FrayItemModel {
  return named(
    class extends FrayItemModel {
      static override LOCALIZATION_PREFIXES = [`${I18N_ROOT}.Item.base`, `${I18N_ROOT}.Item.${type}`];
    },
    type,
  );
}

/** Names a generated class after its type so validation errors and the console say which model failed. */
function named<T extends abstract new (...args: never[]) => unknown>(cls: T, type: string): T {
  return Object.defineProperty(cls, "name", { value: `FrayModel(${type})` });
}

/** The ruleset room's own model for a type, if it has one. */
function roomModel(ruleset: RulesetId, documentName: "Actor" | "Item", local: string): unknown {
  return shellFor(ruleset)?.models[documentName][local];
}

/** Registers a data model for every Actor and Item sub-type the ruleset registry declares. */
export function registerDataModels(): void {
  const actors: Record<string, unknown> = {};
  for (const { ruleset, type, local } of namespacedTypes("Actor")) {
    actors[type] = roomModel(ruleset, "Actor", local) ?? actorModelFor(type);
  }
  const items: Record<string, unknown> = {};
  for (const { ruleset, type, local } of namespacedTypes("Item")) {
    items[type] = roomModel(ruleset, "Item", local) ?? itemModelFor(type);
  }
  Object.assign(CONFIG.Actor.dataModels, actors);
  Object.assign(CONFIG.Item.dataModels, items);
  registerTokenBars();
}

/** `CONFIG.Actor.trackableAttributes`: which tracks a token of each type can show as bars. */
function registerTokenBars(): void {
  const bars: Record<string, { bar: string[]; value: string[] }> = {};
  for (const { ruleset, type, local } of namespacedTypes("Actor")) {
    const spec = shellFor(ruleset)?.tokenBars.trackable[local];
    if (spec) bars[type] = { bar: [...spec.bar], value: [...spec.value] };
  }
  CONFIG.Actor.trackableAttributes = { ...CONFIG.Actor.trackableAttributes, ...bars };
}
