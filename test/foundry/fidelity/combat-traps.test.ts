/**
 * Combat traps: Foundry v13 behaviours that bit this project, pinned against the fake so a kinder fake cannot come
 * back. Sources: core common/data/fields.mjs (`SchemaField#_updateDiff`), client/documents/combat.mjs
 * (`setupTurns`, `_onUpdate`, `#onModifyCombatants`, `#recordPreviousState`, `#triggerTurnEvents`; public copy
 * github amumm/foundry-server), client/documents/combatant.mjs (`getInitiativeRoll`, `_getInitiativeFormula`,
 * `_preUpdateOperation`), common/documents/combatant.mjs (`#canUpdate`, `getUserLevel`), client/data/client-backend.mjs
 * (`#preUpdateDocumentArray`, `#postUpdateDocumentCallbacks`) and client/dice/terms/string.mjs (`StringTerm#evaluate`).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { FakeCombat, FakeCombatant, type TurnEventContext } from "../../support/fake-foundry/world/combat.ts";
import { FakeRoll } from "../../support/fake-foundry/world/dice.ts";
import { loopWorld, type LoopWorld } from "../chat/world-fixture.ts";

type Event = [string, string | null, number, number | null, boolean];

/** Core's Combat with its turn events recorded: name, combatant, round, turn, skipped. */
class RecordingCombat extends FakeCombat {
  readonly events: Event[] = [];
  onEndTurnWrite: ((combatant: FakeCombatant) => Promise<unknown>) | undefined;
  override async _onStartRound(c: { round: number; skipped: boolean }) {
    this.events.push(["startRound", null, c.round, null, c.skipped]);
    return Promise.resolve();
  }
  override async _onEndRound(c: { round: number; skipped: boolean }) {
    this.events.push(["endRound", null, c.round, null, c.skipped]);
    return Promise.resolve();
  }
  override async _onStartTurn(combatant: FakeCombatant, c: TurnEventContext) {
    this.events.push(["startTurn", combatant.name, c.round, c.turn, c.skipped]);
    return Promise.resolve();
  }
  override async _onEndTurn(combatant: FakeCombatant, c: TurnEventContext) {
    this.events.push(["endTurn", combatant.name, c.round, c.turn, c.skipped]);
    await this.onEndTurnWrite?.(combatant);
  }
}

let w: LoopWorld;
let combat: RecordingCombat;

beforeEach(async () => {
  w = await loopWorld();
  combat = new RecordingCombat({ type: "base" });
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.aldo.id, initiative: 20, type: "base" },
    { actorId: w.brute.id, initiative: 10, type: "base" },
    { name: "Cat", initiative: 5, type: "base" },
  ]);
});

describe("type changes (SchemaField#_updateDiff)", () => {
  it("updateSource changing `type` without `==system` or {recursive: false} throws, and changes nothing", () => {
    expect(() => combat.updateSource({ type: "bonus-combat", system: {} })).toThrow(
      "The type of a Document can be changed only if the system field is force-replaced (==) or updated with {recursive: false}",
    );
    expect(combat.type).toBe("base");
  });

  it("`==system` or `system` with {recursive: false} may change it; the same type needs neither", () => {
    combat.updateSource({ type: "bonus-combat", "==system": {} });
    expect(combat.type).toBe("bonus-combat");
    const other = new FakeCombat({ type: "base" });
    other.updateSource({ type: "energy-combat", system: {} }, { recursive: false });
    expect(other.type).toBe("energy-combat");
    expect(() => other.updateSource({ type: "energy-combat", system: {} })).not.toThrow();
  });
});

describe("turn order (setupTurns)", () => {
  it("`_sortCombatants` is called unbound: an override reading `this` throws on a tie", async () => {
    class ThisReading extends FakeCombat {
      override _sortCombatants(a: FakeCombatant, b: FakeCombatant): number {
        return this.round + super._sortCombatants(a, b);
      }
    }
    const tied = new ThisReading({});
    await expect(
      tied.createEmbeddedDocuments("Combatant", [
        { name: "A", initiative: 1 },
        { name: "B", initiative: 1 },
      ]),
    ).rejects.toThrow(TypeError);
  });

  it("core breaks initiative ties by id, not by name", async () => {
    const tied = new FakeCombat({});
    await tied.createEmbeddedDocuments("Combatant", [
      { _id: "b0000000000000000", name: "Alpha", initiative: 3 },
      { _id: "a0000000000000000", name: "Zeta", initiative: 3 },
    ]);
    expect(tied.turns.map((c) => c.name)).toEqual(["Zeta", "Alpha"]);
  });
});

