import { beforeEach, describe, expect, it } from "vitest";
import type { DiceRequest } from "../../../module/engine/core/dice/request.ts";
import { interruptWinProbability } from "../../../module/engine/rulesets/energy/dice/odds.ts";
import { actFor, adjustPool, combatantEconomy, everyoneDone } from "../../../module/foundry/combat/economy-access.ts";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import { rollAttack } from "../../../module/foundry/flows/attack.ts";
import { rollEnergyInterrupt } from "../../../module/foundry/rulesets/energy/combat/interrupts.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { energyWorld, type EnergyWorld } from "../energy/world-fixture.ts";
import { contestFace } from "../chat/opposed-card/shown.ts";
import { combatantOf, createCombat, systemOf } from "./fixture.ts";

type AdapterCombatant = Parameters<typeof combatantEconomy>[0];
type AdapterCombat = Parameters<typeof everyoneDone>[0];
const c = (x: FakeCombatant): AdapterCombatant => x as unknown as AdapterCombatant;

let w: EnergyWorld;
let combat: FakeCombat;
const vera = () => combatantOf(combat, w.vera);
const ogre = () => combatantOf(combat, w.ogre);
const stamina = (a: { system: unknown }) =>
  a.system as { stamina: { value: number }; state: { unconscious: string | null } };

beforeEach(async () => {
  w = await energyWorld();
  combat = await createCombat("energy", [w.vera, w.ogre]);
  await combat.startCombat();
});

describe("energy: rounds without turns", () => {
  it("'There is no turn order': the combat and combatants are energy sub-types and no combatant is current", () => {
    expect(combat.type).toBe("energy-combat");
    expect(vera().type).toBe("energy-combatant");
    expect(combat.round).toBe(1);
    expect(combat.turn).toBeNull();
    expect(combat.combatant).toBeNull();
  });

  it("next turn advances the Round (the GM advances rounds)", async () => {
    await combat.nextTurn();
    expect([combat.round, combat.turn]).toEqual([2, null]);
  });

  it("a creature joins with full Energy and Agility: Stamina 10 gives 5 Energy, Agility 3 + Leg Strength", () => {
    const economy = combatantEconomy(c(vera()));
    expect(economy?.ruleset).toBe("energy");
    const [energy, agility, staminaPool] = economy?.pools ?? [];
    expect(energy).toEqual({ id: "energy", home: "combatant", value: 5, max: 5 });
    expect(agility?.value).toBe(agility?.max);
    expect(staminaPool).toMatchObject({ id: "stamina", home: "actor", value: 10 });
  });

  it("'At the beginning of each Round, your Energy pool is reset': spends, passes and once-per-Round uses start over", async () => {
    await spendInCombat(w.vera as never, { action: "attack", options: { staminaAsEnergy: 1 } });
    await actFor(c(vera()), "pass");
    expect(systemOf(vera())).toMatchObject({ energy: 3, passed: true, uses: { staminaAsEnergy: 1 } });
    await combat.nextRound();
    expect(systemOf(vera())).toMatchObject({ energy: 5, passed: false, uses: { staminaAsEnergy: 0 } });
  });
});

