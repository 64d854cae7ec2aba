/**
 * Taking a readied action (economy/readied.ts, actions/cast.ts; rules page decisions 39, 182, 211, 212, 230). Seed 004, Ready an Action: "Choose an
 * action. Until you take an action or reaction, you can take the chosen action as a reaction in response to any
 * event."
 */
import { describe, expect, it } from "vitest";
import { isActive } from "../../../module/engine/core/conditions/state.ts";
import { takeAction } from "../../../module/engine/rulesets/wounds/economy/act.ts";
import { apOf } from "../../../module/engine/rulesets/wounds/economy/combatant.ts";
import { roundStart, turnEvent } from "../../../module/engine/core/turns/boundary.ts";
import { woundsAtBoundary } from "../../../module/engine/rulesets/wounds/economy/boundary.ts";
import { readiedChoiceOf, readiedKey, takeReadied } from "../../../module/engine/rulesets/wounds/economy/readied.ts";
import { castReadiedSpell, type SpellCost } from "../../../module/engine/rulesets/wounds/actions/cast.ts";
import { actor, combatant, creature } from "./fixtures.ts";

const own = { kind: "own" } as const;

function readiedActor() {
  const ready = takeAction(actor(), combatant(6), { action: "ready", round: 1, turn: own });
  if (!ready.ok) throw new Error("ready");
  return ready.state;
}

describe('"you can take the chosen action as a reaction in response to any event"', () => {
  it("Defend readied: taken off-turn at its own 2 AP, with a lower initiative, no −2; Defending; Readied used up", () => {
    const ready = readiedActor();
    const scores = { me: 3, foe: 9 };
    const taken = takeReadied(ready.actor, ready.combatant, { action: "defend", trigger: "t", scores, round: 1 });
    if (!taken.ok) throw new Error(taken.reason.message);
    expect(apOf(taken.state.combatant)).toBe(2);
    expect(isActive(taken.state.actor.conditions, "defending")).toBe(true);
    expect(isActive(taken.state.actor.conditions, "readied")).toBe(false);
  });
  it('"Until you take an action or reaction": without Readied it is refused', () => {
    const taken = takeReadied(actor(), combatant(6), { action: "defend", trigger: "t", scores: { me: 3 }, round: 1 });
    expect(taken.ok || taken.reason.code).toBe("notReadied");
  });
  it("a reaction is paid in full: short of the action's AP, refused (decision 34)", () => {
    const ready = readiedActor();
    const poor = { ...ready.combatant, economy: { ...ready.combatant.economy, pools: { ap: 1 } } };
    const taken = takeReadied(ready.actor, poor, { action: "defend", trigger: "t", scores: { me: 3 }, round: 1 });
    expect(taken.ok || taken.reason.code).toBe("noAp");
  });
  it("an attack is readied with its weapon: named without one, it is refused", () => {
    const ready = readiedActor();
    const taken = takeReadied(ready.actor, ready.combatant, {
      action: "standardAttack",
      trigger: "t",
      scores: {},
      round: 1,
    });
    expect(taken.ok || taken.reason.code).toBe("unknownAction");
  });
});

