/**
 * `game.packs` holding the system's compendiums as system.json declares them, for code that reads or configures a
 * pack's world configuration rather than its documents. Each follows core v13's `CompendiumCollection`
 * (client/documents/collections/compendium-collection.mjs, public copies): `config` is the pack's entry in the world
 * setting `core.compendiumConfiguration` (here one object shared by the packs, standing in for that setting);
 * `configure(changes)` writes each key of `changes` into it, deleting a key given `undefined`; `ownership` is the
 * configured ownership, else the manifest's; `getUserLevel(user)` is the highest level among the roles the user has
 * (`User#hasRole`: every role up to its own; here GAMEMASTER for a GM, PLAYER for anyone else); `visible` is that
 * level for the current user at least OBSERVER; `title` is the manifest's `label` (core: `get title()` returns
 * `metadata.label`). `render(force)` opens the pack's window: v13's `CompendiumCollection` renders its
 * `applicationClass` (foundry.applications.sidebar.apps.Compendium) through `DocumentCollection#render`, which with
 * `force` adds a window not yet shown (https://foundryvtt.com/api/classes/foundry.documents.collections.CompendiumCollection.html,
 * ApplicationRenderOptions#force); here `opened` records it. The setting is a world one, which only a GM may write (core
 * `ClientSettings#set` of a world setting without the SETTINGS_MODIFY permission is refused): `configure` throws for
 * a player.
 */
import { readFileSync } from "node:fs";
import { FakeCollection } from "./collection.ts";
import { currentUser, type FakeUser } from "./users.ts";

type Ownership = Partial<Record<string, string>>;
export interface PackConfig {
  ownership?: Ownership;
  [key: string]: unknown;
}
export interface ManifestPack {
  readonly name: string;
  readonly label: string;
  readonly type: string;
  readonly ownership: Ownership;
  readonly flags: Record<string, unknown>;
}

const LEVELS: Readonly<Record<string, number>> = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 };
const ROLES = ["NONE", "PLAYER", "TRUSTED", "ASSISTANT", "GAMEMASTER"] as const;

export class FakeSystemPack {
  readonly metadata: {
    readonly id: string;
    readonly name: string;
    readonly label: string;
    readonly packageType: "system";
    readonly packageName: string;
    readonly ownership: Ownership;
    readonly flags: Record<string, unknown>;
  };
  constructor(
    pack: ManifestPack,
    private readonly settings: Record<string, PackConfig>,
  ) {
    this.metadata = {
      id: `fray.${pack.name}`,
      name: pack.name,
      label: pack.label,
      packageType: "system",
      packageName: "fray",
      ownership: pack.ownership,
      flags: pack.flags,
    };
  }

  /** Whether the pack's window was opened (`render(true)`). */
  opened = false;

  get title(): string {
    return this.metadata.label;
  }

  render(force = false): this {
    if (force) this.opened = true;
    return this;
  }

  get collection(): string {
    return this.metadata.id;
  }

  get config(): PackConfig {
    return this.settings[this.collection] ?? {};
  }

  configure(changes: PackConfig): Promise<void> {
    if (!currentUser().isGM) throw new Error("a player may not write the world setting core.compendiumConfiguration");
    const config = (this.settings[this.collection] ??= {});
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) Reflect.deleteProperty(config, key);
      else config[key] = structuredClone(value);
    }
    return Promise.resolve();
  }

  get ownership(): Ownership {
    return this.config.ownership ?? this.metadata.ownership;
  }

  getUserLevel(user: FakeUser = currentUser()): number {
    const own = ROLES.indexOf(user.isGM ? "GAMEMASTER" : "PLAYER");
    let level = LEVELS.NONE ?? 0;
    for (const [role, name] of Object.entries(this.ownership)) {
      const held = ROLES.indexOf(role as (typeof ROLES)[number]);
      if (held >= 0 && held <= own) level = Math.max(level, LEVELS[name ?? "NONE"] ?? 0);
    }
    return level;
  }

  get visible(): boolean {
    return this.getUserLevel() >= (LEVELS.OBSERVER ?? 2);
  }
}

/** Every pack system.json declares. */
export function manifestPacks(): readonly ManifestPack[] {
  return (JSON.parse(readFileSync("system.json", "utf8")) as { packs: ManifestPack[] }).packs;
}

/** Puts every pack system.json declares into `game.packs`; returns the shared `core.compendiumConfiguration`. */
export function installSystemPacks(game: { packs: unknown }): Record<string, PackConfig> {
  const settings: Record<string, PackConfig> = {};
  const packs = new FakeCollection<FakeSystemPack>();
  for (const pack of manifestPacks()) {
    const fake = new FakeSystemPack(pack, settings);
    packs.set(fake.collection, fake);
  }
  game.packs = packs;
  return settings;
}
