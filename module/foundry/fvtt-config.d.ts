import type { FrayActorType, FrayItemType } from "../engine/meta-registry.ts";
import type { FrayActorModel, FrayItemModel } from "./data/base-models.ts";
import type { RulesetId } from "../engine/core/ruleset.ts";
import type { Rooms, RoomSceneFlags } from "./rulesets/registry.ts";
import type { RequestKind } from "./queries/proof.ts";
import type { ForcedDeletion } from "./version/v14-api.ts";
import type { AttackCardModel } from "./chat/attack-card/model.ts";
import type { CheckCardModel } from "./chat/check-card/model.ts";
import type { OpposedCardModel } from "./chat/opposed-card/model.ts";
import type { FrayActor } from "./documents/actor.ts";
import type { WallCoverFlag } from "./canvas/walls.ts";
import type { FrayItem } from "./documents/item.ts";
import type { FrayChatMessage } from "./chat/chat-message.ts";
import type { ExpiryFlags } from "./combat/expiry.ts";
import type { DamageOutcome } from "./effects/wake.ts";
import type { FrayCombatantModel, FrayCombatModel } from "./combat/combat-model.ts";
import type { VariantSettingKey } from "./config/rule-variants.ts";
import type { FrayCombat, FrayCombatant } from "./combat/documents.ts";
import type { ReactionPrompt } from "./chat/reaction-prompt/prompt.ts";

/**
 * Every type here derives from the rooms' registry (rulesets/registry.ts), the one list of rooms: this file is its
 * type-level twin and names no ruleset.
 */
/** One map of every room's types: each room's map, intersected (indexing the per-room record would give a union). */
type Intersect<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type RoomTypes<D extends "Actor" | "Item"> = Intersect<
  {
    [R in keyof Rooms]: {
      [L in keyof Rooms[R]["models"][D] & string as `${R & string}-${L}`]: Rooms[R]["models"][D][L];
    };
  }[keyof Rooms]
>;

/** One Combat and one Combatant sub-type per ruleset; Combatant models from the rooms that have a combat economy. */
type CombatTypes = { [R in RulesetId as `${R}-combat`]: typeof FrayCombatModel };
type CombatantTypes = {
  [R in RulesetId as `${R}-combatant`]: R extends keyof Rooms ? Rooms[R]["combatantModel"] : typeof FrayCombatantModel;
};

/** One world setting per field of each room's rule-variant groups (config/rule-variants.ts), `fray.<ruleset>-<field>`. */
type VariantFields<R extends keyof Rooms> = keyof Rooms[R]["ruleVariants"][number]["defaults"] & string;
type RuleVariantSettings = {
  [K in { [R in keyof Rooms]: `${R}-${VariantFields<R>}` }[keyof Rooms] & VariantSettingKey as `fray.${K}`]:
    string | number | boolean;
};

type BaseTypes<T extends string, Model, D extends "Actor" | "Item"> = {
  [K in Exclude<T, keyof RoomTypes<D>>]: Model;
};

// Tells fvtt-types which sub-types exist and which model backs each, so `actor.system` is typed.
declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: RoomTypes<"Actor"> & BaseTypes<FrayActorType, typeof FrayActorModel, "Actor">;
    Item: RoomTypes<"Item"> & BaseTypes<FrayItemType, typeof FrayItemModel, "Item">;
    ChatMessage: { attack: typeof AttackCardModel; check: typeof CheckCardModel; opposed: typeof OpposedCardModel };
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
    // Request stamps by id (queries/proof.ts); an update deletes one (v13 `-=<id>: null`, v14 a ForcedDeletion value).
    // …and the trigger the owner named for an action its creature holds, which the GM reads when paying the hold.
    Actor: { fray: { requests: Partial<Record<string, RequestKind | ForcedDeletion | null>>; heldTrigger?: string } };
    Scene: { fray: RoomSceneFlags };
    Wall: { fray: { cover: WallCoverFlag } };
    // The GM moved the combatant to the other side of the encounter-odds simulation (simulation/sides.ts).
    Combatant: { fray: { simulationFlipped?: boolean } };
    // Effect durations the Combat sub-type expires (combat/expiry.ts), set by outcome conditions among others; and
    // the mark of a condition set by damage, which waking ends (effects/wake.ts); the actor UUIDs a per-observer
    // status holds towards (a room's relation, written by the GM).
    ActiveEffect: { fray: ExpiryFlags["fray"] & { outcome?: DamageOutcome; hiddenFrom?: readonly string[] } };
    // A prompted reaction the GM posted (chat/reaction-prompt/prompt.ts).
    ChatMessage: { fray: { reactionPrompt?: ReactionPrompt } };
  }
  interface SettingConfig extends RuleVariantSettings {
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
