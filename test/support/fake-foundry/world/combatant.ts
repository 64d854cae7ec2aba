/**
 * A Combatant as far as Fray's Combat sub-types use it, with Foundry v13's semantics (core's
 * client/documents/combatant.mjs): named after its actor, its `_preCreate` able to change its sub-type, the initiative
 * roll falling back to `CONFIG.Combat.initiative.formula || game.system.initiative`, updates by owners only (its
 * actor's owners: core's `BaseCombatant#getUserLevel`), a player's limited to core's fields, `preUpdateCombatant` on the
 * writer's client, `updateCombatant` on every client, and every change reported to its combat (combat.ts), which
 * re-sorts its turns. Its combat creates it through `CONFIG.Combatant.documentClass`.
 */
import type { FakeCollection } from "./collection.ts";
import { expandObject, FakeDocument } from "./documents.ts";
import type { FakeActor } from "./documents.ts";
import { FakeRoll } from "./dice.ts";
import { onEveryClient } from "./users.ts";

export type Source = Record<string, unknown>;

/** A scene as a combatant (and `fromUuid`) reads it: its tokens by id, each with its actor. */
export interface SceneTokens {
  readonly tokens: { get(id: string): { readonly actor: FakeActor | null } | undefined };
}

/** What core's combatant operations pass on to the combat (`combatTurn`, `turnEvents`). */
export interface CombatantOperation {
  diff?: boolean;
  /** Core's `DatabaseUpdateOperation#noHook`: "Block the dispatch of hooks related to this operation" (the pre-hook). */
  noHook?: boolean;
  combatTurn?: number;
  turnEvents?: boolean;
}

/** The combat a combatant belongs to (combat.ts), as the combatant reads and notifies it; keeps the files acyclic. */
export interface CombatantParent extends FakeDocument {
  readonly round: number;
  readonly combatant: FakeCombatant | null | undefined;
  readonly combatants: { readonly contents: FakeCombatant[] };
  _sortCombatants(a: FakeCombatant, b: FakeCombatant): number;
  _onModifyCombatants(operation: CombatantOperation): Promise<void>;
}

/** The globals the fake Combat and Combatant read, as Foundry's. */
export interface CombatHost {
  CONFIG: {
    Combat: { initiative?: { formula: string | null } };
    Combatant: { documentClass: typeof FakeCombatant };
  };
  game: {
    system: { initiative?: string };
    user: { id: string; isGM: boolean; isActiveGM?: boolean };
    actors: FakeCollection<FakeActor>;
    scenes?: FakeCollection<SceneTokens>;
  };
  Hooks: { call(name: string, ...args: unknown[]): boolean; callAll(name: string, ...args: unknown[]): unknown };
}
export const host = (): CombatHost => globalThis as unknown as CombatHost;

export class FakeCombatant extends FakeDocument {
  static override documentName = "Combatant";
  readonly actorId: string;
  /** The token it fights as, on the scene `sceneId` (`game.scenes`); the fake's combats have no scene of their own. */
  readonly tokenId: string | null;
  readonly sceneId: string | null;
  initiative: number | null;
  defeated: boolean;
  /** Core's `hidden` field: the GM hid the combatant from players. */
  readonly hidden: boolean;
  declare readonly parent: CombatantParent;

  constructor(data: Source, parent: CombatantParent) {
    super(data, parent);
    this.actorId = typeof data.actorId === "string" ? data.actorId : "";
    this.tokenId = typeof data.tokenId === "string" ? data.tokenId : null;
    this.sceneId = typeof data.sceneId === "string" ? data.sceneId : null;
    this.initiative = typeof data.initiative === "number" ? data.initiative : null;
    this.defeated = data.defeated === true;
    this.hidden = data.hidden === true;
    // Core names a combatant after its token or actor.
    this.name ||= this.actor?.name ?? "";
  }

  get combat(): CombatantParent {
    return this.parent;
  }
  /** v13 `Combatant#token`: the token `tokenId` on the scene `sceneId`, if both exist. */
  get token(): { readonly actor: FakeActor | null } | null {
    if (this.tokenId === null || this.sceneId === null) return null;
    return host().game.scenes?.get(this.sceneId)?.tokens.get(this.tokenId) ?? null;
  }

  /** v13 `Combatant#actor`: its token's actor (synthetic for an unlinked token), else the world actor `actorId`. */
  get actor(): FakeActor | null {
    const token = this.token;
    if (token) return token.actor;
    return host().game.actors.get(this.actorId) ?? null;
  }
  override toObject(): Source {
    const { actorId, initiative, defeated, hidden } = this;
    return { ...super.toObject(), actorId, initiative, defeated, hidden };
  }

