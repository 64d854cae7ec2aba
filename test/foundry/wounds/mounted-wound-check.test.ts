/**
 * A wound asks the untrained mount's control check (seed 004, Mounted Combat: untrained mounts "require a Prs
 * [Nature/Riding] check each time they or you are wounded"; docs/rules/wounds.md decision 219), as the damage's
 * follow-up roll on the attack card (mounted/wound-control.ts).
 *
 * A 1-yard square scene: Alice's Vera (friendly, longsword) at (0, 0); Bob's Ogre rides Bob's Horse (size 5, 2 × 2
 * spaces) at (1, 0), the Ogre's token seated on the Horse's top-left space. Vera attacks; Alice applies the damage;
 * the GM's client rolls the Ogre's Riding check (d20 − 10 + Prs, TN 5: a 2 fails, a 20 keeps control).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { followUpCard } from "../../../module/foundry/chat/attack-card/auto-damage.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { gmTakesStep } from "../../../module/foundry/procedure/gm-step.ts";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { statusesFollowData } from "../../../module/foundry/effects/stored-statuses.ts";
import { WOUNDS_STORED_STATUSES } from "../../../module/foundry/rulesets/wounds/effects/stored-statuses.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeChatMessage, FakeActor } from "../../support/fake-foundry/world/documents.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { mountWoundChecked } from "../../../module/foundry/rulesets/wounds/mounted/self-check-mounted.ts";
import { runWoundsStep } from "./run-step.ts";
import { installSelfCheckWorld, FakeSceneDocument } from "../../support/fake-foundry/world/self-check-world.ts";
import { fighter, LONGSWORD, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");

let w: WoundsWorld;
let horse: FakeActor;
let steed: FakeCombatant;
let combat: FakeCombat;
let scene: FakeSceneDocument;

interface Row {
  readonly damage: {
    readonly status: string;
    readonly summary: string;
    readonly follows?: readonly string[];
    readonly followUps?: readonly { readonly stepId: string; readonly summary: string }[];
  };
}
const rowOf = (card: FakeChatMessage): Row | undefined => (card.system.toObject() as { targets: Row[] }).targets[0];
const checksOn = (card: FakeChatMessage) =>
  (rowOf(card)?.damage.followUps ?? []).filter((f) => f.stepId === "mountControl");

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  await fake().game.settings.set("fray", "autoApplyDamage", false);
  horse = w.createActor({
    name: "Horse",
    type: "wounds-npc",
    ownership: { default: 0, [w.bob.id]: 3 },
    system: { size: 5, attributes: { speed: 2 } },
  });
  scene = await FakeSceneDocument.create({
    name: "Yard",
    grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 0 },
  });
  const [v, h, o] = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.vera.id, x: 0, y: 0, actorLink: true, disposition: 1 },
    { actorId: horse.id, x: 100, y: 0, width: 2, height: 2, actorLink: true, disposition: -1 },
    { actorId: w.ogre.id, x: 100, y: 0, actorLink: true, disposition: -1 },
  ]);
  if (!v || !h || !o) throw new Error("no tokens");
  combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.vera.id, tokenId: v.id, sceneId: scene.id, initiative: 12 },
    { actorId: w.ogre.id, tokenId: o.id, sceneId: scene.id, initiative: 8 },
    { actorId: horse.id, tokenId: h.id, sceneId: scene.id, initiative: 6 },
  ]);
  await combat.startCombat();
  steed = fighter(combat, horse);
  // The Ogre rides the Horse, as Mount/Dismount records it (decision 199); its token already sits on the Horse.
  await fighter(combat, w.ogre).update({ system: { riding: steed.id } });
  // "considered 1 yard farther from creatures on the ground smaller than your mount": a reach-2 sword reaches the Ogre.
  await w.vera.items.get(LONGSWORD)?.update({ system: { reach: 2 } });
  return () => {
    vi.restoreAllMocks();
  };
});

/**
 * Vera strikes `target` (the d20 `hit`: 16 is a severe wound on the mounted Ogre, final damage 4), Alice applies the
 * damage, then the GM's client rolls what follows, the Riding check's d20 showing `face`.
 */
async function veraWounds(target: FakeActor, face: number, hit = 16): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: target });
  await rollAttack(w.vera as never, LONGSWORD, { skipDialog: true });
  const card = [...w.messages.values()].filter((m) => m.type === "attack").at(-1);
  if (!card) throw new Error("no card");
  w.dice(hit);
  expect(await askStep("attack", w.vera as never, card.id, "t0", "roll")).toEqual({ ok: true });
  expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: true });
  expect(rowOf(card)?.damage.summary).toContain("wound");
  w.as(w.gm);
  w.dice(face);
  await followUpCard(card as never);
  return card;
}

