import { describe, expect, it } from "vitest";
import { isActive } from "../../../../module/engine/core/conditions/state.ts";
import { turnEvent } from "../../../../module/engine/core/turns/boundary.ts";
import {
  abandonAct,
  knockDown,
  takeAction,
  type ActionRequest,
} from "../../../../module/engine/rulesets/bonus/economy/act.ts";
import { bonusAtBoundary } from "../../../../module/engine/rulesets/bonus/economy/boundary.ts";
import { moveDistance } from "../../../../module/engine/rulesets/bonus/economy/capability.ts";
import { actor, combatant, withConditions } from "./fixtures.ts";

const req = (action: ActionRequest["action"], extra: Partial<ActionRequest> = {}): ActionRequest => ({
  action,
  round: 2,
  ownTurn: true,
  ...extra,
});

describe("taking actions", () => {
  it('"On your turn, you may take as many actions as you have": two Attacks with 2 actions, not a third', () => {
    const a = actor();
    const first = takeAction(a, combatant(2), req("attack"));
    const second = takeAction(first.state.actor, first.state.combatant, req("attack"));
    expect(second.ok).toBe(true);
    expect(second.state.combatant.economy.pools.actions).toBe(0);
    const third = takeAction(second.state.actor, second.state.combatant, req("attack"));
    expect(third.ok ? "ok" : third.reason.code).toBe("noActions");
    expect(third.state.combatant).toBe(second.state.combatant);
  });

  it("actions are taken on your turn only", () => {
    const off = takeAction(actor(), combatant(2), req("attack", { ownTurn: false }));
    expect(off.ok ? "ok" : off.reason.code).toBe("notYourTurn");
  });

  it('Off-hand: "you may consume 8 Vigor to make an Off-Hand attack as part of the same action"', () => {
    const done = takeAction(actor(), combatant(2), req("attack", { offHand: true }));
    expect(done.ok).toBe(true);
    expect(done.state.actor.creature.vigor.value).toBe(12);
    expect(done.state.combatant.economy.pools.actions).toBe(1);
    const poor = takeAction(
      actor({}, { vigor: { value: 7, max: 20 } }),
      combatant(2),
      req("attack", { offHand: true }),
    );
    expect(poor.ok ? "ok" : poor.reason.code).toBe("short");
    const wrong = takeAction(actor(), combatant(2), req("move", { offHand: true }));
    expect(wrong.ok ? "ok" : wrong.reason.code).toBe("offHandNotAllowed");
  });

  it('"emergency aid … using 2 Actions"', () => {
    const done = takeAction(actor(), combatant(2), req("emergencyAid"));
    expect(done.ok && done.state.completed).toBe(true);
    expect(done.state.combatant.economy.pools.actions).toBe(0);
  });

  it('"If an act requires more actions than you have on your turn, then you must use action from the following turns"', () => {
    const a = actor();
    const started = takeAction(a, combatant(2), req("useAbility", { actions: 3, mana: 2 }));
    expect(started.ok).toBe(true);
    expect(started.state.completed).toBe(false);
    expect(started.state.actor.creature.mana.value).toBe(3);
    expect(started.state.combatant.economy.pending?.remaining).toBe(1);
    // Next turn: the remaining action is paid first, the act completes, one action is left.
    const next = bonusAtBoundary(started.state.actor, started.state.combatant, turnEvent("turnStart", 3, "me"));
    expect(next.completed?.action).toBe("useAbility");
    expect(next.combatant.economy.pools.actions).toBe(1);
    expect(next.combatant.economy.pending).toBeUndefined();
  });

  it("while an act is still being paid, nothing else starts; abandoning it frees the turn", () => {
    const started = takeAction(actor(), combatant(1), req("useAbility", { actions: 4 }));
    const blocked = takeAction(
      started.state.actor,
      { ...started.state.combatant, economy: { ...started.state.combatant.economy, pools: { actions: 2 } } },
      req("attack"),
    );
    expect(blocked.ok ? "ok" : blocked.reason.code).toBe("actInProgress");
    expect(abandonAct(started.state.combatant).economy.pending).toBeUndefined();
  });

  it('Winded: "you cannot take any actions"', () => {
    const winded = takeAction(actor({}, { winded: true, vigor: { value: 0, max: 20 } }), combatant(2), req("move"));
    expect(winded.ok ? "ok" : winded.reason).toMatchObject({ code: "cannotAct", condition: "winded" });
  });

  it('"If you exhaust your Vigor, you become Winded"', () => {
    const done = takeAction(
      actor({}, { vigor: { value: 8, max: 20 } }),
      combatant(2),
      req("attack", { offHand: true }),
    );
    expect(done.state.actor.creature).toMatchObject({
      vigor: { value: 0, max: 20 },
      winded: true,
      vigorRecoveredWhileWinded: 0,
    });
    const after = takeAction(done.state.actor, done.state.combatant, req("move"));
    expect(after.ok ? "ok" : after.reason.code).toBe("cannotAct");
  });

  it('Incapacitated: "can take no actions that require physical movement" — a Social skill is still allowed', () => {
    const bound = withConditions(actor(), ["bound"]);
    const move = takeAction(bound, combatant(2), req("move"));
    expect(move.ok ? "ok" : move.reason).toMatchObject({ code: "incapacitated", condition: "incapacitated" });
    expect(takeAction(bound, combatant(2), req("useSkill", { physical: false })).ok).toBe(true);
    expect(takeAction(bound, combatant(2), req("useSkill")).ok).toBe(false);
  });

  it("unconscious and dead creatures take no actions at all", () => {
    const out = takeAction(
      withConditions(actor(), ["unconscious"]),
      combatant(2),
      req("useSkill", { physical: false }),
    );
    expect(out.ok ? "ok" : out.reason.code).toBe("cannotAct");
    const dead = takeAction(actor({}, { dead: true }), combatant(2), req("useSkill", { physical: false }));
    expect(dead.ok ? "ok" : dead.reason.code).toBe("dead");
  });

  it('Defend: lasts "until the beginning of your next turn"', () => {
    const done = takeAction(actor(), combatant(2), req("defend"));
    expect(isActive(done.state.actor.conditions, "defending")).toBe(true);
    const otherTurn = bonusAtBoundary(done.state.actor, done.state.combatant, turnEvent("turnStart", 3, "you"));
    expect(isActive(otherTurn.actor.conditions, "defending")).toBe(true);
    const ownTurn = bonusAtBoundary(otherTurn.actor, otherTurn.combatant, turnEvent("turnStart", 3, "me"));
    expect(ownTurn.expired).toEqual(["defending"]);
  });

  it('knocked down: "You must take one action to stand on your turn to end this stance, however, this will provide an opening"', () => {
    const standing = takeAction(actor(), combatant(2), req("standUp"));
    expect(standing.ok ? "ok" : standing.reason.code).toBe("notProne");
    const downed = knockDown(actor(), combatant(2), 2, false);
    expect(downed.negated).toBe(false);
    const up = takeAction(downed.actor, downed.combatant, req("standUp"));
    expect(up.ok).toBe(true);
    expect(up.state.createsOpening).toBe(true);
    expect(isActive(up.state.actor.conditions, "prone")).toBe(false);
  });

  it('knocked down on your own turn: "This event negates the character\'s action"', () => {
    const started = takeAction(actor(), combatant(1), req("useAbility", { actions: 3 }));
    const downed = knockDown(started.state.actor, started.state.combatant, 2, true);
    expect(downed.negated).toBe(true);
    expect(downed.combatant.economy.pending).toBeUndefined();
  });

  it('Escape: "you create an opening when you flee"; Move: "1 foot per point of your Speed Score", prone 1/4', () => {
    expect(takeAction(actor(), combatant(2), req("escape")).state.createsOpening).toBe(true);
    expect(moveDistance(actor({}, { speed: 30 }))).toBe(30);
    expect(moveDistance(withConditions(actor({}, { speed: 30 }), ["prone"]))).toBe(7);
  });
});
