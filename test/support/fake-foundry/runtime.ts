import {
  ApplicationV2,
  ActorSheetV2,
  DocumentSheetV2,
  HandlebarsApplicationMixin,
  ItemSheetV2,
  SheetCollection,
  SheetRegistrationQueue,
  type SheetRegistration,
} from "./applications.ts";
import { defineDialogV2, type FakeDialogV2 } from "./dialog.ts";
import { DataModel, DataModelValidationError, TypeDataModel } from "./data-model.ts";
import { Roll } from "./dice.ts";
import { FakeActor, FakeChatMessage, FakeItem } from "./world/documents.ts";
import { FakeCombat, FakeCombatant } from "./world/combat.ts";
import { CombatTracker } from "./combat-tracker.ts";
import { defineStatusEffects, type FakeStatusEffects } from "./status-effects.ts";
import { fakeGeneration, fakeVersion, type FakeGeneration } from "./generation.ts";
import { ForcedDeletion, type DataOperators } from "./operators.ts";
import {
  ArrayField,
  BooleanField,
  DataField,
  HTMLField,
  NumberField,
  ObjectField,
  SchemaField,
  SetField,
  StringField,
} from "./fields.ts";
import { FakeHooks } from "./hooks.ts";
import { FakeI18n } from "./i18n.ts";
import { FakeSettings } from "./settings.ts";
import { coreTokenMovement, type FakeTokenMovement } from "./token-movement.ts";

export interface DocumentConfig {
  dataModels: Record<string, typeof TypeDataModel>;
  typeLabels: Record<string, string>;
  sheetClasses: Record<string, Record<string, SheetRegistration>>;
}

/** The fake's globals, typed as the fake (tests read them through this, the adapter through fvtt-types). */
export interface FakeFoundryRuntime {
  foundry: {
    abstract: { DataModel: typeof DataModel; TypeDataModel: typeof TypeDataModel };
    data: {
      fields: {
        DataField: typeof DataField;
        SchemaField: typeof SchemaField;
        StringField: typeof StringField;
        HTMLField: typeof HTMLField;
        NumberField: typeof NumberField;
        BooleanField: typeof BooleanField;
        ArrayField: typeof ArrayField;
        SetField: typeof SetField;
        ObjectField: typeof ObjectField;
      };
      validation: { DataModelValidationError: typeof DataModelValidationError };
      /** v14 only (operators.ts). */
      operators?: DataOperators;
    };
    applications: {
      api: {
        ApplicationV2: typeof ApplicationV2;
        HandlebarsApplicationMixin: typeof HandlebarsApplicationMixin;
        DocumentSheetV2: typeof DocumentSheetV2;
        DialogV2: FakeDialogV2;
      };
      sheets: { ActorSheetV2: typeof ActorSheetV2; ItemSheetV2: typeof ItemSheetV2 };
      sidebar: { tabs: { CombatTracker: typeof CombatTracker } };
      apps: { DocumentSheetConfig: { initializeSheets(): void } };
    };
    documents: { collections: { Actors: SheetCollection; Items: SheetCollection } };
  };
  CONFIG: {
    Actor: DocumentConfig;
    Item: DocumentConfig;
    ChatMessage: { dataModels: Record<string, typeof TypeDataModel> };
    Combat: { dataModels: Record<string, typeof TypeDataModel>; documentClass: typeof FakeCombat };
    Combatant: { dataModels: Record<string, typeof TypeDataModel>; documentClass: typeof FakeCombatant };
    Dice: { rolls: (typeof Roll)[] };
    queries: Record<string, (data: unknown) => unknown>;
    /** v13: an array; v14: a record keyed by id (status-effects.ts). */
    statusEffects: FakeStatusEffects;
    specialStatusEffects: Record<string, string>;
    /** The sidebar applications' classes (`CONFIG.ui.combat` is the combat tracker's). */
    ui: Record<string, unknown>;
    /**
     * `CONFIG.time` (v13 API, variables/CONFIG.time): the seconds that elapse at the end of a Combat round and turn;
     * core's defaults are a 6-second round and no time per turn.
     */
    time: { roundTime: number; turnTime: number };
    /** `CONFIG.Token.movement`: core's movement actions (token-movement.ts). */
    Token: { movement: FakeTokenMovement };
  };
  game: {
    system: { id: string };
    settings: FakeSettings;
    i18n: FakeI18n;
    /** `game.release` (core's `ReleaseData`): its `generation` is the major version. */
    release: { generation: FakeGeneration };
    version: string;
    /** Set by `Game#setupGame` just before the `ready` hook (start-up.ts). */
    ready: boolean;
  };
  Hooks: FakeHooks;
  Roll: typeof Roll;
  Actor: typeof FakeActor;
  Item: typeof FakeItem;
  ChatMessage: typeof FakeChatMessage;
  Combat: typeof FakeCombat;
  Combatant: typeof FakeCombatant;
}