describe('untrained mounts "require a Prs [Nature/Riding] check each time they or you are wounded" (decision 219)', () => {
  it("the Horse is wounded: its rider the Ogre rolls on the card; a 2 fails and the Horse is Out of Control", async () => {
    const card = await veraWounds(horse, 2);
    expect(rowOf(card)?.damage.follows).toEqual(["mountControl"]);
    expect(checksOn(card)).toMatchObject([
      { summary: "Ogre loses control of Horse: it tries to flee by the most obvious route." },
    ]);
    expect(horse.statuses.has("outOfControl")).toBe(true);
  });

  it("a second wound no worse than the Ogre's highest asks again; a 20 keeps control", async () => {
    await w.ogre.update({ system: { wounds: { critical: 1 } } });
    const card = await veraWounds(w.ogre, 20);
    expect(rowOf(card)?.damage.summary).toContain("Severe wound");
    expect(checksOn(card)).toMatchObject([{ summary: "Ogre keeps control of Horse." }]);
    expect(horse.statuses.has("outOfControl")).toBe(false);
  });

  it("the rider's failed check sets Out of Control on the mount; Undo takes it back with the wound, and a new Apply asks once", async () => {
    const card = await veraWounds(w.ogre, 2);
    expect(horse.statuses.has("outOfControl")).toBe(true);
    const { cardAction } = await import("../../../module/foundry/chat/attack-card/actions.ts");
    expect(await cardAction(card as never, { action: "undoDamage", row: "t0" })).toMatchObject({ ok: true });
    expect(horse.statuses.has("outOfControl")).toBe(false);
    expect(w.ogre.system.toObject()).toMatchObject({ wounds: { light: 0, moderate: 0, severe: 0, critical: 0 } });
    w.as(w.alice);
    expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: true });
    w.as(w.gm);
    w.dice(20);
    await followUpCard(card as never);
    expect(checksOn(card)).toMatchObject([{ summary: "Ogre keeps control of Horse." }]);
    expect(horse.statuses.has("outOfControl")).toBe(false);
  });

  it("once per wound: run again, the GM's click and Bob's ask are refused and roll nothing", async () => {
    const card = await veraWounds(horse, 20);
    const messages = w.messages.size;
    w.dice(2);
    await followUpCard(card as never);
    expect(await gmTakesStep(card.id, "t0", "mountControl")).toMatchObject({ ok: false });
    w.as(w.bob);
    expect(await askStep("mountControl", horse as never, card.id, "t0")).toMatchObject({ ok: false });
    expect(checksOn(card)).toHaveLength(1);
    expect(horse.statuses.has("outOfControl")).toBe(false);
    expect(w.messages.size).toBe(messages);
  });

  it("a mount the GM marked trained asks nothing", async () => {
    w.as(w.gm);
    await actFor(steed as never, "trainedMount");
    const card = await veraWounds(horse, 2);
    expect(rowOf(card)?.damage.follows ?? []).toEqual([]);
    expect(horse.statuses.has("outOfControl")).toBe(false);
  });

  it("a wound written on the sheet by hand is the GM's to follow up: no check is rolled", async () => {
    const messages = w.messages.size;
    await horse.update({ system: { wounds: { light: 1 } } });
    await statusesFollowData(horse as never, WOUNDS_STORED_STATUSES);
    expect(w.messages.size).toBe(messages);
    expect(horse.statuses.has("outOfControl")).toBe(false);
  });
});

describe("the self-check's wound step (mounted/self-check-mounted.ts `mountWoundChecked`)", () => {
  it("passes: the Ogre, made Vera's rider, is wounded; its failed check leaves Vera Out of Control until Undo", async () => {
    w.as(w.gm);
    await scene.view();
    await runWoundsStep(mountWoundChecked, {
      actors: { attacker: w.vera as never, target: w.ogre as never },
      tokens: { attacker: fighter(combat, w.vera).token as never, target: fighter(combat, w.ogre).token as never },
      scene: scene as never,
      combat: combat as never,
      weaponId: LONGSWORD,
    });
    expect(w.vera.statuses.has("outOfControl")).toBe(false);
    expect(fighter(combat, w.ogre).system.toObject()).toMatchObject({ riding: "" });
  });
});
