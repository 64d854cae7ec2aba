import { describe, expect, it } from "vitest";
import {
  combatResultId,
  noDefenseOutcome,
  resolveCombatRoll,
} from "../../../../module/engine/rulesets/contest/combat/resolve.ts";
import { fail, pass } from "../fixtures.ts";

describe('"Step III: Determine Results"', () => {
  it('"Both fail. The committed AP is spent, and nothing happens."', () => {
    const r = resolveCombatRoll({ defense: "dodge", attack: fail(), defenseTest: fail() });
    expect([r.id, r.damage, r.maneuver]).toEqual(["bothFail", false, null]);
  });

  it('"A critical win! If the attacker wins roll for damage … The winner can also perform a maneuver"', () => {
    const r = resolveCombatRoll({ defense: "parry", attack: pass(1), defenseTest: fail() });
    expect([r.id, r.damage, r.blockRating, r.maneuver]).toEqual(["attackerCritical", true, false, "attacker"]);
  });

  it('"if the defender wins the attack is completely negated"', () => {
    const r = resolveCombatRoll({ defense: "block", attack: fail(), defenseTest: pass(1) });
    expect([r.id, r.damage, r.maneuver]).toEqual(["defenderCritical", false, "defender"]);
  });

  it('"Attack vs Block. The defender blocks the attack regardless of the attacker\'s Successes"', () => {
    for (const [a, d] of [
      [5, 1],
      [1, 5],
      [2, 2],
    ] as const) {
      const r = resolveCombatRoll({ defense: "block", attack: pass(a), defenseTest: pass(d) });
      expect([r.id, r.damage, r.blockRating]).toEqual(["blocked", true, true]);
    }
  });

  it.each(["dodge", "parry", "withstand"] as const)(
    '"Attack vs %s. If the attacker has more Successes the attack hits. Otherwise it misses."',
    (defense) => {
      expect(combatResultId({ defense, attack: pass(3), defenseTest: pass(2) })).toBe("hitOnSuccesses");
      expect(combatResultId({ defense, attack: pass(2), defenseTest: pass(2) })).toBe("missOnSuccesses");
      expect(combatResultId({ defense, attack: pass(1), defenseTest: pass(2) })).toBe("missOnSuccesses");
    },
  );

  it('"The defender can also decide not to defend. If they do so, they automatically fail their defense test."', () => {
    expect(noDefenseOutcome()).toEqual({ label: "No defense", passed: false, successes: 0, automatic: "No defense" });
    expect(combatResultId({ defense: "none", attack: pass(1) })).toBe("attackerCritical");
    expect(combatResultId({ defense: "none", attack: fail(), defenseTest: pass(4) })).toBe("bothFail");
  });
});
