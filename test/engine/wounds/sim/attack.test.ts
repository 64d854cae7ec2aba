import { describe, expect, it } from "vitest";
import { compileTotal } from "../../../../module/engine/core/dice/fast.ts";
import { rollRequest } from "../../../../module/engine/core/dice/roll.ts";
import { createRng } from "../../../../module/engine/core/dice/rng.ts";
import { checkCritical } from "../../../../module/engine/rulesets/wounds/dice/check.ts";
import { combatCheckRequest } from "../../../../module/engine/rulesets/wounds/dice/combat-checks.ts";
import { planAttack } from "../../../../module/engine/rulesets/wounds/procedures/attack-plan.ts";
import { readCritical } from "../../../../module/engine/rulesets/wounds/sim/attack.ts";
import { enterFight } from "../../../../module/engine/rulesets/wounds/sim/fighter.ts";
import { strikePlan } from "../../../../module/engine/rulesets/wounds/sim/strike-plan.ts";
import { creature } from "../fixtures.ts";
import { foe, member } from "./fixtures.ts";

describe("the simulation's attack roll", () => {
  it("reads a critical from the fast total as checkCritical reads the audited roll, seed by seed", () => {
    const c = creature({ attributes: { dexterity: 2 }, skills: { Melee: 3 } });
    const request = combatCheckRequest(c, { check: "meleeWeapon", weaponGroup: "Swords", accuracy: 1, tn: 12 });
    const flat = request.modifiers.reduce((s, m) => s + m.value, 0);
    const fast = compileTotal(request);
    const seen = new Set<string | undefined>();
    for (let seed = 1; seed <= 3000; seed++) {
      const audited = rollRequest(request, createRng(seed));
      const total = fast(createRng(seed));
      expect(total).toBe(audited.total);
      const read = readCritical(total, flat);
      expect(read).toBe(checkCritical(audited, true));
      seen.add(read);
    }
    expect(seen).toEqual(new Set(["success", "failure", undefined]));
  });

  it("plans each attack with the engine's planAttack: its Defense, AP and severity shift", () => {
    const knight = enterFight(member("Knight"), 0);
    const guard = enterFight(foe("Town Guard"), 1);
    const engine = planAttack({
      attacker: knight.actor,
      target: guard.actor,
      variant: "strong",
      weapon: knight.spec.weapons[0],
      targetBlocks: guard.spec.blocks,
    });
    const plan = strikePlan(knight, 0, "strong", guard);
    if (!engine.ok) throw new Error("the Knight's Strong Attack is refused");
    expect(plan).toMatchObject({ defense: engine.defense.total, ap: 6, severityShift: 0, penetrating: false });
    expect(strikePlan(knight, 0, "quick", guard)).toMatchObject({ ap: 3, severityShift: -1 });
    // "a single melee attack": a bow makes Standard Attacks only.
    const archer = enterFight(member("Archer"), 2);
    expect(strikePlan(archer, 0, "strong", guard)).toBeUndefined();
    expect(strikePlan(archer, 0, "standard", guard)).toMatchObject({ ap: 4 });
  });
});
