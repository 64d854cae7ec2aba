import { describe, expect, it } from "vitest";
import { impliedClosure, validateCatalog } from "../../../../module/engine/core/conditions/catalog.ts";
import { ENERGY_CONDITION_IDS, ENERGY_CONDITIONS } from "../../../../module/engine/rulesets/energy/conditions.ts";
import {
  ENERGY_ACTION_IDS,
  ENERGY_ACTIONS,
  SHIFT_AGILITY,
  STAMINA_AS_ENERGY_PER_ROUND,
  SWIFT_MELEE_ENERGY,
} from "../../../../module/engine/rulesets/energy/economy/actions.ts";
import { ENERGY_LIMITS } from "../../../../module/engine/rulesets/energy/economy/limits.ts";
import { energy } from "../../../../module/engine/rulesets/energy/index.ts";
import { ENERGY_RULES } from "../../../../module/engine/rulesets/energy/rules.ts";

describe("the energy action list, cell by cell", () => {
  it.each([
    ["meleeAttack", { energy: 3 }, "attack", "3 Energy = Melee Attack"],
    ["run", { energy: 3 }, "movement", "3 Energy = … Run"],
    ["rangedAttack", { energy: 1 }, "attack", "Ranged Attacks cost 1 Energy (the list's 2 is a setting)"],
    ["quickRun", { energy: 2 }, "movement", "2 Energy = … Quick Run"],
    ["pickUpItem", { energy: 2 }, "other", "2 Energy = … Pick Up Item"],
    ["unarmedAttack", { energy: 2 }, "attack", "Unarmed attacks … require only 2 Energy (instead of 3)"],
    ["shift", { energy: 1 }, "movement", "Shift: Using 1 Energy or 2 Agility you move 1m."],
    ["standUp", { energy: 1 }, "movement", "1 Energy = … Stand Up"],
    ["kneelFromProne", { energy: 1 }, "movement", "Kneel From Prone: Using 1 Energy"],
    ["defend", { energy: 1 }, "other", "Defend: … Using 1 Energy you ready yourself to be attacked."],
    ["stowEquip", { energy: 1 }, "other", "a side arm, or otherwise easily accessible item takes only 1 Energy"],
    ["catchYourBreath", { energy: 3 }, "other", "Catch Your Breath: Using 3 Energy (or all your Energy)"],
    ["jump", { energy: 2, stamina: 1 }, "movement", "Otherwise, it takes 2 Energy and 1 Stamina to Jump."],
    ["load", { energy: 1 }, "other", "Load: … Energy cost varies depending on weapon used."],
    [
      "sprint",
      { energy: 3, stamina: 1 },
      "movement",
      "turn any full Run action (3 Energy cost) into a Sprint … 1 Stamina",
    ],
    ["agileMove", { agility: 1 }, "movement", "move one meter as an Immediate Interrupt by spending 1 Agility"],
    ["strike", { energy: 1 }, "attack", "A single strike against something that cannot defend … 1 Energy"],
    ["escapeRestraint", { energy: 3 }, "other", "You may attempt to escape … by using 3 Energy"],
    ["useAbility", {}, "other", "(Fray, decision 100) an ability costs what it lists: economy/cost.ts abilityCost"],
  ] as const)("%s costs %j (%s) — %s", (id, cost, kind, _seed) => {
    const spec = ENERGY_ACTIONS.find((a) => a.id === id);
    expect(spec?.cost).toEqual(cost);
    expect(spec?.kind).toBe(kind);
  });

  it('lists every action once; "Some actions are Immediate Interrupt actions": the Agile Move (and Swift Attacks)', () => {
    expect(ENERGY_ACTIONS.map((a) => a.id)).toEqual([...ENERGY_ACTION_IDS]);
    expect(ENERGY_ACTIONS.filter((a) => a.immediateInterrupt).map((a) => a.id)).toEqual(["agileMove"]);
  });

  it('"Using 1 Energy or 2 Agility"; "Once per Round, you may spend 1 Stamina"; a Swift melee attack "only takes 1 Energy"', () => {
    expect(SHIFT_AGILITY).toBe(2);
    expect(STAMINA_AS_ENERGY_PER_ROUND).toBe(1);
    expect(SWIFT_MELEE_ENERGY).toBe(1);
  });

  it('"Only once per Round you may: Make a Swift Attack; Roll Initiative" — limits clear at each Round start', () => {
    expect(ENERGY_LIMITS).toEqual([
      { id: "swiftAttack", times: 1, clearAt: "roundStart", keyed: false },
      { id: "initiative", times: 1, clearAt: "roundStart", keyed: false },
      { id: "staminaAsEnergy", times: 1, clearAt: "roundStart", keyed: false },
    ]);
  });
});

