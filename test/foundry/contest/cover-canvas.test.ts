/**
 * Cover read from the scene's walls for a `contest` ranged Strike (reachability row 77; rules page decision 28: the
 * share of sight lines the walls block is the share of the body protected). Seed 003: "an obstacle must protect at
 * least half … at least three-quarters … a character's body must be completely protected and concealed", and "Ranged
 * attacks against a target with full cover automatically fail". A 1-m square scene, 100 px a space: Kara with a bow
 * at (0, 0), the Brute six spaces east at (6, 0). Sight lines run from Kara's clearest sample point to the Brute's five
 * (corners 10 px inside its space at y 10 and 90, its centre at y 50).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { sceneSituationFor } from "../../../module/foundry/canvas/situate.ts";
import { CONTEST_COMBAT_ROOM } from "../../../module/foundry/rulesets/contest/combat-room.ts";
import { BOW_SYSTEM, type ContestWorld } from "./world-fixture.ts";
import { contestSceneWorld, metreScene } from "./yard-fixture.ts";

const BOW = "huntingbow000000";

let w: ContestWorld;

beforeEach(async () => {
  w = await contestSceneWorld([{ _id: BOW, name: "Hunting Bow", type: "contest-weapon", system: BOW_SYSTEM }]);
});

/** Kara's bow against the Brute with `walls` drawn between them. */
async function shot(walls: readonly (readonly [number, number, number, number])[]) {
  const scene = await metreScene("Range");
  const [, brute] = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.kara.id, x: 0, y: 0, actorLink: true },
    { actorId: w.brute.id, x: 600, y: 0, actorLink: true },
  ]);
  await scene.createEmbeddedDocuments(
    "Wall",
    walls.map((c) => ({ c })),
  );
  const bow = w.kara.items.get(BOW);
  if (!brute || !bow) throw new Error("no token or bow");
  return sceneSituationFor(
    "contest",
    CONTEST_COMBAT_ROOM,
    { actor: w.kara, item: bow } as never,
    { actor: w.brute, token: brute } as never,
  );
}

/** In front of the Brute, down to y 70: the lines to its top corners and centre (3 of 5). */
const UPPER_WALL = [590, -500, 590, 70] as const;
/** Just before its lower right corner: that one line more (4 of 5). */
const CORNER_POST = [680, 80, 680, 100] as const;

describe('cover from the walls: "an obstacle must protect at least half … at least three-quarters"', () => {
  it("an open range: no cover row, nothing refused", async () => {
    const s = await shot([]);
    expect(s?.defaults).toEqual({});
    expect(s?.refusal).toBeUndefined();
  });

  it("a wall hiding three of five sight lines (60%) is low cover, ticked with its reason", async () => {
    const s = await shot([UPPER_WALL]);
    expect(s?.defaults).toEqual({ coverLow: true });
    expect(s?.reasons["coverLow"]).toEqual({
      key: "FRAY.Contest.Refusal.Scene.low",
      data: { name: "Brute", distance: "6" },
    });
  });

  it("four of five (80%) is high cover", async () => {
    expect((await shot([UPPER_WALL, CORNER_POST]))?.defaults).toEqual({ coverHigh: true });
  });

  it('"completely protected and concealed": a wall across the whole front refuses the shot', async () => {
    const s = await shot([[350, -500, 350, 500]]);
    expect(s?.refusal).toEqual({ refused: "FRAY.Contest.Refusal.fullCover" });
  });
});
