/**
 * `energy` seed, Combat Maneuvers, at the table (issue 22, reachability rows 127, 132, 161–165, 170): the roll
 * dialog's Combat Maneuver group plans the attack at −5 AV with no damage, the card rolls the target's Fortitude
 * against the AV without the −5 and writes what the maneuver did — on the strict fake, through the attack flow, the
 * target's Evasion relay and the GM's follow-up.
 *
 * Vera (Alice): AV 17 with her longsword (a maneuver: AV 12), 2 Energy Unarmed. The Ogre (Bob): Evasion 8, Medium.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { followUpCard } from "../../../module/foundry/chat/attack-card/auto-damage.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { ENERGY_COMBAT_ROOM } from "../../../module/foundry/rulesets/energy/combat-room.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { installFakeDom } from "../../support/fake-foundry/dom.ts";
import { installSelfCheckWorld, FakeSceneDocument } from "../../support/fake-foundry/world/self-check-world.ts";
import type { FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import { combatantOf, systemOf } from "../combat/fixture.ts";
import { energyWorld, type EnergyWorld } from "./world-fixture.ts";

const FIST_ID = "fist000000000000";
const CLUB_ID = "club000000000000";
const SWORD_ID = "longsword0000000";

interface Row {
  against: number;
  hitChance: number;
  outcome: string;
  damage: { status: string };
}
const rowOf = (card: FakeChatMessage): Row => {
  const row = (card.system as unknown as { targets: Row[] }).targets[0];
  if (!row) throw new Error("card has no row");
  return row;
};
const aura = () => (ogre.system as unknown as { aura: { value: number } }).aura.value;
const lastLine = () => [...w.messages.values()].at(-1)?.content ?? "";

let w: EnergyWorld;
let combat: FakeCombat;
let ogreToken: FakeSceneToken;
let vera: FakeActor;
let ogre: FakeActor;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await energyWorld();
  installSelfCheckWorld(w);
  installFakeDom();
  configureStatusEffects("energy");
  w.as(w.gm);
  await fake().game.settings.set("fray", "ruleset", "energy");
  await fake().game.settings.set("fray", "autoApplyDamage", false);
  const ability = (score: number, modifier: number) => ({ score, modifier });
  vera = w.createActor({
    name: "Vera",
    type: "energy-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: { abilities: { strength: ability(16, 3), dexterity: ability(14, 2) } },
    items: [
      {
        _id: SWORD_ID,
        name: "Longsword",
        type: "energy-weapon",
        system: { damage: { count: 1, faces: 8, bonus: 0 }, attackBonus: 1 },
      },
      { _id: FIST_ID, name: "Fist", type: "energy-weapon", system: { kind: "unarmed" } },
    ],
  });
  ogre = w.createActor({
    name: "Ogre",
    type: "energy-npc",
    ownership: { default: 0, [w.bob.id]: 3 },
    system: { level: 0, aura: { value: 20, max: 20 } },
    items: [{ _id: CLUB_ID, name: "Club", type: "energy-weapon", system: { weight: "heavy", equipped: true } }],
  });
  // A 1 m square scene: Vera at 0, the Ogre beside her at 1 m east.
  const scene = await FakeSceneDocument.create({
    name: "Yard",
    grid: { type: 1, size: 100, distance: 1, units: "m", diagonals: 0 },
  });
  const [veraAt, ogreAt] = await scene.createEmbeddedDocuments("Token", [
    { actorId: vera.id, x: 0, y: 0, rotation: 270, actorLink: true },
    { actorId: ogre.id, x: 100, y: 0, rotation: 90, actorLink: true },
  ]);
  if (!veraAt || !ogreAt) throw new Error("no tokens");
  ogreToken = ogreAt;
  combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: vera.id, tokenId: veraAt.id, sceneId: scene.id },
    { actorId: ogre.id, tokenId: ogreAt.id, sceneId: scene.id },
  ]);
  await combat.startCombat();
  return () => {
    vi.restoreAllMocks();
  };
});

const weapon = (id: string) => vera.items.get(id) as never;
const plan = (choices: Record<string, boolean>, id = SWORD_ID) =>
  ENERGY_COMBAT_ROOM.planAttack(vera as never, weapon(id), ogre as never, choices);

/** Vera makes the maneuver (the Combat roll showing `face`); resolves to the card, or undefined when refused. */
async function maneuver(choices: Record<string, boolean>, face: number, id = SWORD_ID) {
  const before = w.messages.size;
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: ogre });
  w.dice(face);
  const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
  await rollAttack(vera as never, id, { skipDialog: true, choices });
  return w.messages.size > before ? [...w.messages.values()].at(-1) : undefined;
}

