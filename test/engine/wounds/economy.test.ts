import { describe, expect, it } from "vitest";
import { roundEnd, roundStart, turnEvent } from "../../../module/engine/core/turns/boundary.ts";
import { isActive } from "../../../module/engine/core/conditions/state.ts";
import { takeAction } from "../../../module/engine/rulesets/wounds/economy/act.ts";
import { WOUNDS_ACTIONS } from "../../../module/engine/rulesets/wounds/economy/actions.ts";
import { woundsAtBoundary } from "../../../module/engine/rulesets/wounds/economy/boundary.ts";
import { apOf } from "../../../module/engine/rulesets/wounds/economy/combatant.ts";
import { apCost, modifiedApCost } from "../../../module/engine/rulesets/wounds/economy/costs.ts";
import { startTimedAct, roundsFor } from "../../../module/engine/rulesets/wounds/economy/timed.ts";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../module/engine/rulesets/wounds/options.ts";
import { surprise } from "../../../module/engine/rulesets/wounds/turns/surprise.ts";
import { actor, combatant, creature, withConditions } from "./fixtures.ts";

const own = { kind: "own" } as const;
const scores = { me: 10, foe: 6 };

describe("Action Points", () => {
  it('"You gain AP twice per round, once at the start of the round, and once at the end of your turn." (Speed 0: 6 and 6)', () => {
    const a = actor();
    let c = combatant(0);
    c = woundsAtBoundary(a, c, roundStart(1)).combatant;
    expect(apOf(c)).toBe(6);
    c = woundsAtBoundary(a, c, turnEvent("turnStart", 1, "me")).combatant;
    expect(apOf(c)).toBe(6);
    c = woundsAtBoundary(a, c, turnEvent("turnEnd", 1, "foe")).combatant;
    expect(apOf(c)).toBe(6);
    c = woundsAtBoundary(a, c, turnEvent("turnEnd", 1, "me")).combatant;
    expect(apOf(c)).toBe(12);
  });
  it('"Unspent AP is carried over, but any AP gained in excess of your max AP as listed in the table is lost."', () => {
    const fast = actor(creature({ attributes: { speed: -10 } }));
    let c = combatant(4);
    c = woundsAtBoundary(fast, c, roundStart(2)).combatant;
    expect(apOf(c)).toBe(5);
  });
  it('surprised: "you cannot gain AP until after your first turn" (the gain at the end of that turn counts by default)', () => {
    const surprised = { ...actor(), conditions: surprise(actor().conditions, "me", 0).conditions };
    let c = combatant(0);
    let a = surprised;
    c = woundsAtBoundary(a, c, roundStart(1)).combatant;
    expect(apOf(c)).toBe(0);
    const end = woundsAtBoundary(a, c, turnEvent("turnEnd", 1, "me"));
    expect(apOf(end.combatant)).toBe(6);
    expect(end.expired).toContain("surprised");
    a = end.actor;
    expect(apOf(woundsAtBoundary(a, end.combatant, roundStart(2)).combatant)).toBe(12);
    const strict = { ...DEFAULT_WOUNDS_OPTIONS, surprisedGainAtFirstTurnEnd: false };
    expect(apOf(woundsAtBoundary(surprised, c, turnEvent("turnEnd", 1, "me"), strict).combatant)).toBe(0);
  });
  it('"any unspent movement is lost at the end of the round"', () => {
    const c = { ...combatant(3), movement: 5 };
    expect(woundsAtBoundary(actor(), c, roundEnd(1)).combatant.movement).toBe(0);
  });
});

describe('AP costs: "you must spend AP equal to the action\'s AP cost"', () => {
  it('"no effect can reduce an AP cost below 1 unless it specifically says it can, in which case it has a minimum AP cost of 0"', () => {
    expect(modifiedApCost(4, [{ source: "haste", delta: -5 }])).toBe(1);
    expect(modifiedApCost(4, [{ source: "haste", delta: -5, allowsZero: true }])).toBe(0);
    expect(modifiedApCost(4, [{ source: "underwater", delta: 2 }])).toBe(6);
  });
  it('the seed\'s own costs: "(AP Cost 4)" to surface, "(AP Cost 8)" to regain a mount, retrieve from a scabbard 1', () => {
    expect(apCost("swimToSurface")).toBe(4);
    expect(apCost("regainMountControl")).toBe(8);
    expect(apCost("retrieveStow")).toBe(1);
    expect(apCost("retrieveStow", [], DEFAULT_WOUNDS_OPTIONS, 6)).toBe(6);
    expect(WOUNDS_ACTIONS.filter((a) => a.seedCost).map((a) => a.id)).toEqual([
      "retrieveStow",
      "swimToSurface",
      "regainMountControl",
    ]);
  });
  it("a GM's override replaces Fray's cost (setting apCosts)", () => {
    expect(apCost("strongAttack", [], { ...DEFAULT_WOUNDS_OPTIONS, apCosts: { strongAttack: 5 } })).toBe(5);
  });
});

