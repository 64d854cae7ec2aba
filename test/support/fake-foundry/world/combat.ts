/**
 * Combat as far as Fray's Combat sub-types use it, with Foundry v13's semantics: combatants (combatant.ts) created
 * through `_preCreate` (which may change their sub-type), `turns` sorted by initiative (highest first), `round` and
 * `turn` moved by `startCombat`/`nextTurn`/`nextRound`/`previousRound`, `_preUpdate` able to change the update, and
 * after each change of round or turn the turn events on the active GM: `_onEndTurn(prior)`, `_onEndRound`,
 * `_onStartRound`, `_onStartTurn(current)` (v13 `_manageTurnEvents`). Unlike Foundry, which does not await them,
 * the fake awaits them inside the update so tests see their writes in order. Only GMs may update (the adapter
 * writes Combat state on the GM's client only).
 */
import { host, type FakeCombatant, type Source } from "./combatant.ts";
import { FakeDocument } from "./documents.ts";

export { FakeCombatant } from "./combatant.ts";

/** Foundry's `Collection`: a Map that iterates its values. */
export class FakeCollection<T extends { id: string }> {
  private readonly map = new Map<string, T>();
  get(id: string): T | undefined {
    return this.map.get(id);
  }
  set(id: string, value: T): void {
    this.map.set(id, value);
  }
  get contents(): T[] {
    return [...this.map.values()];
  }
  get size(): number {
    return this.map.size;
  }
  find(test: (value: T) => boolean): T | undefined {
    return this.contents.find(test);
  }
  filter(test: (value: T) => boolean): T[] {
    return this.contents.filter(test);
  }
  [Symbol.iterator](): Iterator<T> {
    return this.map.values();
  }
}

interface TurnPoint {
  round: number;
  turn: number | null;
  combatantId: string | null;
}

export class FakeCombat extends FakeDocument {
  static override documentName = "Combat";
  static readonly all = new Map<string, FakeCombat>();
  round = 0;
  turn: number | null = null;
  readonly combatants = new FakeCollection<FakeCombatant>();
  previous: TurnPoint | undefined;
  current: TurnPoint = { round: 0, turn: null, combatantId: null };

  static async create(data: Source = {}): Promise<FakeCombat> {
    const combat = new this(data);
    if ((await combat._preCreate(data, {}, host().game.user)) === false) throw new Error("creation cancelled");
    FakeCombat.all.set(combat.id, combat);
    return combat;
  }

  _preCreate(_data: Source, _options: Source, _user: unknown): Promise<boolean | undefined> {
    return Promise.resolve(undefined);
  }
  _preUpdate(_changed: Source, _options: Source, _user: unknown): Promise<boolean | undefined> {
    return Promise.resolve(undefined);
  }

  override toObject(): Source {
    return { ...super.toObject(), round: this.round, turn: this.turn };
  }

  get started(): boolean {
    return this.round > 0;
  }

  /** Core's `_sortCombatants`: higher initiative first, unrolled last, then by name, then id. */
  _sortCombatants(a: FakeCombatant, b: FakeCombatant): number {
    const init = (c: FakeCombatant): number => c.initiative ?? Number.NEGATIVE_INFINITY;
    return init(b) - init(a) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  }

  /** `setupTurns`: the combatants sorted by `_sortCombatants`. */
  get turns(): FakeCombatant[] {
    return this.combatants.contents.sort((a, b) => this._sortCombatants(a, b));
  }

  get combatant(): FakeCombatant | undefined {
    return this.turn === null ? undefined : this.turns[this.turn];
  }

  async createEmbeddedDocuments(_name: "Combatant", data: Source[]): Promise<FakeCombatant[]> {
    const created: FakeCombatant[] = [];
    for (const source of data) {
      const Cls = host().CONFIG.Combatant.documentClass;
      const combatant = new Cls(source, this);
      if ((await combatant._preCreate(source, {}, host().game.user)) === false) continue;
      this.combatants.set(combatant.id, combatant);
      created.push(combatant);
    }
    return created;
  }

  async rollInitiative(ids: string | string[]): Promise<this> {
    for (const id of typeof ids === "string" ? [ids] : ids) {
      const combatant = this.combatants.get(id);
      if (!combatant) continue;
      const roll = combatant.getInitiativeRoll();
      await roll.evaluate();
      await combatant.update({ initiative: roll.total });
    }
    return this;
  }

  startCombat(): Promise<this> {
    return this.update({ round: 1, turn: 0 });
  }

  async nextTurn(): Promise<this> {
    const next = (this.turn ?? -1) + 1;
    if (next >= this.turns.length) return this.nextRound();
    return this.update({ turn: next });
  }

  async previousTurn(): Promise<this> {
    if (this.turn === null || this.turn === 0) return this.previousRound();
    return this.update({ turn: this.turn - 1 });
  }

  nextRound(): Promise<this> {
    return this.update({ round: this.round + 1, turn: this.turn === null ? null : 0 });
  }

  previousRound(): Promise<this> {
    return this.update({ round: Math.max(0, this.round - 1), turn: this.turn === null ? null : 0 });
  }

  override async update(changes: Source, options: Source = {}): Promise<this> {
    if (!this.isOwner) throw new Error(`User ${host().game.user.id} lacks permission to update ${this.uuid}`);
    const changed = structuredClone(changes);
    if ((await this._preUpdate(changed, options, host().game.user)) === false) return this;
    const moves = "round" in changed || "turn" in changed;
    if (typeof changed.round === "number") this.round = changed.round;
    if (typeof changed.turn === "number" || changed.turn === null) this.turn = changed.turn;
    await super.update(changed);
    if (moves) {
      this.previous = this.current;
      this.current = { round: this.round, turn: this.turn, combatantId: this.combatant?.id ?? null };
      await this._manageTurnEvents();
    }
    return this;
  }

  /** v13: on the active GM only, in this order, for forward moves. */
  private async _manageTurnEvents(): Promise<void> {
    if (!this.started || !host().game.users.activeGM?.isSelf) return;
    const previous = this.previous ?? { round: 0, turn: null, combatantId: null };
    const advanceRound = this.current.round > previous.round;
    const advanceTurn = advanceRound || (this.current.turn ?? -1) > (previous.turn ?? -1);
    const changeCombatant = this.current.combatantId !== previous.combatantId;
    if (!(advanceTurn || changeCombatant)) return;
    const context = { round: this.round, turn: this.turn, skipped: false };
    const prior = previous.combatantId ? this.combatants.get(previous.combatantId) : undefined;
    if (prior) await this._onEndTurn(prior, context);
    if (advanceRound && previous.round > 0) await this._onEndRound(context);
    if (advanceRound) await this._onStartRound(context);
    const next = this.combatant;
    if (next) await this._onStartTurn(next, context);
  }

  _onStartRound(_context: Source): Promise<void> {
    return Promise.resolve();
  }
  _onEndRound(_context: Source): Promise<void> {
    return Promise.resolve();
  }
  _onStartTurn(_combatant: FakeCombatant, _context: Source): Promise<void> {
    return Promise.resolve();
  }
  _onEndTurn(_combatant: FakeCombatant, _context: Source): Promise<void> {
    return Promise.resolve();
  }
}
