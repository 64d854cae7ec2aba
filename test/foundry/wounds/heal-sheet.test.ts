/**
 * Treat Wound and Stabilize from the `wounds` sheet on the user's target (healing/take-heal.ts), relayed to the GM as
 * `fray.sheetAct` (queries/sheet-act.ts) on the strict fake. A 1-yard square scene: Alice's Vera (Lore 0, no Healing
 * skill) beside Bob's Ogre. Checks roll 1d20 − 10: a queued face f gives Vera's Lor [Healing/Wounds] f − 10, −5
 * without a healing kit.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { dataFollowsStatus } from "../../../module/foundry/effects/stored-statuses.ts";
import { WOUNDS_STORED_STATUSES } from "../../../module/foundry/rulesets/wounds/effects/stored-statuses.ts";
import { WOUNDS_COMBAT_ECONOMY } from "../../../module/foundry/rulesets/wounds/combat/room.ts";
import { requestSheetAct } from "../../../module/foundry/queries/sheet-act.ts";
import { stampRequest } from "../../../module/foundry/queries/proof.ts";
import { hobbleTreated, woundTreated } from "../../../module/foundry/rulesets/wounds/healing/self-check-heal.ts";
import { DiceScript } from "../../../module/foundry/self-check/dice-script.ts";
import type { Skirmish } from "../../../module/foundry/self-check/skirmish.ts";
import { RunTracker } from "../../../module/foundry/self-check/tracker.ts";
import { faceSource } from "../../support/fake-foundry/world/dice.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { FakeSceneDocument, installSelfCheckWorld } from "../../support/fake-foundry/world/self-check-world.ts";
import { shownText } from "./shown-text.ts";
import { fighter, stored, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

type Wounds = Record<"light" | "moderate" | "severe" | "critical" | "fatal", number>;
const NONE: Wounds = { light: 0, moderate: 0, severe: 0, critical: 0, fatal: 0 };
const KIT = "healingkit000000";
/** The compendium's Bandit (packs/_source/wounds-monsters), the self-check's creature. */
const BANDIT = "YBdA77uYxLKvkyAN";

let w: WoundsWorld;
let sten: FakeActor;
/** Alice's healer, Lore 0, with a Healing Kit (packs/_source/wounds-gear/Healing_Kit_7aMUTPhijefPojhh.yml). */
let mira: FakeActor;

const asActor = (a: FakeActor) => a as unknown as Actor.Implementation;
const system = (a: FakeActor) => a.system.toObject() as unknown as { wounds: Wounds; fatigue: number; state: object };
const messages = (): number => w.messages.size;
const lastText = (): string => shownText([...w.messages.values()].at(-1));
const treat = (healer: FakeActor, patient: FakeActor, level: string) =>
  requestSheetAct(asActor(healer), { act: "treatWound", targetUuid: patient.uuid, choice: level });

/** Mira at (0, 0); the Ogre at (`ogreAt`, 0); Sten at (0, 1); Vera at (1, 1). */
async function place(ogreAt = 1): Promise<void> {
  const scene = await FakeSceneDocument.create({
    name: "Yard",
    grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 0 },
  });
  await scene.createEmbeddedDocuments("Token", [
    { actorId: mira.id, x: 0, y: 0, actorLink: true },
    { actorId: w.ogre.id, x: ogreAt * 100, y: 0, actorLink: true },
    { actorId: sten.id, x: 0, y: 100, actorLink: true },
    { actorId: w.vera.id, x: 100, y: 100, actorLink: true },
  ]);
}

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  faceSource.clear();
  w = await woundsWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  sten = w.createActor({
    name: "Sten",
    type: "wounds-character",
    ownership: { default: 0, [w.bob.id]: 3 },
    system: {
      attributes: { strength: 0, dexterity: 0, speed: 0, vitality: 1, perception: 0, reason: 0, lore: 0, persona: 0 },
    },
  });
  mira = w.createActor({
    name: "Mira",
    type: "wounds-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: {
      attributes: { strength: 0, dexterity: 0, speed: 1, vitality: 0, perception: 0, reason: 0, lore: 0, persona: 0 },
    },
    items: [{ _id: KIT, name: "Healing Kit", type: "wounds-gear", system: { quantity: 1, healingKit: true } }],
  });
  await w.ogre.update({ system: { wounds: { ...NONE, moderate: 1 } } });
});

