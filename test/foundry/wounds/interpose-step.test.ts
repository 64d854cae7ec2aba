/**
 * Interpose on the card (issue 21; module/foundry/rulesets/wounds/attack/interpose.ts). Seed 004: "Reaction: Interpose.
 * Trigger A creature you can see makes an attack against you while you are grappling. You attempt to force the attack
 * to target another creature you are grappling instead. Select a target you are grappling and make a Power or Agility
 * check against the higher of your opponent's Power and Agility defenses. If the target is not pinned, you have a -2
 * penalty on this check. If you succeed, your target becomes the target of the attack."
 *
 * A 1-yard square scene in a row: Alice's Vera at 0 (longsword), Bob's Brute at 1, the GM's Cat at 2, Brute and Cat
 * Grappling. Vera acts (initiative 12; Brute 8, Cat 5). The Brute's Power check: Str 4 + Athletics 3, −2 while the Cat
 * is not pinned, against the Cat's Power Defense 12 (10 + Str 2), higher than its Agility 11.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { installSelfCheckWorld, FakeSceneDocument } from "../../support/fake-foundry/world/self-check-world.ts";
import { fighter, LONGSWORD, stored, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
const { attackCardViewContext } = await import("../../../module/foundry/chat/attack-card/render.ts");

let w: WoundsWorld;
let combat: FakeCombat;
let brute: FakeActor;

interface Row {
  readonly actorUuid: string;
  readonly name: string;
  readonly attack: unknown;
  readonly outcome: string;
}
const rowOf = (card: FakeChatMessage): Row | undefined => (card.system.toObject() as { targets: Row[] }).targets[0];
const bruteAp = () => Number(stored(fighter(combat, brute)).ap);
const catChoice = (check: "power" | "agility") => `${check}_${fighter(combat, w.cat).tokenId}`;
const summaries = () => [...w.messages.values()].map((m) => m.content).filter((c) => c.includes("fray-round-summary"));

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  brute = w.createActor({
    name: "Brute",
    type: "wounds-character",
    ownership: { default: 0, [w.bob.id]: 3 },
    system: {
      attributes: { strength: 4, dexterity: 1, speed: 0, vitality: 1, perception: 1, reason: 0, lore: 0, persona: 1 },
      skills: [{ skill: "Athletics", specialization: "", rank: 3 }],
    },
  });
  const scene = await FakeSceneDocument.create({
    name: "Pit",
    grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 0 },
  });
  const [veraAt, bruteAt, catAt] = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.vera.id, x: 0, y: 0, actorLink: true },
    { actorId: brute.id, x: 100, y: 0, actorLink: true },
    { actorId: w.cat.id, x: 200, y: 0, actorLink: true },
  ]);
  if (!veraAt || !bruteAt || !catAt) throw new Error("no tokens");
  combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.vera.id, tokenId: veraAt.id, sceneId: scene.id, initiative: 12 },
    { actorId: brute.id, tokenId: bruteAt.id, sceneId: scene.id, initiative: 8 },
    { actorId: w.cat.id, tokenId: catAt.id, sceneId: scene.id, initiative: 5 },
  ]);
  await combat.startCombat();
  await brute.toggleStatusEffect("grappling", { active: true });
  await w.cat.toggleStatusEffect("grappling", { active: true });
  return () => {
    vi.restoreAllMocks();
  };
});

/** Alice's Vera declares a Standard Attack on the Brute (Shift-click). */
async function veraAttacks(): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: brute });
  await rollAttack(w.vera as never, LONGSWORD, { skipDialog: true });
  const card = [...w.messages.values()].filter((m) => m.type === "attack").at(-1);
  if (!card) throw new Error("no card");
  return card;
}

/** The card's Interpose buttons as Bob sees them. */
function interposeButtons(card: FakeChatMessage): unknown[] {
  w.as(w.bob);
  const row = attackCardViewContext(card as never, card.system as never).rows[0];
  return (row?.actions ?? []).filter((a) => a.step === "interpose");
}

/** Bob's Interpose with the Cat, the d20 showing `face`. */
function bruteInterposes(card: FakeChatMessage, face: number, check: "power" | "agility" = "power") {
  w.as(w.bob);
  w.dice(face);
  return askStep("interpose", brute as never, card.id, "t0", catChoice(check));
}

