/**
 * Throwing a melee weapon that has no Thrown property, from the sheet's Throw through the card and the GM relay
 * (reachability row 88, decision 125). Seed 001, Throwing Weapons: "Throwing a weapon is a ranged attack. Weapons
 * without the Thrown property deal half damage when thrown unless the Hit Roll is a natural 20 in which case they deal
 * full damage." "Unless otherwise specified, Light weapons have a throwing range of (3/5/10), Heavy weapons have a
 * throwing range of (1/3/6), and other weapons have a throwing range of (2/4/8)." Actions: "Ranged Attack: Using 1
 * Energy you attack a target with a ranged attack (this includes thrown weapons)."
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { defenseRollPlan } from "../../../module/engine/rulesets/energy/dice/defense.ts";
import { rangedHitProbability } from "../../../module/engine/rulesets/energy/dice/odds.ts";
import { readPair } from "../../../module/foundry/canvas/situate.ts";
import type { PlannedAttack, RollChoices, SceneSituation } from "../../../module/foundry/combat-room.ts";
import { attackCardViewContext } from "../../../module/foundry/chat/attack-card/render.ts";
import { AttackCardModel } from "../../../module/foundry/chat/attack-card/model.ts";
import { RollDialogState } from "../../../module/foundry/applications/roll-dialog/state.ts";
import { rollAttack } from "../../../module/foundry/flows/attack.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { ENERGY_COMBAT_ROOM } from "../../../module/foundry/rulesets/energy/combat-room.ts";
import { attackOdds } from "../../../module/foundry/rulesets/energy/sheets/from-documents.ts";
import { throwOddsKey } from "../../../module/foundry/rulesets/energy/sheets/sheet-data.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { FakeScene, SQUARE_1M } from "../../support/fake-foundry/world/scene.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { forgeCard, type ForgeContext, type ForgeKind } from "../security/forge.ts";
import { addArcher, JAVELIN_ID } from "./ranged-fixture.ts";
import { energyWorld, ogreDefends, type EnergyWorld } from "./world-fixture.ts";

const THROW: RollChoices = { throw: true };

interface Row {
  outcome: string;
  against: number;
  attack: { request: { label: string; groups: { faces: number; edge?: string }[] } };
  situation: { choices: Record<string, boolean> };
  damage: { status: string; summary: string };
}
const rowOf = (message: FakeChatMessage): Row => {
  const row = (message.system as unknown as { targets: Row[] }).targets[0];
  if (!row) throw new Error("card has no row");
  return row;
};
const aura = (a: { system: unknown }) => (a.system as { aura: { value: number } }).aura.value;
/** The damage lines of the card's row as the GM's client shows them. */
function damageLines(message: FakeChatMessage): readonly string[] | undefined {
  w.as(w.gm);
  if (!(message.system instanceof AttackCardModel)) throw new Error("not an attack card");
  const row = attackCardViewContext(message as never, message.system).rows[0];
  return row?.breakdowns.find((b) => b.kind === "damage")?.effects;
}

let w: EnergyWorld;
let sceneCount = 0;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await energyWorld();
  return () => {
    vi.restoreAllMocks();
  };
});

/** Vera and the Ogre on a 1 m square grid, the Ogre `spaces` squares east, facing her; the Ogre's token. */
function ogreAt(spaces: number) {
  const scene = new FakeScene(`throw${++sceneCount}`, SQUARE_1M);
  const own = scene.addToken({ id: "vera", x: 0, y: 0, actorId: w.vera.id });
  return { own, ogre: scene.addToken({ id: "ogre", x: 100 * spaces, y: 0, rotation: 90, actorId: w.ogre.id }) };
}

function situation(spaces: number, choices: RollChoices): SceneSituation {
  const { own, ogre } = ogreAt(spaces);
  const pair = readPair("energy", own as never, ogre as never);
  if (!pair) throw new Error("no pair");
  const sword = w.vera.items.get(w.swordId) as never;
  return ENERGY_COMBAT_ROOM.sceneSituation(pair, w.vera as never, sword, w.ogre as never, undefined, choices);
}

function plan(choices: RollChoices, scene?: SceneSituation): PlannedAttack {
  const sword = w.vera.items.get(w.swordId) as never;
  const p = ENERGY_COMBAT_ROOM.planAttack(w.vera as never, sword, w.ogre as never, choices, scene);
  if ("refused" in p) throw new Error(p.refused);
  return p;
}

/** Alice's Vera throws her longsword at the Ogre (the sheet's Throw, shift-clicked), the Hit roll showing `faces`. */
async function throwSword(faces: number[], token?: unknown): Promise<FakeChatMessage | undefined> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add(token ? ({ actor: w.ogre, document: token } as never) : { actor: w.ogre });
  w.dice(...faces);
  const before = w.messages.size;
  await rollAttack(w.vera as never, w.swordId, { skipDialog: true, choices: THROW });
  return w.messages.size > before ? [...w.messages.values()].at(-1) : undefined;
}