describe('Treat Wound: "choose what level of wound to treat and make a Lor [Healing/Wounds] check against the corresponding TN … On a success, the wound is reduced by one step"', () => {
  it("Alice's Mira treats Bob's Ogre (moderate, TN 0) with a kit: face 11 → 1, the wound becomes light, fatigue +1, one chat line", async () => {
    await place();
    w.as(w.alice);
    faceSource.push(11);
    expect(await treat(mira, w.ogre, "moderate")).toBe(true);
    // "the target takes fatigue equal to the level of its highest remaining wound": light, 1.
    expect(system(w.ogre)).toMatchObject({ wounds: { ...NONE, light: 1 }, fatigue: 1 });
    expect(messages()).toBe(1);
    // One check card (chat/check-card/): its total against the TN, and what it did.
    expect(lastText()).toContain("Mira — Treat Wound on Ogre · Total 1 · Needed 0 or more (moderate wound TN)");
    expect(lastText()).toContain("Success");
    expect(lastText()).toContain("Ogre: a Moderate wound reduced to Light · fatigue +1");
    // Rolled on the GM's client for Alice's Mira: public, whatever the GM's roll mode.
    expect([...w.messages.values()].at(-1)?.whisper).toEqual([]);
    expect([...w.messages.values()].at(-1)?.rolls).toHaveLength(1);
  });

  it('"You have a -5 penalty to your check if you do not have a healing kit in hand": face 14 → −1, short of TN 0', async () => {
    await place();
    w.as(w.alice);
    faceSource.push(14);
    expect(await treat(w.vera, w.ogre, "moderate")).toBe(true);
    expect(system(w.ogre)).toMatchObject({ wounds: { ...NONE, moderate: 1 }, fatigue: 2 });
    expect(lastText()).toContain("Total -1 · Needed 0 or more (moderate wound TN) · Short by 1 · Failure");
    expect(lastText()).toContain("no healing kit: −5");
  });

  it('"on yourself": Vera treats her own light wound without a target on the scene', async () => {
    await w.vera.update({ system: { wounds: { ...NONE, light: 1 } } });
    w.as(w.alice);
    faceSource.push(15);
    expect(await treat(w.vera, w.vera, "light")).toBe(true);
    expect(system(w.vera).wounds).toEqual(NONE);
  });
});

describe('"If the target\'s fatigue is equal to or higher than its normal maximum stamina, the attempt automatically fails"', () => {
  it("no check is rolled, so no check card: one chat line, the wound stays and its fatigue is taken", async () => {
    await place();
    w.as(w.gm);
    await w.ogre.update({ system: { fatigue: 100 } });
    w.as(w.alice);
    expect(await treat(mira, w.ogre, "moderate")).toBe(true);
    expect(system(w.ogre)).toMatchObject({ wounds: { ...NONE, moderate: 1 }, fatigue: 102 });
    expect(messages()).toBe(1);
    expect([...w.messages.values()].at(-1)?.rolls).toHaveLength(0);
    expect(lastText()).toContain("Mira — Treat Wound on Ogre");
    expect(lastText()).toContain("fails automatically");
  });
});

