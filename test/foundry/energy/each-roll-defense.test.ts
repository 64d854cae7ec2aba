/**
 * `energy` seed, Defenses: "*On any Defense roll, if you roll the highest number on the die, reroll it and add the
 * result … Advantage and Disadvantage applies every time you would normally roll the die once." (reachability row
 * 101). Under the world setting `defenseEdge: eachRoll` the card's Defend rolls every roll of the die — the first and
 * every burst — with two dice, link by link: one real Foundry roll of the whole chain, its links re-read from the
 * card by the engine, a forged link refused. Under `wholeRoll` (the default) the whole exploding die is rolled twice.
 *
 * Vera (Alice): AV 17 with her longsword (a Combat Maneuver: AV 12). The Ogre (Bob): Evasion 8.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { toFoundryFormula } from "../../../module/engine/core/dice/formula.ts";
import type { DiceRequest } from "../../../module/engine/core/dice/request.ts";
import { defenseRollPlan } from "../../../module/engine/rulesets/energy/dice/defense.ts";
import { meleeHitProbability } from "../../../module/engine/rulesets/energy/dice/odds.ts";
import { DEFAULT_ENERGY_OPTIONS } from "../../../module/engine/rulesets/energy/options.ts";
import { AttackCardModel } from "../../../module/foundry/chat/attack-card/model.ts";
import { attackCardViewContext } from "../../../module/foundry/chat/attack-card/render.ts";
import { readStoredRoll } from "../../../module/foundry/chat/attack-card/stored-roll.ts";
import { ENERGY_COMBAT_ROOM } from "../../../module/foundry/rulesets/energy/combat-room.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { FakeScene, SQUARE_1M } from "../../support/fake-foundry/world/scene.ts";
import { energyWorld, ogreDefends, veraAttacksOgre, type EnergyWorld } from "./world-fixture.ts";

interface StoredRoll {
  request: DiceRequest;
  roll: { formula: string; dice: { faces: number; results: { result: number }[] }[] };
}
interface Row {
  against: number;
  hitChance: number;
  outcome: string;
  defense: { status: string; roll: StoredRoll | null };
}
const rowOf = (card: FakeChatMessage): Row => {
  const row = (card.system as unknown as { targets: Row[] }).targets[0];
  if (!row) throw new Error("card has no row");
  return row;
};
const defenseOf = (card: FakeChatMessage): StoredRoll => {
  const roll = rowOf(card).defense.roll;
  if (!roll) throw new Error("no defense rolled");
  return roll;
};

let w: EnergyWorld;
const weapon = () => w.vera.items.get(w.swordId) as never;

beforeEach(async () => {
  w = await energyWorld();
});

/** The world's reading of the sentence (the setting is stored by the fake's settings for the whole file). */
async function play(defenseEdge: "wholeRoll" | "eachRoll"): Promise<void> {
  w.as(w.gm);
  await fake().game.settings.set("fray", "energy-defenseEdge", defenseEdge);
}
const playEachRoll = () => play("eachRoll");

/** A Trip (AV 17 − 5 = 12) against the Ogre, which is not Exposed: "the target has Advantage on their first Defense roll". */
async function trip(face: number): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.ogre });
  w.dice(face);
  const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
  await rollAttack(w.vera as never, w.swordId, { skipDialog: true, choices: { trip: true } });
  const card = [...w.messages.values()].at(-1);
  if (!card) throw new Error("no card posted");
  return card;
}

/** Vera strikes from behind the Ogre (its back turned): Disadvantage on its Unarmed Evasion. */
async function fromBehind(face: number): Promise<FakeChatMessage> {
  const scene = new FakeScene("behind", SQUARE_1M);
  scene.addToken({ id: "vera", x: 0, y: 0, actorId: w.vera.id });
  const token = scene.addToken({ id: "ogre", x: 100, y: 0, rotation: 270, actorId: w.ogre.id });
  return veraAttacksOgre(w, face, token);
}