describe('taking actions: "you can move and take any number of actions, provided you have the requisite AP"', () => {
  it('"Whenever you move or perform an action or reaction, you must spend AP equal to the action\'s AP cost."', () => {
    const out = takeAction(actor(), combatant(6), { action: "standardAttack", round: 1, turn: own });
    expect(out.ok && out.state).toMatchObject({ completed: true, apSpent: 4 });
    expect(out.ok && apOf(out.state.combatant)).toBe(2);
  });
  it('"declare the action, spend all your current AP, and continue to spend all AP on each of your subsequent turns until the total cost has been spent"', () => {
    const a = actor();
    const out = takeAction(a, combatant(3), { action: "treatWound", round: 1, turn: own, stamina: 2 });
    if (!out.ok) throw new Error("refused");
    expect(out.state.completed).toBe(false);
    expect(out.state.combatant.economy.pending).toMatchObject({ action: "treatWound", remaining: 5 });
    let c = woundsAtBoundary(a, out.state.combatant, turnEvent("turnEnd", 1, "me")).combatant;
    c = woundsAtBoundary(a, c, roundStart(2)).combatant;
    const done = woundsAtBoundary(a, c, turnEvent("turnStart", 2, "me"));
    expect(done.completed).toBe("treatWound");
    expect(apOf(done.combatant)).toBe(7);
    // "If an action costs stamina, the stamina is spent when the action takes effect."
    expect(done.actor.creature.stamina).toBe(8);
  });
  it('"at which point the action takes effect": an act paid over turns keeps what it is aimed at and gives it back then', () => {
    const a = actor();
    const out = takeAction(a, combatant(3), { action: "treatWound", round: 1, turn: own, aim: "patient|moderate" });
    if (!out.ok) throw new Error("refused");
    expect(out.state.combatant.pendingAim).toBe("patient|moderate");
    const paying = woundsAtBoundary(a, out.state.combatant, turnEvent("turnEnd", 1, "me"));
    expect(paying.completedAim).toBeUndefined();
    const done = woundsAtBoundary(
      a,
      woundsAtBoundary(a, paying.combatant, roundStart(2)).combatant,
      turnEvent("turnStart", 2, "me"),
    );
    expect([done.completed, done.completedAim, done.combatant.pendingAim]).toEqual([
      "treatWound",
      "patient|moderate",
      undefined,
    ]);
  });
  it('"The action is canceled if you spend AP on anything else": its aim goes with it', () => {
    const declared = takeAction(actor(), combatant(3), { action: "treatWound", round: 1, turn: own, aim: "patient" });
    if (!declared.ok) throw new Error("refused");
    const pools = { ap: 6 };
    const other = takeAction(
      actor(),
      { ...declared.state.combatant, economy: { ...declared.state.combatant.economy, pools } },
      { action: "defend", round: 1, turn: own },
    );
    expect(other.ok && other.state.combatant.pendingAim).toBeUndefined();
  });
  it('"at which point the action takes effect": a Defend paid over turns starts when its last AP is paid', () => {
    const declared = takeAction(actor(), combatant(1), { action: "defend", round: 1, turn: own });
    if (!declared.ok) throw new Error("refused");
    expect(isActive(declared.state.actor.conditions, "defending")).toBe(false);
    const gained = woundsAtBoundary(declared.state.actor, declared.state.combatant, turnEvent("turnEnd", 1, "me"));
    const done = woundsAtBoundary(gained.actor, gained.combatant, turnEvent("turnStart", 2, "me"));
    expect(done.completed).toBe("defend");
    expect(isActive(done.actor.conditions, "defending")).toBe(true);
  });
  it('Dash: "Your movement rate is doubled until the end of the round."', () => {
    const out = takeAction(actor(), combatant(4), { action: "dash", round: 1, turn: own });
    expect(out.ok && out.state.combatant.dash.doubled).toBe(true);
    const ended = out.ok ? woundsAtBoundary(out.state.actor, out.state.combatant, roundEnd(1)) : undefined;
    expect(ended?.combatant.dash.doubled).toBe(false);
  });
  it('"The action is canceled if you spend AP on anything else"', () => {
    const declared = takeAction(actor(), combatant(3), { action: "treatWound", round: 1, turn: own });
    if (!declared.ok) throw new Error("refused");
    const other = takeAction(
      actor(),
      { ...declared.state.combatant, economy: { ...declared.state.combatant.economy, pools: { ap: 2 } } },
      {
        action: "defend",
        round: 1,
        turn: own,
      },
    );
    expect(other.ok && other.state.canceled).toBe("treatWound");
    expect(other.ok && other.state.combatant.economy.pending).toBeUndefined();
  });
  it('"You may also take an action when it is not your turn if your initiative is higher than the active character\'s. Doing so reduces your initiative by 2."', () => {
    const ok = takeAction(actor(), combatant(6), {
      action: "defend",
      round: 1,
      turn: { kind: "offTurn", scores, active: "foe" },
    });
    expect(ok.ok && ok.state.initiativeDelta).toBe(-2);
    const low = takeAction(actor(), combatant(6), {
      action: "defend",
      round: 1,
      turn: { kind: "offTurn", scores: { me: 6, foe: 6 }, active: "foe" },
    });
    expect(!low.ok && low.reason.code).toBe("initiativeTooLow");
    const zero = takeAction(actor(), combatant(6), {
      action: "defend",
      round: 1,
      turn: { kind: "offTurn", scores: { me: 0, foe: -1 }, active: "foe" },
    });
    expect(!zero.ok && zero.reason.code).toBe("initiativeZero");
  });
  it("an interrupt is paid in full or refused; a refused action changes nothing", () => {
    const c = combatant(1);
    const a = actor();
    const out = takeAction(a, c, {
      action: "strongAttack",
      round: 1,
      turn: { kind: "offTurn", scores, active: "foe" },
    });
    expect(out.ok).toBe(false);
    expect(out.state.combatant).toBe(c);
    expect(out.state.actor).toBe(a);
  });
  it('Defend: "Until your next turn"; Ready: "Until you take an action or reaction"', () => {
    const defended = takeAction(actor(), combatant(6), { action: "defend", round: 1, turn: own });
    if (!defended.ok) throw new Error("refused");
    expect(isActive(defended.state.actor.conditions, "defending")).toBe(true);
    const next = woundsAtBoundary(defended.state.actor, defended.state.combatant, turnEvent("turnStart", 2, "me"));
    expect(next.expired).toContain("defending");
    const readied = takeAction(actor(), combatant(6), { action: "ready", round: 1, turn: own });
    if (!readied.ok) throw new Error("refused");
    expect(isActive(readied.state.actor.conditions, "readied")).toBe(true);
    const used = takeAction(readied.state.actor, readied.state.combatant, { action: "defend", round: 1, turn: own });
    expect(used.ok && isActive(used.state.actor.conditions, "readied")).toBe(false);
  });
  it("the unconscious cannot act; the pinned may only Escape", () => {
    const out = takeAction(actor(creature({ unconscious: true })), combatant(6), {
      action: "defend",
      round: 1,
      turn: own,
    });
    expect(!out.ok && out.reason.code).toBe("cannotAct");
    const pinned = withConditions(actor(), ["pinned"]);
    expect(takeAction(pinned, combatant(6), { action: "defend", round: 1, turn: own }).ok).toBe(false);
    expect(takeAction(pinned, combatant(6), { action: "escape", round: 1, turn: own }).ok).toBe(true);
  });
});

describe("acts measured in time", () => {
  it('"you spend all AP each round performing that action until the specified number of rounds have passed, with each minute equaling 4 rounds"', () => {
    expect(roundsFor({ minutes: 1 })).toBe(4);
    const a = actor();
    let c = startTimedAct(combatant(9), "ritual", { rounds: 2 }, 3);
    expect(apOf(c)).toBe(0);
    c = woundsAtBoundary(a, c, turnEvent("turnEnd", 3, "me")).combatant;
    expect(woundsAtBoundary(a, c, roundEnd(3)).completed).toBeUndefined();
    c = woundsAtBoundary(a, c, roundStart(4)).combatant;
    c = woundsAtBoundary(a, c, turnEvent("turnStart", 4, "me")).combatant;
    expect(apOf(c)).toBe(0);
    const done = woundsAtBoundary(a, c, roundEnd(4));
    expect(done.completed).toBe("ritual");
    expect(done.combatant.timed).toBeUndefined();
  });
});
