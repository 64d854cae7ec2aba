import type { FrayActorType, FrayItemType } from "../engine/registry.ts";
import type { FrayActorModel, FrayItemModel } from "./data/base-models.ts";
import type { RulesetId } from "../engine/core/ruleset.ts";
import type { RulesetModels } from "./rulesets/models.ts";
import type { RequestKind } from "./queries/proof.ts";
import type { AttackCardModel } from "./chat/attack-card/model.ts";
import type { FrayActor } from "./documents/actor.ts";
import type { VisibilityLevel as SceneVisibility } from "../engine/rulesets/bonus/tables/visibility.ts";
import type { WallCoverFlag } from "./canvas/walls.ts";
import type { FrayItem } from "./documents/item.ts";
import type { FrayChatMessage } from "./chat/chat-message.ts";
import type { ExpiryFlags } from "./combat/expiry.ts";
import type { DamageOutcome } from "./effects/wake.ts";
import type { FrayCombatantModel, FrayCombatModel } from "./combat/combat-model.ts";
import type { CombatantModels } from "./combat/models.ts";
import type { FrayCombat, FrayCombatant } from "./combat/documents.ts";

/** One map of every room's types: each room's map, intersected (indexing the per-room record would give a union). */
type Intersect<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type RoomTypes<D extends "Actor" | "Item"> = Intersect<
  {
    [R in keyof RulesetModels]: {
      [L in keyof RulesetModels[R][D] & string as `${R & string}-${L}`]: RulesetModels[R][D][L];
    };
  }[keyof RulesetModels]
>;

/** One Combat and one Combatant sub-type per ruleset; Combatant models from the rooms that have a combat economy. */
type CombatTypes = { [R in RulesetId as `${R}-combat`]: typeof FrayCombatModel };
type CombatantTypes = {
  [R in RulesetId as `${R}-combatant`]: R extends keyof CombatantModels
    ? CombatantModels[R]
    : typeof FrayCombatantModel;
};

type BaseTypes<T extends string, Model, D extends "Actor" | "Item"> = {
  [K in Exclude<T, keyof RoomTypes<D>>]: Model;
};

// Tells fvtt-types which sub-types exist and which model backs each, so `actor.system` is typed.
declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: RoomTypes<"Actor"> & BaseTypes<FrayActorType, typeof FrayActorModel, "Actor">;
    Item: RoomTypes<"Item"> & BaseTypes<FrayItemType, typeof FrayItemModel, "Item">;
    ChatMessage: { attack: typeof AttackCardModel };
    Combat: CombatTypes;
    Combatant: CombatantTypes;
  }
  interface DocumentClassConfig {
    Actor: typeof FrayActor;
    Item: typeof FrayItem;
    ChatMessage: typeof FrayChatMessage;
    Combat: typeof FrayCombat;
    Combatant: typeof FrayCombatant;
  }
  interface FlagConfig {
    // Request stamps by id (queries/proof.ts); an update deletes one with a `-=<id>: null` key.
    Actor: { fray: { requests: Partial<Record<string, RequestKind | null>> } };
    Scene: { fray: { visibility: SceneVisibility } };
    Wall: { fray: { cover: WallCoverFlag } };
    // Effect durations the Combat sub-type expires (combat/expiry.ts), set by outcome conditions among others; and
    // the mark of a condition set by damage, which waking ends (effects/wake.ts).
    ActiveEffect: { fray: ExpiryFlags["fray"] & { outcome?: DamageOutcome } };
  }
  interface SettingConfig {
    "fray.ruleset": RulesetId;
    "fray.showOddsToPlayers": boolean;
    "fray.hideNpcFromPlayers": boolean;
    "fray.migrationVersion": number;
    "fray.showAllyPools": boolean;
    "fray.showFacing": boolean;
    "fray.autoRollDamage": boolean;
    "fray.autoApplyDamage": boolean;
  }
  interface AssumeHookRan {
    ready: never;
  }
}