/** Bob rolls the Ogre's Evasion against the card's row with these faces, through the GM. */
async function ogreDefends(card: FakeChatMessage, ...faces: number[]) {
  w.as(w.bob);
  w.dice(...faces);
  return askStep("evasion", ogre as never, card.id, "t0");
}

/** The Ogre's Evasion (both dice of its Advantage show `evade`), then the GM's follow-up rolls its Fortitude. */
async function settle(card: FakeChatMessage, evade: number, fortitude: number) {
  await ogreDefends(card, evade, evade);
  w.as(w.gm);
  w.dice(fortitude);
  await followUpCard(card as never);
}

const energy = () => (systemOf(combatantOf(combat, vera)) as { energy: number }).energy;

describe('"A Combat Maneuver is a type of melee attack but does not deal damage to the target"', () => {
  it("the roll dialog offers Trip and Disarm with a weapon, and Restrain and Push with an Unarmed attack", () => {
    const ids = (p: ReturnType<typeof plan>) =>
      "refused" in p ? [] : (p.modifiers ?? []).filter((m) => m.kind === "maneuver").map((m) => m.id);
    expect(ids(plan({}))).toEqual(["trip", "disarm"]);
    expect(ids(plan({}, FIST_ID))).toEqual(["trip", "disarm", "restrain", "push"]);
    expect(plan({ restrain: true })).toEqual({ refused: "FRAY.Energy.Refusal.Maneuver.needsUnarmed" });
  });

  it('"-5 AV": planned at AV 12 with lower odds; a hit deals no damage and the damage step never opens', async () => {
    const plain = plan({});
    const tripped = plan({ trip: true });
    if ("refused" in plain || "refused" in tripped) throw new Error("refused");
    expect([plain.against, tripped.against]).toEqual([17, 12]);
    expect(tripped.hitChance).toBeLessThan(plain.hitChance);
    const card = await maneuver({ trip: true }, 10);
    if (!card) throw new Error("refused");
    expect(energy()).toBe(2);
    await settle(card, 1, 1);
    expect(rowOf(card)).toMatchObject({ outcome: "hit", damage: { status: "none" } });
    w.as(w.alice);
    expect(await askStep("damage", vera as never, card.id, "t0")).toMatchObject({ ok: false });
    expect(aura()).toBe(20);
  });
});

describe('Trip: "Fortitude roll which must be higher than your AV (without the -5) … knocked Prone"', () => {
  it("a failed Fortitude roll knocks the Ogre Prone; Vera, maneuvering a target not Exposed, is Unguarded", async () => {
    const card = await maneuver({ trip: true }, 10);
    if (!card) throw new Error("refused");
    await settle(card, 1, 1);
    expect(ogre.statuses.has("prone")).toBe(true);
    expect(vera.statuses.has("unguarded")).toBe(true);
    expect(lastLine()).toContain("does not beat AV 17");
    // Taken once: a second follow-up changes nothing.
    w.dice(1);
    await followUpCard(card as never);
    expect(await askStep("maneuver", ogre as never, card.id, "t0")).toMatchObject({ ok: false });
  });

  it('a Fortitude roll above AV 17 resists; against an Exposed target Vera stays guarded ("when the target is not Exposed")', async () => {
    await ogre.update({ system: { inherent: { fortitude: 30 } } });
    await ogre.toggleStatusEffect("exposed", { active: true });
    const card = await maneuver({ trip: true }, 10);
    if (!card) throw new Error("refused");
    await settle(card, 1, 1);
    expect(ogre.statuses.has("prone")).toBe(false);
    expect(vera.statuses.has("unguarded")).toBe(false);
    expect(lastLine()).toContain("beats AV 17: no effect");
  });

  it('"the target has Advantage on their first Defense roll": the Evasion roll keeps the higher of two dice', async () => {
    const card = await maneuver({ trip: true }, 10);
    if (!card) throw new Error("refused");
    await ogreDefends(card, 1, 9);
    expect(rowOf(card).outcome).toBe("miss");
  });

  it('a miss leaves the target standing, and Vera Unguarded ("Performing a Combat Maneuver")', async () => {
    const card = await maneuver({ trip: true }, 1);
    if (!card) throw new Error("refused");
    w.as(w.gm);
    await followUpCard(card as never);
    expect(rowOf(card).outcome).toBe("miss");
    expect(ogre.statuses.has("prone")).toBe(false);
    expect(vera.statuses.has("unguarded")).toBe(true);
  });

  it('"The target cannot be more than one Size Category larger than you"', async () => {
    await ogre.update({ system: { size: "large" } });
    expect("refused" in plan({ trip: true })).toBe(false);
    await ogre.update({ system: { size: "huge" } });
    expect(plan({ trip: true })).toEqual({ refused: "FRAY.Energy.Refusal.Maneuver.targetTooLarge" });
    expect(await maneuver({ trip: true }, 10)).toBeUndefined();
    expect(energy()).toBe(5);
  });
});

