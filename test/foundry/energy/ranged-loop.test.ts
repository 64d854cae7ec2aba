/**
 * The `energy` ranged and thrown attack through the sheet's flow, the card and the GM relay: "You make Ranged Attacks
 * using a Hit roll (which is a 1d20 with nothing added) that must [be] greater than or equal to the Miss Chance to
 * hit", "Miss Chance = Miss Chance Modifier + Target's Ranged Evasion roll + Situational Modifiers".
 */
import { beforeEach, describe, expect, it } from "vitest";
import { rangedHitProbability } from "../../../module/engine/rulesets/energy/dice/odds.ts";
import { defenseRollPlan } from "../../../module/engine/rulesets/energy/dice/defense.ts";
import type { DefenseRollPlan } from "../../../module/engine/rulesets/energy/dice/defense.ts";
import { readPair } from "../../../module/foundry/canvas/situate.ts";
import type { PlannedAttack, RollChoices, SceneSituation } from "../../../module/foundry/combat-room.ts";
import { rollAttack } from "../../../module/foundry/flows/attack.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { ENERGY_COMBAT_ROOM } from "../../../module/foundry/rulesets/energy/combat-room.ts";
import { attackOdds } from "../../../module/foundry/rulesets/energy/sheets/from-documents.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { FakeScene, SQUARE_1M } from "../../support/fake-foundry/world/scene.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { addArcher, BOW_ID, JAVELIN_ID } from "./ranged-fixture.ts";
import { energyWorld, gmCardView, ogreDefends, type EnergyWorld } from "./world-fixture.ts";

interface StoredRequest {
  label: string;
  groups: { faces: number; edge?: string }[];
  target?: { kind: string; value: number };
}
interface Row {
  outcome: string;
  against: number;
  hitChance: number;
  attack: { request: StoredRequest };
  defense: { status: string; roll: { request: StoredRequest } | null };
  damage: { status: string; summary: string };
}
const rowOf = (message: FakeChatMessage): Row => {
  const row = (message.system as unknown as { targets: Row[] }).targets[0];
  if (!row) throw new Error("card has no row");
  return row;
};
const aura = (a: { system: unknown }) => (a.system as { aura: { value: number } }).aura.value;
const cardJson = (m: FakeChatMessage) => JSON.stringify(m.system.toObject());

let w: EnergyWorld;
let rhea: FakeActor;
let sceneCount = 0;

beforeEach(async () => {
  w = await energyWorld();
  rhea = addArcher(w);
});

/** Rhea and the Ogre on a 1 m square grid, the Ogre `spaces` squares east; their tokens. */
function tokens(spaces: number) {
  const scene = new FakeScene(`ranged${++sceneCount}`, SQUARE_1M);
  const own = scene.addToken({ id: "rhea", x: 0, y: 0, actorId: rhea.id });
  return { own, ogre: scene.addToken({ id: "ogre", x: 100 * spaces, y: 0, rotation: 90, actorId: w.ogre.id }) };
}
const place = (spaces: number) => tokens(spaces).ogre;

function situation(itemId: string, spaces: number): SceneSituation {
  const { own, ogre } = tokens(spaces);
  const pair = readPair("energy", own as never, ogre as never);
  if (!pair) throw new Error("no pair");
  return ENERGY_COMBAT_ROOM.sceneSituation(pair, rhea as never, rhea.items.get(itemId) as never, w.ogre as never);
}

function plan(itemId: string, choices: RollChoices = {}, scene?: SceneSituation): PlannedAttack {
  const p = ENERGY_COMBAT_ROOM.planAttack(
    rhea as never,
    rhea.items.get(itemId) as never,
    w.ogre as never,
    choices,
    scene,
  );
  if ("refused" in p) throw new Error(p.refused);
  return p;
}

/** The Ogre's Ranged Evasion roll: "1d4* + Halved Dexterity Modifier" (+0), no shield, no armor penalty. */
const OGRE_RANGED_EVASION: DefenseRollPlan = defenseRollPlan({ kind: "rangedEvasion", value: 0 });

/** Alice's Rhea shoots (or throws) at the Ogre with these Hit roll faces; `token` puts the Ogre on a scene. */
async function shoot(itemId: string, faces: number[], token?: unknown): Promise<FakeChatMessage | undefined> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add(token ? ({ actor: w.ogre, document: token } as never) : { actor: w.ogre });
  w.dice(...faces);
  const before = w.messages.size;
  await rollAttack(rhea as never, itemId, { skipDialog: true });
  return w.messages.size > before ? [...w.messages.values()].at(-1) : undefined;
}