  /** Core's Combatant (client/documents/combatant.mjs): `visible` is `isOwner || !hidden`; the tracker lists only these. */
  get visible(): boolean {
    return this.isOwner || !this.hidden;
  }

  /**
   * Core's `BaseCombatant#getUserLevel` (common/documents/combatant.mjs): "if ( this.actor ) return
   * this.actor.getUserLevel(user)": a player owns the combatant of a creature they own; without an actor, the combat's.
   */
  override testUserPermission(
    user: { id: string; isGM: boolean },
    level: Parameters<FakeDocument["testUserPermission"]>[1],
  ): boolean {
    const actor = this.actor;
    return actor ? actor.testUserPermission(user, level) : super.testUserPermission(user, level);
  }

  get isDefeated(): boolean {
    return this.defeated;
  }

  _preCreate(_data: Source, _options: Source, _user: unknown): Promise<boolean | undefined> {
    return Promise.resolve(undefined);
  }

  /** Core: `String(CONFIG.Combat.initiative.formula || game.system.initiative)`, "undefined" when neither is set. */
  _getInitiativeFormula(): string {
    return String(host().CONFIG.Combat.initiative?.formula || host().game.system.initiative);
  }

  /** Core: the formula given, else `_getInitiativeFormula()`; the Roll is unevaluated. */
  getInitiativeRoll(formula?: string | null): FakeRoll {
    return new FakeRoll(formula || this._getInitiativeFormula());
  }

  /**
   * v13's `Document#_preUpdate` (common/abstract/document.mjs): called on the requesting client before the server
   * applies the change; it may modify `changed`, and `false` cancels the update.
   */
  _preUpdate(_changed: Source, _options: CombatantOperation, _user: unknown): Promise<boolean | undefined> {
    return Promise.resolve(undefined);
  }

  /**
   * The client backend as for any document (documents.ts `update`: expanded, dropped when it changes nothing, then
   * `_preUpdate`); the server applies the change and `updateCombatant` runs; then the parent's descendant event
   * (core's `Combat#_onUpdateDescendantDocuments`): as `Combatant._preUpdateOperation` asks while the combat has a
   * current combatant, the combat keeps that combatant's turn (`combatTurn`) without turn events, and re-sorts.
   */
  override async update(changes: Source, options: CombatantOperation = {}): Promise<this | undefined> {
    const user = host().game.user;
    const changed = expandObject(changes);
    if (!this.isOwner || (!user.isGM && Object.keys(changed).some((key) => !PLAYER_FIELDS.has(key)))) {
      throw new Error(`User ${user.id} lacks permission to update ${this.uuid}`);
    }
    if (options.diff !== false && !this.wouldChange(changed)) return undefined;
    if ((await this._preUpdate(changed, options, user)) === false) return undefined;
    // Core's client backend (`#preUpdateDocumentArray`): after `_preUpdate`, `options.noHook ||
    // Hooks.call("preUpdateCombatant", …)`, false preventing the update. It "only fires for the client who is
    // initiating the update request" (foundryvtt.com/api/functions/hookEvents.preUpdateDocument.html), which `noHook`
    // skips; `updateCombatant` (`#postUpdateDocumentCallbacks`) runs whatever `noHook` said.
    if (!options.noHook && !host().Hooks.call("preUpdateCombatant", this, changed, options, user.id)) return undefined;
    if (typeof changed.defeated === "boolean") this.defeated = changed.defeated;
    if (typeof changed.initiative === "number" || changed.initiative === null) this.initiative = changed.initiative;
    await this.applyUpdate(changed);
    this.announceUpdate(changed, { ...options });
    const current = this.combat.combatant;
    const operation = { ...options };
    if (current && operation.combatTurn === undefined) {
      // Unbound, as core sorts.
      const order = [...this.combat.combatants.contents].sort(this.combat._sortCombatants);
      operation.combatTurn = Math.max(order.indexOf(current), 0);
      operation.turnEvents = false;
    }
    await this.combat._onModifyCombatants(operation);
    return this;
  }

  /** `updateCombatant` on every connected client, each given the writer's id (users.ts `onEveryClient`). */
  protected override announceUpdate(changes: Source, options: Source): void {
    const writer = host().game.user.id;
    onEveryClient(() => host().Hooks.callAll("updateCombatant", this, { ...changes, _id: this.id }, options, writer));
  }
}

/**
 * Core's `BaseCombatant` `#canUpdate` (common/documents/combatant.mjs): a player who owns the combatant "may only update
 * a subset of fields", `["_id", "initiative", "flags", "defeated", "system"]`; a GM any.
 */
const PLAYER_FIELDS: ReadonlySet<string> = new Set(["_id", "initiative", "flags", "defeated", "system"]);