describe('"Choose an action": the choice is kept and only it is taken (decisions 211, 212)', () => {
  const choose = (aim: string, ap = 6) => {
    const ready = takeAction(actor(), combatant(ap), { action: "ready", round: 1, turn: own, aim });
    if (!ready.ok) throw new Error("ready");
    return ready.state;
  };
  const scores = { me: 3, foe: 9 };

  it("Ready naming Defend keeps `defend`; a readied Dash is refused, nothing paid; the readied Defend is taken", () => {
    const ready = choose(readiedKey({ action: "defend" }));
    expect(ready.combatant.readied).toBe("defend");
    const dash = takeReadied(ready.actor, ready.combatant, { action: "dash", trigger: "t", scores, round: 1 });
    expect(dash.ok || [dash.reason.code, apOf(dash.state.combatant)]).toEqual(["notChosen", 4]);
    const defend = takeReadied(ready.actor, ready.combatant, { action: "defend", trigger: "t", scores, round: 1 });
    if (!defend.ok) throw new Error(defend.reason.message);
    expect([apOf(defend.state.combatant), defend.state.combatant.readied]).toEqual([2, undefined]);
  });

  it("an attack is chosen with its weapon and taken at its own AP (Strong Attack 6), the other weapon refused", () => {
    const ready = choose(readiedKey({ action: "strongAttack", item: "sword" }), 8);
    expect(ready.combatant.readied).toBe("strongAttack:sword");
    const rich = { ...ready.combatant, economy: { ...ready.combatant.economy, pools: { ap: 7 } } };
    const axe = { action: "strongAttack", item: "axe", trigger: "t", scores, round: 1 } as const;
    expect(takeReadied(ready.actor, rich, axe).ok).toBe(false);
    const sword = takeReadied(ready.actor, rich, { ...axe, item: "sword" });
    if (!sword.ok) throw new Error(sword.reason.message);
    expect([apOf(sword.state.combatant), isActive(sword.state.actor.conditions, "readied")]).toEqual([1, false]);
  });

  it("a Readied creature with no choice kept (given by hand) may take any action but an attack", () => {
    const ready = readiedActor();
    const attack = { action: "standardAttack", item: "sword", trigger: "t", scores, round: 1 } as const;
    const refused = takeReadied(ready.actor, ready.combatant, attack);
    expect(refused.ok || refused.reason.code).toBe("notChosen");
    expect(takeReadied(ready.actor, ready.combatant, { action: "dash", trigger: "t", scores, round: 1 }).ok).toBe(true);
  });

  it('"Until you take an action or reaction": any other action drops the choice with Readied', () => {
    const ready = choose("defend");
    const dash = takeAction(ready.actor, ready.combatant, { action: "dash", round: 1, turn: own });
    if (!dash.ok) throw new Error("dash");
    expect([dash.state.combatant.readied, isActive(dash.state.actor.conditions, "readied")]).toEqual([
      undefined,
      false,
    ]);
  });

  it('a Ready declared with 1 AP ("declare the action … at which point the action takes effect") keeps its choice', () => {
    const declared = takeAction(actor(), combatant(1), { action: "ready", round: 1, turn: own, aim: "dash" });
    if (!declared.ok) throw new Error("declared");
    expect(declared.state.completed).toBe(false);
    let c = woundsAtBoundary(declared.state.actor, declared.state.combatant, turnEvent("turnEnd", 1, "me")).combatant;
    c = woundsAtBoundary(declared.state.actor, c, roundStart(2)).combatant;
    const done = woundsAtBoundary(declared.state.actor, c, turnEvent("turnStart", 2, "me"));
    expect([done.completed, done.combatant.readied, isActive(done.actor.conditions, "readied")]).toEqual([
      "ready",
      "dash",
      true,
    ]);
  });

  it("a choice is an action that can be readied: an attack with a weapon, a spell with itself, no other action with one, never Ready", () => {
    expect(readiedChoiceOf("defend")).toEqual({ action: "defend" });
    expect(readiedChoiceOf("quickAttack:w1")).toEqual({ action: "quickAttack", item: "w1" });
    // Change Posture "between standing, crouching, or prone": with the posture it changes to (decision 230).
    expect(readiedChoiceOf("changePosture:prone")).toEqual({ action: "changePosture", posture: "prone" });
    expect(readiedKey({ action: "changePosture", posture: "crouching" })).toBe("changePosture:crouching");
    for (const key of ["changePosture", "changePosture:sideways", "defend:prone", "quickAttack:w1:prone"]) {
      expect(readiedChoiceOf(key)).toBeUndefined();
    }
    // A spell with the spell it casts (decision 230).
    expect(readiedChoiceOf("castSpell:s1")).toEqual({ action: "castSpell", item: "s1" });
    for (const key of ["standardAttack", "defend:w1", "ready", "castSpell", "rebuff:w1", "fly", "quickAttack:"]) {
      expect(readiedChoiceOf(key)).toBeUndefined();
    }
  });
});

describe('a spell readied: "You release magical energy, activating the effect of a spell" when it is taken (decision 230)', () => {
  const ward: SpellCost = {
    id: "ward",
    label: "Ward",
    ap: 3,
    mana: 2,
    manaUse: "spend",
    retrieve: "longRest",
    stamina: 1,
  };
  const scores = { me: 3, foe: 9 };
  const readyWard = (mana: number) => {
    const caster = actor(creature({ mana, raceMana: 6, stamina: 5 }));
    const ready = takeAction(caster, combatant(6), { action: "ready", round: 1, turn: own, aim: "castSpell:ward" });
    if (!ready.ok) throw new Error("ready");
    return ready.state;
  };

  it("readying pays Ready's AP only; taken, the spell's own 3 AP, its 2 mana and 1 stamina are paid, no −2", () => {
    const ready = readyWard(3);
    expect([apOf(ready.combatant), ready.actor.creature.mana]).toEqual([4, 3]);
    const cast = castReadiedSpell(ready.actor, ready.combatant, ward, { trigger: "t", scores, round: 1 });
    if (!cast.ok) throw new Error(cast.reason.message);
    expect([apOf(cast.state.combatant), cast.state.actor.creature.mana, cast.state.actor.creature.stamina]).toEqual([
      1, 1, 4,
    ]);
    expect(isActive(cast.state.actor.conditions, "readied")).toBe(false);
  });

  it("short of mana when taken, the cast is refused as any cast: nothing paid, Readied kept", () => {
    const ready = readyWard(1);
    const cast = castReadiedSpell(ready.actor, ready.combatant, ward, { trigger: "t", scores, round: 1 });
    expect(cast.ok || cast.reason.code).toBe("noMana");
    expect([apOf(cast.state.combatant), cast.state.actor.creature.mana]).toEqual([4, 1]);
    expect(isActive(cast.state.actor.conditions, "readied")).toBe(true);
  });

  it('another spell than the one chosen is refused ("only the chosen action"), nothing paid', () => {
    const ready = readyWard(3);
    const other = { ...ward, id: "bolt" };
    const cast = castReadiedSpell(ready.actor, ready.combatant, other, { trigger: "t", scores, round: 1 });
    expect(cast.ok || cast.reason.code).toBe("notChosen");
    expect(cast.state.actor.creature.mana).toBe(3);
  });
});
