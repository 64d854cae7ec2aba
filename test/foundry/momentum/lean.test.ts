/**
 * Leaning out of full cover at the table (rules page decision 125; module/foundry/rulesets/momentum/combat/lean.ts,
 * canvas/lean.ts). Seed 002: "While you are in full cover, you can lean towards a space next to you, allowing you to
 * see and target anything as if you were standing in that space. You have half cover while leaning out of full
 * cover." Vera (Alice's) stands at (0, 1) behind a wall running down from the corner of her space's east edge; the
 * Brute (Bob's) stands three squares east: nothing of it shows from her space, all of it from the space north-east of
 * her. Vera acts first. Spends go through the GM's relay as the player.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import { sceneSituationFor } from "../../../module/foundry/canvas/situate.ts";
import { MOMENTUM_COMBAT_ROOM } from "../../../module/foundry/rulesets/momentum/combat-room.ts";
import { leanOutAction, STOP_LEANING } from "../../../module/foundry/rulesets/momentum/combat/lean-actions.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import {
  FakeSceneDocument,
  installSelfCheckWorld,
  type FakeSceneToken,
} from "../../support/fake-foundry/world/self-check-world.ts";
import { systemOf } from "../combat/fixture.ts";
import { HEX, momentumWorld, type MomentumWorld } from "./world-fixture.ts";

type AdapterActor = Parameters<typeof spendInCombat>[0];
const a = (x: FakeActor): AdapterActor => x as unknown as AdapterActor;
type Situated = Parameters<typeof sceneSituationFor>;

const SLING = "sling00000000000";

let w: MomentumWorld;
let combat: FakeCombat;
let scene: FakeSceneDocument;
let veraToken: FakeSceneToken;
let bruteToken: FakeSceneToken;
let vera: FakeCombatant;
let brute: FakeCombatant;

beforeEach(async () => {
  w = await momentumWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  await fake().game.settings.set("fray", "ruleset", "momentum");
  await w.brute.createEmbeddedDocuments("Item", [
    {
      _id: SLING,
      name: "Sling",
      type: "momentum-weapon",
      system: { reach: "ranged", range: 10, damage: [{ type: "physical", count: 1, faces: 4 }] },
    },
  ]);
  scene = await FakeSceneDocument.create({
    name: "Corner",
    grid: { type: 1, size: 100, distance: 1, units: "m", diagonals: 0 },
  });
  scene.addWall({ id: "wall0000000000000", c: [200, 100, 200, 300] });
  const [v, b] = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.vera.id, x: 0, y: 100, actorLink: true, disposition: 1 },
    { actorId: w.brute.id, x: 300, y: 100, actorLink: true, disposition: -1 },
  ]);
  if (!v || !b) throw new Error("no tokens");
  veraToken = v;
  bruteToken = b;
  await scene.view();
  combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.vera.id, tokenId: v.id, sceneId: scene.id },
    { actorId: w.brute.id, tokenId: b.id, sceneId: scene.id },
  ]);
  await combat.startCombat();
  const find = (actor: FakeActor) => combat.combatants.find((c) => c.actorId === actor.id);
  const [fv, fb] = [find(w.vera), find(w.brute)];
  if (!fv || !fb) throw new Error("no combatants");
  [vera, brute] = [fv, fb];
}, 30_000);

const leanOf = (c: FakeCombatant) => (systemOf(c) as { lean: { dx: number; dy: number } }).lean;

/** Vera's Hex (a ranged Ability, 10 m) on the Brute, as the roll dialog reads the canvas. */
const veraSees = () =>
  sceneSituationFor(
    "momentum",
    MOMENTUM_COMBAT_ROOM,
    { actor: w.vera, item: w.vera.items.get(HEX) } as unknown as Situated[2],
    { actor: w.brute, token: bruteToken } as unknown as Situated[3],
  );
/** The Brute's Sling on Vera. */
const bruteSees = () =>
  sceneSituationFor(
    "momentum",
    MOMENTUM_COMBAT_ROOM,
    { actor: w.brute, item: w.brute.items.get(SLING) } as unknown as Situated[2],
    { actor: w.vera, token: veraToken } as unknown as Situated[3],
  );

