import {
  ApplicationV2,
  ActorSheetV2,
  DocumentSheetV2,
  HandlebarsApplicationMixin,
  ItemSheetV2,
  SheetCollection,
  type SheetRegistration,
} from "./applications.ts";
import { DataModel, DataModelValidationError, TypeDataModel } from "./data-model.ts";
import { Roll } from "./dice.ts";
import { FakeActor, FakeChatMessage, FakeItem } from "./world/documents.ts";
import { FakeCombat, FakeCombatant } from "./world/combat.ts";
import { CombatTracker } from "./combat-tracker.ts";
import type { FakeStatusEffect } from "./world/effects.ts";
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
    };
    applications: {
      api: {
        ApplicationV2: typeof ApplicationV2;
        HandlebarsApplicationMixin: typeof HandlebarsApplicationMixin;
        DocumentSheetV2: typeof DocumentSheetV2;
      };
      sheets: { ActorSheetV2: typeof ActorSheetV2; ItemSheetV2: typeof ItemSheetV2 };
      sidebar: { tabs: { CombatTracker: typeof CombatTracker } };
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
    statusEffects: FakeStatusEffect[];
    specialStatusEffects: Record<string, string>;
    /** The sidebar applications' classes (`CONFIG.ui.combat` is the combat tracker's). */
    ui: Record<string, unknown>;
  };
  game: { system: { id: string }; settings: FakeSettings; i18n: FakeI18n };
  Hooks: FakeHooks;
  Roll: typeof Roll;
  Actor: typeof FakeActor;
  Item: typeof FakeItem;
  ChatMessage: typeof FakeChatMessage;
  Combat: typeof FakeCombat;
  Combatant: typeof FakeCombatant;
}

export function createFakeFoundry(): FakeFoundryRuntime {
  const CONFIG: FakeFoundryRuntime["CONFIG"] = {
    Actor: { dataModels: {}, typeLabels: {}, sheetClasses: {} },
    Item: { dataModels: {}, typeLabels: {}, sheetClasses: {} },
    ChatMessage: { dataModels: {} },
    Combat: { dataModels: {}, documentClass: FakeCombat },
    Combatant: { dataModels: {}, documentClass: FakeCombatant },
    Dice: { rolls: [] },
    queries: {},
    // A few of Foundry's own defaults, so a system replacing the list is seen doing it.
    statusEffects: [
      { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" },
      { id: "blind", name: "EFFECT.StatusBlind", img: "icons/svg/blind.svg" },
      { id: "prone", name: "EFFECT.StatusProne", img: "icons/svg/falling.svg" },
    ],
    specialStatusEffects: {
      DEFEATED: "dead",
      INVISIBLE: "invisible",
      BLIND: "blind",
      BURROW: "burrow",
      HOVER: "hover",
      FLY: "fly",
    },
    ui: { combat: CombatTracker },
  };
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
      },
      applications: {
        api: { ApplicationV2, HandlebarsApplicationMixin, DocumentSheetV2 },
        sheets: { ActorSheetV2, ItemSheetV2 },
        sidebar: { tabs: { CombatTracker } },
      },
      documents: {
        collections: {
          Actors: new SheetCollection(CONFIG.Actor.sheetClasses, () => Object.keys(CONFIG.Actor.dataModels)),
          Items: new SheetCollection(CONFIG.Item.sheetClasses, () => Object.keys(CONFIG.Item.dataModels)),
        },
      },
    },
    CONFIG,
    game: { system: { id: "fray" }, settings: new FakeSettings(), i18n: new FakeI18n() },
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
