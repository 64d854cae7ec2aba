import { describe, expect, it } from "vitest";
import { COMBAT_RESULTS } from "../../../module/engine/rulesets/contest/tables/combat-results.ts";
import type { Combatant } from "../../../module/foundry/rulesets/contest/combat-roll.ts";
import {
  protectionOf,
  strikeDamage,
  strikeDamageRequest,
  strikeDamageType,
} from "../../../module/foundry/rulesets/contest/damage.ts";
import { NO_GEAR } from "../../../module/foundry/rulesets/contest/sources.ts";
import { ironPlate, kit, knight, longsword } from "./sources.ts";

const target: Combatant = { source: knight, gear: kit, statuses: [] };
const hit = (amount: number, type: "slashing" | "fire" | "poison" = "slashing") => ({ amount, type, source: "Test" });

describe("contest damage from documents", () => {
  it('the weapon\'s dice; Precision: "the damage die is maximized"; unarmed: 1d4 crushing', () => {
    expect(strikeDamageRequest(longsword, false).groups).toEqual([
      expect.objectContaining({ count: 1, faces: 8, source: "Longsword" }),
    ]);
    const precise = strikeDamageRequest(longsword, true);
    expect(precise.groups).toEqual([]);
    expect(precise.modifiers).toEqual([{ source: "Longsword (Precision: maximized)", value: 8 }]);
    expect(strikeDamageRequest(undefined, false).groups[0]).toMatchObject({ count: 1, faces: 4 });
    expect(strikeDamageType(undefined)).toBe("crushing");
  });

  it('"Your AR reduces all incoming physical damage": Iron plate takes 5 off a slash, nothing off fire', () => {
    const normal = COMBAT_RESULTS.attackerCritical;
    expect(strikeDamage(target, "t", hit(9), normal, 1).actor.creature.health.value).toBe(16);
    expect(strikeDamage(target, "t", hit(9, "fire"), normal, 1).actor.creature.health.value).toBe(11);
  });

  it('"Attack vs Block … reduced by the shield\'s Block Rating": BR 6 on physical, half (round up) on magical', () => {
    const blocked = COMBAT_RESULTS.blocked;
    expect(protectionOf(target, blocked).shield).toEqual({ label: "Bone Shield", blockRating: 6 });
    expect(protectionOf(target, COMBAT_RESULTS.hitOnSuccesses).shield).toBeUndefined();
    expect(strikeDamage(target, "t", hit(15), blocked, 1).actor.creature.health.value).toBe(16); // 15 − 5 − 6
    expect(strikeDamage(target, "t", hit(10, "fire"), blocked, 1).actor.creature.health.value).toBe(13); // 10 − 3
    expect(strikeDamage(target, "t", hit(10, "poison"), blocked, 1).actor.creature.health.value).toBe(10);
  });

  it("resistance and vulnerability by value, the highest only, before armor", () => {
    const ork: Combatant = {
      source: {
        ...knight,
        resistances: [
          { against: "magical", value: 2, source: "Ork" },
          { against: "fire", value: 1, source: "Ring" },
        ],
        vulnerabilities: [{ against: "slashing", value: 3, source: "Brittle" }],
      },
      gear: NO_GEAR,
      statuses: [],
    };
    const normal = COMBAT_RESULTS.attackerCritical;
    expect(strikeDamage(ork, "t", hit(6, "fire"), normal, 1).actor.creature.health.value).toBe(16);
    expect(strikeDamage(ork, "t", hit(6), normal, 1).actor.creature.health.value).toBe(11);
  });

  it('"knocked unconscious" at 0 Health: Unconscious and Prone', () => {
    const out = strikeDamage(target, "t", hit(40), COMBAT_RESULTS.attackerCritical, 1);
    expect(out.actor.creature.health.value).toBe(0);
    expect(out.events).toEqual([{ kind: "knockedOut" }]);
  });

  it("the AR source the target chose counts, even when another would stop more", () => {
    const leather = { id: "leather", name: "Leather", data: { ...ironPlate.data, fullRating: 2 } };
    const chooser: Combatant = {
      source: { ...knight, armorChoice: "leather" },
      gear: { ...kit, armor: [...kit.armor, leather] },
      statuses: [],
    };
    expect(strikeDamage(chooser, "t", hit(9), COMBAT_RESULTS.attackerCritical, 1).actor.creature.health.value).toBe(13);
  });
});
