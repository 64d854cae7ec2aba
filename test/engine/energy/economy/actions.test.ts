import { describe, expect, it } from "vitest";
import { isActive } from "../../../../module/engine/core/conditions/state.ts";
import { takeAction } from "../../../../module/engine/rulesets/energy/economy/act.ts";
import type { EnergyActor } from "../../../../module/engine/rulesets/energy/economy/actor.ts";
import type { EnergyCombatantState } from "../../../../module/engine/rulesets/energy/economy/combatant.ts";
import type { ActionRequest } from "../../../../module/engine/rulesets/energy/economy/request.ts";
import { conditionsInForce } from "../../../../module/engine/rulesets/energy/economy/status.ts";
import { DEFAULT_ENERGY_OPTIONS } from "../../../../module/engine/rulesets/energy/options.ts";
import { actor, combatant, withConditions } from "../fixtures.ts";

function act(
  a: EnergyActor,
  c: EnergyCombatantState,
  request: Omit<ActionRequest, "round">,
  options = DEFAULT_ENERGY_OPTIONS,
) {
  return takeAction(a, c, { round: 1, ...request }, options);
}

function energyLeft(a: EnergyActor, c: EnergyCombatantState, request: Omit<ActionRequest, "round">) {
  const out = act(a, c, request);
  return out.ok ? (out.state.combatant.economy.pools.energy ?? -1) : out.reason.code;
}

describe("paying for actions", () => {
  it.each([
    [{ action: "meleeAttack" }, 2, "Melee attacks cost 3 Energy"],
    [{ action: "meleeAttack", swift: true }, 4, "if the attack is a melee attack, it only takes 1 Energy to perform"],
    [{ action: "unarmedAttack" }, 3, "Unarmed attacks … require only 2 Energy (instead of 3)"],
    [{ action: "unarmedAttack", swift: true }, 4, "a Swift Attack … melee … only takes 1 Energy"],
    [{ action: "rangedAttack" }, 4, "Ranged Attacks cost 1 Energy"],
    [{ action: "rangedAttack", proficient: false }, 3, "must spend an additional Energy on your Ranged Attacks"],
    [{ action: "rangedAttack", swift: true }, 4, "a Swift ranged attack costs what a ranged attack costs"],
    [{ action: "stowEquip", item: "sideArm" }, 4, "a side arm … takes only 1 Energy"],
    [{ action: "stowEquip", item: "other" }, 3, "Most other items require 2 Energy to equip or stow."],
    [
      { action: "pickUpItem", pickUp: "inPassing" },
      5,
      "If you scoop up an item … you needn't spend additional Energy.",
    ],
    [{ action: "pickUpItem", pickUp: "fromGround" }, 4, "If you pick up an item off the ground you spend 1 Energy"],
    [{ action: "pickUpItem" }, 3, "2 Energy = … Pick Up Item"],
    [{ action: "load", loadEnergy: 2 }, 3, "Energy cost varies depending on weapon used."],
    [{ action: "stowEquip", item: "other", energy: 3 }, 2, "The GM may rule it takes more or less"],
    [{ action: "defend" }, 4, "Using 1 Energy you ready yourself to be attacked."],
    [{ action: "escapeRestraint" }, 2, "by using 3 Energy and making a Fortitude roll"],
  ] as const)("%j leaves %s of 5 Energy — %s", (request, left, _seed) => {
    expect(energyLeft(actor(), combatant(5), request)).toBe(left);
  });

  it('setting: "2 Energy = Ranged Attack" (the action list) instead of the section\'s 1', () => {
    const out = act(
      actor(),
      combatant(5),
      { action: "rangedAttack" },
      { ...DEFAULT_ENERGY_OPTIONS, rangedAttackEnergy: 2 },
    );
    expect(out.ok && out.state.combatant.economy.pools.energy).toBe(3);
  });

  it('"You cannot start an action in one Round and complete it in another": too little Energy is refused', () => {
    const out = act(actor(), combatant(2), { action: "meleeAttack" });
    expect(out.ok).toBe(false);
    expect(out.ok ? undefined : out.reason).toMatchObject({ code: "short", need: 3, have: 2 });
    expect(out.state.combatant).toEqual(combatant(2));
  });

  it('"Once per Round, you may spend 1 Stamina when you would normally spend 1 Energy"', () => {
    const out = act(actor(), combatant(2), { action: "meleeAttack", staminaAsEnergy: 1 });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.combatant.economy.pools.energy).toBe(0);
    expect(out.state.actor.creature.stamina).toBe(11);
    expect(out.state.payment).toEqual({ energy: 2, agility: 0, stamina: 0, staminaAsEnergy: 1 });
    const again = act(
      out.state.actor,
      { ...out.state.combatant, economy: { ...out.state.combatant.economy, pools: { energy: 1, agility: 3 } } },
      {
        action: "defend",
        staminaAsEnergy: 1,
      },
    );
    expect(again.ok ? "paid" : again.reason.code).toBe("staminaAsEnergyUsed");
  });

  it('"Some abilities allow you to use more Stamina in place of Energy each Round"', () => {
    const out = act(actor({ extraStaminaAsEnergy: 1 }), combatant(1), { action: "meleeAttack", staminaAsEnergy: 2 });
    expect(out.ok && out.state.actor.creature.stamina).toBe(10);
  });

  it('Shaken and Exhausted: "You may not spend Stamina" (Sprint, Jump, Stamina as Energy)', () => {
    for (const id of ["shaken", "exhausted"] as const) {
      const tired = withConditions(actor(), [id]);
      expect(energyLeft(tired, combatant(5), { action: "sprint", metres: 6 })).toBe("noStamina");
      expect(energyLeft(tired, combatant(5), { action: "meleeAttack", staminaAsEnergy: 1 })).toBe("noStamina");
      expect(energyLeft(tired, combatant(5), { action: "meleeAttack" })).toBe(2);
    }
  });

  it('Slowed: "you may not use Agility" (Shift with Agility)', () => {
    const slow = withConditions(actor(), ["slowed"]);
    expect(energyLeft(slow, combatant(5), { action: "shift", shiftWith: "agility" })).toBe("slowed");
    const out = act(actor(), combatant(5), { action: "shift", shiftWith: "agility" });
    expect(out.ok && out.state.combatant.economy.pools).toEqual({ energy: 5, agility: 1 });
  });

  it('"Dropping to 0 Stamina will immediately result in unconsciousness"', () => {
    const out = act(actor({ stamina: 1 }), combatant(5), { action: "sprint", metres: 8 });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.fellUnconscious).toBe(true);
    expect(out.state.actor.creature.unconscious).toBe("stamina");
    expect(conditionsInForce(out.state.actor).has("unconscious")).toBe(true);
  });
});

