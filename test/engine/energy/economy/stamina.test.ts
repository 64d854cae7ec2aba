import { describe, expect, it } from "vitest";
import {
  gainStamina,
  loseStamina,
  mayEnhanceAttack,
} from "../../../../module/engine/rulesets/energy/economy/stamina.ts";
import {
  combatStyles,
  isProficient,
  proficiencyPenalties,
  whyAllocationInvalid,
} from "../../../../module/engine/rulesets/energy/economy/martial.ts";
import { creature } from "../fixtures.ts";

describe("Stamina", () => {
  it('"Negative Stamina does not exist … you simply drop to (or stay at) zero"', () => {
    const out = loseStamina(creature({ stamina: 3 }), 5);
    expect(out.creature.stamina).toBe(0);
    expect(out.amount).toBe(3);
    expect(loseStamina(out.creature, 2).creature.stamina).toBe(0);
  });

  it('"Dropping to 0 Stamina will immediately result in unconsciousness"; another cause of it is kept', () => {
    expect(loseStamina(creature({ stamina: 2 }), 2)).toMatchObject({ fellUnconscious: true });
    expect(loseStamina(creature({ stamina: 2 }), 2).creature.unconscious).toBe("stamina");
    const dying = loseStamina(creature({ stamina: 2, unconscious: "dying" }), 2);
    expect(dying.creature.unconscious).toBe("dying");
    expect(dying.fellUnconscious).toBe(false);
  });

  it('"Maximum Stamina = Constitution Score": gains stop there; regaining from 0 ends a Stamina knock-out', () => {
    expect(gainStamina(creature({ stamina: 11 }), 5).creature.stamina).toBe(12);
    const out = gainStamina(creature({ stamina: 0, unconscious: "stamina" }), 1);
    expect(out.woke).toBe(true);
    expect(out.creature.unconscious).toBeUndefined();
    expect(gainStamina(creature({ stamina: 0, unconscious: "dying" }), 1).creature.unconscious).toBe("dying");
  });

  it.each([
    [0, 4, true, "limited to spending only 4 Stamina to enhance an attack"],
    [2, 2, true, "2 + 2 is within the 4"],
    [3, 2, false, "3 + 2 is past the 4"],
    [0, 6, true, "If a single ability requires you to spend more than 4 Stamina on an attack, you may do so"],
    [6, 1, false, "but not spend any more Stamina on the attack"],
    [4, 0, true, "spending nothing more is always allowed"],
  ])("spent %i, an ability costing %i more: %s — %s", (spent, cost, allowed, _seed) => {
    expect(mayEnhanceAttack(spent, cost)).toBe(allowed);
  });
});

describe("Martial Proficiency", () => {
  it('"If you meet or exceed this value with your MPL you incur no penalties"', () => {
    expect(isProficient(3, 3)).toBe(true);
    expect(isProficient(2, 3)).toBe(false);
  });

  it('not Proficient, melee: "half damage … and have -1 Evasion and -1 AV"; ranged: "an additional Energy"', () => {
    expect(proficiencyPenalties(1, 2, false)).toEqual({ halfDamage: true, av: -1, evasion: -1, extraRangedEnergy: 0 });
    expect(proficiencyPenalties(1, 2, true)).toEqual({ halfDamage: true, av: 0, evasion: 0, extraRangedEnergy: 1 });
    expect(proficiencyPenalties(2, 2, true)).toEqual({ halfDamage: false, av: 0, evasion: 0, extraRangedEnergy: 0 });
  });

  it('"You learn a Combat Style for having a MPL of at least 3 and another for having a MPL of at least 6"', () => {
    expect([0, 2, 3, 5, 6, 9].map(combatStyles)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('"For every level … you gain +1 Arm Strength, +1 Leg Strength, or +1 Initiative": points must match the level', () => {
    expect(whyAllocationInvalid({ level: 3, armStrength: 1, legStrength: 1, initiative: 1 })).toBeUndefined();
    expect(whyAllocationInvalid({ level: 3, armStrength: 3, legStrength: 1, initiative: 0 })?.code).toBe("invalid");
    expect(whyAllocationInvalid({ level: 1, armStrength: -1, legStrength: 2, initiative: 0 })?.code).toBe("invalid");
  });
});