describe("turn events (#triggerTurnEvents)", () => {
  it("each event gets the context of its own turn and round; turns passed over fire with `skipped: true`", async () => {
    await combat.startCombat();
    expect(combat.events).toEqual([
      ["endRound", null, 0, null, false],
      ["startRound", null, 1, null, false],
      ["startTurn", "Aldo", 1, 0, false],
    ]);
    combat.events.length = 0;
    await combat.nextRound();
    expect(combat.events).toEqual([
      ["endTurn", "Aldo", 1, 0, false],
      ["startTurn", "Brute", 1, 1, true],
      ["endTurn", "Brute", 1, 1, true],
      ["startTurn", "Cat", 1, 2, true],
      ["endTurn", "Cat", 1, 2, true],
      ["endRound", null, 1, null, false],
      ["startRound", null, 2, null, false],
      ["startTurn", "Aldo", 2, 0, false],
    ]);
  });

  it("with no turn (turn null) core still walks turn indices from 1: a start without an end for the first", async () => {
    await combat.update({ round: 1, turn: null });
    combat.events.length = 0;
    await combat.nextRound();
    expect(combat.turn).toBeNull();
    expect(combat.events.map(([name, who]) => `${name}:${who ?? ""}`)).toEqual([
      "startTurn:Brute",
      "endTurn:Brute",
      "startTurn:Cat",
      "endTurn:Cat",
      "endRound:",
      "startRound:",
      "startTurn:Aldo",
    ]);
  });

  it("a combatant write inside `_onEndTurn` rewrites `combat.previous` to the new state", async () => {
    await combat.startCombat();
    await combat.nextTurn();
    await combat.nextTurn();
    // A real change: a write that changes nothing is dropped before the server and moves nothing.
    combat.onEndTurnWrite = (combatant) => combatant.update({ defeated: !combatant.defeated });
    await combat.nextRound();
    expect(combat.previous).toEqual({ round: 2, turn: 0, combatantId: combat.turns[0]?.id });
  });

  it("backward moves fire no turn events; a combatant update keeps the current combatant and fires none", async () => {
    await combat.startCombat();
    await combat.nextTurn();
    combat.events.length = 0;
    await combat.previousTurn();
    const brute = combat.turns[1];
    await brute?.update({ initiative: 30 });
    expect(combat.combatant?.name).toBe("Aldo");
    expect(combat.events).toEqual([]);
  });
});

describe("initiative (Combatant#getInitiativeRoll)", () => {
  it("without a formula it falls back to CONFIG.Combat.initiative.formula || game.system.initiative: 'undefined'", () => {
    // Core's own Combatant (Fray's replaces `getInitiativeRoll`): neither default is set in the fake, as in Fray.
    expect(new FakeCombatant({ name: "Core" }, combat).getInitiativeRoll().formula).toBe("undefined");
  });

  it("a Roll of a bare word throws as a StringTerm does", async () => {
    await expect(new FakeRoll("undefined").evaluate()).rejects.toThrow(
      "Unresolved StringTerm undefined requested for evaluation",
    );
    await expect(new FakeRoll("{1d10x,1d10x}kh + 2[Guard]").evaluate()).resolves.toBeInstanceOf(FakeRoll);
  });
});

describe("a player's combatant (BaseCombatant #canUpdate, getUserLevel; the client backend's hooks)", () => {
  const of = (actorId: string): FakeCombatant => {
    const found = combat.combatants.find((c) => c.actorId === actorId);
    if (!found) throw new Error(actorId);
    return found;
  };

  it("the actor's owner may write its initiative, not another field, and not another's combatant", async () => {
    w.as(w.alice);
    await of(w.aldo.id).update({ initiative: 3 });
    expect(of(w.aldo.id).initiative).toBe(3);
    await expect(of(w.aldo.id).update({ name: "Renamed" })).rejects.toThrow(/lacks permission/);
    await expect(of(w.brute.id).update({ initiative: 1 })).rejects.toThrow(/lacks permission/);
  });

  it("`updateCombatant` runs on every connected client with the writer's id; `preUpdateCombatant` on the writer's only, unless `noHook`", async () => {
    const pre: string[] = [];
    const post: [string, string][] = [];
    const ids = [
      Hooks.on("preUpdateCombatant", () => void pre.push(game.user.id)),
      Hooks.on("updateCombatant", (_c, _changed, _options, userId) => void post.push([game.user.id, userId])),
    ];
    w.as(w.alice);
    await of(w.aldo.id).update({ initiative: 3 });
    await of(w.aldo.id).update({ initiative: 4 }, { noHook: true });
    Hooks.off("preUpdateCombatant", ids[0] ?? 0);
    Hooks.off("updateCombatant", ids[1] ?? 0);
    expect(pre).toEqual([w.alice.id]);
    const everyClient = [w.alice.id, w.gm.id, w.bob.id].map((client): [string, string] => [client, w.alice.id]);
    expect(post).toEqual([...everyClient, ...everyClient]);
  });
});