describe("the energy condition catalog", () => {
  it("is well formed: ids match keys, daughters exist, no cycles", () => {
    expect(validateCatalog(ENERGY_CONDITIONS)).toEqual([]);
    expect(Object.keys(ENERGY_CONDITIONS)).toEqual([...ENERGY_CONDITION_IDS]);
  });

  it.each([
    ["dazed", ["exposed"], "You are Exposed while Dazed."],
    ["blinded", ["unguarded"], "You are Unguarded while Blind."],
    ["prone", ["exposed"], "You are Exposed while Prone."],
    ["surprised", ["unguarded"], "You are Unguarded while Surprised."],
    ["unguarded", ["exposed"], "You are Exposed while you are Unguarded."],
    ["restrained", ["exposed"], "You may make no movement or attack actions and are Exposed."],
    ["fullyRestrained", ["restrained"], "if a target is asleep or fully restrained (Fray's: Restrained, and helpless)"],
    ["restraining", ["slowed"], "You are Slowed while Restraining."],
    ["unconscious", ["unguarded"], "Unconscious: You are Unguarded."],
    ["exposed", [], "Exposed: You are vulnerable to certain types of attacks."],
    ["shaken", [], "Shaken: You may not spend Stamina."],
    ["exhausted", [], "Exhausted: You may not spend Stamina"],
    ["slowed", [], "Slowed: Your Speed is halved"],
  ] as const)("%s implies %j — %s", (id, implies, _seed) => {
    expect(ENERGY_CONDITIONS[id].implies).toEqual(implies);
  });

  it('"Unconscious … Unguarded" brings Exposed with it too (Unguarded: "You are also Exposed")', () => {
    expect([...impliedClosure(ENERGY_CONDITIONS, "unconscious")].sort()).toEqual(["exposed", "unguarded"]);
    expect([...impliedClosure(ENERGY_CONDITIONS, "restraining")]).toEqual(["slowed"]);
  });

  it.each([
    ["exposed", { vulnerableToManeuvers: true }, "Combat Maneuvers are best attempted against Exposed targets."],
    ["shaken", { noStamina: true, dropChanceDc: 5 }, "You may not spend Stamina … (Chance roll with a DC: 5)"],
    ["exhausted", { noStamina: true, energyPenalty: 2 }, "you gain 2 less Energy at the beginning of each Round"],
    [
      "dazed",
      { disadvantageOn: ["defense", "attack", "skill"] },
      "Disadvantage on all your Defense rolls, Attack rolls, and Skill Checks",
    ],
    [
      "blinded",
      { disadvantageOn: ["attack", "evasion", "sightSkill"] },
      "Disadvantage on all Attack rolls, Evasion rolls, and Skill Checks relying on sight",
    ],
    ["slowed", { speedHalved: true, noAgility: true }, "Your Speed is halved … and you may not use Agility."],
    ["prone", { disadvantageOn: ["evasion"], sprawled: true }, "You have Disadvantage on your Evasion rolls."],
    ["surprised", { disadvantageOn: ["defense"] }, "You have Disadvantage on your Defense rolls."],
    ["unguarded", { swiftAttackable: true }, "Creatures may make Swift Attacks against you."],
    ["restrained", { noMovement: true, noAttacks: true }, "You may make no movement or attack actions"],
    ["restraining", { noAttacks: true }, "You may not attack."],
    ["fullyRestrained", { cannotDefend: true }, "if a target is … fully restrained they cannot roll Evasion"],
    [
      "unconscious",
      { autoHitByMelee: true, noActions: true, cannotDefend: true },
      "Creatures may automatically hit you (and Surprise you) with melee attacks.",
    ],
    ["defending", { winsDefenseTies: true }, "You now win ties on your Defenses."],
  ] as const)("%s has %j — %s", (id, effects, _seed) => {
    expect(ENERGY_CONDITIONS[id].effects).toEqual(effects);
  });
});

describe("the ruleset descriptor", () => {
  it('"There are no turns": the descriptor keeps its fields and adds turnless rounds, the economy, the catalog', () => {
    expect(energy.id).toBe("energy");
    expect(energy.grid).toEqual({ kind: "square", distance: 1, unit: "m", diagonals: "equidistant" });
    expect(energy.rules).toBe(ENERGY_RULES);
    expect(ENERGY_RULES.turns).toEqual({ kind: "turnless" });
    expect(ENERGY_RULES.economy.overrun).toBe("refuse");
    expect(ENERGY_RULES.economy.pools.map((p) => [p.id, p.home])).toEqual([
      ["energy", "combatant"],
      ["agility", "combatant"],
      ["stamina", "actor"],
    ]);
    expect(ENERGY_RULES.conditions).toBe(ENERGY_CONDITIONS);
  });
});
