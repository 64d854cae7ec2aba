import { describe, expect, it } from "vitest";
import { isActive } from "../../../../module/engine/core/conditions/state.ts";
import { roundEnd, roundStart, turnEvent } from "../../../../module/engine/core/turns/boundary.ts";
import {
  assignSurpriseRole,
  firstRoundActions,
  resolveOverWatch,
} from "../../../../module/engine/rulesets/bonus/economy/ambush.ts";
import { bonusAtBoundary } from "../../../../module/engine/rulesets/bonus/economy/boundary.ts";
import { initiativeBonusDice } from "../../../../module/engine/rulesets/bonus/economy/capability.ts";
import { newBonusCombatant } from "../../../../module/engine/rulesets/bonus/economy/combatant.ts";
import { DEFAULT_BONUS_ECONOMY_OPTIONS } from "../../../../module/engine/rulesets/bonus/economy/options.ts";
import { takeReaction } from "../../../../module/engine/rulesets/bonus/economy/reactions.ts";
import { actor } from "./fixtures.ts";

const role = (r: "ambushed" | "ambusher" | "overWatch", extraActions = 0) => {
  const base = actor({ extraActions });
  return { ...base, conditions: assignSurpriseRole(base.conditions, r) };
};

describe("actions per turn", () => {
  it('"You begin with 2 Actions" and "gain additional actions through … talents"', () => {
    expect(firstRoundActions(actor(), 1)).toBe(2);
    expect(firstRoundActions(actor({ extraActions: 1 }), 4)).toBe(3);
  });

  it("the turn start fills the actions pool; the turn end empties it", () => {
    const a = actor({ extraActions: 1 });
    const started = bonusAtBoundary(a, newBonusCombatant("me"), turnEvent("turnStart", 2, "me"));
    expect(started.combatant.economy.pools.actions).toBe(3);
    expect(started.combatant.turnsStarted).toBe(1);
    const ended = bonusAtBoundary(started.actor, started.combatant, turnEvent("turnEnd", 2, "me"));
    expect(ended.combatant.economy.pools.actions).toBe(0);
  });
});

describe("ambush", () => {
  it('"Ambushed characters may only take 1 action at the beginning of the first round" (talents included)', () => {
    expect(firstRoundActions(role("ambushed", 2), 1)).toBe(1);
    const started = bonusAtBoundary(role("ambushed", 2), newBonusCombatant("me"), turnEvent("turnStart", 1, "me"));
    expect(started.combatant.economy.pools.actions).toBe(1);
  });

  it('"Ambushers gain 1 extra action for the first round"', () => {
    expect(firstRoundActions(role("ambusher"), 1)).toBe(3);
    expect(firstRoundActions(role("ambusher", 1), 1)).toBe(4);
  });

  it("the roles last to the end of round 1, then turns are normal", () => {
    const ambushed = role("ambushed");
    const ended = bonusAtBoundary(ambushed, newBonusCombatant("me"), roundEnd(1));
    expect(ended.expired).toEqual(["ambushed"]);
    expect(firstRoundActions(ended.actor, 2)).toBe(2);
    expect(firstRoundActions(ambushed, 2)).toBe(2);
  });

  it("option: an Ambushed creature may be barred from reacting before its first turn", () => {
    const ambushed = role("ambushed");
    const c = newBonusCombatant("me");
    const request = { reaction: "defense", trigger: "t", ownTurn: false } as const;
    expect(takeReaction(ambushed, c, request).ok).toBe(true);
    const strict = { ...DEFAULT_BONUS_ECONOMY_OPTIONS, ambushedReactBeforeFirstTurn: false };
    const barred = takeReaction(ambushed, c, request, strict);
    expect(barred.ok ? "ok" : barred.reason.code).toBe("ambushedBeforeTurn");
    expect(takeReaction(ambushed, { ...c, turnsStarted: 1 }, request, strict).ok).toBe(true);
  });
});

describe("Over Watch", () => {
  it('"gain a +1 bonus dice to initiative … so long as it initiated from the expected attack vector"', () => {
    const watching = role("overWatch");
    const resolved = { ...watching, conditions: resolveOverWatch(watching.conditions, true) };
    expect(initiativeBonusDice(resolved)).toBe(1);
    expect(firstRoundActions(resolved, 1)).toBe(2);
  });

  it('"if an attack is initiated from another vector, the Over Watch combatant is considered Ambushed"', () => {
    const watching = role("overWatch");
    const conditions = resolveOverWatch(watching.conditions, false);
    const resolved = { ...watching, conditions };
    expect(isActive(conditions, "overWatch")).toBe(false);
    expect(isActive(conditions, "ambushed")).toBe(true);
    expect(initiativeBonusDice(resolved)).toBe(0);
    expect(firstRoundActions(resolved, 1)).toBe(1);
  });

  it("without Over Watch nothing changes", () => {
    const plain = actor();
    expect(resolveOverWatch(plain.conditions, false)).toBe(plain.conditions);
    expect(initiativeBonusDice(plain)).toBe(0);
  });

  it("the combatant's actions are untouched by round boundaries other than its own turn", () => {
    const c = { ...newBonusCombatant("me"), economy: { pools: { actions: 1 }, uses: {} } };
    expect(bonusAtBoundary(actor(), c, roundStart(2)).combatant.economy.pools.actions).toBe(1);
    expect(bonusAtBoundary(actor(), c, turnEvent("turnStart", 2, "you")).combatant.economy.pools.actions).toBe(1);
  });
});
