import { describe, expect, it } from "vitest";
import { isActive } from "../../../module/engine/core/conditions/state.ts";
import { roundEnd, roundStart, turnEvent } from "../../../module/engine/core/turns/boundary.ts";
import { takeAction, useAttack } from "../../../module/engine/rulesets/momentum/economy/act.ts";
import { momentumAtBoundary } from "../../../module/engine/rulesets/momentum/economy/boundary.ts";
import { newMomentumCombatant } from "../../../module/engine/rulesets/momentum/economy/combatant.ts";
import {
  dropHeldAction,
  holdAction,
  triggerHeldAction,
} from "../../../module/engine/rulesets/momentum/economy/held-action.ts";
import { spendMovement, standUp } from "../../../module/engine/rulesets/momentum/economy/movement.ts";
import { switchPlaces, switchPlacesPaid } from "../../../module/engine/rulesets/momentum/economy/switch-places.ts";
import { actor, combatant, pair, withConditions } from "./fixtures.ts";

const act = (id: Parameters<typeof takeAction>[2]["action"], extra: object = {}) => ({
  action: id,
  round: 1,
  ownTurn: true,
  ...extra,
});

describe("momentum pools at their boundaries", () => {
  it('"Each participant gets three Action Points (AP) during their turn" — only at its own turn start, and lost at its end', () => {
    const me = newMomentumCombatant("me");
    const others = momentumAtBoundary(actor(), me, turnEvent("turnStart", 1, "other"));
    expect(others.combatant.economy.pools["ap"]).toBe(0);
    const mine = momentumAtBoundary(actor(), me, turnEvent("turnStart", 1, "me"));
    expect(mine.combatant.economy.pools).toMatchObject({ ap: 3, movement: 3 });
    const ended = momentumAtBoundary(actor(), mine.combatant, turnEvent("turnEnd", 1, "me"));
    expect(ended.combatant.economy.pools).toMatchObject({ ap: 0, movement: 0, attacks: 0 });
  });

  it('"Each participant also gains two Reaction Points (RP) for the whole round"', () => {
    const spent = combatant({ rp: 0 });
    expect(momentumAtBoundary(actor(), spent, roundStart(2)).combatant.economy.pools["rp"]).toBe(2);
    expect(momentumAtBoundary(actor(), spent, roundEnd(1)).combatant.economy.pools["rp"]).toBe(0);
    const shocked = withConditions(actor(), ["shocked"]);
    expect(momentumAtBoundary(shocked, spent, roundStart(2)).combatant.economy.pools["rp"]).toBe(1);
  });

  it('"They can also move by an amount equal to their Basic Movement (usually 3 m) without needing to use any AP"', () => {
    const fresh = momentumAtBoundary(
      actor({ basicMovement: 5 }),
      newMomentumCombatant("me"),
      turnEvent("turnStart", 1, "me"),
    );
    expect(fresh.combatant.economy.pools["movement"]).toBe(5);
    const chilled = withConditions(actor({ basicMovement: 5 }), ["chilled"]);
    expect(
      momentumAtBoundary(chilled, newMomentumCombatant("me"), turnEvent("turnStart", 1, "me")).combatant.economy.pools[
        "movement"
      ],
    ).toBe(2);
  });
});

