/**
 * Seed 001: "For each attack, you are limited to spending only 4 Stamina to enhance an attack. If a single ability
 * requires you to spend more than 4 Stamina on an attack, you may do so, but not spend any more Stamina on the attack.
 * Any Stamina spent as Energy does not count towards this limit." An enhancing ability adds to the attack just made
 * (the combatant's `last`), through the engine's `takeAction`.
 */
import { describe, expect, it } from "vitest";
import type { EnergyActor } from "../../../../module/engine/rulesets/energy/economy/actor.ts";
import { takeAction } from "../../../../module/engine/rulesets/energy/economy/act.ts";
import type { EnergyCombatantState } from "../../../../module/engine/rulesets/energy/economy/combatant.ts";
import type { ActionRequest } from "../../../../module/engine/rulesets/energy/economy/request.ts";
import { actor, combatant } from "../fixtures.ts";

type Pair = { readonly actor: EnergyActor; readonly combatant: EnergyCombatantState };

function run(start: Pair, requests: readonly ActionRequest[]): Pair | string {
  let pair = start;
  for (const request of requests) {
    const out = takeAction(pair.actor, pair.combatant, request);
    if (!out.ok) return out.reason.code;
    pair = { actor: out.state.actor, combatant: out.state.combatant };
  }
  return pair;
}

const attack: ActionRequest = { action: "meleeAttack", swift: true, round: 1 };
function enhance(stamina: number, staminaAsEnergy = 0): ActionRequest {
  return {
    action: "useAbility",
    ability: { energy: 0, stamina, enhancesAttack: true },
    round: 1,
    ...(staminaAsEnergy > 0 ? { staminaAsEnergy } : {}),
  };
}
const start = (): Pair => ({ actor: actor({ stamina: 20 }), combatant: combatant(5) });

describe('"you are limited to spending only 4 Stamina to enhance an attack"', () => {
  it.each([
    [[2, 2], "paid", "up to 4 Stamina in several abilities"],
    [[3, 2], "enhancementLimit", "a second ability that would go over 4 is refused"],
    [[5], "paid", '"If a single ability requires you to spend more than 4 Stamina on an attack, you may do so"'],
    [[5, 1], "enhancementLimit", '"but not spend any more Stamina on the attack"'],
    [[4, 0], "paid", "an enhancing ability that lists no Stamina adds nothing"],
  ])("abilities of %j Stamina after one attack: %s (%s)", (costs, expected) => {
    const out = run(start(), [attack, ...costs.map((c) => enhance(c))]);
    expect(typeof out === "string" ? out : "paid").toBe(expected);
  });

  it("the attack stays the combatant's last action, counting the Stamina spent on it", () => {
    const out = run(start(), [attack, enhance(1), enhance(2)]);
    expect(typeof out === "string" ? out : [out.combatant.last?.action, out.combatant.last?.enhancement]).toEqual([
      "meleeAttack",
      3,
    ]);
  });

  it('"Any Stamina spent as Energy does not count towards this limit"', () => {
    const asEnergy: ActionRequest = {
      action: "useAbility",
      ability: { energy: 1, stamina: 4, enhancesAttack: true },
      staminaAsEnergy: 1,
      round: 1,
    };
    const out = run(start(), [attack, asEnergy]);
    expect(typeof out === "string" ? out : [out.combatant.last?.enhancement, out.actor.creature.stamina]).toEqual([
      4, 15,
    ]);
  });

  it("a new attack starts a new count", () => {
    const out = run(start(), [attack, enhance(4), { action: "meleeAttack", round: 1 }, enhance(4)]);
    expect(typeof out === "string" ? out : out.combatant.last?.enhancement).toBe(4);
  });

  it("an enhancing ability with no attack to enhance is refused (noAttackToEnhance), and a plain ability is not", () => {
    expect(run(start(), [enhance(1)])).toBe("noAttackToEnhance");
    expect(run(start(), [{ action: "shift", round: 1 }, enhance(1)])).toBe("noAttackToEnhance");
    const plain = run(start(), [{ action: "useAbility", ability: { energy: 0, stamina: 1 }, round: 1 }]);
    expect(typeof plain === "string" ? plain : "paid").toBe("paid");
  });
});