async function thrownCard(...faces: number[]): Promise<FakeChatMessage> {
  const message = await throwSword(faces);
  if (!message) throw new Error("no card posted");
  return message;
}

/** Alice asks for the damage of the card's row, the 1d8 showing `face`. */
async function damage(message: FakeChatMessage, face: number) {
  w.as(w.alice);
  w.dice(face);
  return askStep("damage", w.vera as never, message.id, "t0");
}

describe('"Throwing a weapon is a ranged attack": the plan', () => {
  it("the longsword thrown rolls a Hit roll against Miss Chance 7: 8 − its own Accuracy 0 − halved Dex +1", () => {
    const p = plan(THROW);
    expect(p.request.label).toBe("Hit roll");
    expect(p.against).toBe(7);
    const evasion = defenseRollPlan({ kind: "rangedEvasion", value: 0 });
    expect(p.hitChance).toBe(rangedHitProbability({ missChanceBase: 7, hitEdge: "normal", evasion }));
  });

  it('the dialog\'s locked row names "half damage … unless the Hit Roll is a natural 20" and the (2/4/8) range', () => {
    const row = plan(THROW).modifiers?.find((m) => m.id === "throw");
    expect(row).toMatchObject({ on: true, locked: true, label: { key: "FRAY.Energy.Modifier.throw" } });
    // A longsword is neither Light nor Heavy: "other weapons have a throwing range of (2/4/8)"; Arm Strength 0 adds none.
    expect(row?.effect).toEqual({
      key: "FRAY.Energy.Modifier.effect.throw",
      data: { advantage: 2, disadvantage: 4, maximum: 8 },
    });
  });

  it('Non-Lethal, the longsword thrown is a "Ranged/thrown weapon >=15", not an "Other melee weapon >=10"', () => {
    const row = (choices: RollChoices) => plan(choices).modifiers?.find((m) => m.id === "nonLethal")?.effect;
    expect(row({ ...THROW, nonLethal: true })).toEqual({
      key: "FRAY.Energy.Modifier.effect.nonLethal",
      data: { chance: 15 },
    });
    expect(row({ nonLethal: true })).toEqual({ key: "FRAY.Energy.Modifier.effect.nonLethal", data: { chance: 10 } });
  });

  it("the sheet's Throw button shows the same odds as the plan; the Attack keeps the melee ones", () => {
    const odds = attackOdds(w.vera as never, w.ogre as never);
    expect(odds[throwOddsKey(w.swordId)]).toEqual({ hitChance: plan(THROW).hitChance, av: 7 });
    expect(odds[w.swordId]).toMatchObject({ av: 17 });
    // An NPC's stat block has no Throw (decision 127): its club's odds are the Attack's alone.
    const bandit = w.createActor({
      name: "Bandit",
      type: "energy-npc",
      items: [{ _id: "club000000000000", name: "Club", type: "energy-weapon", system: { kind: "melee" } }],
    });
    expect(Object.keys(attackOdds(bandit as never, w.vera as never))).toEqual(["club000000000000"]);
  });

  it("a weapon with the Thrown property is thrown by its own Attack: the Throw of a javelin is refused", () => {
    const rhea = addArcher(w);
    const javelin = rhea.items.get(JAVELIN_ID) as never;
    expect(ENERGY_COMBAT_ROOM.planAttack(rhea as never, javelin, w.ogre as never, THROW)).toEqual({
      refused: "FRAY.Energy.Refusal.cannotThrow",
    });
    expect(Object.keys(attackOdds(rhea as never, w.ogre as never))).not.toContain(throwOddsKey(JAVELIN_ID));
  });
});

describe("the roll dialog the Throw opens", () => {
  it("shows the throw locked, in words naming the half damage; unticking it is refused and Roll answers a throw", () => {
    const sword = w.vera.items.get(w.swordId) as never;
    const state = new RollDialogState({
      attackerName: "Vera",
      itemName: "Longsword",
      choices: THROW,
      plan: (choices, extra) => [
        {
          name: "Ogre",
          plan: ENERGY_COMBAT_ROOM.planAttack(w.vera as never, sword, w.ogre as never, choices, undefined, extra),
        },
      ],
    });
    state.toggle("throw", false);
    expect(state.answer?.choices).toEqual(THROW);
    expect(JSON.stringify(state.context(englishLocalizer()))).toContain(
      "A ranged attack at its throwing range (2/4/8 m): half damage unless the Hit roll is a natural 20",
    );
  });
});

describe("the throwing range on the canvas, not Reach", () => {
  it("5 m away, out of the longsword's Reach, the throw is made beyond the 2nd number: Disadvantage on the Hit roll", () => {
    expect(situation(5, {}).refusal?.refused).toBe("FRAY.Canvas.Refusal.outOfReach");
    const scene = situation(5, THROW);
    expect(scene.refusal).toBeUndefined();
    expect(scene.defaults).toMatchObject({ rangeFar: true });
    expect(plan({ ...scene.defaults, ...THROW }, scene).request.groups[0]).toMatchObject({ faces: 20 });
  });

  it("past the maximum of 8 m the throw is refused with the canvas' reason: no card, no Energy spent", async () => {
    const combat = await createCombat("energy", [w.vera, w.ogre]);
    await combat.startCombat();
    expect(situation(10, THROW).refusal?.refused).toBe("FRAY.Canvas.Refusal.outOfRange");
    expect(await throwSword([15], ogreAt(10).ogre)).toBeUndefined();
    expect(systemOf(combatantOf(combat, w.vera))).toMatchObject({ energy: 5 });
  });
});

