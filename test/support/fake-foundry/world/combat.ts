/**
 * Combat as far as Fray's Combat sub-types use it, with Foundry v13's semantics (core's client/documents/combat.mjs,
 * public copy: github amumm/foundry-server client/documents/combat.mjs): combatants (combatant.ts) created through
 * `_preCreate` (which may change their sub-type); `turns` built by `setupTurns`, which sorts with the *unbound*
 * `_sortCombatants`; `startCombat`/`nextTurn`/`previousTurn`/`nextRound`/`previousRound` as core computes their
 * updates; `_preUpdate` able to change the update; `current`/`previous` history rewritten by every change of the
 * combat or of a combatant (`#recordPreviousState`); and core's turn events (`#triggerTurnEvents`).
 *
 * Core dispatches the turn events after the update, on the active GM only, and does not await them (`_onUpdate`
 * calls `_manageTurnEvents()` without `await`). The fake awaits them before `update` resolves, so tests read their
 * writes deterministically; everything else is core's: they run after the new state is committed, a write inside a
 * handler re-enters `_onModifyCombatants`/`update` and rewrites `previous`, and each handler gets core's `context`.
 * Code under test must read the `context`, never `previous`, and must not rely on `nextTurn()` waiting for them.
 * Only GMs may update (the adapter writes Combat state on the GM's client only).
 */
import { host, type CombatantOperation, type FakeCombatant, type Source } from "./combatant.ts";
import { FakeCollection } from "./collection.ts";
import { expandObject, FakeDocument } from "./documents.ts";
import { onEveryClient } from "./users.ts";

export { FakeCombatant } from "./combatant.ts";

/** Core's `CombatHistoryData` (without `tokenId`: fake combatants have no tokens). */
export interface CombatHistory {
  round: number;
  turn: number | null;
  combatantId: string | null;
}

export interface TurnEventContext {
  round: number;
  turn: number | null;
  skipped: boolean;
}
export interface RoundEventContext {
  round: number;
  skipped: boolean;
}

interface UpdateOptions extends Source {
  turnEvents?: boolean;
}

export class FakeCombat extends FakeDocument {
  static override documentName = "Combat";
  /** `game.combats` (core's `CombatEncounters`, a world Collection: a Map with `contents`). */
  static readonly all = new FakeCollection<FakeCombat>();
  /**
   * `BaseCombat`'s `active` (a BooleanField, false unless given): the encounter core shows and advances by default.
   * Core's tracker creates encounters with `active: true` (client/applications/sidebar/tabs/combat-tracker.mjs).
   */
  active: boolean;
  round = 0;
  turn: number | null = null;
  readonly combatants = new FakeCollection<FakeCombatant>();
  turns: FakeCombatant[] = [];
  current: CombatHistory = this._getCurrentState();
  previous: CombatHistory | undefined = undefined;

  constructor(data: Source = {}, parent: FakeDocument | null = null) {
    super(data, parent);
    this.active = data.active === true;
  }

  /** Core's client backend (`#handleCreateDocuments`): the new combat joins `game.combats`, then `createCombat` runs. */
  static async create(data: Source = {}): Promise<FakeCombat> {
    const combat = new this(data);
    if ((await combat._preCreate(data, {}, host().game.user)) === false) throw new Error("creation cancelled");
    FakeCombat.all.set(combat.id, combat);
    host().Hooks.callAll("createCombat", combat, {}, host().game.user.id);
    return combat;
  }

  _preCreate(_data: Source, _options: Source, _user: unknown): Promise<boolean | undefined> {
    return Promise.resolve(undefined);
  }
  _preUpdate(_changed: Source, _options: Source, _user: unknown): Promise<boolean | undefined> {
    return Promise.resolve(undefined);
  }

  override toObject(): Source {
    return { ...super.toObject(), active: this.active, round: this.round, turn: this.turn };
  }

  get started(): boolean {
    return this.round > 0;
  }

  /** Core: `this.turn !== null ? this.turns[this.turn] : null`. */
  get combatant(): FakeCombatant | null | undefined {
    return this.turn !== null ? this.turns[this.turn] : null;
  }

  /** Core's `_sortCombatants`: higher initiative first, unrolled last, ties by id. It must not need `this`. */
  _sortCombatants(a: FakeCombatant, b: FakeCombatant): number {
    const ia = a.initiative ?? Number.NEGATIVE_INFINITY;
    const ib = b.initiative ?? Number.NEGATIVE_INFINITY;
    return ib - ia || (a.id > b.id ? 1 : -1);
  }

  /** Core's `setupTurns`: sorts with the comparator *unbound* (`contents.sort(this._sortCombatants)`). */
  setupTurns(): FakeCombatant[] {
    // Unbound, as core passes it: the trap this models.
    const turns = this.combatants.contents.sort(this._sortCombatants);
    if (this.turn !== null) {
      if (this.turn < 0) this.turn = 0;
      else if (this.turn >= turns.length) {
        this.turn = 0;
        this.round++;
      }
    }
    this.current = this._getCurrentState(this.turn === null ? undefined : turns[this.turn]);
    this.previous ??= this.current;
    return (this.turns = turns);
  }