async function card(itemId: string, ...faces: number[]): Promise<FakeChatMessage> {
  const message = await shoot(itemId, faces);
  if (!message) throw new Error("no card posted");
  return message;
}

/** Bob rolls the Ogre's Ranged Evasion roll `1d4x` with these faces. */
const defend = (message: FakeChatMessage, ...faces: number[]) => ogreDefends(w, message, "rangedEvasion", ...faces);

describe("energy ranged: the plan's exact odds, per range band", () => {
  it('"Miss Chance Modifier = 8 – weapon Accuracy – Halved Dexterity Modifier": 8 − 1 − 1 = 6 against a Medium Ogre', () => {
    expect(plan(BOW_ID).against).toBe(6);
  });

  it("the plan's chance is the engine's exact ranged odds in each band the canvas reads, with its reason", () => {
    // Bow 10/40/80 at 40 kg (+1/6/12): 11/46/92. Close, middle and far band by distance.
    const cases = [
      { spaces: 3, edge: "advantage" as const, on: "rangeClose" },
      { spaces: 20, edge: "normal" as const, on: undefined },
      { spaces: 60, edge: "disadvantage" as const, on: "rangeFar" },
    ];
    for (const { spaces, edge, on } of cases) {
      const scene = situation(BOW_ID, spaces);
      const p = plan(BOW_ID, {}, scene);
      const exact = rangedHitProbability({ missChanceBase: 6, hitEdge: edge, evasion: OGRE_RANGED_EVASION });
      expect(p.hitChance).toBe(exact);
      const rangeRows = p.modifiers?.filter((m) => m.kind === "range" && m.on) ?? [];
      expect(rangeRows.map((m) => m.id)).toEqual(on ? [on] : []);
      if (on) expect(rangeRows[0]?.reason?.key).toMatch(/^FRAY\.Canvas\.Reason\.(within|beyond)$/);
      expect(p.request.groups[0]?.edge ?? "normal").toBe(edge);
    }
  });

  it("the middle band by hand: P = 1/20 (a 20) + Σ faces 7..19 of 1/20 × P(1d4* ≤ face − 6)", () => {
    // 1d4*: 1, 2, 3 at 1/4; 4 bursts to 5, 6, 7 at 1/16, 8 bursts to 9, 10, 11 at 1/64 …
    const atMost = (k: number): number => {
      let p = 0;
      for (let burst = 0, weight = 1 / 4; burst * 4 < k; burst++, weight /= 4) {
        for (let face = 1; face <= 3; face++) if (burst * 4 + face <= k) p += weight;
      }
      return p;
    };
    let expected = 1 / 20;
    for (let face = 7; face <= 19; face++) expected += (1 / 20) * atMost(face - 6);
    expect(plan(BOW_ID).hitChance).toBeCloseTo(expected, 12);
  });

  it('movement: "none -5", "Running with zig-zagging, Sprinting +5" are the dialog\'s choices', () => {
    expect(plan(BOW_ID, { targetStill: true }).against).toBe(1);
    expect(plan(BOW_ID, { targetEvasive: true }).against).toBe(11);
  });

  it('"Weapons with the Thrown property have Accuracy equal to their AV bonus": the javelin aims with 1 too', () => {
    expect(plan(JAVELIN_ID).against).toBe(6);
    // Thrown 3/6/12 + Arm Strength 16's extra distance +(1/6/10): 4/12/22.
    expect(
      ENERGY_COMBAT_ROOM.planAttack(
        rhea as never,
        rhea.items.get(JAVELIN_ID) as never,
        w.ogre as never,
        {},
        situation(JAVELIN_ID, 30),
      ),
    ).toMatchObject({ refused: "FRAY.Canvas.Refusal.outOfRange" });
  });

  it('"Advantage and Disadvantage cancel": a Dazed archer at close range rolls one d20; the row names the Hit roll', () => {
    rhea.statuses.add("dazed");
    const p = plan(BOW_ID, { rangeClose: true });
    expect(p.request.groups[0]?.edge).toBeUndefined();
    expect(p.hitChance).toBe(rangedHitProbability({ missChanceBase: 6, evasion: OGRE_RANGED_EVASION }));
    const locked = p.modifiers?.find((m) => m.locked);
    expect(locked?.effect.key).toBe("FRAY.Energy.Modifier.effect.hitDisadvantage");
  });

  it('Draw Weight: "the highest draw weight you can comfortably manage" — Arm Strength 0 cannot draw 40 kg', async () => {
    await rhea.update({ system: { armStrengthBase: 0 } });
    const p = ENERGY_COMBAT_ROOM.planAttack(rhea as never, rhea.items.get(BOW_ID) as never, w.ogre as never);
    expect(p).toEqual({ refused: "FRAY.Energy.Refusal.drawWeightTooHigh", data: { need: 40, have: 20 } });
  });

  it("the sheet's Attack button shows the same odds as the plan, read from the canvas", () => {
    const token = place(3);
    const odds = attackOdds(rhea as never, w.ogre as never, token as never)[BOW_ID];
    const scene = situation(BOW_ID, 3);
    expect(odds).toMatchObject({ hitChance: plan(BOW_ID, {}, scene).hitChance, av: 6 });
    expect(odds && "rangeNote" in odds ? odds.rangeNote?.key : undefined).toBe("FRAY.Canvas.Reason.within");
  });
});

