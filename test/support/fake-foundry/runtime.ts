import { DataModel, DataModelValidationError, TypeDataModel } from "./data-model.ts";
import {
  ArrayField,
  BooleanField,
  DataField,
  HTMLField,
  NumberField,
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
      };
      validation: { DataModelValidationError: typeof DataModelValidationError };
    };
  };
  CONFIG: { Actor: DocumentConfig; Item: DocumentConfig };
  game: { system: { id: string }; settings: FakeSettings; i18n: FakeI18n };
  Hooks: FakeHooks;
}

export function createFakeFoundry(): FakeFoundryRuntime {
  return {
    foundry: {
      abstract: { DataModel, TypeDataModel },
      data: {
        fields: { DataField, SchemaField, StringField, HTMLField, NumberField, BooleanField, ArrayField, SetField },
        validation: { DataModelValidationError },
      },
    },
    CONFIG: {
      Actor: { dataModels: {}, typeLabels: {} },
      Item: { dataModels: {}, typeLabels: {} },
    },
    game: { system: { id: "fray" }, settings: new FakeSettings(), i18n: new FakeI18n() },
    Hooks: new FakeHooks(),
  };
}

/** Installs a fresh fake as the global Foundry API and returns it. */
export function installFakeFoundry(): FakeFoundryRuntime {
  const runtime = createFakeFoundry();
  Object.assign(globalThis, runtime);
  return runtime;
}

/** The installed fake (the adapter sees the same objects as Foundry's globals). */
export function fake(): FakeFoundryRuntime {
  return globalThis as unknown as FakeFoundryRuntime;
}