describe('Disarm: "the target drops its weapon in its space"', () => {
  it("a failed Fortitude roll unequips the Ogre's club", async () => {
    const card = await maneuver({ disarm: true }, 10);
    if (!card) throw new Error("refused");
    await settle(card, 1, 1);
    expect((ogre.items.get(CLUB_ID)?.system as unknown as { equipped: boolean }).equipped).toBe(false);
    expect(lastLine()).toContain("Ogre drops Club.");
  });

  it('"against an opponent which is facing you"; "Light weapons may not Disarm Heavy weapons"', async () => {
    expect(plan({ disarm: true, fromBehind: true })).toEqual({
      refused: "FRAY.Energy.Refusal.Maneuver.targetNotFacing",
    });
    await vera.items.get(SWORD_ID)?.update({ system: { weight: "light" } });
    expect(plan({ disarm: true })).toEqual({ refused: "FRAY.Energy.Refusal.Maneuver.lightVsHeavy" });
  });
});

describe('Restrain: "If the attack hits, then the target is Held and you are Holding them"', () => {
  it("an Unarmed hit Restrains the Ogre and leaves Vera Restraining, with no Fortitude roll", async () => {
    const card = await maneuver({ restrain: true }, 10, FIST_ID);
    if (!card) throw new Error("refused");
    expect(energy()).toBe(3);
    await settle(card, 1, 1);
    expect(ogre.statuses.has("restrained")).toBe(true);
    expect(vera.statuses.has("restraining")).toBe(true);
    expect(lastLine()).not.toContain("Fortitude");
  });

  it('"The target cannot be a larger Size Category than you"', async () => {
    await ogre.update({ system: { size: "large" } });
    expect(plan({ restrain: true }, FIST_ID)).toEqual({ refused: "FRAY.Energy.Refusal.Maneuver.targetTooLarge" });
  });
});

describe('Push: "If it fails, the target is Unguarded and pushed 1 meter … If the target succeeds … you become Unguarded"', () => {
  it("a failed Fortitude roll moves the Ogre's token 1 m straight away and leaves it Unguarded", async () => {
    await ogre.toggleStatusEffect("exposed", { active: true });
    const card = await maneuver({ push: true }, 10, FIST_ID);
    if (!card) throw new Error("refused");
    await settle(card, 1, 1);
    expect([ogreToken.x, ogreToken.y]).toEqual([200, 0]);
    expect(ogre.statuses.has("unguarded")).toBe(true);
    expect(vera.statuses.has("unguarded")).toBe(false);
    expect(lastLine()).toContain("Ogre is pushed 1 m and Unguarded.");
  });

  it("a resisted Push leaves the Ogre where it stands and Vera Unguarded", async () => {
    await ogre.update({ system: { inherent: { fortitude: 30 } } });
    await ogre.toggleStatusEffect("exposed", { active: true });
    const card = await maneuver({ push: true }, 10, FIST_ID);
    if (!card) throw new Error("refused");
    await settle(card, 1, 1);
    expect([ogreToken.x, ogreToken.y]).toEqual([100, 0]);
    expect(vera.statuses.has("unguarded")).toBe(true);
  });
});