export function createFakeFoundry(generation: FakeGeneration = fakeGeneration()): FakeFoundryRuntime {
  const CONFIG: Omit<FakeFoundryRuntime["CONFIG"], "statusEffects"> = {
    Actor: { dataModels: {}, typeLabels: {}, sheetClasses: {} },
    Item: { dataModels: {}, typeLabels: {}, sheetClasses: {} },
    ChatMessage: { dataModels: {} },
    Combat: { dataModels: {}, documentClass: FakeCombat },
    Combatant: { dataModels: {}, documentClass: FakeCombatant },
    Dice: { rolls: [] },
    queries: {},
    specialStatusEffects: {
      DEFEATED: "dead",
      INVISIBLE: "invisible",
      BLIND: "blind",
      BURROW: "burrow",
      HOVER: "hover",
      FLY: "fly",
    },
    ui: { combat: CombatTracker },
    time: { roundTime: 6, turnTime: 0 },
    Token: { movement: coreTokenMovement() },
  };
  defineStatusEffects(CONFIG, generation);
  const game = {
    system: { id: "fray" },
    settings: new FakeSettings(),
    i18n: new FakeI18n(),
    release: { generation },
    version: fakeVersion(generation),
    ready: false,
  };
  const sheetQueue = new SheetRegistrationQueue(() => game.ready);
  return {
    foundry: {
      abstract: { DataModel, TypeDataModel },
      data: {
        fields: {
          DataField,
          SchemaField,
          StringField,
          HTMLField,
          NumberField,
          BooleanField,
          ArrayField,
          SetField,
          ObjectField,
        },
        validation: { DataModelValidationError },
        ...(generation === 14 ? { operators: { ForcedDeletion } } : {}),
      },
      applications: {
        api: { ApplicationV2, HandlebarsApplicationMixin, DocumentSheetV2, DialogV2: defineDialogV2() },
        sheets: { ActorSheetV2, ItemSheetV2 },
        sidebar: { tabs: { CombatTracker } },
        apps: {
          DocumentSheetConfig: {
            initializeSheets: () => {
              sheetQueue.initializeSheets();
            },
          },
        },
      },
      documents: {
        collections: {
          Actors: new SheetCollection(
            CONFIG.Actor.sheetClasses,
            () => Object.keys(CONFIG.Actor.dataModels),
            sheetQueue,
          ),
          Items: new SheetCollection(CONFIG.Item.sheetClasses, () => Object.keys(CONFIG.Item.dataModels), sheetQueue),
        },
      },
    },
    CONFIG: CONFIG as FakeFoundryRuntime["CONFIG"],
    game,
    Hooks: new FakeHooks(),
    Roll,
    Actor: FakeActor,
    Item: FakeItem,
    ChatMessage: FakeChatMessage,
    Combat: FakeCombat,
    Combatant: FakeCombatant,
  };
}

/** Installs a fresh fake as the global Foundry API and returns it. */
export function installFakeFoundry(): FakeFoundryRuntime {
  const runtime = createFakeFoundry();
  Object.assign(globalThis, runtime);
  // v14's shared ForcedDeletion instance (operators.ts); a v13 world has no such global.
  if (runtime.foundry.data.operators)
    Object.assign(globalThis, { _del: new runtime.foundry.data.operators.ForcedDeletion() });
  else Reflect.deleteProperty(globalThis, "_del");
  installPrimitiveExtensions();
  return runtime;
}

/** Foundry extends JavaScript's primitives at load; the adapter uses `Set#first` (e.g. `game.user.targets.first()`). */
function installPrimitiveExtensions(): void {
  if ("first" in Set.prototype) return;
  Object.defineProperty(Set.prototype, "first", {
    value(this: Set<unknown>): unknown {
      return this.values().next().value;
    },
    configurable: true,
    writable: true,
  });
}

/** The installed fake (the adapter sees the same objects as Foundry's globals). */
export function fake(): FakeFoundryRuntime {
  return globalThis as unknown as FakeFoundryRuntime;
}
