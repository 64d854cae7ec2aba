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
}

/** `game.settings`: register before get/set; `get` of an unregistered key throws, as in Foundry. */
export class FakeSettings {
  readonly settings = new Map<string, SettingConfig & { namespace: string; key: string }>();
  private readonly values = new Map<string, unknown>();

  register(namespace: string, key: string, config: SettingConfig): void {
    this.settings.set(`${namespace}.${key}`, { ...config, namespace, key });
  }

  get(namespace: string, key: string): unknown {
    const id = `${namespace}.${key}`;
    const config = this.settings.get(id);
    if (!config) throw new Error(`"${id}" is not a registered game setting`);
    return this.values.has(id) ? this.values.get(id) : config.default;
  }

  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const id = `${namespace}.${key}`;
    const config = this.settings.get(id);
    if (!config) throw new Error(`"${id}" is not a registered game setting`);
    if (config.choices && !(String(value) in config.choices)) throw new Error(`${String(value)} is not a valid choice`);
    this.values.set(id, value);
    config.onChange?.(value);
    return Promise.resolve(value);
  }
}