describe('refused with the reason: "an adjacent willing or helpless target"; "choose what level of wound to treat"', () => {
  it("an Ogre 3 yards away is out of reach: nothing rolled, written or posted", async () => {
    await place(3);
    w.as(w.alice);
    expect(await treat(w.vera, w.ogre, "moderate")).toBe(false);
    expect(w.warnings.at(-1)).toContain("Too far");
    expect(system(w.ogre).wounds).toEqual({ ...NONE, moderate: 1 });
    expect(messages()).toBe(0);
  });

  it("a wound level the Ogre does not have", async () => {
    await place();
    w.as(w.alice);
    expect(await treat(w.vera, w.ogre, "severe")).toBe(false);
    expect(w.warnings.at(-1)).toContain("No wound of that level.");
    expect(messages()).toBe(0);
  });
});

describe("the relay: the GM acts from the documents; a replayed or forged request has no effect", () => {
  it("a replayed request (its stamp used up) is refused and heals nothing a second time", async () => {
    await place();
    w.as(w.alice);
    const requestId = await stampRequest(asActor(mira), "sheetAct");
    const payload = { actorUuid: mira.uuid, targetUuid: w.ogre.uuid, act: "treatWound", choice: "moderate", requestId };
    faceSource.push(11);
    expect(await w.gm.query("fray.sheetAct", payload)).toEqual({ ok: true });
    faceSource.push(20);
    expect(await w.gm.query("fray.sheetAct", payload)).toEqual({ ok: false, reason: "notOwner" });
    expect(system(w.ogre).wounds).toEqual({ ...NONE, light: 1 });
    expect(messages()).toBe(1);
  });

  it("Alice cannot act as Bob's Ogre (no stamp of hers on it) nor send a malformed request", async () => {
    await place();
    w.as(w.alice);
    const forged = {
      actorUuid: w.ogre.uuid,
      targetUuid: w.vera.uuid,
      act: "treatWound",
      choice: "light",
      requestId: "x1",
    };
    expect(await w.gm.query("fray.sheetAct", forged)).toEqual({ ok: false, reason: "notOwner" });
    expect(await w.gm.query("fray.sheetAct", { ...forged, total: 30 })).toEqual({ ok: false, reason: "malformed" });
  });
});

describe('Treat Condition: "reduce the level of bleeding or burning by one step plus one step for every 2 points by which your check exceeds the TN, removing it completely if the level is reduced below light"', () => {
  it("the Ogre bleeding moderately (TN 0, decision 154): face 13 with a kit → 3, two steps, the bleeding ended", async () => {
    await place();
    w.as(w.gm);
    await w.ogre.update({ system: { afflictions: { bleeding: "moderate", burning: "severe" } } });
    w.as(w.alice);
    faceSource.push(13);
    const request = { act: "treatCondition", targetUuid: w.ogre.uuid, choice: "bleeding" };
    expect(await requestSheetAct(asActor(mira), request)).toBe(true);
    expect(w.ogre.system.toObject()).toMatchObject({ afflictions: { bleeding: null, burning: "severe" } });
    expect(lastText()).toContain("Total 3 · Needed 0 or more (Effect TN) · Made it by 3 · Success");
    expect(lastText()).toContain("Ogre: Bleeding ended");
  });

  it("a condition the target does not have is refused", async () => {
    await place();
    w.as(w.alice);
    const request = { act: "treatCondition", targetUuid: w.ogre.uuid, choice: "burning" };
    expect(await requestSheetAct(asActor(mira), request)).toBe(false);
    expect(w.warnings.at(-1)).toContain("Not affected by that condition.");
  });
});