describe("'A creature you can see makes an attack against you while you are grappling'", () => {
  it("Bob's card offers the Brute an Interpose with the Cat, a Power or an Agility check, with the check's chance", async () => {
    const card = await veraAttacks();
    w.as(w.bob);
    const row = attackCardViewContext(card as never, card.system as never).rows[0];
    // Power: d20 − 5 meets 12 on 17 or more, 4 faces in 20; Agility (Dex 1 − 2) only when the wild die explodes.
    expect(row?.actions.map((a) => [a.step, a.label])).toEqual([
      ["interpose", "Interpose Brute: Cat (Power check, 20%)"],
      ["interpose", "Interpose Brute: Cat (Agility check, 4.5%)"],
    ]);
  });

  it("not grappling, no Interpose: no button, and an ask for it names no choice on offer", async () => {
    await brute.toggleStatusEffect("grappling", { active: false });
    const card = await veraAttacks();
    expect(interposeButtons(card)).toEqual([]);
    expect(await bruteInterposes(card, 19)).toEqual({ ok: false, reason: "unknownChoice" });
  });

  it("a creature that is not beside the Brute is no one it grapples: the Cat 2 yards off is not offered", async () => {
    const token = fighter(combat, w.cat).token as unknown as { x: number };
    token.x = 300;
    const card = await veraAttacks();
    expect(interposeButtons(card)).toEqual([]);
    expect(await bruteInterposes(card, 19)).toEqual({ ok: false, reason: "unknownChoice" });
  });

  it("only the target's owner takes it: Alice's ask is refused", async () => {
    const card = await veraAttacks();
    w.as(w.alice);
    expect(await askStep("interpose", w.vera as never, card.id, "t0", catChoice("power"))).toEqual({
      ok: false,
      reason: "notOwner",
    });
  });
});

describe("'If you succeed, your target becomes the target of the attack'", () => {
  it("a Power check of 19 − 10 + 4 + 3 − 2 = 14 against 12: the attack now meets the Cat, for 2 AP", async () => {
    const card = await veraAttacks();
    const ap = bruteAp();
    expect(await bruteInterposes(card, 19)).toEqual({ ok: true });
    expect(rowOf(card)).toMatchObject({ actorUuid: w.cat.uuid, name: "Cat", attack: null });
    expect(bruteAp()).toBe(ap - 2);
    expect(summaries().at(-1)).toContain("check 14: the attack now meets Cat.");
  });

  it("the attack is then rolled against the Cat and its damage lands on the Cat", async () => {
    const card = await veraAttacks();
    await bruteInterposes(card, 19);
    w.as(w.alice);
    w.dice(19);
    expect(await askStep("attack", w.vera as never, card.id, "t0", "roll")).toEqual({ ok: true });
    expect(rowOf(card)?.outcome).toBe("hit");
    expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: true });
    const wounds = (a: FakeActor) => Object.values((a.system as unknown as { wounds: Record<string, number> }).wounds);
    expect(wounds(w.cat).some((n) => n > 0)).toBe(true);
    expect(wounds(brute).every((n) => n === 0)).toBe(true);
  });

  it('"If the target is not pinned, you have a -2 penalty": the Cat pinned, 17 makes 14 without it; unpinned 17 makes 12', async () => {
    await w.cat.toggleStatusEffect("pinned", { active: true });
    const card = await veraAttacks();
    expect(await bruteInterposes(card, 17)).toEqual({ ok: true });
    expect(summaries().at(-1)).toContain("check 14:");
  });

  it("a failed check (2 − 5 = −3): the attack still meets the Brute, the AP are paid", async () => {
    const card = await veraAttacks();
    const ap = bruteAp();
    expect(await bruteInterposes(card, 2)).toEqual({ ok: true });
    expect(rowOf(card)).toMatchObject({ actorUuid: brute.uuid, name: "Brute" });
    expect(bruteAp()).toBe(ap - 2);
    expect(summaries().at(-1)).toContain("not enough, Cat is not forced into the way.");
  });

  it("once per row: a second Interpose is refused and pays nothing", async () => {
    const card = await veraAttacks();
    await bruteInterposes(card, 2);
    const ap = bruteAp();
    expect(await bruteInterposes(card, 19, "agility")).toMatchObject({ ok: false });
    expect(bruteAp()).toBe(ap);
  });

  it("once the attack is rolled it is too late", async () => {
    const card = await veraAttacks();
    w.as(w.alice);
    w.dice(5);
    await askStep("attack", w.vera as never, card.id, "t0", "roll");
    expect(interposeButtons(card)).toEqual([]);
    expect(await bruteInterposes(card, 19)).toMatchObject({ ok: false });
    expect(rowOf(card)?.actorUuid).toBe(brute.uuid);
  });

  it('"If your initiative is 0, you cannot take reactions": refused, nothing rolled or moved', async () => {
    w.as(w.gm);
    await fighter(combat, brute).update({ initiative: 0 });
    const card = await veraAttacks();
    const reply = await bruteInterposes(card, 19);
    expect(reply.ok).toBe(false);
    expect(rowOf(card)?.actorUuid).toBe(brute.uuid);
  });
});
