/**
 * A Combatant as far as Fray's Combat sub-types use it, with Foundry v13's semantics: named after its actor, its
 * `_preCreate` able to change its sub-type, core's initiative roll (1d20 unless a formula is given), updates by
 * owners only. Its combat (combat.ts) creates it through `CONFIG.Combatant.documentClass`.
 */
import { FakeDocument } from "./documents.ts";
import type { FakeActor } from "./documents.ts";
import { FakeRoll } from "./dice.ts";

export type Source = Record<string, unknown>;

/** The globals the fake Combat and Combatant read, as Foundry's. */
export interface CombatHost {
  CONFIG: { Combatant: { documentClass: typeof FakeCombatant } };
  game: {
    user: { id: string; isGM: boolean };
    actors: Map<string, FakeActor>;
    users: { activeGM?: { isSelf: boolean } };
  };
}
export const host = (): CombatHost => globalThis as unknown as CombatHost;

export class FakeCombatant extends FakeDocument {
  static override documentName = "Combatant";
  readonly actorId: string;
  initiative: number | null;
  defeated: boolean;

  /** `parent`: its FakeCombat (combat.ts), which creates it; typed as a document to keep the two files acyclic. */
  constructor(data: Source, parent: FakeDocument) {
    super(data, parent);
    this.actorId = typeof data.actorId === "string" ? data.actorId : "";
    this.initiative = typeof data.initiative === "number" ? data.initiative : null;
    this.defeated = data.defeated === true;
    // Core names a combatant after its token or actor.
    this.name ||= this.actor?.name ?? "";
  }

  get combat(): FakeDocument | null {
    return this.parent;
  }
  get actor(): FakeActor | null {
    return host().game.actors.get(this.actorId) ?? null;
  }
  override toObject(): Source {
    return { ...super.toObject(), actorId: this.actorId, initiative: this.initiative, defeated: this.defeated };
  }

  get isDefeated(): boolean {
    return this.defeated;
  }

  _preCreate(_data: Source, _options: Source, _user: unknown): Promise<boolean | undefined> {
    return Promise.resolve(undefined);
  }

  /** Core's roll: the formula given, else 1d20. */
  getInitiativeRoll(formula?: string): FakeRoll {
    return new FakeRoll(formula ?? "1d20");
  }

  override update(changes: Source): Promise<this> {
    if (!this.isOwner)
      return Promise.reject(new Error(`User ${host().game.user.id} lacks permission to update ${this.uuid}`));
    if (typeof changes.defeated === "boolean") this.defeated = changes.defeated;
    if (typeof changes.initiative === "number" || changes.initiative === null) this.initiative = changes.initiative;
    return super.update(changes);
  }
}