describe('Treat Condition: "you end a hobbled effect, reduce a poison\'s effect as detailed in the poison\'s description" — "against the effect\'s TN", the one its cause stored (decision 156)', () => {
  const condition = (which: string) => ({ act: "treatCondition", targetUuid: w.ogre.uuid, choice: which });

  it("the Ogre hobbled at TN 4: face 13 with a kit → 3 falls short and it remains; face 14 → 4 ends it and its TN", async () => {
    await place();
    w.as(w.gm);
    await w.ogre.update({ system: { conditionTns: { hobbled: 4 } } });
    w.as(w.alice);
    faceSource.push(13);
    expect(await requestSheetAct(asActor(mira), condition("hobbled"))).toBe(true);
    expect(lastText()).toContain("Total 3 · Needed 4 or more (Effect TN) · Short by 1 · Failure");
    expect(lastText()).toContain("Ogre: Hobbled remains");
    faceSource.push(14);
    expect(await requestSheetAct(asActor(mira), condition("hobbled"))).toBe(true);
    expect(lastText()).toContain("Ogre: Hobbled ended");
    expect(w.ogre.system.toObject()).toMatchObject({ conditionTns: { hobbled: null, poisoned: null } });
  });

  it("the Ogre poisoned at TN 6: a success says the poison's description reduces it, and the poison stays", async () => {
    await place();
    w.as(w.gm);
    await w.ogre.update({ system: { conditionTns: { poisoned: 6 } } });
    w.as(w.alice);
    faceSource.push(16);
    expect(await requestSheetAct(asActor(mira), condition("poisoned"))).toBe(true);
    expect(lastText()).toContain("Total 6 · Needed 6 or more (Effect TN)");
    expect(lastText()).toContain("the poison's effect reduced, as its description says");
    expect(w.ogre.system.toObject()).toMatchObject({ conditionTns: { poisoned: 6 } });
  });

  it("hobbled given by hand has no cause: the moderate wound's TN 0", async () => {
    await place();
    w.as(w.gm);
    await w.ogre.toggleStatusEffect("hobbled", { active: true });
    await dataFollowsStatus(asActor(w.ogre), WOUNDS_STORED_STATUSES, ["hobbled"]);
    w.as(w.alice);
    faceSource.push(10);
    expect(await requestSheetAct(asActor(mira), condition("hobbled"))).toBe(true);
    expect(lastText()).toContain("Total 0 · Needed 0 or more (Effect TN) · Made it by 0 · Success");
  });

  it("a Treat Condition on poison the Ogre does not have is refused", async () => {
    await place();
    w.as(w.alice);
    expect(await requestSheetAct(asActor(mira), condition("poisoned"))).toBe(false);
    expect(w.warnings.at(-1)).toContain("Not affected by that condition.");
  });
});

describe('Stabilize: "Make a Lor [Healing/Wounds] check with a TN equal to the number of wounds the target has received. On a success, the target is no longer dying"', () => {
  it("Sten, dying with a light and a fatal wound (TN 2): face 12 with a kit → 2, no longer dying", async () => {
    await place();
    await sten.update({
      system: { wounds: { ...NONE, light: 1, fatal: 1 }, state: { dying: true, unconscious: true } },
    });
    w.as(w.alice);
    faceSource.push(12);
    expect(await requestSheetAct(asActor(mira), { act: "stabilize", targetUuid: sten.uuid })).toBe(true);
    expect(system(sten).state).toMatchObject({ dying: false, unconscious: true });
    expect(lastText()).toContain("no longer dying");
  });

  it("a creature that is not dying is refused", async () => {
    await place();
    w.as(w.alice);
    expect(await requestSheetAct(asActor(mira), { act: "stabilize", targetUuid: sten.uuid })).toBe(false);
    expect(w.warnings.at(-1)).toContain("Not dying.");
  });
});