describe("momentum actions", () => {
  it("each action costs its table AP and a short pool refuses, changing nothing", () => {
    const done = takeAction(actor(), combatant({ ap: 3 }), act("useItem"));
    expect(done.ok && done.state.combatant.economy.pools["ap"]).toBe(0);
    const short = takeAction(actor(), combatant({ ap: 2 }), act("sprint"));
    expect(short.ok).toBe(false);
    expect(short.state.combatant).toEqual(combatant({ ap: 2 }));
  });

  it('Attack: "You can make one weapon attack. It does not have to be during the same action, but it has to be on your turn."', () => {
    const attacked = takeAction(actor(), combatant(), act("attack"));
    expect(attacked.ok).toBe(true);
    const c = attacked.state.combatant;
    expect(c.economy.pools["attacks"]).toBe(1);
    const used = useAttack(c, true);
    expect(used.ok && used.state.economy.pools["attacks"]).toBe(0);
    expect(useAttack(used.state, true).ok).toBe(false);
    expect(useAttack(c, false).ok).toBe(false);
  });

  it('Move adds "your Basic Movement", Sprint "four times your Basic Movement"', () => {
    const moved = takeAction(actor(), combatant({ movement: 3, ap: 3 }), act("move"));
    expect(moved.state.combatant.economy.pools["movement"]).toBe(6);
    const sprint = takeAction(actor(), combatant({ movement: 3, ap: 3 }), act("sprint"));
    expect(sprint.state.combatant.economy.pools["movement"]).toBe(15);
    expect(takeAction(withConditions(actor(), ["grabbed"]), combatant(), act("move")).ok).toBe(false);
  });

  it('"You can make one free Interact with Target action on your turn unless you have already used a free Switch Weapons action"', () => {
    const first = takeAction(actor(), combatant(), act("interact", { free: true }));
    expect(first.ok && first.state.combatant.economy.pools["ap"]).toBe(3);
    const second = takeAction(
      first.state.actor,
      first.state.combatant,
      act("switchWeapons", { free: true, handFree: true }),
    );
    expect(second).toMatchObject({ ok: false, reason: { code: "freeUsed" } });
    const next = momentumAtBoundary(first.state.actor, first.state.combatant, turnEvent("turnStart", 2, "me"));
    expect(takeAction(next.actor, next.combatant, act("switchWeapons", { free: true, handFree: true })).ok).toBe(true);
  });

  it('Switch Weapons is free only "if you are not holding anything in the hand …"; other actions are never free', () => {
    expect(takeAction(actor(), combatant(), act("switchWeapons", { free: true })).ok).toBe(false);
    expect(takeAction(actor(), combatant(), act("attack", { free: true }))).toMatchObject({
      reason: { code: "notFree" },
    });
  });

  it('Defend lasts "until your next turn": it ends at the holder\'s next turn start', () => {
    const defended = takeAction(actor(), combatant(), act("defend"));
    expect(isActive(defended.state.actor.conditions, "defending")).toBe(true);
    const later = momentumAtBoundary(defended.state.actor, defended.state.combatant, turnEvent("turnStart", 2, "me"));
    expect(later.expired).toEqual(["defending"]);
  });

  it('"If you cannot use 3AP or 2RP for some reason, like when you are Restrained or Stunned": no actions', () => {
    const stunned = withConditions(actor(), ["stunned"]);
    expect(takeAction(stunned, combatant(), act("move"))).toMatchObject({
      reason: { code: "cannotAct", condition: "stunned" },
    });
    expect(takeAction(actor(), combatant(), act("move", { ownTurn: false }))).toMatchObject({
      reason: { code: "notYourTurn" },
    });
  });

  it("Use Ability costs the AP the Ability states", () => {
    const used = takeAction(actor(), combatant(), act("useAbility", { abilityAP: 2 }));
    expect(used.state.combatant.economy.pools["ap"]).toBe(1);
    expect(used.state.combatant.apSpentThisTurn).toBe(2);
  });

  it("an Ability's WP is paid with its AP from the creature's WP; short of WP, nothing is paid and the WP named", () => {
    const used = takeAction(actor({ wp: 5 }), combatant(), act("useAbility", { abilityAP: 2, abilityWP: 3 }));
    expect(used.ok).toBe(true);
    expect(used.state.actor.creature.wp).toBe(2);
    expect(used.state.combatant.economy.pools["ap"]).toBe(1);
    const short = takeAction(actor({ wp: 2 }), combatant(), act("useAbility", { abilityAP: 2, abilityWP: 3 }));
    expect(short).toMatchObject({ ok: false, reason: { code: "short", pool: "wp", need: 3, have: 2 } });
    expect(short.state.combatant.economy.pools["ap"]).toBe(3);
    expect(short.state.actor.creature.wp).toBe(2);
  });

  it("an Ability of 0 WP needs no WP tracked", () => {
    const used = takeAction(actor(), combatant(), act("useAbility", { abilityAP: 1, abilityWP: 0 }));
    expect(used.ok).toBe(true);
    expect(used.state.actor.creature.wp).toBeUndefined();
  });
});

