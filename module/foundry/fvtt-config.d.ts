import type { FrayActorType, FrayItemType } from "../engine/registry.ts";
import type { FrayActorModel, FrayItemModel } from "./data/base-models.ts";
import type { RulesetId } from "../engine/core/ruleset.ts";
import type { RulesetModels } from "./rulesets/models.ts";
import type { RequestStamp } from "./queries/proof.ts";
import type { AttackCardModel } from "./chat/attack-card/model.ts";
import type { FrayActor } from "./documents/actor.ts";

/** One map of every room's types: each room's map, intersected (indexing the per-room record would give a union). */
type Intersect<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type RoomTypes<D extends "Actor" | "Item"> = Intersect<
  {
    [R in keyof RulesetModels]: {
      [L in keyof RulesetModels[R][D] & string as `${R & string}-${L}`]: RulesetModels[R][D][L];
    };
  }[keyof RulesetModels]
>;

type BaseTypes<T extends string, Model, D extends "Actor" | "Item"> = {
  [K in Exclude<T, keyof RoomTypes<D>>]: Model;
};

// Tells fvtt-types which sub-types exist and which model backs each, so `actor.system` is typed.
declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: RoomTypes<"Actor"> & BaseTypes<FrayActorType, typeof FrayActorModel, "Actor">;
    Item: RoomTypes<"Item"> & BaseTypes<FrayItemType, typeof FrayItemModel, "Item">;
    ChatMessage: { attack: typeof AttackCardModel };
  }
  interface DocumentClassConfig {
    Actor: typeof FrayActor;
  }
  interface FlagConfig {
    Actor: { fray: { request: RequestStamp | null } };
  }
  interface SettingConfig {
    "fray.ruleset": RulesetId;
    "fray.showOddsToPlayers": boolean;
    "fray.hideNpcFromPlayers": boolean;
  }
  interface AssumeHookRan {
    ready: never;
  }
}
