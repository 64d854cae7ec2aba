/**
 * Shaken's drop check at the table (issue 22). Seed 001: "Shaken: You may not spend Stamina. You also have a chance to
 * drop items while manipulating them. This includes equipping items, stowing items, or loading ammunition (Chance
 * roll with a DC: 5)". Paying a Stow/Equip or a Load while Shaken rolls it (the GM's client, for Alice's relayed
 * spend) and posts it as the shared check card: the Chance roll against DC 5, and what it did to the item.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { takeSheetAction } from "../../../module/foundry/combat/sheet-action.ts";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { checkFace, shownCheck } from "../chat/check-card/shown.ts";
import { energyWorld, type EnergyWorld } from "./world-fixture.ts";

type AnyActor = Parameters<typeof takeSheetAction>[0];
const take = (action: string) => takeSheetAction(vera as unknown as AnyActor, { action, label: action, options: {} });

let w: EnergyWorld;
let vera: FakeActor;
let combat: FakeCombat;
const energy = () => (systemOf(combatantOf(combat, vera)) as { energy: number }).energy;
const equipped = (id: string) => (vera.items.get(id)?.system.toObject() as { equipped: boolean }).equipped;
const checkCards = () => [...w.messages.values()].filter((m) => m.type === "check");
/** The drop check's card as a player reads it: its title, its face and what it did. */
function dropCard() {
  const card = checkCards().at(-1);
  return { title: shownCheck(card).title, face: checkFace(card), effects: shownCheck(card).effects };
}

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await energyWorld();
  configureStatusEffects("energy");
  vera = w.createActor({
    name: "Vera",
    type: "energy-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    items: [
      { _id: "crossbow00000000", name: "Crossbow", type: "energy-weapon", system: { kind: "ranged", loadEnergy: 2 } },
      {
        _id: "dagger0000000000",
        name: "Dagger",
        type: "energy-weapon",
        system: { kind: "melee", sideArm: true, equipped: false },
      },
    ],
  });
  combat = await createCombat("energy", [vera, w.ogre]);
  await combat.startCombat();
  await vera.toggleStatusEffect("shaken", { active: true });
  w.as(w.alice);
  return () => {
    vi.restoreAllMocks();
  };
});

describe("Shaken: 'a chance to drop items while manipulating them … (Chance roll with a DC: 5)'", () => {
  it("equipping the dagger with a 4: the Energy is paid, the dagger is dropped (not in hand)", async () => {
    const before = energy();
    w.dice(4);
    expect(await take("stowEquip:dagger0000000000")).toBe(true);
    expect(energy()).toBe(before - 1);
    expect(equipped("dagger0000000000")).toBe(false);
    const card = dropCard();
    expect(card.title).toBe("Vera — Shaken: Chance roll to hold on");
    // "succeeds on a roll of" 5 or above: 16 faces in 20.
    expect(card.face).toMatch(/^Total 4 · (?:Had to beat|Needed) 5\b.* · Failure · Chance before the roll: 80%$/);
    expect(card.effects).toEqual(["Dagger is dropped"]);
  });

  it("equipping the dagger with a 5 ('succeeds on a roll of' the DC or above): it is drawn", async () => {
    w.dice(5);
    expect(await take("stowEquip:dagger0000000000")).toBe(true);
    expect(equipped("dagger0000000000")).toBe(true);
    expect(dropCard().face).toMatch(/^Total 5 · (?:Had to beat|Needed) 5\b.* · Success · /);
    expect(dropCard().effects).toEqual(["Dagger is held"]);
  });

  it("'or loading ammunition': a 1 drops the ammunition, the Energy is spent", async () => {
    const before = energy();
    w.dice(1);
    expect(await take("load:crossbow00000000")).toBe(true);
    expect(energy()).toBe(before - 2);
    expect(equipped("crossbow00000000")).toBe(true);
    expect(dropCard().effects).toEqual(["The ammunition is dropped: Crossbow is not loaded"]);
  });

  it("not Shaken: no Chance roll", async () => {
    w.as(w.gm);
    await vera.toggleStatusEffect("shaken", { active: false });
    w.as(w.alice);
    expect(await spendInCombat(vera as never, { action: "stowEquip:dagger0000000000", options: {} })).toBe(true);
    expect(equipped("dagger0000000000")).toBe(true);
    expect(checkCards()).toEqual([]);
  });
});
