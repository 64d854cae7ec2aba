/**
 * Use Ability at the ability's own cost (issue 22, reachability rows 13 and 35). Seed 000: "Use Ability. If you have
 * techniques, spells, or talents you can activate, you can use them on your turn. Some abilities require more than
 * one action to use, and most consume Vigor or Mana"; "If an act requires more actions than you have on your turn,
 * then you must use action from the following turns to complete, such as powerful spells". The click names the
 * ability by id; the GM reads its cost from the actor's own item.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import type { LoopWorld } from "../chat/world-fixture.ts";
import { combatantOf, systemOf } from "../combat/fixture.ts";
import { miraFight, STORM, takeAction } from "./play-fixture.ts";

let w: LoopWorld;
let mage: FakeActor;
let combat: FakeCombat;
const pools = () => {
  const s = mage.system.toObject() as { vigor: { value: number }; mana: { value: number } };
  return { vigor: s.vigor.value, mana: s.mana.value };
};
const combatantState = () => systemOf(combatantOf(combat, mage));

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  ({ w, mage, combat } = await miraFight([
    { _id: "bolt000000000000", name: "Bolt", type: "bonus-ability", system: { kind: "spell", actions: 1, mana: 3 } },
    { _id: "surge00000000000", name: "Surge", type: "bonus-ability", system: { kind: "technique", vigor: 6 } },
    STORM,
    { _id: "lore000000000000", name: "Lore", type: "bonus-ability", system: { kind: "skill" } },
  ]));
  return () => {
    vi.restoreAllMocks();
  };
});

describe("Use Ability: 'most consume Vigor or Mana'", () => {
  it("Mira casts Bolt: 1 action and 3 Mana, read by the GM from the spell", async () => {
    expect(await takeAction(mage, "useAbility:bolt000000000000")).toBe(true);
    expect(combatantState()).toMatchObject({ actions: 1 });
    expect(pools()).toEqual({ vigor: 20, mana: 7 });
  });

  it("a technique's Vigor is paid", async () => {
    expect(await takeAction(mage, "useAbility:surge00000000000")).toBe(true);
    expect(pools()).toEqual({ vigor: 14, mana: 10 });
  });

  it("refused, nothing paid: the bare Use Ability, a skill (had, not used), an ability Mira lacks", async () => {
    for (const action of ["useAbility", "useAbility:lore000000000000", "useAbility:nothing000000000"]) {
      expect(await takeAction(mage, action)).toBe(false);
    }
    expect(combatantState()).toMatchObject({ actions: 2 });
    expect(pools()).toEqual({ vigor: 20, mana: 10 });
  });

  it("'you must use action from the following turns to complete': Storm (3 actions) starts with 2 and finishes next turn", async () => {
    expect(await takeAction(mage, "useAbility:storm00000000000")).toBe(true);
    expect(combatantState()).toMatchObject({
      actions: 0,
      pending: { action: "useAbility", remaining: 1 },
    });
    expect(pools().mana).toBe(5);
    w.as(w.gm);
    await combat.nextTurn();
    await combat.nextTurn();
    // Mira's next turn pays the last action first.
    expect(combatantState()).toMatchObject({ actions: 1, pending: { remaining: 0 } });
  });
});
