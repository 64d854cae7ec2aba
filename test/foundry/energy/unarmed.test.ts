/**
 * `energy` seed, Unarmed Attacks, at the table: a weapon item of kind Unarmed is the sheet's attack row and the card's
 * attack — "Unarmed attacks are melee attacks with Reach0 but they require only 2 Energy (instead of 3)", "Unarmed AV
 * = 15 + MASAB", "Damage = MASAB (min 1) – AR if Combat roll is less than AC", and "You may willingly deal Non-Lethal
 * damage with Unarmed attacks" with no Chance roll — on the strict fake, through the attack flow and the GM.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { followUpCard } from "../../../module/foundry/chat/attack-card/auto-damage.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { ENERGY_COMBAT_ROOM } from "../../../module/foundry/rulesets/energy/combat-room.ts";
import { attacksContext } from "../../../module/foundry/rulesets/energy/sheets/attacks-context.ts";
import { toEnergyWeapon } from "../../../module/foundry/rulesets/energy/sources.ts";
import { energyWeaponOf } from "../../../module/foundry/rulesets/energy/documents.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { FIGHTER, LONGSWORD, makeActor, recordingLocalizer } from "./sheets/fixtures.ts";
import { energyWorld, type EnergyWorld } from "./world-fixture.ts";

const FIST_ID = "fist000000000000";

interface StoredState {
  aura: { value: number };
  stamina: { value: number };
  state: { unconscious: string | null; bleedingOut: boolean };
}
interface Row {
  against: number;
  damage: { follows: string[]; summary: string };
}
const rowOf = (card: FakeChatMessage): Row => {
  const row = (card.system as unknown as { targets: Row[] }).targets[0];
  if (!row) throw new Error("card has no row");
  return row;
};
const ogre = (w: EnergyWorld) => w.ogre.system as unknown as StoredState;

let w: EnergyWorld;
let brawler: FakeActor;

beforeEach(async () => {
  w = await energyWorld();
  configureStatusEffects("energy");
  w.as(w.gm);
  await fake().game.settings.set("fray", "autoApplyDamage", false);
  await fake().game.settings.set("fray", "energy-nonLethalAtZeroAura", "both");
  // Vera's body as an item: an Attack Bonus and a Reach typed on it count for nothing.
  const ability = (score: number, modifier: number) => ({ score, modifier });
  brawler = w.createActor({
    name: "Vera",
    type: "energy-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: { abilities: { strength: ability(16, 3), dexterity: ability(14, 2) } },
    items: [
      {
        _id: FIST_ID,
        name: "Unarmed",
        type: "energy-weapon",
        system: { kind: "unarmed", attackBonus: 4, reach: 3, equipped: true },
      },
    ],
  });
});

/** Vera punches the Ogre, the Combat roll showing `face`. */
async function punch(face: number, choices: Record<string, boolean> = {}): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.ogre });
  w.dice(face);
  const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
  await rollAttack(brawler as never, FIST_ID, { skipDialog: true, choices });
  const message = [...w.messages.values()].at(-1);
  if (!message) throw new Error("no card posted");
  return message;
}

/** A Critical Hit punch (no Evasion to wait for, the armor ignored), applied by Alice. */
async function criticalPunch(choices: Record<string, boolean> = {}): Promise<FakeChatMessage> {
  const card = await punch(20, choices);
  expect(await askStep("damage", brawler as never, card.id, "t0")).toEqual({ ok: true });
  w.as(w.gm);
  await followUpCard(card as never);
  return card;
}