describe("momentum Switch Places", () => {
  it('"They must use a reaction (1 RP), or this action fails"', () => {
    const mover = pair(actor(), combatant({ ap: 3 }, "me"));
    const ally = pair(actor(), combatant({ rp: 2 }, "ally"));
    const ok = switchPlaces(mover, ally, true, 1);
    expect(ok.ok && ok.state).toMatchObject({ switched: true });
    expect(ok.state.ally.combatant.economy.pools["rp"]).toBe(1);
    const declined = switchPlaces(mover, ally, false, 1);
    expect(declined.state).toMatchObject({ switched: false });
    expect(declined.state.mover.combatant.economy.pools["ap"]).toBe(2);
    const noRp = switchPlaces(mover, pair(actor(), combatant({ rp: 0 }, "ally")), true, 1);
    expect(noRp.state.switched).toBe(false);
  });

  it.each([
    // [ally's RP, ally agrees, on the ally's own turn, switched, ally's RP after]
    [2, true, false, true, 1],
    [1, true, false, true, 0],
    [0, true, false, false, 0],
    [2, false, false, false, 2],
    [2, true, true, false, 2],
  ])(
    '"They must use a reaction (1 RP), or this action fails" — a mover that already paid (held): ally RP %i, agrees %s, its own turn %s',
    (rp, agrees, allyOwnTurn, switched, rpAfter) => {
      const mover = pair(actor(), combatant({ ap: 1 }, "me"));
      const result = switchPlacesPaid(mover, pair(actor(), combatant({ rp }, "ally")), agrees, allyOwnTurn);
      expect(result.switched).toBe(switched);
      expect(result.ally.combatant.economy.pools["rp"]).toBe(rpAfter);
      // "spend the AP that the action would cost on their turn": the held switch's AP were paid on the hold.
      expect(result.mover).toBe(mover);
    },
  );

  it("a Stunned ally cannot use its reaction: the held switch fails", () => {
    const stunned = pair(withConditions(actor(), ["stunned"]), combatant({ rp: 2 }, "ally"));
    expect(switchPlacesPaid(pair(), stunned, true, false).switched).toBe(false);
  });
});

