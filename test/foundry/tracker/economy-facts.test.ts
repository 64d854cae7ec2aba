import { describe, expect, it } from "vitest";
import { bonusTrackerFacts, bonusTurnState } from "../../../module/foundry/rulesets/bonus/combat/tracker-facts.ts";
import { energyTrackerFacts } from "../../../module/foundry/rulesets/energy/combat/tracker-facts.ts";
import { MAX_PIPS, poolView } from "../../../module/foundry/applications/tracker/pool-view.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";

const ctx = {
  index: 1,
  currentTurn: 1,
  round: 1,
  nameOf: (id: string) => ({ ogre: "Ogre", imp: "Imp" })[id] ?? "?",
  roles: ["none", "ambushed"],
};

const bonus = (role: "none" | "ambushed" | "overWatch", round = ctx.round) =>
  bonusTrackerFacts({ role, reactions: ["attack-1", "attack-2"] }, [{ id: "actions", value: 1, max: 2 }], {
    ...ctx,
    round,
  });

const energyState = {
  uses: { swiftAttack: 1, initiative: 0, staminaAsEnergy: 1 },
  passed: false,
  holdsInitiative: true,
  interrupts: [
    { against: "imp", won: false, total: 3, opponentTotal: 8 },
    { against: "ogre", won: true, total: 15, opponentTotal: 11 },
  ],
};

describe("combat economy → tracker facts", () => {
  it("'all fighters act in order of their initiative roll': before the current turn acted, after it waits", () => {
    expect([0, 1, 2].map((i) => bonusTurnState(i, 1))).toEqual(["acted", "acting", "waiting"]);
    expect(bonusTurnState(0, null)).toBe("waiting");
  });

  it("bonus: reactions taken this round are the triggers reacted to; the ambush role shows in round 1 only", () => {
    expect(bonus("ambushed")).toEqual({
      pools: [{ id: "actions", value: 1, max: 2 }],
      reactionsUsed: 2,
      turn: "acting",
      role: "ambushed",
      roleChoice: { current: "ambushed", options: ["none", "ambushed"] },
    });
    expect(bonus("ambushed", 2)).not.toHaveProperty("role");
    expect(bonus("ambushed", 2)).not.toHaveProperty("roleChoice");
    expect(bonus("none")).not.toHaveProperty("role");
    expect(bonus("overWatch")).toMatchObject({ role: "overWatch", wrongVector: true });
    expect(bonus("overWatch", 2)).not.toHaveProperty("wrongVector");
    expect(bonus("ambushed")).not.toHaveProperty("wrongVector");
  });

  it('energy: once-per-Round uses with a count, and every Initiative contest of the Round ("you may win Initiative against some creatures and lose against others")', () => {
    expect(energyTrackerFacts(energyState, [{ id: "energy", value: 2, max: 5 }], false, ctx.nameOf, [])).toMatchObject({
      passed: false,
      holdsInitiative: true,
      done: false,
      onceUsed: ["swiftAttack", "staminaAsEnergy"],
      interrupts: [
        { opponent: "Imp", won: false, total: 3, opponentTotal: 8 },
        { opponent: "Ogre", won: true, total: 15, opponentTotal: 11 },
      ],
    });
  });

  it(`pools of up to ${MAX_PIPS} points are pips, larger ones a bar`, () => {
    const i18n = englishLocalizer();
    const key = "FRAY.Energy.Tracker.Pool.stamina";
    expect(poolView(i18n, { id: "stamina", value: 4, max: MAX_PIPS }, key, "Vera", false).pips).toHaveLength(MAX_PIPS);
    expect(poolView(i18n, { id: "stamina", value: 4, max: MAX_PIPS + 1 }, key, "Vera", false).pips).toEqual([]);
  });
});
