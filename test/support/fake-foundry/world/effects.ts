/**
 * Active effects as far as conditions use them, with Foundry v13's semantics: `toggleStatusEffect` finds a status's
 * effect by its static `_id` (or, without one, by a single-status effect), builds new ones like
 * `ActiveEffect.fromStatusEffect` (statuses = the id plus the entry's `statuses`, name localized, implied statuses
 * need a static `_id`), and deletions/updates run the `preDelete…`/`preUpdate…` hooks, any of which may cancel by
 * returning false. `actor.statuses` is recomputed from enabled effects, then the actor prepares its data again.
 * Once a change is made, `createActiveEffect`, `updateActiveEffect` and `deleteActiveEffect` run with the document,
 * the options (the changes too, for an update) and the acting user's id, as v13's client backend calls
 * `Hooks.callAll("create" + documentName …)` for every document a create, update or delete operation changed
 * (client/data/client-backend.mjs `#handleCreateDocuments`, `#handleUpdateDocuments`, `#handleDeleteDocuments`).
 */

import { findStatusEffect, type FakeStatusEffect, type FakeStatusEffects } from "../status-effects.ts";
import type { FakeEffectDuration } from "./effect-duration.ts";
import { merge } from "./merge.ts";

export type { FakeStatusEffect };

/** What an effect needs of the actor it sits on. */
export interface EffectHost {
  readonly uuid: string;
  statuses: Set<string>;
  prepareData(): void;
}

interface EffectGlobals {
  CONFIG: { statusEffects: FakeStatusEffects };
  game: { i18n: { localize(key: string): string }; user?: { id: string } };
  Hooks: { call(name: string, ...args: unknown[]): boolean; callAll(name: string, ...args: unknown[]): boolean };
}
const host = (): EffectGlobals => globalThis as unknown as EffectGlobals;

let nextEffectId = 1;

export interface EffectData {
  _id?: string;
  name: string;
  img?: string;
  description?: string;
  statuses?: readonly string[];
  disabled?: boolean;
  duration?: FakeEffectDuration;
  flags?: Record<string, Record<string, unknown>>;
}

export interface EffectChanges {
  name?: string;
  disabled?: boolean;
  statuses?: string[];
  duration?: FakeEffectDuration;
  flags?: Record<string, Record<string, unknown>>;
}

export class FakeActiveEffect {
  static documentName = "ActiveEffect";
  readonly id: string;
  name: string;
  img: string;
  description: string;
  statuses: Set<string>;
  disabled: boolean;
  /** Core's duration as written (effect-duration.ts); empty when none was. */
  duration: FakeEffectDuration;
  flags: Record<string, Record<string, unknown>>;

  constructor(
    data: EffectData,
    readonly parent: EffectHost,
    private readonly collection: FakeEffects,
  ) {
    this.id = data._id ?? `effect${String(nextEffectId++).padStart(10, "0")}`;
    this.name = data.name;
    this.img = data.img ?? "";
    this.description = data.description ?? "";
    this.statuses = new Set(data.statuses ?? []);
    this.disabled = data.disabled ?? false;
    this.duration = structuredClone(data.duration ?? {});
    this.flags = structuredClone(data.flags ?? {});
  }

  /** v13 `Document#getFlag`: the value stored under `flags[scope][key]`. */
  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }

  get uuid(): string {
    return `${this.parent.uuid}.ActiveEffect.${this.id}`;
  }

  delete(options: Record<string, unknown> = {}): Promise<this | undefined> {
    if (!host().Hooks.call("preDeleteActiveEffect", this, options, host().game.user?.id ?? "")) {
      return Promise.resolve(undefined);
    }
    this.collection.remove(this.id);
    host().Hooks.callAll("deleteActiveEffect", this, options, host().game.user?.id ?? "");
    return Promise.resolve(this);
  }

  update(changes: EffectChanges, options: Record<string, unknown> = {}): Promise<this | undefined> {
    if (!host().Hooks.call("preUpdateActiveEffect", this, changes, options, host().game.user?.id ?? "")) {
      return Promise.resolve(undefined);
    }
    if (changes.name !== undefined) this.name = changes.name;
    if (changes.disabled !== undefined) this.disabled = changes.disabled;
    if (changes.statuses !== undefined) this.statuses = new Set(changes.statuses);
    if (changes.duration !== undefined) this.duration = { ...this.duration, ...structuredClone(changes.duration) };
    // Flags merge as every document update does (merge.ts: `-=key` and `ForcedDeletion` delete their key).
    for (const [scope, values] of Object.entries(changes.flags ?? {})) {
      this.flags[scope] = merge({ ...(this.flags[scope] ?? {}) }, values);
    }
    this.collection.refresh();
    host().Hooks.callAll("updateActiveEffect", this, changes, options, host().game.user?.id ?? "");
    return Promise.resolve(this);
  }
}

/** `actor.effects`: the embedded collection, with the status toggle Foundry's Actor implements on top of it. */
export class FakeEffects {
  private readonly byId = new Map<string, FakeActiveEffect>();

  constructor(private readonly actor: EffectHost) {}

  get contents(): FakeActiveEffect[] {
    return [...this.byId.values()];
  }

  get(id: string): FakeActiveEffect | undefined {
    return this.byId.get(id);
  }

  filter(test: (effect: FakeActiveEffect) => boolean): FakeActiveEffect[] {
    return this.contents.filter(test);
  }

  create(data: EffectData): FakeActiveEffect {
    const effect = new FakeActiveEffect(data, this.actor, this);
    this.byId.set(effect.id, effect);
    this.refresh();
    host().Hooks.callAll("createActiveEffect", effect, {}, host().game.user?.id ?? "");
    return effect;
  }

  remove(id: string): void {
    this.byId.delete(id);
    this.refresh();
  }

  /** Foundry's `applyActiveEffects`: statuses of the enabled effects, then derived data. */
  refresh(): void {
    this.actor.statuses = new Set(this.contents.filter((e) => !e.disabled).flatMap((e) => [...e.statuses]));
    this.actor.prepareData();
  }

  /** `Actor#toggleStatusEffect` (v13; v14 finds the entry by key in its record, otherwise the same). */
  async toggleStatusEffect(
    statusId: string,
    { active }: { active?: boolean } = {},
  ): Promise<FakeActiveEffect | boolean | undefined> {
    const status = findStatusEffect(host().CONFIG.statusEffects, statusId);
    if (!status) throw new Error(`Invalid status ID "${statusId}" provided to Actor#toggleStatusEffect`);
    const existing = status._id
      ? this.contents.filter((e) => e.id === status._id)
      : this.contents.filter((e) => e.statuses.size === 1 && e.statuses.has(statusId));
    if (existing.length > 0) {
      if (active === true) return true;
      for (const effect of existing) await effect.delete();
      return false;
    }
    if (active === false) return undefined;
    const statuses = [...new Set([statusId, ...(status.statuses ?? [])])];
    if (statuses.length > 1 && !status._id)
      throw new Error("Status effects with implicit statuses must have a static _id");
    return this.create({
      ...(status._id === undefined ? {} : { _id: status._id }),
      name: host().game.i18n.localize(status.name),
      ...(status.img === undefined ? {} : { img: status.img }),
      ...(status.description === undefined ? {} : { description: status.description }),
      // v13 `ActiveEffect.fromStatusEffect` deep-clones the entry, keeping every field but id/label/icon/hud.
      ...(status.duration === undefined ? {} : { duration: status.duration }),
      statuses,
    });
  }
}
