import { recordDeprecation } from "./generation.ts";

export interface SettingConfig {
  name?: string;
  hint?: string;
  scope: "world" | "client" | "user";
  config?: boolean;
  type?: unknown;
  choices?: Record<string, string>;
  default?: unknown;
  requiresReload?: boolean;
  onChange?: (value: unknown) => void;
  /** The fake's own mark: core logs this deprecation on every read or write of the setting (v14's `core.rollMode`). */
  deprecated?: string;
}

export interface SettingMenuConfig {
  name?: string;
  label?: string;
  hint?: string;
  icon?: string;
  type: unknown;
  restricted?: boolean;
}

/** `game.settings`: register before get/set; `get` of an unregistered key throws, as in Foundry. */
export class FakeSettings {
  readonly settings = new Map<string, SettingConfig & { namespace: string; key: string }>();
  readonly menus = new Map<string, SettingMenuConfig & { namespace: string; key: string }>();

  /**
   * v13 `ClientSettings#registerMenu` (client/helpers/client-settings.mjs): the menu's `type` must be a subclass of
   * ApplicationV2 (or the v1 FormApplication, which the fake does not have), else it throws.
   */
  registerMenu(namespace: string, key: string, config: SettingMenuConfig): void {
    if (!namespace || !key) throw new Error("You must specify both namespace and key portions of the menu");
    const ApplicationV2 = (globalThis as unknown as { foundry: { applications: { api: { ApplicationV2: unknown } } } })
      .foundry.applications.api.ApplicationV2 as abstract new () => unknown;
    const type = config.type as { prototype?: unknown } | undefined;
    if (!(type?.prototype instanceof ApplicationV2)) {
      throw new Error("You must provide a menu type that is a FormApplication or ApplicationV2 instance or subclass");
    }
    this.menus.set(`${namespace}.${key}`, { ...config, namespace, key: `${namespace}.${key}` });
  }
  private readonly values = new Map<string, unknown>();

  register(namespace: string, key: string, config: SettingConfig): void {
    this.settings.set(`${namespace}.${key}`, { ...config, namespace, key });
  }

  get(namespace: string, key: string): unknown {
    const id = `${namespace}.${key}`;
    const config = this.settings.get(id);
    if (!config) throw new Error(`"${id}" is not a registered game setting`);
    if (config.deprecated) recordDeprecation(config.deprecated);
    return this.values.has(id) ? this.values.get(id) : config.default;
  }

  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const id = `${namespace}.${key}`;
    const config = this.settings.get(id);
    if (!config) throw new Error(`"${id}" is not a registered game setting`);
    if (config.deprecated) recordDeprecation(config.deprecated);
    if (config.choices && !(String(value) in config.choices)) throw new Error(`${String(value)} is not a valid choice`);
    this.values.set(id, value);
    config.onChange?.(value);
    return Promise.resolve(value);
  }

  /**
   * A fresh world starts from every world and user setting's default: v13 `ClientSettings` stores both scopes in the
   * world's `WorldSettings` collection (its `storage` map: CLIENT → `window.localStorage`, WORLD → `WorldSettings`,
   * USER → the same as WORLD; client/helpers/client-settings.mjs), so another world never sees them. Client settings
   * live in the browser's localStorage and outlive a world; registrations are made at init, once per page.
   */
  forgetWorldValues(): void {
    for (const id of this.values.keys()) {
      if (this.settings.get(id)?.scope !== "client") this.values.delete(id);
    }
  }
}
