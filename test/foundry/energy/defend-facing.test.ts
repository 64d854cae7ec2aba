import { beforeEach, describe, expect, it } from "vitest";
import { ENERGY_COMBAT_ROOM } from "../../../module/foundry/rulesets/energy/combat-room.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { FakeScene, SQUARE_1M } from "../../support/fake-foundry/world/scene.ts";
import { energyWorld, ogreDefends, veraAttacksOgre, type EnergyWorld } from "./world-fixture.ts";

/**
 * "If you are attacked from where you are not facing, you have Disadvantage on Evasion rolls and you use your Unarmed
 * Evasion." The side is decided when the attack is made (the canvas' default, or the dialog) and stored on the card
 * row, so the Defend rolled later from the card is the same roll the odds were planned with.
 */
interface Row {
  outcome: string;
  fromBehind: boolean;
  defense: { status: string; roll: { request: { label: string; modifiers: { source: string }[] } } | null };
}
const rowOf = (message: FakeChatMessage): Row => {
  const row = (message.system as unknown as { targets: Row[] }).targets[0];
  if (!row) throw new Error("card has no row");
  return row;
};

let w: EnergyWorld;
let sceneCount = 0;

beforeEach(async () => {
  w = await energyWorld();
});

/**
 * Alice's Vera attacks the Ogre standing one space east of her, turned by `rotation` (270: facing east, its back to
 * her; 90: facing her), or with no scene at all; the Combat roll shows 10.
 */
async function attack(rotation?: number): Promise<FakeChatMessage> {
  if (rotation === undefined) return veraAttacksOgre(w, 10);
  const scene = new FakeScene(`facing${++sceneCount}`, SQUARE_1M);
  scene.addToken({ id: "vera", x: 0, y: 0, actorId: w.vera.id });
  const token = scene.addToken({ id: "ogre", x: 100, y: 0, rotation, actorId: w.ogre.id });
  return veraAttacksOgre(w, 10, token);
}

const defend = (card: FakeChatMessage, ...faces: number[]) => ogreDefends(w, card, "evasion", ...faces);

const defenseSources = (row: Row) => row.defense.roll?.request.modifiers.map((m) => m.source);

describe("energy: the card's Defend follows the side the attack came from", () => {
  it("the row stores fromBehind when the Ogre's back is turned, and not when it faces Vera", async () => {
    expect(rowOf(await attack(270)).fromBehind).toBe(true);
    expect(rowOf(await attack(90)).fromBehind).toBe(false);
    expect(rowOf(await attack()).fromBehind).toBe(false);
  });

  it("from behind the Defend is an Unarmed Evasion roll with Disadvantage: faces 10+3 and 9 keep 9 → 17, a hit", async () => {
    const card = await attack(270);
    expect(await defend(card, 10, 3, 9)).toEqual({ ok: true });
    const row = rowOf(card);
    expect(defenseSources(row)).toContain("Unarmed Evasion");
    // AV 17 against the lower of 8 + 13 and 8 + 9: the defender does not exceed it.
    expect(row.outcome).toBe("hit");
  });

  it("from the front the same faces are the Evasion roll 8 + 10 + 3 = 21: the Ogre evades", async () => {
    const card = await attack(90);
    expect(await defend(card, 10, 3)).toEqual({ ok: true });
    const row = rowOf(card);
    expect(defenseSources(row)).toContain("Evasion");
    expect(defenseSources(row)).not.toContain("Unarmed Evasion");
    expect(row.outcome).toBe("miss");
  });

  it("planDefense reads the row: fromBehind gives two kept-lowest dice, a row without it one die", () => {
    const plan = (fromBehind?: boolean) =>
      // A melee row's attack roll (the room reads its label: a Hit roll would plan a Ranged Evasion roll).
      ENERGY_COMBAT_ROOM.planDefense(w.ogre as never, { label: "Combat roll" } as never, false, {
        against: 17,
        ...(fromBehind === undefined ? {} : { fromBehind }),
      });
    const behind = plan(true);
    const front = plan();
    if ("refused" in behind || "refused" in front) throw new Error("refused");
    expect(behind.request.groups[0]).toMatchObject({ edge: "disadvantage" });
    expect(front.request.groups[0]).not.toMatchObject({ edge: "disadvantage" });
    expect(behind.request.target).toEqual({ kind: "exceed", value: 17, source: "AV" });
    expect(plan(false)).toEqual(front);
  });
});
