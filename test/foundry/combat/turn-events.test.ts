/**
 * Fray's Combat sub-types read core's turn-event `context` (v13 `#triggerTurnEvents`, client/documents/combat.mjs):
 * the round a boundary belongs to, skipped turns, turnless rounds, and the initiative every ruleset rolls or hides.
 */
import { describe, expect, it } from "vitest";
import { expiryFlag, type FrayBoundary } from "../../../module/foundry/combat/expiry.ts";
import { rollsInitiative } from "../../../module/foundry/combat/rooms.ts";
import { initiativeEntries } from "../../../module/foundry/applications/tracker/tracker.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { energyWorld } from "../energy/world-fixture.ts";
import { bonusFight, combatantOf, createCombat } from "./fixture.ts";

function effectUntil(combat: FakeCombat, actor: FakeActor, boundary: FrayBoundary, statuses = ["prone"]): string {
  return actor.effects.create({ name: boundary, statuses, flags: expiryFlag(boundary, combat, actor) }).id;
}
const has = (actor: FakeActor, id: string): boolean => actor.effects.get(id) !== undefined;
const processed = (combat: FakeCombat) => combat.system.toObject().processed;

describe("round boundaries come from core's context, not from `previous`", () => {
  it("a combatant write in the last `_onEndTurn` does not end the next round early (effects, recovery marker)", async () => {
    const { w, combat } = await bonusFight();
    const nextRound = effectUntil(combat, w.brute, "endOfNextRound");
    await combat.nextTurn();
    // The Brute's turn end wrote its combatant (actions lost), which rewrites `combat.previous` in core.
    await combat.nextTurn();
    expect(combat.round).toBe(2);
    expect(processed(combat)).toEqual({ roundStart: 2, roundEnd: 1 });
    expect(has(w.brute, nextRound)).toBe(true);
    await combat.nextTurn();
    await combat.nextTurn();
    expect(processed(combat)).toEqual({ roundStart: 3, roundEnd: 2 });
    expect(has(w.brute, nextRound)).toBe(false);
  });

  it("skipped turns (the GM moves to the next round mid-round) still pass: the skipped holder's turn-start effect ends", async () => {
    const { w, combat } = await bonusFight();
    const defending = effectUntil(combat, w.brute, "untilYourNextTurn");
    expect(combat.combatant?.name).toBe("Aldo");
    await combat.nextRound();
    expect(has(w.brute, defending)).toBe(false);
    expect(processed(combat)).toEqual({ roundStart: 2, roundEnd: 1 });
  });
});

describe("energy: turnless rounds ignore the turn events core still fires", () => {
  it("an effect timed to a combatant's turn start is untouched by round changes; round ends still expire", async () => {
    const w = await energyWorld();
    const combat = await createCombat("energy", [w.vera, w.ogre]);
    await combat.startCombat();
    const vera = combatantOf(combat, w.vera);
    const turnTimed = w.vera.effects.create({
      name: "turn-timed",
      statuses: ["prone"],
      flags: { fray: { expiry: { kind: "turnStart", holder: vera.id } } },
    }).id;
    const roundTimed = effectUntil(combat, w.ogre, "endOfRound");
    await combat.nextRound();
    await combat.nextRound();
    expect(has(w.vera, turnTimed)).toBe(true);
    expect(has(w.ogre, roundTimed)).toBe(false);
  });

  it("a daughter condition (Exposed under Prone) ends at its boundary, with no refusal warning", async () => {
    const w = await energyWorld();
    const combat = await createCombat("energy", [w.vera, w.ogre]);
    await combat.startCombat();
    await w.ogre.toggleStatusEffect("prone", { active: true });
    const exposed = effectUntil(combat, w.ogre, "endOfNextRound", ["exposed"]);
    const before = w.warnings.length;
    await combat.nextRound();
    expect(has(w.ogre, exposed)).toBe(true);
    await combat.nextRound();
    expect(has(w.ogre, exposed)).toBe(false);
    expect(w.ogre.statuses.has("prone")).toBe(true);
    expect(w.warnings.length).toBe(before);
  });
});

describe("initiative: every ruleset rolls its own or hides core's controls", () => {
  it("bonus rolls its action die even for a combatant without a creature (a bare token)", async () => {
    const { combat } = await bonusFight();
    const [bare] = await combat.createEmbeddedDocuments("Combatant", [{ name: "Bare token" }]);
    expect(bare?.getInitiativeRoll().formula).toBe("1d20[Action die]");
    await combat.rollInitiative(bare?.id ?? "");
    expect(bare?.initiative).toEqual(expect.any(Number));
  });

  it("energy has no initiative order: core's controls are hidden and its formula is left unset (a Roll of it throws)", async () => {
    const w = await energyWorld();
    const combat = await createCombat("energy", [w.vera, w.ogre]);
    expect(rollsInitiative(combat)).toBe(false);
    // Core's own row menu, in the running generation's entry shape (v13 `name`, v14 `label`).
    const entries = new (fake().foundry.applications.sidebar.tabs.CombatTracker)()._getEntryContextOptions();
    const keys = initiativeEntries(combat, entries).map((e) => ("label" in e ? e.label : e.name));
    expect(keys).toEqual(["COMBAT.CombatantUpdate", "COMBAT.CombatantRemove"]);
    await expect(combat.rollAll()).rejects.toThrow("Unresolved StringTerm undefined");
  });

  it("bonus keeps core's initiative controls", async () => {
    const { combat } = await bonusFight();
    expect(rollsInitiative(combat)).toBe(true);
    expect(initiativeEntries(combat, [{ name: "COMBAT.CombatantReroll" }])).toHaveLength(1);
  });
});