describe("who may act", () => {
  it('Unconscious: "creatures may automatically hit you" — the unconscious and the dead take no actions', () => {
    expect(energyLeft(actor({ unconscious: "sleep" }), combatant(5), { action: "defend" })).toBe("unconscious");
    expect(energyLeft(actor({ dead: true }), combatant(5), { action: "defend" })).toBe("dead");
  });

  it('Restrained: "You may make no movement or attack actions"; escaping is neither', () => {
    const held = withConditions(actor(), ["restrained"]);
    expect(energyLeft(held, combatant(5), { action: "meleeAttack" })).toBe("restrained");
    expect(energyLeft(held, combatant(5), { action: "run" })).toBe("restrained");
    expect(energyLeft(held, combatant(5), { action: "escapeRestraint" })).toBe(2);
  });

  it('Restraining: "You may not make any attack actions. You are Slowed."', () => {
    const holding = withConditions(actor(), ["restraining"]);
    expect(energyLeft(holding, combatant(5), { action: "unarmedAttack" })).toBe("restraining");
    expect(energyLeft(holding, combatant(5), { action: "shift", shiftWith: "agility" })).toBe("slowed");
  });

  it('Prone "may limit what you are able to do": no running or jumping until you kneel; Shift is a crawl', () => {
    const down = withConditions(actor(), ["prone"]);
    expect(energyLeft(down, combatant(5), { action: "run" })).toBe("prone");
    expect(energyLeft(down, combatant(5), { action: "jump", metres: 1 })).toBe("prone");
    expect(energyLeft(down, combatant(5), { action: "shift" })).toBe(4);
  });
});

