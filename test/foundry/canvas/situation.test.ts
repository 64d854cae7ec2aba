import { beforeAll, describe, expect, it } from "vitest";
import type { RulesetId } from "../../../module/engine/core/ruleset.ts";
import { readPair } from "../../../module/foundry/canvas/situate.ts";
import { installRooms } from "../../../module/foundry/room-lookup.ts";
import { FOUNDRY_ROOMS } from "../../../module/foundry/rulesets/registry.ts";
import { bonusSceneSituation } from "../../../module/foundry/rulesets/bonus/canvas/situation.ts";
import { energySceneSituation } from "../../../module/foundry/rulesets/energy/canvas/situation.ts";
import { FakeScene, SQUARE_1M, SQUARE_5FT, type FakeTokenData } from "../../support/fake-foundry/world/scene.ts";
import { weapon } from "../../engine/energy/fixtures.ts";

// The rooms as `init` installs them: a wall's cover level counts where the room reads it (room.ts `wallCoverLevels`).
beforeAll(() => {
  installRooms(FOUNDRY_ROOMS);
});

let sceneId = 0;

/** An attacker at cell (0,0) and a target at `target`, on a fresh scene; `walls` drawn first. */
function pairOn(
  ruleset: RulesetId,
  grid = SQUARE_5FT,
  target: Partial<FakeTokenData> = {},
  options: { visibility?: string; walls?: { c: [number, number, number, number]; cover?: string }[] } = {},
) {
  const scene = new FakeScene(`situation${++sceneId}`, grid, options.visibility);
  options.walls?.forEach((w, i) => scene.addWall({ id: `w${i}`, ...w }));
  const a = scene.addToken({ id: "attacker", x: 0, y: 0 });
  const t = scene.addToken({ id: "target", x: 100, y: 0, ...target });
  const pair = readPair(ruleset, a as never, t as never);
  if (!pair) throw new Error("no pair");
  return pair;
}

const cells = (n: number) => ({ x: n * 100 });
const SWORD = { ranged: false, range: 0, reach: 6 };
const BOW = { ranged: true, range: 100, reach: 6 };
const AWARE = { name: "Goblin", statuses: new Set<string>() };

describe("bonus: the scene's defaults and refusals", () => {
  it("'Small, medium, and large creatures have a reach of 6 feet': adjacent on a 5-ft grid is in reach", () => {
    const s = bonusSceneSituation(pairOn("bonus"), SWORD, AWARE);
    expect(s.refusal).toBeUndefined();
    expect(s.distance).toBe(5);
  });

  it("two squares away (10 ft) is beyond a 6-ft reach: the attack is refused with the distance", () => {
    const s = bonusSceneSituation(pairOn("bonus", SQUARE_5FT, cells(2)), SWORD, AWARE);
    expect(s.refusal).toEqual({
      refused: "FRAY.Canvas.Refusal.outOfReach",
      data: { name: "Goblin", distance: 10, unit: "ft", reach: 6 },
    });
  });

  it("'Cover, walls, and obstacles prevent creatures from being considered adjacent': a wall between refuses melee", () => {
    const pair = pairOn("bonus", SQUARE_5FT, {}, { walls: [{ c: [100, -500, 100, 500] }] });
    expect(bonusSceneSituation(pair, SWORD, AWARE).refusal?.refused).toBe("FRAY.Canvas.Refusal.noClearPath");
  });

  it("a ranged target past the weapon's range is refused", () => {
    const s = bonusSceneSituation(pairOn("bonus", SQUARE_5FT, cells(21)), BOW, AWARE);
    expect(s.refusal?.refused).toBe("FRAY.Canvas.Refusal.outOfRange");
    expect(s.refusal?.data).toMatchObject({ distance: 105, range: 100 });
  });

  it("the scene's visibility becomes the dialog's visibility default, with its reason", () => {
    const s = bonusSceneSituation(pairOn("bonus", SQUARE_5FT, cells(4), { visibility: "low" }), BOW, AWARE);
    expect(s.defaults).toEqual({ visibilityLow: true });
    expect(s.reasons.visibilityLow).toEqual({ key: "FRAY.Canvas.Reason.sceneVisibility" });
    expect(s.distance).toBe(20);
  });

  it("zero visibility: 'no penalties at point blank (under 3 meters)' — 5 ft away is point blank, 10 ft is not", () => {
    const near = bonusSceneSituation(pairOn("bonus", SQUARE_5FT, {}, { visibility: "zero" }), BOW, AWARE);
    expect(near.defaults).toEqual({ visibilityZero: true, pointBlank: true });
    const far = bonusSceneSituation(pairOn("bonus", SQUARE_5FT, cells(2), { visibility: "zero" }), BOW, AWARE);
    expect(far.defaults).toEqual({ visibilityZero: true });
  });

  it("walls over part of the sight lines give cover, and say how many walls block which share", () => {
    const pair = pairOn("bonus", SQUARE_5FT, cells(6), { walls: [{ c: [550, -500, 550, 55] }] });
    const s = bonusSceneSituation(pair, BOW, AWARE);
    const [id] = Object.keys(s.defaults);
    expect(["coverPartial", "coverFull"]).toContain(id);
    expect(s.reasons[id ?? ""]).toEqual({
      key: "FRAY.Canvas.Reason.cover",
      data: { percent: Math.round(pair.cover.fraction * 100), walls: 1, tokens: 0 },
    });
  });

  it("a wall flagged 'full' makes any shot across it full cover; a wall across everything refuses the shot", () => {
    const flagged = pairOn("bonus", SQUARE_5FT, cells(6), { walls: [{ c: [350, -500, 350, 500], cover: "full" }] });
    const s = bonusSceneSituation(flagged, BOW, AWARE);
    expect(s.defaults).toEqual({ coverFull: true });
    expect(s.reasons.coverFull).toEqual({ key: "FRAY.Canvas.Reason.coverFlagged.full" });
    const blind = pairOn("bonus", SQUARE_5FT, cells(6), { walls: [{ c: [350, -500, 350, 500] }] });
    expect(bonusSceneSituation(blind, BOW, AWARE).refusal?.refused).toBe("FRAY.Canvas.Refusal.noLineOfSight");
  });

  it("'attacked from behind while you are unaware': behind an Ambushed target halves its Guard by default", () => {
    // The target stands east of the attacker. Facing east (rotation 270) it turns its back; facing west (90) it
    // faces the attacker.
    const behind = pairOn("bonus", SQUARE_5FT, { x: 100, rotation: 270 });
    const unaware = { name: "Goblin", statuses: new Set(["ambushed"]) };
    expect(bonusSceneSituation(behind, SWORD, unaware).defaults).toEqual({ behindUnaware: true });
    expect(bonusSceneSituation(behind, SWORD, unaware).reasons.behindUnaware?.data).toEqual({ name: "Goblin" });
    expect(bonusSceneSituation(behind, SWORD, AWARE).defaults).toEqual({});
    const facing = pairOn("bonus", SQUARE_5FT, { x: 100, rotation: 90 });
    expect(bonusSceneSituation(facing, SWORD, unaware).defaults).toEqual({});
  });
});

