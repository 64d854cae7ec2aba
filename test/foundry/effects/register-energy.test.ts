import { beforeAll, describe, expect, it } from "vitest";
import { ENERGY_CONDITION_IDS } from "../../../module/engine/rulesets/energy/conditions.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { statusEffectList } from "../../support/fake-foundry/status-effects.ts";
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { startedWorld } from "./fixture.ts";

let world: FakeWorld;
beforeAll(async () => {
  world = await startedWorld("energy");
});

// The guard reads the actor's effects only, so any actor type shows it; the bonus model is the settled one.
const newActor = () => world.createActor({ name: "Edda", type: "bonus-character", ownership: { default: 3 } });

describe("conditions registered at init in an energy world", () => {
  it("offers only the energy catalog", () => {
    expect(statusEffectList(fake().CONFIG.statusEffects).map((s) => s.id)).toEqual([...ENERGY_CONDITION_IDS]);
  });

  it("maps Dead to DEFEATED and Blinded to core's BLIND", () => {
    expect(fake().CONFIG.specialStatusEffects).toMatchObject({ DEFEATED: "dead", BLIND: "blinded" });
  });

  it('removing Exposed while Dazed stands does nothing, with a message: "Exposed stays while Dazed stands."', async () => {
    const actor = newActor();
    await actor.toggleStatusEffect("dazed");
    await actor.toggleStatusEffect("exposed");
    world.warnings.length = 0;
    await actor.toggleStatusEffect("exposed");
    expect(actor.statuses.has("exposed")).toBe(true);
    expect(actor.effects.contents).toHaveLength(2);
    expect(world.warnings).toEqual(["Exposed stays while Dazed stands."]);
  });

  it("a daughter two parents impose names both", async () => {
    const actor = newActor();
    await actor.toggleStatusEffect("dazed");
    await actor.toggleStatusEffect("prone");
    await actor.toggleStatusEffect("exposed");
    world.warnings.length = 0;
    await actor.toggleStatusEffect("exposed");
    expect(world.warnings).toEqual(["Exposed stays while these stand: Dazed, Prone."]);
  });

  it("removing the parent removes its daughters unless another parent still imposes them", async () => {
    const actor = newActor();
    await actor.toggleStatusEffect("dazed");
    await actor.toggleStatusEffect("prone");
    await actor.toggleStatusEffect("dazed");
    expect([...actor.statuses].sort()).toEqual(["exposed", "prone"]);
    await actor.toggleStatusEffect("prone");
    expect(actor.statuses.size).toBe(0);
  });

  it("Unconscious brings Unguarded and Exposed, and takes them when it ends", async () => {
    const actor = newActor();
    await actor.toggleStatusEffect("unconscious");
    expect([...actor.statuses].sort()).toEqual(["exposed", "unconscious", "unguarded"]);
    await actor.toggleStatusEffect("unconscious");
    expect(actor.statuses.size).toBe(0);
  });
});
