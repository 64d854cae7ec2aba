/**
 * Giving up an act paid over turns (issue 22, reachability row 13; docs/rules/bonus.md decision 81). Seed 000: "If an
 * act requires more actions than you have on your turn, then you must use action from the following turns to
 * complete, such as powerful spells". The sheet's Abandon goes through the `fray.spend` relay; the GM reads the act
 * from the combatant's stored state, so a repeat has no second effect, and what was paid stays paid. An act that the
 * next turn start pays off is said in chat.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import type { LoopWorld } from "../chat/world-fixture.ts";
import { combatantOf, systemOf } from "../combat/fixture.ts";
import { miraFight, STORM, takeAction } from "./play-fixture.ts";

let w: LoopWorld;
let mage: FakeActor;
let combat: FakeCombat;
const mana = () => (mage.system.toObject() as { mana: { value: number } }).mana.value;
const combatantState = () => systemOf(combatantOf(combat, mage));

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  ({ w, mage, combat } = await miraFight([STORM]));
  // Storm (3 actions) starts with Mira's 2: one action is still to pay from her next turn.
  expect(await takeAction(mage, "useAbility:storm00000000000")).toBe(true);
  return () => {
    vi.restoreAllMocks();
  };
});

describe("abandoning 'an act [that] requires more actions than you have on your turn'", () => {
  it("the act is remembered by the ability it uses", () => {
    expect(combatantState()).toMatchObject({
      pending: { action: "useAbility", remaining: 1, ability: "storm00000000000" },
    });
  });

  it("a player gives Storm up through the relay: nothing more to pay, the 5 Mana and 2 actions stay spent", async () => {
    expect(await takeAction(mage, "abandonAct")).toBe(true);
    expect(combatantState()).toMatchObject({ actions: 0, pending: { action: "", remaining: 0, ability: "" } });
    expect(mana()).toBe(5);
    // Her next turn is hers again: 2 fresh actions, none taken by the abandoned spell.
    w.as(w.gm);
    await combat.nextTurn();
    await combat.nextTurn();
    expect(combatantState()).toMatchObject({ actions: 2, pending: { remaining: 0 } });
  });

  it("a repeat has no second effect: it is refused with nothing changed", async () => {
    expect(await takeAction(mage, "abandonAct")).toBe(true);
    const after = combatantState();
    expect(await takeAction(mage, "abandonAct")).toBe(false);
    expect(combatantState()).toEqual(after);
    expect(mana()).toBe(5);
  });

  it("off Mira's turn she may still give it up before her next turn start pays it", async () => {
    w.as(w.gm);
    await combat.nextTurn();
    w.as(w.alice);
    expect(await takeAction(mage, "abandonAct")).toBe(true);
    w.as(w.gm);
    await combat.nextTurn();
    expect(combatantState()).toMatchObject({ actions: 2, pending: { remaining: 0 } });
  });

  it("kept, it completes at her next turn start and the round's summary says so", async () => {
    w.as(w.gm);
    await combat.nextTurn();
    await combat.nextTurn();
    expect(combatantState()).toMatchObject({ actions: 1, pending: { remaining: 0, ability: "" } });
    const said = [...w.messages.values()].map((m) => m.content).join("\n");
    expect(said).toContain("Round 2: an act paid over turns completes");
    expect(said).toContain("<strong>Mira</strong>: Storm completes and takes effect");
  });
});