describe('in combat: "Whenever you move or perform an action … you must spend AP equal to the action\'s AP cost" (Treat Wound 8)', () => {
  async function fight() {
    await place();
    const combat = await woundsCombat([
      { actor: mira, initiative: 12 },
      { actor: w.ogre, initiative: 8 },
    ]);
    await combat.startCombat();
    return { combat, healer: fighter(combat, mira) };
  }

  it("with 10 AP it is paid (2 left) and rolled at once", async () => {
    const { healer } = await fight();
    w.as(w.gm);
    await healer.update({ system: { ap: 10 } });
    w.as(w.alice);
    faceSource.push(11);
    expect(await treat(mira, w.ogre, "moderate")).toBe(true);
    expect(stored(healer).ap).toBe(2);
    expect(system(w.ogre).wounds).toEqual({ ...NONE, light: 1 });
  });

  it('"declare the action, spend all your current AP, and continue … at which point the action takes effect": with 7 AP the treatment is declared, and rolled on its patient at Mira\'s next turn start (decision 157)', async () => {
    const { combat, healer } = await fight();
    w.as(w.alice);
    expect(await treat(mira, w.ogre, "moderate")).toBe(true);
    expect(stored(healer)).toMatchObject({ ap: 0, pending: { action: "treatWound", remaining: 1 } });
    expect(system(w.ogre).wounds).toEqual({ ...NONE, moderate: 1 });
    expect(lastText()).toContain("Treat Wound");
    w.as(w.gm);
    await combat.nextTurn(); // Mira's turn ends: +7 AP, the Ogre acts
    expect(system(w.ogre).wounds).toEqual({ ...NONE, moderate: 1 });
    // Round 2 draws each combatant's tie key ("determined randomly each round"), then the check's d20 shows 11.
    faceSource.push(500, 600, 11);
    await combat.nextTurn(); // Mira's turn starts and pays the last AP
    expect(stored(healer)).toMatchObject({ pending: { action: "" }, pendingAim: "" });
    expect(system(w.ogre).wounds).toEqual({ ...NONE, light: 1 });
    expect(lastText()).toContain("Mira — Treat Wound on Ogre · Total 1");
  });

  it("the wound healed meanwhile when it takes effect: nothing is rolled, a chat line says why", async () => {
    const { combat } = await fight();
    w.as(w.alice);
    expect(await treat(mira, w.ogre, "moderate")).toBe(true);
    w.as(w.gm);
    await w.ogre.update({ system: { wounds: NONE } });
    await combat.nextTurn();
    await combat.nextTurn();
    expect(system(w.ogre).wounds).toEqual(NONE);
    expect(lastText()).toContain("the healing paid over turns is not done");
    expect(lastText()).toContain("No wound of that level.");
  });

  it("spending AP on anything else cancels it: its patient is not treated", async () => {
    const { combat, healer } = await fight();
    w.as(w.alice);
    expect(await treat(mira, w.ogre, "moderate")).toBe(true);
    w.as(w.gm);
    await healer.update({ system: { ap: 2 } });
    expect(
      await WOUNDS_COMBAT_ECONOMY.spend(healer as unknown as Combatant.Implementation, { action: "defend" }),
    ).toBeUndefined();
    expect(stored(healer)).toMatchObject({ pending: { action: "" }, pendingAim: "" });
    await combat.nextTurn();
    await combat.nextTurn();
    expect(system(w.ogre).wounds).toEqual({ ...NONE, moderate: 1 });
  });

  it("off its turn it is an interrupt, paid in full or refused: the Ogre's turn, Mira with 7 AP", async () => {
    const { combat, healer } = await fight();
    w.as(w.gm);
    await combat.nextTurn();
    await healer.update({ system: { ap: 7 } });
    w.as(w.alice);
    expect(await treat(mira, w.ogre, "moderate")).toBe(false);
    expect(w.warnings.at(-1)).toContain("needs 8");
  });
});

describe("the self-check's healing step (healing/self-check-heal.ts)", () => {
  it("passes on a world that plays the seed: a compendium Bandit treats another's light wound", async () => {
    const scene = await FakeSceneDocument.create({
      name: "Heal",
      grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 0 },
    });
    const tracker = new RunTracker();
    const skirmish: Skirmish = {
      ruleset: "wounds",
      tracker,
      dice: new DiceScript(tracker),
      scene: scene as never,
      notes: new Map<string, unknown>(),
    };
    await woundTreated(BANDIT).run(skirmish);
    expect(lastText()).toContain("the Light wound healed");
    await hobbleTreated(BANDIT).run(skirmish);
    expect(lastText()).toContain("Hobbled ended");
    await tracker.cleanup();
  });
});
