/**
 * The readied-attack and paid-attack steps of the `wounds` self-check (combat/self-check-readied-attack.ts; rules page
 * decisions 211–213), run on the strict fake with a canvas as in the world: they pass on a world that plays the seed
 * ("you can take the chosen action as a reaction in response to any event"; "until the total cost has been spent, at
 * which point the action takes effect").
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  attackPaidAcrossTurns,
  readiedAttackSpellTaken,
  readiedAttackTaken,
} from "../../../module/foundry/rulesets/wounds/combat/self-check-readied-attack.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { installSelfCheckWorld, FakeSceneDocument } from "../../support/fake-foundry/world/self-check-world.ts";
import { runWoundsStep, type StepSetUp } from "./run-step.ts";
import { fighter, LONGSWORD, stored, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

let w: WoundsWorld;
let combat: FakeCombat;
let setUp: StepSetUp;

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
  setUp = {
    actors: { attacker: w.vera as never, target: w.ogre as never },
    tokens: { attacker: vera as never, target: ogre as never },
    scene: scene as never,
    combat: combat as never,
    weaponId: LONGSWORD,
  };
  return () => {
    vi.restoreAllMocks();
  };
});

describe("the readied attack and the attack paid across turns, as self-check steps", () => {
  it("readiedAttackTaken passes: the readied Standard Attack's card posted on the Ogre's turn, Readied used up", async () => {
    await runWoundsStep(readiedAttackTaken, setUp);
    expect([w.vera.statuses.has("readied"), stored(fighter(combat, w.vera)).readied]).toEqual([false, ""]);
  });

  it("readiedAttackSpellTaken passes: the readied attack spell's plain spend refused, its card posted (decisions 241–242)", async () => {
    const mana = () => (w.vera.system as unknown as { mana: { value: number } }).mana.value;
    const before = [w.vera.items.size, mana()];
    await runWoundsStep(readiedAttackSpellTaken, setUp);
    expect([w.vera.statuses.has("readied"), stored(fighter(combat, w.vera)).readied]).toEqual([false, ""]);
    // The step leaves the attacker as it found it: its spell gone, its mana back.
    expect([w.vera.items.size, mana()]).toEqual(before);
  });

  it("attackPaidAcrossTurns passes: declared one AP short, paid at Vera's next turn start, told, rolled", async () => {
    await runWoundsStep(attackPaidAcrossTurns, setUp);
    expect(stored(fighter(combat, w.vera)).pending).toMatchObject({ action: "" });
  });
});
