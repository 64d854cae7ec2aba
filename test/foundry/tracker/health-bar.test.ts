import { describe, expect, it } from "vitest";
import { rowNamed } from "./tracker-context.ts";
import { bonusFight, createCombat } from "../combat/fixture.ts";
import { energyWorld } from "../energy/world-fixture.ts";

// Aldo is Alice's character; the Brute is Bob's creature, so to Alice it is a combatant whose pools are hidden.
describe("the tracker row's health bar: the actor's primary token bar, under the pools' visibility", () => {
  it("bonus: the GM sees every combatant's Durability as value of max, read-only, labelled", async () => {
    const { w, combat } = await bonusFight();
    await w.brute.update({ system: { durability: { value: 12 } } });
    w.as(w.gm);
    const brute = (await rowNamed(combat, "Brute"))?.health;
    expect(brute).toMatchObject({ key: "durability", label: "Durability", value: 12, max: 20, percent: 60 });
    expect(brute?.adjustable).toBe(false);
    expect(brute?.valueText).toBe("Durability: 12 of 20");
    expect((await rowNamed(combat, "Aldo"))?.health?.value).toBe(20);
  });

  it("bonus: a player sees their own character's Durability, not the hidden creature's", async () => {
    const { w, combat } = await bonusFight();
    w.as(w.alice);
    expect((await rowNamed(combat, "Aldo"))?.health).toMatchObject({ label: "Durability", value: 20, max: 20 });
    const brute = await rowNamed(combat, "Brute");
    expect(brute?.showPools).toBe(false);
    expect(brute?.health).toBeUndefined();
    w.as(w.bob);
    expect((await rowNamed(combat, "Brute"))?.health?.label).toBe("Durability");
    expect((await rowNamed(combat, "Aldo"))?.health).toBeUndefined();
  });

  it("energy: Aura, the energy room's primary bar, the same way", async () => {
    const w = await energyWorld();
    const combat = await createCombat("energy", [w.vera, w.ogre]);
    w.as(w.gm);
    expect((await rowNamed(combat, "Ogre"))?.health).toMatchObject({ key: "aura", label: "Aura", value: 20 });
    w.as(w.alice);
    expect((await rowNamed(combat, "Vera"))?.health?.label).toBe("Aura");
    expect((await rowNamed(combat, "Ogre"))?.health).toBeUndefined();
  });

  it("the bar's ids carry the combatant's, so two rows of one actor stay unique", async () => {
    const { w, combat } = await bonusFight();
    w.as(w.gm);
    const aldo = await rowNamed(combat, "Aldo");
    expect(aldo?.health?.id).toBe(`fray-tracker-${aldo?.id}-durability`);
  });
});
