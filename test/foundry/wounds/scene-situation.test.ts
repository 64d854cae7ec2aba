/**
 * What the canvas says about a `wounds` attack (rulesets/wounds/canvas/situation.ts): yards between the nearest
 * spaces with every second diagonal counting 2, a melee weapon's reach, a wall between, sight lines, and cover as the
 * seed's levels in the roll dialog's defaults.
 */
import { describe, expect, it } from "vitest";
import { readPair } from "../../../module/foundry/canvas/situate.ts";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../module/engine/rulesets/wounds/options.ts";
import { attackReach, woundsSceneSituation } from "../../../module/foundry/rulesets/wounds/canvas/situation.ts";
import type { Named, WoundsWeaponSource } from "../../../module/foundry/rulesets/wounds/sources.ts";
import { FakeScene, type FakeGridData, type FakeTokenData } from "../../support/fake-foundry/world/scene.ts";
import { longsword } from "./sources.ts";

/** A 100-pixel square grid of 1-yard spaces, the `wounds` scene default. */
const SQUARE_1YD: FakeGridData = { type: 1, size: 100, distance: 1, units: "yd", diagonals: 0 };

let sceneId = 0;

function pairOn(target: Partial<FakeTokenData>, walls: { c: [number, number, number, number] }[] = []) {
  const scene = new FakeScene(`wounds${++sceneId}`, SQUARE_1YD);
  walls.forEach((w, i) => scene.addWall({ id: `w${i}`, ...w }));
  const a = scene.addToken({ id: "attacker", x: 0, y: 0 });
  const t = scene.addToken({ id: "target", x: 100, y: 0, ...target });
  const pair = readPair("wounds", a as never, t as never);
  if (!pair) throw new Error("no pair");
  return pair;
}

const withReach = (reach: number): Named<WoundsWeaponSource> => ({
  ...longsword,
  data: { ...longsword.data, reach },
});
const bow: Named<WoundsWeaponSource> = {
  id: "bow",
  name: "Short Bow",
  data: { ...longsword.data, kind: "ranged", group: "Bows", range: 20, block: 0 },
};
const situation = (pair: ReturnType<typeof pairOn>, weapon: Named<WoundsWeaponSource>) =>
  woundsSceneSituation(pair, attackReach({ weapon }), "Ogre", DEFAULT_WOUNDS_OPTIONS);

describe('wounds: "While underwater, you use your immobile defense" — an Underwater attacker (decision 209)', () => {
  it("turns the dialog's Underwater row on, with the reason; otherwise it starts off", () => {
    const pair = pairOn({});
    const under = woundsSceneSituation(
      pair,
      attackReach({ weapon: withReach(1) }),
      "Ogre",
      DEFAULT_WOUNDS_OPTIONS,
      undefined,
      true,
    );
    expect(under.defaults).toMatchObject({ underwater: true });
    expect(under.reasons["underwater"]).toEqual({ key: "FRAY.Wounds.Situation.underwater" });
    expect(situation(pair, withReach(1)).defaults["underwater"]).toBeUndefined();
  });
});

describe("wounds: distance and reach", () => {
  it("an adjacent target is 1 yard away, within a reach-1 sword", () => {
    const s = situation(pairOn({}), withReach(1));
    expect(s.refusal).toBeUndefined();
    expect(s.distance).toBe(1);
  });

  it("two spaces away is beyond reach 1: refused with the distance in yards", () => {
    const s = situation(pairOn({ x: 200 }), withReach(1));
    expect(s.refusal).toEqual({
      refused: "FRAY.Canvas.Refusal.outOfReach",
      data: { name: "Ogre", distance: 2, unit: "yd", reach: 1 },
    });
  });

  it('"every second diagonal counts 2": two diagonal steps are 3 yards (reach 2 short, reach 3 enough)', () => {
    const pair = pairOn({ x: 200, y: 200 });
    expect(pair.distance).toBe(3);
    expect(situation(pair, withReach(2)).refusal?.refused).toBe("FRAY.Canvas.Refusal.outOfReach");
    expect(situation(pair, withReach(3)).refusal).toBeUndefined();
  });

  it("a reach-0 weapon (Grapple's) still reaches an adjacent space", () => {
    expect(situation(pairOn({}), withReach(0)).refusal).toBeUndefined();
  });

  it("a wall between refuses a melee attack", () => {
    const pair = pairOn({}, [{ c: [100, -500, 100, 500] }]);
    expect(situation(pair, withReach(1)).refusal?.refused).toBe("FRAY.Canvas.Refusal.noClearPath");
  });

  it("a ranged attack has no maximum range in the excerpt: 40 yards is not refused", () => {
    expect(situation(pairOn({ x: 4000 }), bow).refusal).toBeUndefined();
  });
});

describe("wounds: cover from the sight lines", () => {
  it("part of the sight lines blocked sets the cover level the engine reads from the fraction, with the reason", () => {
    const pair = pairOn({ x: 600 }, [{ c: [550, -500, 550, 55] }]);
    const s = situation(pair, bow);
    const [id] = Object.keys(s.defaults);
    expect(["coverQuarter", "coverHalf", "coverThreeQuarters", "coverNineTenths"]).toContain(id);
    expect(s.reasons[id ?? ""]).toEqual({
      key: "FRAY.Canvas.Reason.cover",
      data: { percent: Math.round(pair.cover.fraction * 100), walls: 1, tokens: 0 },
    });
  });

  it("every sight line blocked: no line of sight, refused", () => {
    const pair = pairOn({ x: 600 }, [{ c: [350, -5000, 350, 5000] }]);
    expect(situation(pair, bow).refusal?.refused).toBe("FRAY.Canvas.Refusal.noLineOfSight");
  });

  it("nothing between: no cover", () => {
    expect(situation(pairOn({ x: 600 }), bow).defaults).toEqual({});
  });
});