describe("Unarmed attacks on the card", () => {
  it('"Unarmed AV = 15 + MASAB": 15 + 1, the item\'s Attack Bonus ignored', async () => {
    expect(rowOf(await punch(10)).against).toBe(16);
  });

  it('"they require only 2 Energy (instead of 3)": the punch leaves 3 of 5 Energy', async () => {
    const combat = await createCombat("energy", [brawler, w.ogre]);
    await combat.startCombat();
    await punch(10);
    expect(systemOf(combatantOf(combat, brawler))).toMatchObject({ energy: 3 });
  });

  it('"melee attacks with Reach0", whatever Reach the item carries', () => {
    const item = brawler.items.get(FIST_ID);
    const weapon = item ? energyWeaponOf(item as never) : undefined;
    expect(weapon && toEnergyWeapon(weapon).reach).toBe(0);
  });

  it('"Damage = MASAB (min 1)": no dice, 1 Aura off the Ogre on a Critical Hit', async () => {
    await criticalPunch();
    expect(ogre(w).aura.value).toBe(19);
  });

  it('"(min 1)": a creature with MASAB 0 still deals 1', async () => {
    const zero = { score: 10, modifier: 0 };
    await brawler.update({ system: { abilities: { strength: zero, dexterity: zero } } });
    const request = ENERGY_COMBAT_ROOM.planDamage(brawler as never, brawler.items.get(FIST_ID) as never);
    expect(request).toMatchObject({ groups: [], modifiers: [{ value: 1 }] });
  });
});

describe('"You may willingly deal Non-Lethal damage with Unarmed attacks"', () => {
  it("the dialog offers Non-Lethal without a Chance roll or steps", () => {
    const plan = ENERGY_COMBAT_ROOM.planAttack(brawler as never, brawler.items.get(FIST_ID) as never, w.ogre as never);
    if ("refused" in plan) throw new Error(plan.refused);
    const rows = (plan.modifiers ?? []).filter((m) => m.kind === "nonLethal");
    expect(rows.map((m) => [m.id, englishLocalizer().localize(m.effect.key)])).toEqual([
      ["nonLethal", "Non-Lethal, no Chance roll"],
    ]);
  });

  it('at 0 Aura: no Chance roll and no Death roll, "Exhausted … until the end of the next Round", Shaken, −5 Stamina', async () => {
    const combat = await createCombat("energy", [brawler, w.ogre]);
    await combat.startCombat();
    await w.ogre.update({ system: { aura: { value: 0 }, stamina: { value: 8 } } });
    const card = await criticalPunch({ nonLethal: true });
    expect(rowOf(card).damage.follows).toEqual([]);
    expect(ogre(w)).toMatchObject({ stamina: { value: 3 }, state: { bleedingOut: false } });
    expect(w.ogre.statuses.has("shaken")).toBe(true);
    expect(w.ogre.statuses.has("exhausted")).toBe(true);
    await combat.nextRound();
    expect(w.ogre.statuses.has("exhausted")).toBe(true);
    await combat.nextRound();
    expect(w.ogre.statuses.has("exhausted")).toBe(false);
    expect(w.ogre.statuses.has("shaken")).toBe(true);
  });

  it("without the choice an unarmed hit at 0 Aura is lethal: the Death roll is due", async () => {
    await w.ogre.update({ system: { aura: { value: 0 } } });
    const card = await punch(20);
    expect(await askStep("damage", brawler as never, card.id, "t0")).toEqual({ ok: true });
    expect(rowOf(card).damage.follows).toEqual(["deathRoll"]);
  });
});

describe("the sheet's Attacks row for an Unarmed item", () => {
  it("names Reach 0, MASAB damage and the Unarmed AV", () => {
    const fist = { ...LONGSWORD, name: "Unarmed", system: { ...LONGSWORD.system, kind: "unarmed" as const } };
    const actor = makeActor(FIGHTER, [fist]);
    const row = attacksContext(recordingLocalizer(), actor, { target: null, odds: {} }).rows[0];
    expect(row?.detailText).toBe("Unarmed, reach 0 m");
    expect(row?.damageText).toBe(`${Math.max(1, actor.system.derived.masab)} (MASAB, min 1)`);
    expect(row?.avText).toBe(`AV ${actor.system.derived.unarmedAv.total}`);
  });
});