describe('"you can lean towards a space next to you": the lean through the room\'s spend', () => {
  it("behind full cover, Vera's Hex is refused; leaning out (free) she sees the Brute from the space north-east", async () => {
    expect(veraSees()?.refusal?.refused).toBe("FRAY.Canvas.Refusal.noLineOfSight");
    // "allowing you to see and target anything as if you were standing in that space": 2 m from there, not 3.
    expect(veraSees()?.distance).toBe(3);
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: leanOutAction(brute.id) })).toBe(true);
    expect(leanOf(vera)).toEqual({ dx: 1, dy: -1 });
    expect(systemOf(vera)).toMatchObject({ ap: 3, movement: 3 });
    const seen = veraSees();
    expect(seen?.refusal).toBeUndefined();
    expect(seen?.distance).toBe(2);
  });

  it('"You have half cover while leaning out of full cover": the Brute\'s Sling sees the leaning Vera at half cover', async () => {
    expect(bruteSees()?.refusal?.refused).toBe("FRAY.Canvas.Refusal.noLineOfSight");
    w.as(w.alice);
    await spendInCombat(a(w.vera), { action: leanOutAction(brute.id) });
    const seen = bruteSees();
    expect(seen?.refusal).toBeUndefined();
    expect(seen?.defaults["halfCover"]).toBe(true);
    expect(seen?.reasons["halfCover"]).toEqual({
      key: "FRAY.Momentum.Modifier.reason.leaning",
      data: { name: "Vera" },
    });
  });

  it("Vera stops leaning on her turn: back behind the wall, unseen; stopping again is refused", async () => {
    w.as(w.alice);
    await spendInCombat(a(w.vera), { action: leanOutAction(brute.id) });
    expect(await spendInCombat(a(w.vera), { action: STOP_LEANING })).toBe(true);
    expect(leanOf(vera)).toEqual({ dx: 0, dy: 0 });
    expect(bruteSees()?.refusal?.refused).toBe("FRAY.Canvas.Refusal.noLineOfSight");
    expect(await spendInCombat(a(w.vera), { action: STOP_LEANING })).toBe(false);
    expect(w.warnings.at(-1)).toBe("This creature is not leaning out of cover.");
  });

  it("the lean lasts until Vera's next turn starts (the seed names no end)", async () => {
    w.as(w.alice);
    await spendInCombat(a(w.vera), { action: leanOutAction(brute.id) });
    w.as(w.gm);
    await combat.nextTurn();
    expect(leanOf(vera)).toEqual({ dx: 1, dy: -1 });
    expect(bruteSees()?.defaults["halfCover"]).toBe(true);
    await combat.nextRound();
    expect(combat.combatant?.id).toBe(vera.id);
    expect(leanOf(vera)).toEqual({ dx: 0, dy: 0 });
  });

  it('"While you are in full cover": with nothing hiding the target the lean is refused, and nothing is stored', async () => {
    await scene.walls.get("wall0000000000000")?.delete();
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: leanOutAction(brute.id) })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Nothing hides that creature from you: there is no full cover to lean out of.");
    expect(leanOf(vera)).toEqual({ dx: 0, dy: 0 });
  });

  it("walled in on every side, no space next to Vera shows the Brute: refused", async () => {
    scene.createWall({ id: "wall0000000000001", c: [0, 100, 200, 100] });
    scene.createWall({ id: "wall0000000000002", c: [0, 200, 200, 200] });
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: leanOutAction(brute.id) })).toBe(false);
    expect(w.warnings.at(-1)).toBe("No space next to you shows that creature: leaning would not help.");
  });

  it("off its turn the Brute cannot lean; a lean naming no combatant of this combat, or Vera herself, is refused", async () => {
    w.as(w.bob);
    expect(await spendInCombat(a(w.brute), { action: leanOutAction(vera.id) })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Actions are taken on your own turn.");
    w.as(w.alice);
    for (const forged of [leanOutAction("nobody0000000000"), leanOutAction(vera.id)]) {
      expect(await spendInCombat(a(w.vera), { action: forged })).toBe(false);
      expect(w.warnings.at(-1)).toBe("Target the creature you lean out to see: one token of this combat.");
    }
    expect(leanOf(vera)).toEqual({ dx: 0, dy: 0 });
  });

  it("a Stunned creature does not lean; a replayed lean only leans again (nothing is paid)", async () => {
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: leanOutAction(brute.id) })).toBe(true);
    expect(await spendInCombat(a(w.vera), { action: leanOutAction(brute.id) })).toBe(true);
    expect(systemOf(vera)).toMatchObject({ ap: 3, movement: 3, lean: { dx: 1, dy: -1 } });
    w.as(w.gm);
    await w.vera.toggleStatusEffect("stunned", { active: true });
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: STOP_LEANING })).toBe(false);
    expect(w.warnings.at(-1)).toBe("A condition keeps this creature from using AP.");
  });
});