describe("Weapons without the Thrown property deal half damage when thrown unless the Hit Roll is a natural 20", () => {
  it("Hit roll 15 against 7 + Ranged Evasion 1 hits; the 1d8's 7 is halved to 3 and the card's breakdown says why", async () => {
    const message = await thrownCard(15);
    expect(rowOf(message)).toMatchObject({ against: 7, situation: { choices: { throw: true } } });
    await ogreDefends(w, message, "rangedEvasion", 1);
    expect(rowOf(message).outcome).toBe("hit");
    expect(await damage(message, 7)).toEqual({ ok: true });
    // The dice alone ("Weapon Damage Roll + Extra Damage from Draw Weight", nothing drawn), halved and rounded down.
    expect(aura(w.ogre)).toBe(20 - 3);
    expect(damageLines(message)).toEqual([
      "Damage before the rules: 7",
      "Thrown without the Thrown property: 7 → 3",
      "Aura: −3",
    ]);
  });

  it('"unless the Hit Roll is a natural 20 in which case they deal full damage": all 7, the armor ignored', async () => {
    const message = await thrownCard(20);
    expect(rowOf(message).outcome).toBe("hit");
    expect(await damage(message, 7)).toEqual({ ok: true });
    expect(aura(w.ogre)).toBe(20 - 7);
    expect(damageLines(message)).toEqual(["Critical hit", "Damage before the rules: 7", "Aura: −7"]);
  });
});

describe('"Ranged Attack: Using 1 Energy … (this includes thrown weapons)"', () => {
  it("the throw costs the ranged attack's 1 Energy, not the melee attack's 3", async () => {
    const combat = await createCombat("energy", [w.vera, w.ogre]);
    await combat.startCombat();
    await thrownCard(15);
    expect(systemOf(combatantOf(combat, w.vera))).toMatchObject({ energy: 4 });
  });
});

describe("the GM re-derives the throw from the weapon and the plan (Alice posts through the real relay)", () => {
  const context = (javelinOwner: FakeActor): ForgeContext => ({
    otherTarget: w.vera,
    othersActor: { uuid: javelinOwner.uuid, itemId: JAVELIN_ID },
    toggle: "throw",
  });

  async function forged(card: FakeChatMessage, how: ForgeKind | null): Promise<FakeChatMessage> {
    return forgeCard(w, w.alice, card, how, context(addArcher(w)));
  }

  it("an honest copy of a throw is settled: the GM plans the same Hit roll from the row's throw", async () => {
    const copy = await forged(await thrownCard(15), null);
    expect(await ogreDefends(w, copy, "rangedEvasion", 1)).toEqual({ ok: true });
    expect(await damage(copy, 6)).toEqual({ ok: true });
    expect(aura(w.ogre)).toBe(20 - 3);
  });

  it("a forged throw of a weapon that isn't there is refused, and nothing changes", async () => {
    const card = await forged(await thrownCard(15), "unknownItem");
    expect(await ogreDefends(w, card, "rangedEvasion", 1)).toEqual({ ok: false, reason: "unknownItem" });
    expect(await damage(card, 6)).toMatchObject({ ok: false });
    expect(aura(w.ogre)).toBe(20);
  });

  it("a melee card made a throw (its Combat roll kept) is refused: the GM plans a Hit roll for a throw", async () => {
    w.as(w.alice);
    w.alice.targets.clear();
    w.alice.targets.add({ actor: w.ogre });
    w.dice(15);
    await rollAttack(w.vera as never, w.swordId, { skipDialog: true });
    const melee = [...w.messages.values()].at(-1);
    if (!melee) throw new Error("no card posted");
    const card = await forged(melee, "situation");
    expect(rowOf(card).situation.choices).toMatchObject({ throw: true });
    expect(await ogreDefends(w, card, "rangedEvasion", 1)).toEqual({ ok: false, reason: "unverifiedCard" });
    expect(aura(w.ogre)).toBe(20);
  });

  it("a throw claimed for a javelin (it has the Thrown property) is refused: its half damage is never dealt", async () => {
    const rhea = addArcher(w);
    w.as(w.alice);
    w.alice.targets.clear();
    w.alice.targets.add({ actor: w.ogre });
    w.dice(15);
    await rollAttack(rhea as never, JAVELIN_ID, { skipDialog: true });
    const honest = [...w.messages.values()].at(-1);
    if (!honest) throw new Error("no card posted");
    const card = await forgeCard(w, w.alice, honest, "situation", context(rhea));
    expect(await ogreDefends(w, card, "rangedEvasion", 1)).toEqual({ ok: false, reason: "unverifiedCard" });
  });
});
