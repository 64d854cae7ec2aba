import { beforeEach, describe, expect, it } from "vitest";
import type { RollChoices, SceneSituation } from "../../../../module/foundry/combat-room.ts";
import { ENERGY_COMBAT_ROOM } from "../../../../module/foundry/rulesets/energy/combat-room.ts";
import { readPair } from "../../../../module/foundry/canvas/situate.ts";
import { FakeScene, SQUARE_1M } from "../../../support/fake-foundry/world/scene.ts";
import { energyWorld, type EnergyWorld } from "../world-fixture.ts";

let w: EnergyWorld;
let sceneCount = 0;

beforeEach(async () => {
  w = await energyWorld();
});

function plan(choices: RollChoices = {}, scene?: SceneSituation) {
  const sword = w.vera.items.get(w.swordId);
  const p = ENERGY_COMBAT_ROOM.planAttack(w.vera as never, sword as never, w.ogre as never, choices, scene);
  if ("refused" in p) throw new Error(p.refused);
  return p;
}

/** Vera at (0,0) and the Ogre one space east, turned by `rotation`. */
function situation(rotation: number): SceneSituation {
  const scene = new FakeScene(`energy${++sceneCount}`, SQUARE_1M);
  const vera = scene.addToken({ id: "vera", x: 0, y: 0, actorId: w.vera.id });
  const ogre = scene.addToken({ id: "ogre", x: 100, y: 0, rotation, actorId: w.ogre.id });
  const pair = readPair("energy", vera as never, ogre as never);
  const sword = w.vera.items.get(w.swordId);
  if (!pair || !sword) throw new Error("no pair");
  return ENERGY_COMBAT_ROOM.sceneSituation(pair, w.vera as never, sword as never, w.ogre as never);
}

describe("energy: the roll dialog's modifiers", () => {
  it("'attacked from where you are not facing': the Ogre's back turned makes fromBehind the default, with its reason", () => {
    const back = situation(270);
    const p = plan({}, back);
    const row = p.modifiers?.find((m) => m.id === "fromBehind");
    expect(row).toMatchObject({
      on: true,
      locked: false,
      reason: { key: "FRAY.Canvas.Reason.notFacing", data: { name: "Ogre" } },
    });
    // "Disadvantage on Evasion rolls and you use your Unarmed Evasion": easier to hit than from the front.
    expect(p.hitChance).toBeGreaterThan(plan({}, situation(90)).hitChance);
    expect(plan({ fromBehind: false }, back).hitChance).toBe(plan({}, situation(90)).hitChance);
  });

  it("off the canvas the dialog still offers the facing toggle, off", () => {
    expect(plan().modifiers?.find((m) => m.id === "fromBehind")).toMatchObject({ on: false });
    expect(plan({ fromBehind: true }).hitChance).toBeGreaterThan(plan().hitChance);
  });

  it("'Dazed: Disadvantage on all … Attack rolls': a locked row names the attacker's condition", () => {
    w.vera.statuses.add("dazed");
    const locked = plan().modifiers?.filter((m) => m.locked) ?? [];
    expect(locked.map((m) => [m.label.key, m.effect.key])).toContainEqual([
      "FRAY.Condition.energy.dazed.name",
      "FRAY.Energy.Modifier.effect.attackDisadvantage",
    ]);
  });

  it("a defender's Blinded shows as its Evasion rolled with Disadvantage", () => {
    w.ogre.statuses.add("blinded");
    const row = plan().modifiers?.find((m) => m.id === "target-blinded");
    expect(row).toMatchObject({ locked: true, effect: { data: { name: "Ogre" } } });
  });

  it("out of reach refuses with the scene's reason", () => {
    const refusal = { refused: "FRAY.Canvas.Refusal.outOfReach", data: { name: "Ogre" } };
    const sword = w.vera.items.get(w.swordId);
    const p = ENERGY_COMBAT_ROOM.planAttack(
      w.vera as never,
      sword as never,
      w.ogre as never,
      {},
      {
        defaults: {},
        reasons: {},
        distance: 4,
        refusal,
      },
    );
    expect(p).toEqual(refusal);
  });
});
