/**
 * Dying and waking at the table (issue 22), with Unconscious and Bleeding Out the stored state the rules read:
 * - "Dropping to 0 Stamina will immediately result in unconsciousness" — also when the GM's tracker takes it there;
 * - "Stabilized: … no longer need to make Death Saves every Round. A creature can be stabilized by gaining Aura";
 * - "You make a Death Save each Round until you get a 20, in which case you Stabilized. It is up to the GM to decide
 *   when you awaken" — the GM wakes a dying creature by taking its Unconscious off.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { adjustPool } from "../../../module/foundry/combat/economy-access.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import { registerStoredStatuses } from "../../../module/foundry/effects/stored-statuses.ts";
import { ENERGY_STATUS_ROOM } from "../../../module/foundry/rulesets/energy/effects/status-room.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { combatantOf, createCombat } from "../combat/fixture.ts";
import { energyWorld, type EnergyWorld } from "./world-fixture.ts";

type Stored = {
  stamina: { value: number };
  aura: { value: number };
  state: { bleedingOut: boolean; unconscious: string | null; dead: boolean };
};
const vera = () => w.vera.system as unknown as Stored;
const lastMessage = () => [...w.messages.values()].at(-1)?.content ?? "";
/** The hooks run after the change and are not awaited (v13): let their work finish. */
const settled = () => new Promise((resolve) => setImmediate(resolve));
type AdapterCombatant = Parameters<typeof adjustPool>[0];

let w: EnergyWorld;
let combat: FakeCombat;

beforeEach(async () => {
  w = await energyWorld();
  configureStatusEffects("energy");
  // The world's init registers its ruleset's stored statuses; this fake world's init ran as the default ruleset.
  registerStoredStatuses(ENERGY_STATUS_ROOM.stored ?? {});
  combat = await createCombat("energy", [w.vera, w.ogre]);
  await combat.startCombat();
  w.as(w.gm);
});

describe("'Dropping to 0 Stamina will immediately result in unconsciousness'", () => {
  it("the GM's tracker Stamina − to 0 knocks Vera out, and the status shows it", async () => {
    await w.vera.update({ system: { stamina: { value: 2 } } });
    await adjustPool(combatantOf(combat, w.vera) as unknown as AdapterCombatant, "stamina", -2);
    await settled();
    expect(vera()).toMatchObject({ stamina: { value: 0 }, state: { unconscious: "stamina" } });
    expect(w.vera.statuses.has("unconscious")).toBe(true);
  });

  it("Stamina + from 0 wakes her again (decision 46), the status goes", async () => {
    await w.vera.update({ system: { stamina: { value: 1 } } });
    await adjustPool(combatantOf(combat, w.vera) as unknown as AdapterCombatant, "stamina", -1);
    await settled();
    await adjustPool(combatantOf(combat, w.vera) as unknown as AdapterCombatant, "stamina", 1);
    await settled();
    expect(vera().state.unconscious).toBeNull();
    expect(w.vera.statuses.has("unconscious")).toBe(false);
  });
});

describe("'A creature can be stabilized by gaining Aura'", () => {
  beforeEach(async () => {
    await w.vera.update({ system: { aura: { value: 0 }, state: { bleedingOut: true } } });
    await settled();
  });

  it("Aura raised by hand on the sheet ends Bleeding Out: no Death Save at the next Round", async () => {
    await w.vera.update({ system: { aura: { value: 3 } } });
    await settled();
    expect(vera().state.bleedingOut).toBe(false);
    expect(w.vera.statuses.has("bleedingOut")).toBe(false);
    w.dice(1);
    await combat.nextRound();
    expect(vera().state.dead).toBe(false);
    expect(lastMessage()).not.toContain("Death Save");
  });

  it("a creature with Aura cannot be marked Bleeding Out from the HUD", async () => {
    await w.vera.update({ system: { aura: { value: 3 } } });
    await settled();
    await w.vera.toggleStatusEffect("bleedingOut");
    await settled();
    expect(vera().state.bleedingOut).toBe(false);
    expect(w.warnings).toContain("A creature with Aura is Stabilized: it does not bleed out.");
  });
});

describe("'It is up to the GM to decide when you awaken'", () => {
  beforeEach(async () => {
    await w.vera.update({
      system: { aura: { value: 0 }, stamina: { value: 4 }, state: { unconscious: "dying", bleedingOut: false } },
    });
    await settled();
  });

  it("a dying creature shows Unconscious; the GM takes it off and she wakes", async () => {
    expect(w.vera.statuses.has("unconscious")).toBe(true);
    w.dice(20);
    await combat.nextRound();
    await settled();
    expect(vera().state.unconscious).toBe("dying");
    await w.vera.toggleStatusEffect("unconscious", { active: false });
    await settled();
    expect(vera().state.unconscious).toBeNull();
    expect(w.vera.statuses.has("unconscious")).toBe(false);
  });

  it("at 0 Stamina she cannot stay awake: the GM's wake is refused and the status comes back", async () => {
    await w.vera.update({ system: { stamina: { value: 0 } } });
    await settled();
    await w.vera.toggleStatusEffect("unconscious", { active: false });
    await settled();
    expect(vera().state.unconscious).toBe("dying");
    expect(w.vera.statuses.has("unconscious")).toBe(true);
    expect(w.warnings).toContain("At 0 Stamina a creature cannot stay awake: it needs Stamina first.");
  });

  it("the GM's Unconscious on an awake creature is a knock-out that only the GM ends (a blow, a sleep spell)", async () => {
    await w.ogre.toggleStatusEffect("unconscious", { active: true });
    await settled();
    expect((w.ogre.system as unknown as Stored).state.unconscious).toBe("sleep");
    w.dice(20);
    await combat.nextRound();
    await settled();
    expect((w.ogre.system as unknown as Stored).state.unconscious).toBe("sleep");
  });
});
