/**
 * The `energy` sheet's edit fields that reach stored rules (issue 22, reachability rows 36, 103, 112, 124, 153):
 * Leg Strength and extra Agility, the Martial Proficiency points, Weaknesses and Resistances typed as damage types,
 * and a new Size filling Inherent Evasion from the Size Chart. The form's data goes through `energyFormData` (the
 * sheet's `_processFormData`) and is saved on the strict fake, whose preparation derives from it.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { characterContext } from "../../../../module/foundry/rulesets/energy/sheets/character-context.ts";
import { damageTypeList, energyFormData } from "../../../../module/foundry/rulesets/energy/sheets/form-data.ts";
import { EnergyCharacterModel } from "../../../../module/foundry/rulesets/energy/data/actor-models.ts";
import type { FakeActor } from "../../../support/fake-foundry/world/documents.ts";
import { energyWorld, type EnergyWorld } from "../world-fixture.ts";
import { FIGHTER, makeActor, makeInput } from "./fixtures.ts";

let w: EnergyWorld;

const model = (actor: FakeActor): EnergyCharacterModel => {
  const system: unknown = actor.system;
  if (!(system instanceof EnergyCharacterModel)) throw new Error("not an energy character");
  return system;
};

/** The sheet's submit: the form's data processed as the sheet does, then saved. */
async function submit(actor: FakeActor, system: Record<string, unknown>): Promise<void> {
  const stored = model(actor);
  const data = energyFormData({ system }, { size: stored.size, inherentEvasion: stored.inherent.evasion });
  await actor.update(data as Record<string, unknown>);
}

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await energyWorld();
  return () => {
    vi.restoreAllMocks();
  };
});

describe("the edit fields the seed's stored rules read", () => {
  it("edit mode offers Leg and Arm Strength, extra Agility, the MPL points and the damage types, labelled", () => {
    const fields = characterContext(makeInput({ mode: "edit" })).stats.fields;
    const named = (name: string) => fields.find((f) => f.name === `system.${name}`);
    expect(named("legStrengthBase")?.label).toBe("Leg Strength");
    expect(named("armStrengthBase")?.label).toBe("Arm Strength");
    expect(named("extraAgility")?.label).toBe("Extra Agility");
    expect(named("martial.legStrength")?.label).toBe("Points on Leg Strength");
    expect(named("martial.initiative")?.label).toBe("Points on Initiative");
    expect(named("weaknesses")?.label).toBe("Weaknesses");
    expect(named("resistances")?.label).toBe("Resistances");
  });

  it("'Your Agility can be increased by your Leg Strength … When abilities give you additional Agility, it increases your Maximum Agility'", async () => {
    const before = model(w.vera).derived.maxAgility;
    await submit(w.vera, { legStrengthBase: 10, extraAgility: 1 });
    // Leg Strength 10: +1 Agility (the Leg Strength table); extra Agility +1.
    expect(model(w.vera).derived.maxAgility).toBe(before + 2);
  });

  it("'For every level of Martial Proficiency you have, you gain +1 Arm Strength, +1 Leg Strength, or +1 Initiative': points that do not add up are named", () => {
    const placed = { ...FIGHTER, martial: { level: 3, armStrength: 1, legStrength: 1, initiative: 0 } };
    const edit = characterContext(makeInput({ mode: "edit", actor: makeActor(placed) }));
    expect(edit.stats.martialNotice).toBe(
      "Martial Proficiency Level 3 gives 3 points to place on Arm Strength, Leg Strength or Initiative; 2 are placed.",
    );
    const full = { ...FIGHTER, martial: { level: 3, armStrength: 1, legStrength: 1, initiative: 1 } };
    expect(characterContext(makeInput({ mode: "edit", actor: makeActor(full) })).stats.martialNotice).toBe("");
  });

  it("'If you have Resistance to a certain type of damage … Weakness …': typed as damage types, saved once each", async () => {
    expect(damageTypeList(" fire, Cold ,, fire")).toEqual(["fire", "Cold"]);
    await submit(w.vera, { weaknesses: "fire, fire", resistances: "cold, piercing" });
    expect(model(w.vera).weaknesses).toEqual(["fire"]);
    expect(model(w.vera).resistances).toEqual(["cold", "piercing"]);
    const edit = characterContext(
      makeInput({ mode: "edit", actor: makeActor({ ...FIGHTER, resistances: ["cold", "fire"] }) }),
    );
    expect(edit.stats.fields.find((f) => f.name === "system.resistances")?.value).toBe("cold, fire");
  });

  it("'Inherent Evasion … This value is 8 for Medium creatures and 9 for Small creatures': a new Size fills it; a Race's own value typed with it stays", async () => {
    await submit(w.vera, { size: "small", inherent: { evasion: 8 } });
    expect(model(w.vera).inherent.evasion).toBe(9);
    await submit(w.vera, { size: "huge", inherent: { evasion: 12 } });
    expect(model(w.vera).inherent.evasion).toBe(12);
    // The same Size again changes nothing typed.
    await submit(w.vera, { size: "huge", inherent: { evasion: 10 } });
    expect(model(w.vera).inherent.evasion).toBe(10);
  });
});
