/**
 * Load, Stow/Equip and Pick Up at the cost the seed gives the weapon, the item and the situation (issue 22,
 * reachability rows 6, 20, 22). Seed 001: Load "Energy cost varies depending on weapon used"; Stow/Equip "a side arm,
 * or otherwise easily accessible item takes only 1 Energy. Most other items require 2 Energy"; Pick Up "If you scoop
 * up an item on a table while running past, you needn't spend additional Energy. If you pick up an item off the
 * ground you spend 1 Energy and become Exposed". A player's click names the action and the item by id only; the GM
 * reads the item's cost from the actor's own documents.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { takeSheetAction } from "../../../module/foundry/combat/sheet-action.ts";
import { equipToggleInFight } from "../../../module/foundry/rulesets/energy/sheets/equip-toggle.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { energyWorld, type EnergyWorld } from "./world-fixture.ts";

type AnyActor = Parameters<typeof takeSheetAction>[0];
const take = (actor: FakeActor, action: string) =>
  takeSheetAction(actor as unknown as AnyActor, { action, label: action, options: {} });

let w: EnergyWorld;
let vera: FakeActor;
let combat: FakeCombat;
const energy = () => (systemOf(combatantOf(combat, vera)) as { energy: number }).energy;
const equipped = (id: string) => (vera.items.get(id)?.system.toObject() as { equipped: boolean }).equipped;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await energyWorld();
  // An energy world's conditions, as its init sets them.
  configureStatusEffects("energy");
  vera = w.createActor({
    name: "Vera",
    type: "energy-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    items: [
      { _id: "crossbow00000000", name: "Crossbow", type: "energy-weapon", system: { kind: "ranged", loadEnergy: 3 } },
      { _id: "shortbow00000000", name: "Shortbow", type: "energy-weapon", system: { kind: "ranged" } },
      { _id: "longsword0000000", name: "Longsword", type: "energy-weapon", system: { kind: "melee" } },
      {
        _id: "dagger0000000000",
        name: "Dagger",
        type: "energy-weapon",
        system: { kind: "melee", sideArm: true, equipped: false },
      },
      { _id: "tonic00000000000", name: "Tonic", type: "energy-gear", system: { sideArm: true } },
      { _id: "gambeson00000000", name: "Gambeson", type: "energy-armor", system: { equipped: true } },
    ],
  });
  combat = await createCombat("energy", [vera, w.ogre]);
  await combat.startCombat();
  w.as(w.alice);
  return () => {
    vi.restoreAllMocks();
  };
});

describe("Load: 'Energy cost varies depending on weapon used'", () => {
  it("Alice loads her crossbow: the GM charges its 3 Energy, read from the item", async () => {
    const before = energy();
    expect(await take(vera, "load:crossbow00000000")).toBe(true);
    expect(energy()).toBe(before - 3);
  });

  it("a ranged weapon that names no Load cost: the table's 1", async () => {
    const before = energy();
    expect(await take(vera, "load:shortbow00000000")).toBe(true);
    expect(energy()).toBe(before - 1);
  });

  it("refused, nothing spent: the bare Load (no weapon), a melee weapon, an item Vera does not have, another's item", async () => {
    const before = energy();
    for (const action of ["load", "load:longsword0000000", "load:nothing000000000", "load:mail000000000000"]) {
      expect(await take(vera, action)).toBe(false);
    }
    expect(energy()).toBe(before);
    expect(w.warnings.at(-1)).toBeDefined();
  });
});

describe("Stow/Equip: 'a side arm … takes only 1 Energy. Most other items require 2 Energy'", () => {
  it("the dagger (a side arm) costs 1 and is drawn; the longsword costs 2 and is stowed", async () => {
    const before = energy();
    expect(await take(vera, "stowEquip:dagger0000000000")).toBe(true);
    expect(energy()).toBe(before - 1);
    expect(equipped("dagger0000000000")).toBe(true);
    expect(await take(vera, "stowEquip:longsword0000000")).toBe(true);
    expect(energy()).toBe(before - 3);
    expect(equipped("longsword0000000")).toBe(false);
  });

  it("easily accessible gear costs 1; the bare Stow/Equip names no item and is refused", async () => {
    const before = energy();
    expect(await take(vera, "stowEquip:tonic00000000000")).toBe(true);
    expect(energy()).toBe(before - 1);
    expect(await take(vera, "stowEquip")).toBe(false);
    expect(energy()).toBe(before - 1);
  });
});

describe("the inventory's Equip toggle: in a fight it is the paid Stow/Equip, out of combat it is free", () => {
  type AnyItem = Parameters<typeof equipToggleInFight>[1];
  const toggle = (actor: FakeActor, itemId: string) =>
    equipToggleInFight(actor as unknown as AnyActor, actor.items.get(itemId) as unknown as AnyItem);

  it("'a side arm … takes only 1 Energy': Alice's toggle on the dagger pays 1 and draws it; on the longsword, 2", async () => {
    const before = energy();
    expect(await toggle(vera, "dagger0000000000")?.()).toBe(true);
    expect(energy()).toBe(before - 1);
    expect(equipped("dagger0000000000")).toBe(true);
    expect(await toggle(vera, "longsword0000000")?.()).toBe(true);
    expect(energy()).toBe(before - 3);
    expect(equipped("longsword0000000")).toBe(false);
  });

  it("short of Energy the toggle is refused and the longsword stays stowed (the Stow/Equip's own refusal)", async () => {
    for (const id of ["longsword0000000", "crossbow00000000"]) await toggle(vera, id)?.();
    expect(energy()).toBe(1);
    expect(equipped("longsword0000000")).toBe(false);
    expect(await toggle(vera, "longsword0000000")?.()).toBe(false);
    expect(equipped("longsword0000000")).toBe(false);
    expect(w.warnings.at(-1)).toBeDefined();
  });

  it("armor is refused in a fight with the reason (decision 110), nothing spent", async () => {
    const before = energy();
    expect(await toggle(vera, "gambeson00000000")?.()).toBe(false);
    expect(energy()).toBe(before);
    expect(w.warnings.at(-1)).toContain("Armor is not put on");
  });

  it("out of combat (an actor who is no combatant) the toggle stays free", () => {
    const nell = w.createActor({
      name: "Nell",
      type: "energy-character",
      items: [
        { _id: "dagger0000000000", name: "Dagger", type: "energy-weapon", system: { kind: "melee", sideArm: true } },
      ],
    });
    expect(toggle(nell, "dagger0000000000")).toBeNull();
  });
});

describe("Pick Up by situation", () => {
  it("'off the ground you spend 1 Energy and become Exposed'", async () => {
    const before = energy();
    expect(await take(vera, "pickUpFromGround")).toBe(true);
    expect(energy()).toBe(before - 1);
    expect(vera.statuses.has("exposed")).toBe(true);
  });

  it("'while running past, you needn't spend additional Energy': free, and not Exposed", async () => {
    const before = energy();
    expect(await take(vera, "pickUpInPassing")).toBe(true);
    expect(energy()).toBe(before);
    expect(vera.statuses.has("exposed")).toBe(false);
  });

  it("any other pick up: the list's 2 Energy", async () => {
    const before = energy();
    expect(await take(vera, "pickUpItem")).toBe(true);
    expect(energy()).toBe(before - 2);
  });
});
