import { namespacedTypes, type FrayActorType, type FrayItemType } from "../../engine/registry.ts";
import { FrayActorModel, FrayItemModel } from "./base-models.ts";
import { I18N_ROOT } from "../constants.ts";

/**
 * One model class per namespaced type (decision 4), each with its own localization prefix so a ruleset's
 * lang file can label its fields (`FRAY.Actor.bonus-character.FIELDS.…`) on top of the shared labels.
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

/** Registers a data model for every Actor and Item sub-type the ruleset registry declares. */
export function registerDataModels(): void {
  for (const { type } of namespacedTypes("Actor")) CONFIG.Actor.dataModels[type] = actorModelFor(type);
  for (const { type } of namespacedTypes("Item")) CONFIG.Item.dataModels[type] = itemModelFor(type);
}