  _getCurrentState(combatant?: FakeCombatant | null): CombatHistory {
    const current = combatant ?? this.combatant;
    return { round: this.round, turn: this.turn, combatantId: current?.id ?? null };
  }

  /** Core's `#recordPreviousState`: `previous` (the same object) takes the prior state, changed or not. */
  private recordPreviousState(prior: CombatHistory): boolean {
    const { round, turn, combatantId } = this.current;
    const changed = combatantId !== prior.combatantId || round !== prior.round || turn !== prior.turn;
    this.previous ??= { ...prior };
    Object.assign(this.previous, prior);
    return changed;
  }

  async createEmbeddedDocuments(_name: "Combatant", data: Source[]): Promise<FakeCombatant[]> {
    const created: FakeCombatant[] = [];
    const current = this.combatant;
    for (const source of data) {
      const Cls = host().CONFIG.Combatant.documentClass;
      const combatant = new Cls(source, this);
      // Core's `BaseCombatant` permissions `create: "OWNER"`: a player adds only a combatant whose actor they own.
      if (!combatant.isOwner)
        throw new Error(`User ${host().game.user.id} lacks permission to create ${combatant.uuid}`);
      if ((await combatant._preCreate(source, {}, host().game.user)) === false) continue;
      this.combatants.set(combatant.id, combatant);
      created.push(combatant);
    }
    // `#handleCreateDocuments`: each creation's `createCombatant`, then the parent's descendant event (below).
    // `createCombatant` "fires for all connected clients" (hookEvents.createDocument), each with the creator's id.
    const creator = host().game.user.id;
    onEveryClient(() => {
      for (const combatant of created) host().Hooks.callAll("createCombatant", combatant, {}, creator);
    });
    // Core's `Combatant._preCreateOperation`: with a current combatant, its turn is kept and no turn events run.
    const operation: CombatantOperation = {};
    if (current) {
      // Unbound, as core sorts.
      operation.combatTurn = Math.max(this.combatants.contents.sort(this._sortCombatants).indexOf(current), 0);
      operation.turnEvents = false;
    }
    await this._onModifyCombatants(operation);
    return created;
  }

  /** Core's `#onModifyCombatants` after combatants were created or updated. */
  async _onModifyCombatants(operation: CombatantOperation): Promise<void> {
    const prior = { ...this.current };
    if (typeof operation.combatTurn === "number") this.turn = operation.combatTurn;
    this.setupTurns();
    if (this.recordPreviousState(prior) && operation.turnEvents !== false) await this._manageTurnEvents();
  }

  /** Core: each owned combatant's `getInitiativeRoll(formula)`, evaluated; one update without turn events. */
  async rollInitiative(ids: string | string[], { formula = null }: { formula?: string | null } = {}): Promise<this> {
    for (const id of typeof ids === "string" ? [ids] : ids) {
      const combatant = this.combatants.get(id);
      if (!combatant?.isOwner) continue;
      const roll = combatant.getInitiativeRoll(formula);
      await roll.evaluate();
      await combatant.update({ initiative: roll.total }, { turnEvents: false });
    }
    return this;
  }

  /** Core: every owned combatant without initiative. */
  rollAll(): Promise<this> {
    return this.rollInitiative(this.combatants.filter((c) => c.isOwner && c.initiative === null).map((c) => c.id));
  }

  /** Core's movers return `this.update(…)`: `undefined` when the update was dropped or prevented. */
  startCombat(): Promise<this | undefined> {
    return this.update({ round: 1, turn: 0 });
  }

  /** Core (without the `skipDefeated` setting): round 0 starts round 1; past the last turn, the next round. */
  async nextTurn(): Promise<this | undefined> {
    if (this.round === 0) return this.nextRound();
    const next = (this.turn ?? -1) + 1;
    if (next >= this.turns.length) return this.nextRound();
    return this.update({ round: this.round, turn: next });
  }

  async previousTurn(): Promise<this | undefined> {
    if (this.round === 0) return this;
    if (this.turn === 0 || this.turns.length === 0) return this.previousRound();
    return this.update({ round: this.round, turn: (this.turn ?? this.turns.length) - 1 });
  }

  /** Core: "Preserve the fact that it's no-one's turn currently" (a null turn stays null). */
  nextRound(): Promise<this | undefined> {
    const turn = this.turn === null || this.turns.length === 0 ? null : 0;
    return this.update({ round: this.round + 1, turn });
  }

  async previousRound(): Promise<this | undefined> {
    if (this.round === 0) return this;
    const turn = this.round === 1 || this.turn === null || this.turns.length === 0 ? null : this.turns.length - 1;
    return this.update({ round: this.round - 1, turn });
  }