describe("what actions leave behind", () => {
  it('Defend: "If you were Unguarded, you no longer are. If you were Exposed, you are no longer Exposed. You now win ties"', () => {
    const open = withConditions(actor(), ["unguarded"]);
    const out = act(open, combatant(5), { action: "defend" });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect([...conditionsInForce(out.state.actor)]).toEqual(["defending"]);
  });

  it('"Taking the Defense action while surprised does not remove the Unguarded condition"', () => {
    const surprised = withConditions(actor(), ["surprised", "exposed"]);
    const out = act(surprised, combatant(5), { action: "defend" });
    if (!out.ok) throw new Error(out.reason.message);
    const inForce = conditionsInForce(out.state.actor);
    expect(inForce.has("unguarded")).toBe(true);
    expect(inForce.has("exposed")).toBe(true);
    expect(out.state.actor.conditions.active.exposed?.applications).toEqual([]);
  });

  it('"So if you are Dazed, taking the Defend action would not end your Exposure because you are still Dazed"', () => {
    const dazed = withConditions(actor(), ["dazed"]);
    const out = act(dazed, combatant(5), { action: "defend" });
    expect(out.ok && conditionsInForce(out.state.actor).has("exposed")).toBe(true);
  });

  it('"This defense bonus lasts until you make an attack … or move more than your Speed during a Round"', () => {
    const defending = withConditions(actor(), ["defending"]);
    const attacked = act(defending, combatant(5), { action: "rangedAttack" });
    expect(attacked.ok && isActive(attacked.state.actor.conditions, "defending")).toBe(false);
    const ran = act(defending, combatant(5), { action: "run", metres: 6 });
    expect(ran.ok && isActive(ran.state.actor.conditions, "defending")).toBe(true);
    if (!ran.ok) return;
    const more = act(ran.state.actor, ran.state.combatant, { action: "shift" });
    expect(more.ok && isActive(more.state.actor.conditions, "defending")).toBe(false);
  });

  it('Kneel From Prone: "right yourself … You become Unguarded. (It would take an additional 1 Energy to stand completely.)"', () => {
    const down = withConditions(actor(), ["prone"]);
    expect(energyLeft(down, combatant(5), { action: "standUp" })).toBe("kneelFirst");
    const knelt = act(down, combatant(5), { action: "kneelFromProne" });
    if (!knelt.ok) throw new Error(knelt.reason.message);
    expect([...conditionsInForce(knelt.state.actor)].sort()).toEqual(["exposed", "kneeling", "unguarded"]);
    const stood = act(knelt.state.actor, knelt.state.combatant, { action: "standUp" });
    if (!stood.ok) throw new Error(stood.reason.message);
    expect(stood.state.combatant.economy.pools.energy).toBe(3);
    expect(isActive(stood.state.actor.conditions, "kneeling")).toBe(false);
    expect(energyLeft(actor(), combatant(5), { action: "standUp" })).toBe("notKneeling");
    expect(energyLeft(actor(), combatant(5), { action: "kneelFromProne" })).toBe("notProne");
  });

  it('"If you pick up an item off the ground you spend 1 Energy and become Exposed"', () => {
    const out = act(actor(), combatant(5), { action: "pickUpItem", pickUp: "fromGround" });
    expect(out.ok && [...conditionsInForce(out.state.actor)]).toEqual(["exposed"]);
  });

  it('"When landing from a Jump, you become Unguarded."', () => {
    const out = act(actor(), combatant(5), { action: "jump", metres: 2 });
    expect(out.ok && [...conditionsInForce(out.state.actor)].sort()).toEqual(["exposed", "unguarded"]);
  });

  it('"Catch Your Breath: Using 3 Energy (or all your Energy), you may regain 1 Stamina"', () => {
    const out = act(actor({ stamina: 4 }), combatant(2), { action: "catchYourBreath" });
    expect(out.ok && out.state.combatant.economy.pools.energy).toBe(0);
    expect(out.ok && out.state.actor.creature.stamina).toBe(5);
    expect(energyLeft(actor({ stamina: 4 }), combatant(0), { action: "catchYourBreath" })).toBe("short");
  });

  it('Shaken: "a chance to drop items while … equipping items, stowing items, or loading ammunition (DC: 5)"', () => {
    const shaken = withConditions(actor(), ["shaken"]);
    const out = act(shaken, combatant(5), { action: "load" });
    expect(out.ok && out.state.dropCheckDc).toBe(5);
    const calm = act(actor(), combatant(5), { action: "load" });
    expect(calm.ok && calm.state.dropCheckDc).toBeUndefined();
  });

  it('"You may only make one Swift Attack per Round."', () => {
    const first = act(actor(), combatant(5), { action: "meleeAttack", swift: true });
    if (!first.ok) throw new Error(first.reason.message);
    const second = act(first.state.actor, first.state.combatant, { action: "rangedAttack", swift: true });
    expect(second.ok ? "made" : second.reason.code).toBe("swiftAttackUsed");
  });
});

describe("Agile Move", () => {
  it('"Once per Energy you spend on a non-movement action, you may also move one meter … by spending 1 Agility"', () => {
    const attacked = act(actor(), combatant(5), { action: "meleeAttack" });
    if (!attacked.ok) throw new Error(attacked.reason.message);
    expect(attacked.state.combatant.agileMovesLeft).toBe(3);
    let state = attacked.state;
    for (let i = 0; i < 3; i++) {
      const moved = act(state.actor, state.combatant, { action: "agileMove" });
      if (!moved.ok) throw new Error(moved.reason.message);
      state = moved.state;
    }
    expect(state.combatant.economy.pools.agility).toBe(0);
    expect(state.combatant.movedThisRound).toBe(3);
    const fourth = act(
      state.actor,
      { ...state.combatant, economy: { ...state.combatant.economy, pools: { energy: 2, agility: 3 } } },
      {
        action: "agileMove",
      },
    );
    expect(fourth.ok ? "moved" : fourth.reason.code).toBe("noAgileMove");
  });

  it('"Once per Energy you spend on a non-movement action": movement opens none; Slowed "may not use Agility"', () => {
    const ran = act(actor(), combatant(5), { action: "run", metres: 3 });
    expect(ran.ok && ran.state.combatant.agileMovesLeft).toBe(0);
    const slow = withConditions(actor(), ["slowed"]);
    const attacked = act(slow, combatant(5), { action: "unarmedAttack" });
    if (!attacked.ok) throw new Error(attacked.reason.message);
    const moved = act(attacked.state.actor, attacked.state.combatant, { action: "agileMove" });
    expect(moved.ok ? "moved" : moved.reason.code).toBe("slowed");
  });
});
