/**
 * Seed 001: "For each attack, you are limited to spending only 4 Stamina to enhance an attack. If a single ability
 * requires you to spend more than 4 Stamina on an attack, you may do so, but not spend any more Stamina on the attack."
 * An ability marked "Enhances an attack" is used by its owner (a player) through the GM's relay; the GM's side
 * reads the attack from the stored combatant (decision 102).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useAbility } from "../../../module/foundry/rulesets/energy/rest/use-ability.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { energyWorld, type EnergyWorld } from "./world-fixture.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";

type AnyActor = Parameters<typeof useAbility>[0];
type Stored = { energy: number; last: { action: string; enhancement: number } };
let w: EnergyWorld;
let vera: FakeActor;
const actor = () => vera as unknown as AnyActor;
const stamina = () => (vera.system.toObject() as { stamina: { value: number } }).stamina.value;
const ability = (_id: string, name: string, stamina: number) => ({
  _id,
  name,
  type: "energy-ability",
  system: { stamina, enhancesAttack: true },
});

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await energyWorld();
  vera = w.createActor({
    name: "Vera",
    type: "energy-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: { ...w.vera.system.toObject(), stamina: { value: 10 } },
    items: [ability("powerStrike00000", "Power Strike", 3), ability("brutalEdge000000", "Brutal Edge", 2)],
  });
  return () => {
    vi.restoreAllMocks();
  };
});

/** A started fight; `attacked`: Vera's last action this Round is a melee attack the attack flow paid. */
async function fight(attacked: boolean): Promise<() => Stored> {
  w.as(w.gm);
  const combat = await createCombat("energy", [vera, w.ogre]);
  await combat.startCombat();
  const combatant = combatantOf(combat, vera);
  if (attacked) await combatant.update({ system: { last: { action: "meleeAttack", energy: 3 } } });
  w.as(w.alice);
  return () => systemOf(combatantOf(combat, vera)) as Stored;
}

describe('"limited to spending only 4 Stamina to enhance an attack", through the GM as a player', () => {
  it("with no attack made this Round an enhancing ability is refused, nothing paid", async () => {
    const combatant = await fight(false);
    const [energy, before] = [combatant().energy, stamina()];
    expect(await useAbility(actor(), "powerStrike00000")).toBe(false);
    expect(w.warnings.at(-1)).toContain("make the attack first");
    expect([combatant().energy, stamina()]).toEqual([energy, before]);
  });

  it("3 Stamina on the attack is paid and counted; 2 more would pass 4 and are refused, nothing paid", async () => {
    const combatant = await fight(true);
    expect(await useAbility(actor(), "powerStrike00000")).toBe(true);
    expect(combatant().last).toMatchObject({ action: "meleeAttack", enhancement: 3 });
    expect(stamina()).toBe(7);
    expect(await useAbility(actor(), "brutalEdge000000")).toBe(false);
    expect(w.warnings.at(-1)).toContain("At most 4 Stamina");
    expect([stamina(), combatant().last.enhancement]).toEqual([7, 3]);
  });
});