  /**
   * The client backend as for any document (documents.ts `update`: expanded, dropped when it changes nothing), then
   * `_preUpdate` (false prevents it: `undefined`), the server's change, core's `_onUpdate` (history recorded, turn
   * events if the state moved) and `updateCombat`.
   */
  override async update(changes: Source, options: UpdateOptions = {}): Promise<this | undefined> {
    if (!this.isOwner) throw new Error(`User ${host().game.user.id} lacks permission to update ${this.uuid}`);
    const changed = expandObject(changes);
    if (options.diff !== false && !this.wouldChange(changed)) return undefined;
    if ((await this._preUpdate(changed, options, host().game.user)) === false) return undefined;
    if (typeof changed.round === "number") this.round = changed.round;
    if (typeof changed.turn === "number" || changed.turn === null) this.turn = changed.turn;
    await this.applyUpdate(changed);
    const prior = { ...this.current };
    this.previous ??= prior;
    this.current = this._getCurrentState();
    if (this.recordPreviousState(prior) && options.turnEvents !== false) await this._manageTurnEvents();
    this.announceUpdate(changed, options);
    return this;
  }

  /** Core: only once started; the events on the active GM, then `combatTurnChange` on every client. */
  private async _manageTurnEvents(): Promise<void> {
    if (!this.started) return;
    const { current, previous } = this;
    if (host().game.user.isActiveGM === true) await this.triggerTurnEvents();
    host().Hooks.callAll("combatTurnChange", this, previous, current);
  }

  /**
   * Core's `#triggerTurnEvents`: the turn ranges between `previous` and `current` (forward moves only), walked one
   * turn at a time; every turn passed on the way fires its events with `skipped: true`. `previous` is read by
   * reference, so a write inside a handler that rewrites it changes what later events of the same walk see, as in core.
   */
  private async triggerTurnEvents(): Promise<void> {
    const { turns, current } = this;
    const previous = this.previous ?? current;
    const intervals: [number, number][] = [];
    let roundDelta = current.round - previous.round;
    // Core adds `previous.turn + 1` as numbers: a null turn (turnless rounds) counts as 0 there.
    const afterPrevious = Number(previous.turn) + 1;
    if (roundDelta === 0) {
      if (current.round > 0 && Number(previous.turn) < Number(current.turn)) {
        intervals.push([afterPrevious, Number(current.turn)]);
      }
    } else if (roundDelta > 0) {
      if (previous.round > 0) intervals.push([afterPrevious, turns.length - 1]);
      while (--roundDelta) intervals.push([0, turns.length - 1]);
      intervals.push([0, current.turn ?? 0]);
    }
    if (intervals.length === 0) return this.changeCombatantEvents(current, previous);
    let prior = {
      combatant: this.combatants.get(previous.combatantId) ?? null,
      round: previous.round,
      turn: previous.turn,
      skipped: false,
    };
    for (const [from, to] of intervals) {
      for (let turn = from; turn <= to; turn++) {
        const round = prior.round + (turn === 0 ? 1 : 0);
        const next = {
          combatant: turns[turn] ?? null,
          round,
          turn: turn as number | null,
          skipped: round !== current.round || turn !== current.turn,
        };
        if (prior.combatant) {
          await this._onEndTurn(prior.combatant, { round: prior.round, turn: prior.turn, skipped: prior.skipped });
        }
        if (prior.round !== next.round) {
          await this._onEndRound({ round: prior.round, skipped: prior.round !== previous.round });
          await this._onStartRound({ round: next.round, skipped: next.round !== current.round });
        }
        if (next.combatant) {
          await this._onStartTurn(next.combatant, { round: next.round, turn: next.turn, skipped: next.skipped });
        }
        prior = next;
      }
    }
  }

  /** Core: the same round and turn but another combatant there (the order changed): end its turn, start the new. */
  private async changeCombatantEvents(current: CombatHistory, previous: CombatHistory): Promise<void> {
    const moved = current.combatantId !== previous.combatantId;
    if (!moved || current.round !== previous.round || current.turn !== previous.turn) return;
    const context = { round: current.round, turn: current.turn, skipped: false };
    const prior = this.combatants.get(previous.combatantId);
    const next = this.combatant;
    if (prior) await this._onEndTurn(prior, context);
    if (next) await this._onStartTurn(next, context);
  }

  _onStartRound(_context: RoundEventContext): Promise<void> {
    return Promise.resolve();
  }
  _onEndRound(_context: RoundEventContext): Promise<void> {
    return Promise.resolve();
  }
  _onStartTurn(_combatant: FakeCombatant, _context: TurnEventContext): Promise<void> {
    return Promise.resolve();
  }
  _onEndTurn(_combatant: FakeCombatant, _context: TurnEventContext): Promise<void> {
    return Promise.resolve();
  }
}
