import type { FrayActorType, FrayItemType } from "../engine/registry.ts";
import type { FrayActorModel, FrayItemModel } from "./data/base-models.ts";
import type { RulesetId } from "../engine/core/ruleset.ts";

// Tells fvtt-types which sub-types exist and which model backs each, so `actor.system` is typed.
declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: { [K in FrayActorType]: typeof FrayActorModel };
    Item: { [K in FrayItemType]: typeof FrayItemModel };
  }
  interface SettingConfig {
    "fray.ruleset": RulesetId;
  }
  interface AssumeHookRan {
    ready: never;
  }
}