describe('"Advantage and Disadvantage applies every time you would normally roll the die once": each roll (eachRoll)', () => {
  it("Advantage: the first roll keeps 10 of 3 and 10 and bursts, the second keeps 4 of 2 and 4: Evasion 8 + 14 = 22", async () => {
    await playEachRoll();
    const card = await trip(10);
    expect(rowOf(card).against).toBe(12);
    expect(await ogreDefends(w, card, "evasion", 3, 10, 2, 4)).toEqual({ ok: true });
    const stored = defenseOf(card);
    expect(stored.roll.formula).toBe("2d10kh[Evasion roll] + 2d10kh[Evasion roll] + 8[Evasion]");
    expect(stored.roll.dice.map((d) => d.results.map((r) => r.result))).toEqual([
      [3, 10],
      [2, 4],
    ]);
    expect(readStoredRoll(stored)?.total).toBe(22);
    expect(rowOf(card).outcome).toBe("miss");
  });

  it("Advantage: a first roll keeping 3 of 2 and 3 is the only one: 8 + 3 = 11, and AV 12 hits", async () => {
    await playEachRoll();
    const card = await trip(10);
    expect(await ogreDefends(w, card, "evasion", 2, 3)).toEqual({ ok: true });
    expect(defenseOf(card).request.groups).toHaveLength(1);
    expect(readStoredRoll(defenseOf(card))?.total).toBe(11);
    expect(rowOf(card).outcome).toBe("hit");
  });

  it("Disadvantage from behind: 10 and 10 keep 10 and burst, then 10 and 1 keep 1: Unarmed Evasion 8 + 11 = 19 > AV 17", async () => {
    await playEachRoll();
    const card = await fromBehind(10);
    expect(await ogreDefends(w, card, "evasion", 10, 10, 10, 1)).toEqual({ ok: true });
    expect(defenseOf(card).roll.formula).toBe(
      "2d10kl[Unarmed Evasion roll] + 2d10kl[Unarmed Evasion roll] + 8[Unarmed Evasion]",
    );
    expect(readStoredRoll(defenseOf(card))?.total).toBe(19);
    expect(rowOf(card).outcome).toBe("miss");
  });

  it("the card names every roll of the die in the breakdown", async () => {
    await playEachRoll();
    const card = await trip(10);
    await ogreDefends(w, card, "evasion", 3, 10, 2, 4);
    w.as(w.gm);
    if (!(card.system instanceof AttackCardModel)) throw new Error("not an attack card");
    const breakdown = attackCardViewContext(card as never, card.system).rows[0]?.breakdowns.find(
      (b) => b.kind === "defense",
    );
    expect(breakdown?.groups.map((g) => g.title)).toEqual([
      "Roll 1 of the die: Evasion roll: 2d10, keep the highest 1",
      "Roll 2 of the die: Evasion roll: 2d10, keep the highest 1",
    ]);
  });

  it("the odds before the roll are the engine's exact ones for the world's reading (AV 19: the bursts matter)", async () => {
    // Below the die's maximum both readings keep the same face; a roll of 10 or more tells them apart.
    const engineOdds = (defenseEdge: "wholeRoll" | "eachRoll") =>
      meleeHitProbability({
        av: 19,
        combatEdge: "normal",
        precision: 0,
        defense: defenseRollPlan(
          { kind: "evasion", value: 8, edge: "advantage" },
          { ...DEFAULT_ENERGY_OPTIONS, defenseEdge },
        ),
        defenderWinsTies: false,
      });
    // A Trip (AV 12) with the roll dialog's +7: AV 19.
    const extra = { text: "+7", dice: [], flat: 7 };
    const planned = () => {
      const plan = ENERGY_COMBAT_ROOM.planAttack(
        w.vera as never,
        weapon(),
        w.ogre as never,
        { trip: true },
        undefined,
        extra,
      );
      if ("refused" in plan) throw new Error(plan.refused);
      return plan;
    };
    await play("wholeRoll");
    const whole = planned();
    await play("eachRoll");
    const each = planned();
    expect([whole.against, each.against]).toEqual([19, 19]);
    expect(whole.hitChance).toBeCloseTo(engineOdds("wholeRoll"), 12);
    expect(each.hitChance).toBeCloseTo(engineOdds("eachRoll"), 12);
    expect(each.hitChance).not.toBeCloseTo(whole.hitChance, 3);
  });
});

describe("the chain stored on the card is re-read link by link", () => {
  async function defended(): Promise<StoredRoll> {
    await playEachRoll();
    const card = await trip(10);
    await ogreDefends(w, card, "evasion", 3, 10, 2, 4);
    return defenseOf(card);
  }

  it("round trip: Roll.fromData gives back the formula and every link's dice", async () => {
    const stored = await defended();
    const roll = Roll.fromData(stored.roll as never);
    expect(roll.formula).toBe(toFoundryFormula(stored.request).formula);
    expect(roll.dice.map((d) => d.results.map((r) => r.result))).toEqual([
      [3, 10],
      [2, 4],
    ]);
    expect(readStoredRoll(JSON.parse(JSON.stringify(stored)) as StoredRoll)?.total).toBe(22);
  });

  it("a forged link is refused: a third roll after one that kept 4, a chain cut after a burst, or faces changed", async () => {
    const stored = await defended();
    const [link] = stored.request.groups;
    if (!link) throw new Error("no link");
    const withLinks = (count: number, dice: number[][]): StoredRoll => {
      const request = { ...stored.request, groups: Array.from({ length: count }, () => link) };
      const formula = toFoundryFormula(request).formula;
      const rolled = dice.map((faces) => ({ faces: 10, results: faces.map((result) => ({ result })) }));
      return { request, roll: { ...stored.roll, formula, dice: rolled } };
    };
    expect(
      readStoredRoll(
        withLinks(2, [
          [3, 10],
          [2, 4],
        ]),
      )?.total,
    ).toBe(22);
    expect(
      readStoredRoll(
        withLinks(3, [
          [3, 10],
          [2, 4],
          [9, 9],
        ]),
      ),
    ).toBeUndefined();
    expect(readStoredRoll(withLinks(1, [[3, 10]]))).toBeUndefined();
    expect(
      readStoredRoll(
        withLinks(2, [
          [3, 7],
          [2, 4],
        ]),
      ),
    ).toBeUndefined();
  });
});

describe('"Advantage and Disadvantage applies every time you would normally roll the die once": the whole roll (wholeRoll)', () => {
  it("Advantage rolls the exploding die twice and keeps the better chain: 10 → burst 2 = 12 against 4: 8 + 12 = 20", async () => {
    await play("wholeRoll");
    const card = await trip(10);
    expect(await ogreDefends(w, card, "evasion", 10, 2, 4)).toEqual({ ok: true });
    const stored = defenseOf(card);
    expect(stored.request.chain).toBeUndefined();
    expect(stored.roll.formula).toBe("{1d10x[Evasion roll],1d10x[Evasion roll]}kh + 8[Evasion]");
    expect(readStoredRoll(stored)?.total).toBe(20);
    expect(rowOf(card).outcome).toBe("miss");
  });
});