const MEDIUM = { size: "medium" as const, armStrength: 0 };
const BOW_TRIO = weapon({
  ranged: { kind: "bow", range: { advantage: 5, disadvantage: 30, maximum: 120 }, drawWeightKg: 30 },
});

describe("energy: range band, facing, reach", () => {
  it.each([
    [5, { rangeClose: true }],
    [6, {}],
    [30, {}],
    [31, { rangeFar: true }],
    [120, { rangeFar: true }],
  ])(
    "'within the first number of meters … Advantage; further away than the 2nd … Disadvantage': %s m",
    (metres, defaults) => {
      const s = energySceneSituation(pairOn("energy", SQUARE_1M, cells(metres)), BOW_TRIO, MEDIUM, "Ogre");
      expect(s.refusal).toBeUndefined();
      expect(s.defaults).toEqual(defaults);
    },
  );

  it("'the final number is the maximum range … in which you can properly aim': 121 m is refused", () => {
    const s = energySceneSituation(pairOn("energy", SQUARE_1M, cells(121)), BOW_TRIO, MEDIUM, "Ogre");
    expect(s.refusal).toEqual({
      refused: "FRAY.Canvas.Refusal.outOfRange",
      data: { name: "Ogre", distance: 121, unit: "m", range: 120 },
    });
  });

  it("a rangeClose reason names the distance and the trio's first number", () => {
    const s = energySceneSituation(pairOn("energy", SQUARE_1M, cells(3)), BOW_TRIO, MEDIUM, "Ogre");
    expect(s.reasons.rangeClose).toEqual({
      key: "FRAY.Canvas.Reason.within",
      data: { distance: 3, unit: "m", limit: 5 },
    });
  });

  it("a 5-ft scene converts to metres: 20 squares are 30.5 m, past a 30 m second range", () => {
    const s = energySceneSituation(pairOn("energy", SQUARE_5FT, cells(20)), BOW_TRIO, MEDIUM, "Ogre");
    expect(s.distance).toBeCloseTo(30.48, 2);
    expect(s.defaults).toEqual({ rangeFar: true });
  });

  it("thrown: a Light weapon's (3/5/10) plus Arm Strength 10's +(1/4/8) reaches 18 m, not 19", () => {
    const dagger = weapon({ weight: "light" });
    const strong = { size: "medium" as const, armStrength: 10 };
    const thrown = { ...dagger, thrown: { advantage: 3, disadvantage: 5, maximum: 10 } };
    expect(
      energySceneSituation(pairOn("energy", SQUARE_1M, cells(18)), thrown, strong, "Ogre").refusal,
    ).toBeUndefined();
    expect(energySceneSituation(pairOn("energy", SQUARE_1M, cells(19)), thrown, strong, "Ogre").refusal?.refused).toBe(
      "FRAY.Canvas.Refusal.outOfRange",
    );
  });

  it("'If you are attacked from where you are not facing … you use your Unarmed Evasion': fromBehind by default", () => {
    const sword = weapon({ reach: 0 });
    // Target east of the attacker, facing east (rotation 270): the attacker is at its back.
    const back = energySceneSituation(pairOn("energy", SQUARE_1M, { rotation: 270 }), sword, MEDIUM, "Ogre");
    expect(back.defaults).toEqual({ fromBehind: true });
    expect(back.reasons.fromBehind).toEqual({ key: "FRAY.Canvas.Reason.notFacing", data: { name: "Ogre" } });
    const front = energySceneSituation(pairOn("energy", SQUARE_1M, { rotation: 90 }), sword, MEDIUM, "Ogre");
    expect(front.defaults).toEqual({});
  });

  it("Reach 0 reaches an adjacent space and no further", () => {
    const sword = weapon({ reach: 0 });
    expect(energySceneSituation(pairOn("energy", SQUARE_1M), sword, MEDIUM, "Ogre").refusal).toBeUndefined();
    expect(energySceneSituation(pairOn("energy", SQUARE_1M, cells(2)), sword, MEDIUM, "Ogre").refusal?.refused).toBe(
      "FRAY.Canvas.Refusal.outOfReach",
    );
  });
});