describe("energy ranged: card → Ranged Evasion → damage → apply", () => {
  it("without a canvas the attack is made in the middle band: one d20, the Hit roll, against Miss Chance 6", async () => {
    const message = await card(BOW_ID, 12);
    const row = rowOf(message);
    expect(row).toMatchObject({ outcome: "pending", against: 6, hitChance: plan(BOW_ID).hitChance });
    expect(row.attack.request.label).toBe("Hit roll");
    expect(row.attack.request.groups[0]?.edge).toBeUndefined();
  });

  it("Hit roll 12 against 6 + Ranged Evasion roll 3 = 9 hits; the Defend is the Ranged Evasion roll 1d4*", async () => {
    const message = await card(BOW_ID, 12);
    expect(await defend(message, 3)).toEqual({ ok: true });
    const row = rowOf(message);
    expect(row.defense.roll?.request).toMatchObject({ label: "Ranged Evasion roll", groups: [{ faces: 4 }] });
    expect(row.outcome).toBe("hit");
  });

  it('"if you roll the highest number on the die, reroll it and add": 4 + 3 = 7 makes the Miss Chance 13, a miss', async () => {
    const message = await card(BOW_ID, 12);
    await defend(message, 4, 3);
    expect(rowOf(message).outcome).toBe("miss");
  });

  it("a Defending Ogre wins ties: Miss Chance 6 + 6 = 12 against a Hit roll of 12 misses", async () => {
    w.ogre.statuses.add("defending");
    const message = await card(BOW_ID, 12);
    await defend(message, 4, 2);
    expect(rowOf(message).outcome).toBe("miss");
  });

  it('"20 Critical Hit (You hit the target, ignore their armor…)" and "1 Critical Failure (counts as a miss)"', async () => {
    expect(rowOf(await card(BOW_ID, 1)).outcome).toBe("miss");
    const crit = await card(BOW_ID, 20);
    expect(rowOf(crit).outcome).toBe("hit");
    w.as(w.alice);
    w.dice(5);
    await askStep("damage", rhea as never, crit.id, "t0");
    // 1d6 5 + Draw Weight 2, the armor ignored.
    expect(aura(w.ogre)).toBe(20 - 7);
  });

  it('"Damage = Weapon Damage Roll + Extra Damage from Draw Weight – AR if Hit Roll is less than AC": 5 + 2 − 3', async () => {
    // The Ogre's mail lists Ranged AC 12 beside its AC.
    w.as(w.gm);
    await w.ogre.updateEmbeddedDocuments("Item", [{ _id: "mail000000000000", system: { rangedCoverage: 12 } }]);
    const message = await card(BOW_ID, 11);
    await defend(message, 1);
    w.as(w.alice);
    w.dice(5);
    expect(await askStep("damage", rhea as never, message.id, "t0")).toEqual({ ok: true });
    expect(aura(w.ogre)).toBe(20 - (5 + 2 - 3));
    expect(rowOf(message).damage).toMatchObject({ status: "applied", summary: "4 Aura · armor hit" });
  });

  it("a Hit roll at or above the Ranged AC misses the armor: all 7 damage is dealt", async () => {
    w.as(w.gm);
    await w.ogre.updateEmbeddedDocuments("Item", [{ _id: "mail000000000000", system: { rangedCoverage: 12 } }]);
    const message = await card(BOW_ID, 12);
    await defend(message, 1);
    w.as(w.alice);
    w.dice(5);
    await askStep("damage", rhea as never, message.id, "t0");
    expect(aura(w.ogre)).toBe(20 - 7);
  });

  it("a thrown javelin deals its dice alone (no Draw Weight, no MASDB)", async () => {
    const message = await card(JAVELIN_ID, 13);
    await defend(message, 1);
    w.as(w.alice);
    w.dice(4);
    await askStep("damage", rhea as never, message.id, "t0");
    expect(aura(w.ogre)).toBe(20 - 4);
  });

  it('"Disadvantage on Evasion rolls" from where the Ogre is not facing: the Defend keeps the worse of two 1d4*', async () => {
    // The Ogre 20 squares east, turned east (rotation 270): its back to Rhea.
    const scene = new FakeScene(`behind${++sceneCount}`, SQUARE_1M);
    scene.addToken({ id: "rhea", x: 0, y: 0, actorId: rhea.id });
    const back = scene.addToken({ id: "ogre", x: 2000, y: 0, rotation: 270, actorId: w.ogre.id });
    const message = await shoot(BOW_ID, [12], back);
    if (!message) throw new Error("no card posted");
    await defend(message, 4, 3, 2); // {1d4x,1d4x}kl: 4 + 3 = 7 and 2 → 2; Miss Chance 6 + 2 = 8 ≤ 12
    const row = rowOf(message);
    expect(row.defense.roll?.request).toMatchObject({
      label: "Ranged Evasion roll",
      groups: [{ edge: "disadvantage" }],
    });
    expect(row.outcome).toBe("hit");
  });

  it("past the third range number the attack is refused with the canvas' reason, and no card is posted", async () => {
    const message = await shoot(BOW_ID, [12], place(100));
    expect(message).toBeUndefined();
    expect(w.warnings.at(-1)).toMatch(/^Ogre is \d+(\.\d+)? m away, beyond this weapon's range of 92 m\.$/);
  });

  it("on the canvas the band is stored in the Hit roll: close range rolls two d20, the better kept", async () => {
    const message = await shoot(BOW_ID, [3, 15], place(3));
    const row = message ? rowOf(message) : undefined;
    expect(row?.attack.request.groups[0]?.edge).toBe("advantage");
    expect(row?.hitChance).toBe(plan(BOW_ID, {}, situation(BOW_ID, 3)).hitChance);
  });

  it('the card reads "Miss Chance 6 + Ranged Evasion · Hit roll 12", then "Ranged Evasion roll 3"', async () => {
    const message = await card(BOW_ID, 12);
    await defend(message, 3);
    expect(gmCardView(message).rows[0]).toMatchObject({
      attackText: "Miss Chance 6 + Ranged Evasion · Hit roll 12",
      defenseText: "Ranged Evasion roll 3",
    });
  });

  it("a forged or tampered Defend changes nothing; the GM plans the Ranged Evasion from the card alone", async () => {
    const message = await card(BOW_ID, 12);
    const before = cardJson(message);
    const tampered = {
      messageId: message.id,
      rowKey: "t0",
      stepId: "rangedEvasion",
      requestId: "abc",
      band: "advantage",
      against: 0,
    };
    expect(await w.gm.query("fray.step", tampered)).toEqual({ ok: false, reason: "malformed" });
    const forged = { messageId: message.id, rowKey: "t0", stepId: "rangedEvasion", requestId: "forgedforged1234" };
    expect(await w.gm.query("fray.step", forged)).toEqual({ ok: false, reason: "notOwner" });
    expect(cardJson(message)).toBe(before);
    // The Miss Chance is the one the GM plans again from Rhea and her bow (6, as the card states); a card whose
    // attacker changed since the shot is refused instead (test/foundry/security/forged-cards.test.ts).
    await defend(message, 3);
    const row = rowOf(message);
    expect(row.defense.roll?.request.target).toEqual({
      kind: "exceed",
      value: 12 - 6,
      source: "Hit roll − Miss Chance",
    });
    expect(row.outcome).toBe("hit");
  });
});

describe("energy ranged: the Energy it costs in combat", () => {
  it('"Ranged Attacks cost 1 Energy" (the setting\'s default, docs/rules/energy.md)', async () => {
    const combat = await createCombat("energy", [rhea, w.ogre]);
    await combat.startCombat();
    await card(BOW_ID, 12);
    expect(systemOf(combatantOf(combat, rhea))).toMatchObject({ energy: 4 });
  });

  it('not Proficient "must spend an additional Energy on your Ranged Attacks with the weapon": 2', async () => {
    rhea = addArcher(w, { mpr: 5 });
    const combat = await createCombat("energy", [rhea, w.ogre]);
    await combat.startCombat();
    await card(BOW_ID, 12);
    expect(systemOf(combatantOf(combat, rhea))).toMatchObject({ energy: 3 });
  });

  it("an attack refused out of range costs nothing", async () => {
    const combat = await createCombat("energy", [rhea, w.ogre]);
    await combat.startCombat();
    await shoot(BOW_ID, [12], place(100));
    expect(systemOf(combatantOf(combat, rhea))).toMatchObject({ energy: 5 });
  });
});
