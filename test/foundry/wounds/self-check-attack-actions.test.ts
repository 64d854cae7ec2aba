/**
 * The Create an Opening and Grapple steps of the `wounds` self-check (attack/self-check-attack-actions.ts), run on the
 * strict fake as in the world: they pass on a world that plays the seed ("You can use the result in place of your
 * Defense against any rebuff reaction made by the target"; "both you and the target are grappling each other").
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DiceScript } from "../../../module/foundry/self-check/dice-script.ts";
import type { Skirmish } from "../../../module/foundry/self-check/skirmish.ts";
import { RunTracker } from "../../../module/foundry/self-check/tracker.ts";
import {
  fireHalvedUnderwater,
  footingLostMisses,
  grappleTaken,
  lowWallCovers,
  openingKept,
  woundFallEndsClimbing,
  woundFootingRolled,
} from "../../../module/foundry/rulesets/wounds/attack/self-check-attack-actions.ts";
import { lightningSpreadsUnderwater } from "../../../module/foundry/rulesets/wounds/attack/self-check-lightning.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { installSelfCheckWorld, FakeSceneDocument } from "../../support/fake-foundry/world/self-check-world.ts";
import { fighter, LONGSWORD, stored, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

let w: WoundsWorld;
let combat: FakeCombat;
let tracker: RunTracker;
let skirmish: Skirmish;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  const scene = await FakeSceneDocument.create({
    name: "Yard",
    grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 0 },
  });
  const [vera, ogre] = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.vera.id, x: 100, y: 100, actorLink: true },
    { actorId: w.ogre.id, x: 200, y: 100, actorLink: true },
  ]);
  if (!vera || !ogre) throw new Error("no tokens");
  await scene.view();
  combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.vera.id, tokenId: vera.id, sceneId: scene.id, initiative: 12 },
    { actorId: w.ogre.id, tokenId: ogre.id, sceneId: scene.id, initiative: 8 },
  ]);
  await combat.startCombat();
  tracker = new RunTracker();
  skirmish = {
    ruleset: "wounds",
    tracker,
    dice: new DiceScript(tracker),
    actors: { attacker: w.vera as never, target: w.ogre as never },
    tokens: { attacker: vera as never, target: ogre as never },
    scene: scene as never,
    combat: combat as never,
    weaponId: LONGSWORD,
    notes: new Map<string, unknown>(),
  };
});

afterEach(async () => {
  await tracker.cleanup();
  vi.restoreAllMocks();
});

describe("the fire step (decision 224)", () => {
  it('fireHalvedUnderwater passes: "All fire damage is halved underwater", and the Ogre leaves the water again', async () => {
    await fireHalvedUnderwater.run(skirmish);
    expect(w.ogre.statuses.has("underwater")).toBe(false);
  });
});

describe("the lightning step (decisions 227, 231)", () => {
  it('lightningSpreadsUnderwater passes: "additionally deals damage to nearby creatures" as a wound, and Undo puts all back', async () => {
    const weapon = w.vera.items.get(LONGSWORD);
    const was = weapon?.system.toObject();
    await lightningSpreadsUnderwater.run(skirmish);
    expect(w.ogre.statuses.has("underwater")).toBe(false);
    expect(w.vera.items.get(LONGSWORD)?.system.toObject()).toEqual(was);
    expect(w.ogre.system.toObject()).toMatchObject({ wounds: { light: 0, moderate: 0, severe: 0, critical: 0 } });
  });
});

describe("the Create an Opening and Grapple self-check steps", () => {
  it("openingKept passes: the roll kept against the Ogre's combatant, nobody wounded", async () => {
    await openingKept.run(skirmish);
    expect(stored(fighter(combat, w.vera)).opening).toMatchObject({ target: fighter(combat, w.ogre).id });
  });

  it("grappleTaken passes, and leaves neither creature grappling nor the bare hands behind", async () => {
    await grappleTaken.run(skirmish);
    expect(w.vera.statuses.has("grappling")).toBe(false);
    expect(w.ogre.statuses.has("grappling")).toBe(false);
    expect(w.vera.items.contents.map((i) => i.name)).toEqual(["Longsword"]);
  });

  it('lowWallCovers passes: "dropping behind a low wall can increase the effective level of cover", and the Ogre stands again', async () => {
    await lowWallCovers.run(skirmish);
    expect(w.ogre.statuses.has("crouching")).toBe(false);
  });

  it('footingLostMisses passes: "If you fail the check, then your attack automatically misses", and Vera is dry again', async () => {
    await footingLostMisses.run(skirmish);
    expect([...w.vera.statuses]).toEqual([]);
  });

  it("woundFootingRolled passes: the Ogre, wounded while Swimming, sinks on its failed check; Undo takes both back", async () => {
    await woundFootingRolled.run(skirmish);
    expect([...w.ogre.statuses]).toEqual([]);
  });

  it('woundFallEndsClimbing passes: "falling or sinking on a failure": the Ogre, wounded while Climbing, falls and Climbing ends; Undo gives it back', async () => {
    await woundFallEndsClimbing.run(skirmish);
    expect([...w.ogre.statuses]).toEqual([]);
  });
});
