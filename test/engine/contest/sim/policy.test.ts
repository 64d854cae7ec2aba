import { describe, expect, it } from "vitest";
import { createRng } from "../../../../module/engine/core/dice/rng.ts";
import { combatOdds } from "../../../../module/engine/rulesets/contest/dice/odds.ts";
import { strike } from "../../../../module/engine/rulesets/contest/sim/attack.ts";
import { enterFight } from "../../../../module/engine/rulesets/contest/sim/fighter.ts";
import {
  bestStrike,
  canSpareDefend,
  chooseDefense,
  expectedDamage,
  strikeReserve,
} from "../../../../module/engine/rulesets/contest/sim/policy.ts";
import { attackTestOf, defenseTestOf } from "../../../../module/engine/rulesets/contest/sim/tests.ts";
import { fighter, sword } from "./fixtures.ts";

/** A fighter entered into a fight with this many AP left in round 1. */
function entered(spec: ReturnType<typeof fighter>, ap = 3, turnTaken = 0) {
  const f = enterFight(spec);
  f.combatant = { ...f.combatant, economy: { ...f.combatant.economy, pools: { ...f.combatant.economy.pools, ap } } };
  f.turnTaken = turnTaken;
  return f;
}

describe("the defender's choice (policy: the least expected damage by the exact odds)", () => {
  it("is the defense with the least expected damage, each weighed with combatOdds and the mean damage taken", () => {
    const attacker = entered(fighter("a", { attack: 4 }));
    const defender = entered(fighter("d", { dodge: 6, shield: 4 }), 3, 1);
    const choice = chooseDefense(defender, attacker, 0, 1);
    const values = (["none", "block", "dodge", "parry"] as const).map((c) => expectedDamage(attacker, 0, defender, c));
    expect(expectedDamage(attacker, 0, defender, choice)).toBe(Math.min(...values));
    // Checked against the engine's odds by hand for Dodge: P(damage) × mean 1d8 (4.5), Precision's 8 on a critical.
    const attack = attackTestOf(attacker, 0, defender);
    const dodge = defenseTestOf(defender, "dodge", { kind: "strike", delivery: "melee" });
    if (!attack || !dodge) throw new Error("planned");
    const odds = combatOdds(attack.plan, dodge.plan, false);
    expect(expectedDamage(attacker, 0, defender, "dodge")).toBeCloseTo(
      odds.attackerCritical * 8 + odds.hitOnSuccesses * 4.5,
      10,
    );
  });

  it("takes off a standing Block's BR: against a shield that stops the whole die, Block is chosen", () => {
    const attacker = entered(fighter("a", { attack: 4 }));
    const defender = entered(fighter("d", { dodge: 0, shield: 8 }), 3, 1);
    expect(chooseDefense(defender, attacker, 0, 1)).toBe("block");
  });

  it("keeps the AP its own two Strikes need before its turn, and spends what is left after it", () => {
    const spec = fighter("d");
    expect(strikeReserve(spec)).toBe(2);
    expect(strikeReserve(fighter("h", { attacks: [sword(4, { ap: 2 })] }))).toBe(2);
    expect(canSpareDefend(entered(spec, 3, 0), 1)).toBe(true);
    expect(canSpareDefend(entered(spec, 2, 0), 1)).toBe(false);
    expect(canSpareDefend(entered(spec, 1, 1), 1)).toBe(true);
    expect(chooseDefense(entered(spec, 2, 0), entered(fighter("a")), 0, 1)).toBe("none");
  });

  it("an attacker picks the attack with the most expected damage it can pay for", () => {
    const spec = fighter("a", {
      attacks: [sword(4), sword(4, { name: "Maul", damage: { count: 2, faces: 6, bonus: 0 }, ap: 2 })],
    });
    const target = entered(fighter("t"), 0, 1);
    expect(bestStrike(entered(spec), target, 3, 1)).toBe(1);
    expect(bestStrike(entered(spec), target, 1, 1)).toBe(0);
    // Nothing it has can hurt a target whose armor stops every die: no Strike.
    expect(bestStrike(entered(spec), entered(fighter("t2", { armor: 20 }), 0, 1), 3, 1)).toBeUndefined();
  });
});

describe("one attack (attack.ts)", () => {
  it("an attacker's critical win against a defender who cannot react is Precision: the die at its maximum", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const attacker = entered(fighter("a", { attack: 30 }));
      const target = entered(fighter("t", { health: 20, conditions: ["surprised"] }));
      strike(attacker, target, 0, 1, "x", createRng(seed));
      expect(target.actor.creature.health.value).toBe(12);
    }
  });

  it("a defender's critical win Braces it, pays its Defend, and its next Defense test spends the Brace", () => {
    // The attack passes on a natural 20 only, so a sure Dodge is worth its AP and wins critically (seeds 1 and 2).
    const attacker = entered(fighter("a", { attack: -9 }));
    const target = entered(fighter("t", { dodge: 30 }), 3, 1);
    strike(attacker, target, 0, 1, "x", createRng(1));
    expect(target.actor.conditions.active["braced"]).toBeDefined();
    expect(target.combatant.economy.pools["ap"]).toBe(2);
    expect(target.actor.creature.health.value).toBe(12);
    // The second Defense test ends the first Brace; the new critical win braces again.
    const before = target.actor.conditions.active["braced"];
    strike(attacker, target, 0, 1, "y", createRng(2));
    expect(target.actor.conditions.active["braced"]).not.toBe(before);
    expect(target.combatant.economy.pools["ap"]).toBe(1);
  });

  it("a foe down from the attack names the attacker", () => {
    const attacker = entered(fighter("a", { attack: 30 }));
    const target = entered(fighter("t", { health: 3, conditions: ["surprised"] }));
    strike(attacker, target, 0, 1, "x", createRng(1));
    expect(target.actor.conditions.active["unconscious"]).toBeDefined();
    expect(target.downedBy).toBe("a");
  });
});
