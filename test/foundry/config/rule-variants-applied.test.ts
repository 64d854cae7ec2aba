import { describe, expect, it } from "vitest";
import { adjustPool, combatantEconomy } from "../../../module/foundry/combat/economy-access.ts";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import { isRefusal } from "../../../module/foundry/combat-room.ts";
import { BONUS_COMBAT_ROOM } from "../../../module/foundry/rulesets/bonus/combat-room.ts";
import { rollEnergyInterrupt } from "../../../module/foundry/rulesets/energy/combat/interrupts.ts";
import { ENERGY_COMBAT_ROOM } from "../../../module/foundry/rulesets/energy/combat-room.ts";
import { sheetCombat } from "../../../module/foundry/rulesets/energy/sheets/from-documents.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { loopWorld } from "../chat/world-fixture.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { energyWorld, type EnergyWorld } from "../energy/world-fixture.ts";

/**
 * A rule variant is a world setting only if changing it changes what the adapter does: each case runs the same
 * adapter operation (a spend, a Round start, an Initiative roll, an attack plan) under the engine default and under
 * the other choice, and sees the difference.
 */
type AdapterCombatant = Parameters<typeof combatantEconomy>[0];
const c = (x: FakeCombatant): AdapterCombatant => x as unknown as AdapterCombatant;
const setVariant = (key: string, value: string | number | boolean) => fake().game.settings.set("fray", key, value);

async function energyFight(): Promise<{ w: EnergyWorld; combat: FakeCombat }> {
  const w = await energyWorld();
  const combat = await createCombat("energy", [w.vera, w.ogre]);
  await combat.startCombat();
  return { w, combat };
}

describe("energy rangedAttackEnergy: the spend and its refusal charge the world's Ranged Attack cost", () => {
  it.each([
    [1, 4],
    [2, 3],
  ])("at %i Energy a Ranged Attack leaves 5 Energy at %i", async (cost, left) => {
    const { w, combat } = await energyFight();
    await setVariant("energy-rangedAttackEnergy", cost);
    expect(await spendInCombat(w.vera as never, { action: "rangedAttack" })).toBe(true);
    expect(systemOf(combatantOf(combat, w.vera))).toMatchObject({ energy: left });
  });

  it("at 2 Energy, 1 Energy left is refused naming the world's cost (1 is enough by default)", async () => {
    const { w, combat } = await energyFight();
    await combatantOf(combat, w.vera).update({ system: { energy: 1 } });
    await setVariant("energy-rangedAttackEnergy", 2);
    expect(await spendInCombat(w.vera as never, { action: "rangedAttack" })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Not enough Energy: needs 2, has 1 (1 short).");
    await setVariant("energy-rangedAttackEnergy", 1);
    expect(await spendInCombat(w.vera as never, { action: "rangedAttack" })).toBe(true);
  });

  it("the sheet's combat carries the world's options to its takeAction checks", async () => {
    const { w } = await energyFight();
    await setVariant("energy-rangedAttackEnergy", 2);
    expect(sheetCombat(w.vera as never)?.options.rangedAttackEnergy).toBe(2);
  });
});

describe("energy exhaustedEnergy: joining, the tracker's pool, the GM's adjustment and the Round's refill", () => {
  /** Vera at 4 Stamina (4 Energy a Round) and Exhausted: "2 less" gives 2, "only 3" gives 3. */
  it.each([
    ["twoFewer", 2],
    ["onlyThree", 3],
  ])("%s: an Exhausted creature at 4 Stamina gets %i Energy", async (choice, energy) => {
    const w = await energyWorld();
    await w.vera.update({ system: { stamina: { value: 4 } } });
    w.vera.effects.create({ name: "Exhausted", statuses: ["exhausted"] });
    await setVariant("energy-exhaustedEnergy", choice);
    const combat = await createCombat("energy", [w.vera, w.ogre]);
    await combat.startCombat();
    const vera = () => combatantOf(combat, w.vera);
    expect(systemOf(vera())).toMatchObject({ energy });
    expect(combatantEconomy(c(vera()))?.pools[0]).toMatchObject({ id: "energy", max: energy });
    await adjustPool(c(vera()), "energy", 9);
    expect(systemOf(vera())).toMatchObject({ energy });
    await vera().update({ system: { energy: 0 } });
    await combat.nextRound();
    expect(systemOf(vera())).toMatchObject({ energy });
  });
});

describe("energy checkDice: the Initiative roll to interrupt uses the world's dice", () => {
  it.each([
    ["d20", "1d20"],
    ["d10Exploding", "1d10x"],
  ])("%s: both sides roll %s", async (choice, die) => {
    const { w, combat } = await energyFight();
    await setVariant("energy-checkDice", choice);
    w.dice(7, 5);
    await rollEnergyInterrupt(c(combatantOf(combat, w.vera)), [c(combatantOf(combat, w.ogre))]);
    const formulas = [...w.messages.values()].at(-1)?.rolls.map((r) => r.formula) ?? [];
    expect(formulas).toHaveLength(2);
    for (const formula of formulas) expect(formula.startsWith(die)).toBe(true);
  });
});

describe("energy fractions: the damage's MASDB rounds as the world says", () => {
  it.each([
    ["down", -2],
    ["towardZero", -1],
  ])("%s: MASDB of Str -3, Dex -1 is %i", async (choice, masdb) => {
    const w = await energyWorld();
    const ability = (score: number, modifier: number) => ({ score, modifier });
    await w.vera.update({ system: { abilities: { strength: ability(5, -3), dexterity: ability(8, -1) } } });
    await setVariant("energy-fractions", choice);
    const request = ENERGY_COMBAT_ROOM.planDamage(w.vera as never, w.vera.items.get(w.swordId) as never);
    if (isRefusal(request)) throw new Error(request.refused);
    expect(request.modifiers.find((m) => m.source === "MASDB")?.value).toBe(masdb);
  });
});

describe("bonus Guard halve: the attack plan halves the Guard the world's way", () => {
  /** A large Aldo from behind the unaware, medium Brute: Guard 15 + 2 (mail), + 5 (size). */
  it.each([
    // "base": ceil(17 / 2) = 9, then + 5 for size.
    ["base", 14],
    // "total": ceil(22 / 2).
    ["total", 11],
  ])("%s: the Guard to beat is %i", async (choice, guard) => {
    const w = await loopWorld();
    await w.aldo.update({ system: { size: "large" } });
    await setVariant("bonus-halve", choice);
    const sword = w.aldo.items.get(w.swordId);
    const plan = BONUS_COMBAT_ROOM.planAttack(w.aldo as never, sword as never, w.brute as never, {
      behindUnaware: true,
    });
    if (isRefusal(plan)) throw new Error(plan.refused);
    expect(plan.against).toBe(guard);
  });
});