describe("momentum held actions", () => {
  it('"a creature must spend the AP that the action would cost on their turn and name a trigger"; it fires "no matter whose turn it is"', () => {
    const held = holdAction(pair(), { action: "attack", trigger: "first enemy in range", round: 1, ownTurn: true });
    expect(held.ok).toBe(true);
    expect(held.state.combatant.economy.pools["ap"]).toBe(1);
    expect(held.state.combatant.heldAction).toMatchObject({ action: "attack", ap: 2 });
    const fired = triggerHeldAction(held.state.actor, held.state.combatant, 1);
    expect(fired.ok && fired.state.performed).toEqual({ action: "attack", attacks: 1, movementM: 0 });
    expect(fired.state.combatant.heldAction).toBeUndefined();
  });

  it('"The action is not performed if the trigger does not happen until the creature\'s next turn"', () => {
    const held = holdAction(pair(), { action: "defend", trigger: "ambush", round: 1, ownTurn: true });
    const next = momentumAtBoundary(held.state.actor, held.state.combatant, turnEvent("turnStart", 2, "me"));
    expect(next.heldActionLost).toMatchObject({ action: "defend" });
    expect(next.combatant.heldAction).toBeUndefined();
    expect(triggerHeldAction(next.actor, next.combatant, 2).ok).toBe(false);
  });

  it('an Ability held: "spend the AP that the action would cost on their turn" (its stated AP), its WP paid when it fires', () => {
    const held = holdAction(pair(actor({ wp: 5 })), {
      action: "useAbility",
      trigger: "When the Brute charges",
      round: 1,
      ownTurn: true,
      abilityAP: 2,
      item: "hex",
    });
    expect(held.ok).toBe(true);
    expect(held.state.combatant.economy.pools["ap"]).toBe(1);
    expect(held.state.actor.creature.wp).toBe(5);
    expect(held.state.combatant.heldAction).toMatchObject({ action: "useAbility", ap: 2, item: "hex" });
    const fired = triggerHeldAction(held.state.actor, held.state.combatant, 1, { wp: 3 });
    expect(fired.ok && fired.state.performed).toMatchObject({ action: "useAbility", item: "hex" });
    expect(fired.state.actor.creature.wp).toBe(2);
    expect(fired.state.combatant.heldAction).toBeUndefined();
  });

  it("a held Ability short of WP when it fires is refused, the WP named and the hold kept", () => {
    const request = { action: "useAbility", trigger: "x", round: 1, ownTurn: true, abilityAP: 1, item: "hex" } as const;
    const held = holdAction(pair(actor({ wp: 2 })), request);
    const short = triggerHeldAction(held.state.actor, held.state.combatant, 1, { wp: 3 });
    expect(short).toMatchObject({ ok: false, reason: { code: "short", pool: "wp", need: 3, have: 2 } });
    expect(short.state.combatant.heldAction).toMatchObject({ action: "useAbility" });
  });

  it('Switch Places held names its ally: "spend the AP that the action would cost" (1 AP); firing pays nothing more', () => {
    const request = { action: "switchPlaces", trigger: "x", round: 1, ownTurn: true, ally: "brute" } as const;
    const held = holdAction(pair(), request);
    expect(held.state.combatant.economy.pools["ap"]).toBe(2);
    expect(held.state.combatant.heldAction).toMatchObject({ action: "switchPlaces", ap: 1, ally: "brute" });
    const fired = triggerHeldAction(held.state.actor, held.state.combatant, 1);
    expect(fired.ok && fired.state.performed).toMatchObject({ action: "switchPlaces", ally: "brute" });
    // An ally or an item named for another action is not kept.
    const attack = holdAction(pair(), { ...request, action: "attack", item: "ax" });
    expect(attack.state.combatant.heldAction?.ally).toBeUndefined();
    expect(attack.state.combatant.heldAction?.item).toBeUndefined();
  });

  it("one held action at a time; a stunned holder cannot fire it", () => {
    const held = holdAction(pair(), { action: "move", trigger: "x", round: 1, ownTurn: true });
    expect(holdAction(held.state, { action: "move", trigger: "y", round: 1, ownTurn: true }).ok).toBe(false);
    const stunned = withConditions(held.state.actor, ["stunned"]);
    expect(triggerHeldAction(stunned, held.state.combatant, 1).ok).toBe(false);
    expect(dropHeldAction(held.state.combatant).heldAction).toBeUndefined();
  });
});

describe("momentum movement", () => {
  it("spending movement never goes below 0; immobile creatures cannot move", () => {
    expect(spendMovement(pair(), 2, true).state.combatant.economy.pools["movement"]).toBe(1);
    expect(spendMovement(pair(), 4, true)).toMatchObject({ ok: false, reason: { code: "short" } });
    expect(spendMovement(pair(withConditions(actor(), ["restrained"])), 1, true).ok).toBe(false);
  });

  it("standing up from Prone costs half Basic Movement; a Downed creature cannot stand (Prone is imposed)", () => {
    const prone = withConditions(actor(), ["prone"]);
    const stood = standUp(pair(prone), true);
    expect(stood.ok).toBe(true);
    expect(isActive(stood.state.actor.conditions, "prone")).toBe(false);
    expect(stood.state.combatant.economy.pools["movement"]).toBe(1);
    const downed = actor({ vitality: { value: 0, max: 20 } });
    expect(standUp(pair(downed), true).ok).toBe(false);
  });
});
