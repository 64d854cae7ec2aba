import { beforeAll, describe, expect, it } from "vitest";
import { BONUS_CONDITION_IDS } from "../../../module/engine/rulesets/bonus/conditions.ts";
import { CLEAR_DIRECT_OPTION } from "../../../module/foundry/effects/guard.ts";
import { statusEffectId } from "../../../module/foundry/effects/keys.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { findStatusEffect, statusEffectList } from "../../support/fake-foundry/status-effects.ts";
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { startedWorld } from "./fixture.ts";

let world: FakeWorld;
beforeAll(async () => {
  world = await startedWorld("bonus");
});

const newActor = () => world.createActor({ name: "Aldo", type: "bonus-character", ownership: { default: 3 } });

describe("conditions registered at init in a bonus world", () => {
  it("replaces Foundry's status list with the bonus catalog", () => {
    const statusEffects = statusEffectList(fake().CONFIG.statusEffects);
    expect(statusEffects.map((s) => s.id)).toEqual([...BONUS_CONDITION_IDS]);
    expect(statusEffects.find((s) => s.id === "blind")).toBeUndefined();
  });

  it("localizes names and rules references once translations load (i18nInit)", () => {
    const prone = findStatusEffect(fake().CONFIG.statusEffects, "prone");
    expect(prone).toMatchObject({ name: "Knocked Down (Prone)", _id: statusEffectId("prone") });
    expect(prone?.description).toMatch(/ranged attacks against you are made with a Challenge/);
  });

  it("maps Dead to core's DEFEATED role and leaves roles bonus has no condition for", () => {
    expect(fake().CONFIG.specialStatusEffects).toMatchObject({ DEFEATED: "dead", BLIND: "blind" });
  });

  it("wires the parent/daughter guard on effect deletion and update", () => {
    expect(fake().Hooks.count("preDeleteActiveEffect")).toBe(1);
    expect(fake().Hooks.count("preUpdateActiveEffect")).toBe(1);
  });
});

describe("toggling bonus statuses on an actor", () => {
  it("a parent's effect carries its daughters: Shock makes the actor unconscious and incapacitated", async () => {
    const actor = newActor();
    await actor.toggleStatusEffect("shock");
    expect([...actor.statuses].sort()).toEqual(["incapacitated", "shock", "unconscious"]);
    expect(actor.effects.get(statusEffectId("shock"))?.name).toBe("Shock");
  });

  it("Unconscious stays while Shock stands: the toggle is refused with a message", async () => {
    const actor = newActor();
    await actor.toggleStatusEffect("shock");
    await actor.toggleStatusEffect("unconscious");
    world.warnings.length = 0;
    expect(await actor.toggleStatusEffect("unconscious")).toBe(false);
    expect(actor.effects.get(statusEffectId("unconscious"))).toBeDefined();
    expect(world.warnings).toEqual(["Unconscious stays while Shock stands."]);
  });

  it("removing the parent keeps a daughter applied in its own right; then it may go", async () => {
    const actor = newActor();
    await actor.toggleStatusEffect("shock");
    await actor.toggleStatusEffect("unconscious");
    await actor.toggleStatusEffect("shock");
    expect([...actor.statuses].sort()).toEqual(["incapacitated", "unconscious"]);
    await actor.toggleStatusEffect("unconscious");
    expect(actor.statuses.size).toBe(0);
  });

  it("disabling a daughter's effect is refused too; a deliberate clear of one application is not", async () => {
    const actor = newActor();
    await actor.toggleStatusEffect("bound");
    await actor.toggleStatusEffect("incapacitated");
    const effect = actor.effects.get(statusEffectId("incapacitated"));
    expect(await effect?.update({ disabled: true })).toBeUndefined();
    expect(effect?.disabled).toBe(false);
    expect(await effect?.delete({ [CLEAR_DIRECT_OPTION]: true })).toBe(effect);
    expect(actor.statuses.has("incapacitated")).toBe(true);
  });

  it("renaming an effect is never refused", async () => {
    const actor = newActor();
    await actor.toggleStatusEffect("pinned");
    await actor.toggleStatusEffect("incapacitated");
    const effect = actor.effects.get(statusEffectId("incapacitated"));
    expect(await effect?.update({ name: "Helpless" })).toBe(effect);
  });
});
