/**
 * Abilities adding an Ability Modifier to MASAB or MASDB (issue 22, reachability row 70). Seed 001: "Some Themes,
 * Feats, or other effects may add another Ability Modifier into the MASAB or MASDB calculation, in which case the
 * Ability Modifier is added inside the parentheses of the equation. You may never add the same ability to same
 * equation twice." The actor's derived values, which the sheet shows, follow the ability items' flags.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sheetActor } from "../../../module/foundry/rulesets/energy/sheets/from-documents.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { fighter } from "./sources.ts";
import { energyWorld } from "./world-fixture.ts";

type AnyActor = Parameters<typeof sheetActor>[0];
const NONE = { constitution: false, intelligence: false, wisdom: false, charisma: false };
let vera: FakeActor;

const derived = () => {
  const d = sheetActor(vera as unknown as AnyActor)?.system.derived;
  return d && { masab: d.masab, masdb: d.masdb, unarmedAv: d.unarmedAv.total };
};

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const w = await energyWorld();
  // The level 3 fighter: Str +3, Dex +2, Con +2, Wis +1 — MASAB and MASDB (3 + 2) / 3 = 1.
  vera = w.createActor({
    name: "Vera",
    type: "energy-character",
    system: fighter,
    items: [
      { _id: "ironHide00000000", name: "Iron Hide", type: "energy-ability", system: { kind: "theme" } },
      { _id: "stoneFist0000000", name: "Stone Fist", type: "energy-ability", system: { kind: "feat" } },
    ],
  });
  return () => {
    vi.restoreAllMocks();
  };
});

describe("ability items add Ability Modifiers inside MASAB's and MASDB's parentheses", () => {
  it("a theme adding Constitution to MASAB and Wisdom to MASDB: (3 + 2 + 2) / 3 = 2 and (3 + 2 + 1) / 3 = 2", async () => {
    expect(derived()).toEqual({ masab: 1, masdb: 1, unarmedAv: 16 });
    await vera.updateEmbeddedDocuments("Item", [
      { _id: "ironHide00000000", system: { masab: { constitution: true }, masdb: { wisdom: true } } },
    ]);
    expect(derived()).toEqual({ masab: 2, masdb: 2, unarmedAv: 17 });
  });

  it('"You may never add the same ability to same equation twice": a feat adding Constitution again changes nothing', async () => {
    const con = { system: { masab: { ...NONE, constitution: true } } };
    await vera.updateEmbeddedDocuments("Item", [
      { _id: "ironHide00000000", ...con },
      { _id: "stoneFist0000000", ...con },
    ]);
    expect(derived()?.masab).toBe(2);
  });
});