describe("energy: attacks spend Energy, enforced, with the GM's override", () => {
  it("Alice's melee attack spends 3 Energy through the GM; short of Energy the next is refused naming the shortfall", async () => {
    w.as(w.alice);
    w.alice.targets.add({ actor: w.ogre });
    w.dice(10);
    await rollAttack(w.vera as never, w.swordId, { skipDialog: true });
    expect(systemOf(vera())).toMatchObject({ energy: 2 });
    const cards = w.messages.size;
    w.dice(10);
    await rollAttack(w.vera as never, w.swordId, { skipDialog: true });
    expect(w.messages.size).toBe(cards);
    expect(w.warnings.at(-1)).toBe("Not enough Energy: needs 3, has 2 (1 short).");
  });

  it("'Once per Round, you may spend 1 Stamina when you would normally spend 1 Energy' — and only once", async () => {
    await vera().update({ system: { energy: 4 } });
    expect(await spendInCombat(w.vera as never, { action: "attack", options: { staminaAsEnergy: 1 } })).toBe(true);
    expect(systemOf(vera())).toMatchObject({ energy: 2 });
    expect(stamina(w.vera).stamina.value).toBe(9);
    expect(await spendInCombat(w.vera as never, { action: "attack", options: { staminaAsEnergy: 1 } })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Stamina in place of Energy is used up this Round.");
  });

  it("'Dropping to 0 Stamina will immediately result in unconsciousness'", async () => {
    await w.vera.update({ system: { stamina: { value: 1 } } });
    await vera().update({ system: { energy: 2 } });
    expect(await spendInCombat(w.vera as never, { action: "attack", options: { staminaAsEnergy: 1 } })).toBe(true);
    expect(stamina(w.vera)).toMatchObject({ stamina: { value: 0 }, state: { unconscious: "stamina" } });
  });

  it("the GM overrides a shortfall and adjusts pools within 0 … max; a player cannot adjust", async () => {
    await vera().update({ system: { energy: 1 } });
    expect(await spendInCombat(w.vera as never, { action: "attack", override: true })).toBe(true);
    expect(systemOf(vera())).toMatchObject({ energy: 0 });
    await adjustPool(c(vera()), "energy", 9);
    expect(systemOf(vera())).toMatchObject({ energy: 5 });
    w.as(w.alice);
    await adjustPool(c(vera()), "energy", -2);
    expect(systemOf(vera())).toMatchObject({ energy: 5 });
    expect(w.warnings.at(-1)).toBe("Only the GM changes combat pools.");
  });
});

describe("energy: Initiative to interrupt, everyone done, the wake roll", () => {
  it("'If your roll is higher, you win the Initiative'; a second roll in the Round is an automatic failure", async () => {
    w.dice(14, 9);
    const first = await rollEnergyInterrupt(c(vera()), [c(ogre())]);
    expect(first).toMatchObject({ challenger: { total: 14 }, opponents: [{ total: 9, won: true }] });
    expect(systemOf(vera())).toMatchObject({ initiative: 14, interrupts: [{ against: ogre().id, won: true }] });
    const again = await rollEnergyInterrupt(c(vera()), [c(ogre())]);
    expect(again).toMatchObject({ challenger: { total: null }, opponents: [{ total: null, won: false }] });
    const face = contestFace([...w.messages.values()].at(-1));
    expect(face).toContain("Vera: Initiative\nautomatic failure (already rolled this Round)");
    expect(face).toContain("Vera already rolled Initiative this Round: an automatic failure.");
  });

  it("a tie is not higher: the challenger loses", async () => {
    w.dice(11, 11);
    expect(await rollEnergyInterrupt(c(vera()), [c(ogre())])).toMatchObject({ opponents: [{ won: false }] });
  });

  it("the opposed card's chance is the engine's exact one for the two Initiative requests it stores (decision 129)", async () => {
    w.dice(11, 11);
    await rollEnergyInterrupt(c(vera()), [c(ogre())]);
    const card = [...w.messages.values()].at(-1);
    const system = card?.system as unknown as {
      initiator: { request: DiceRequest };
      opponents: { request: DiceRequest; chance: number; winner: string }[];
    };
    const [opponent] = system.opponents;
    expect(opponent?.winner).toBe("opponent");
    if (opponent) expect(opponent.chance).toBe(interruptWinProbability(system.initiator.request, opponent.request));
    expect(contestFace(card)).toContain("11 is not higher than 11: Vera loses (a tie is not higher).");
  });

  it("everyone done once each has spent its Energy or passed", async () => {
    const done = () => everyoneDone(combat as unknown as AdapterCombat);
    expect(done()).toBe(false);
    await actFor(c(vera()), "pass");
    expect(done()).toBe(false);
    await ogre().update({ system: { energy: 0 } });
    expect(done()).toBe(true);
  });

  it("'You roll a 1d20 each Round until you get a 20': rolled at the Round start, posted to chat", async () => {
    await w.vera.update({ system: { stamina: { value: 0 }, state: { unconscious: "stamina" } } });
    w.dice(7);
    await combat.nextRound();
    expect(stamina(w.vera).state.unconscious).toBe("stamina");
    expect([...w.messages.values()].at(-1)?.content).toContain("rolled 7: stays unconscious");
    w.dice(20);
    await combat.nextRound();
    expect(stamina(w.vera)).toMatchObject({ stamina: { value: 1 }, state: { unconscious: null } });
    expect([...w.messages.values()].at(-1)?.content).toContain("rolled 20: wakes up");
  });
});
