/**
 * The Actions section's checks (checks/take-check-act.ts; docs/rules/wounds.md decisions 172–177), relayed to the GM
 * as `fray.sheetAct` by Alice for her Vera on the strict fake, in a started combat on Vera's turn (7 AP). A 1-yard
 * square scene: Vera at (0, 0), Bob's Ogre beside her at (1, 0) unless placed farther. Vera: Str 2, Athletics 1, Dex 1,
 * Reflex 1, Prs 1 — Power check d20 − 7, Agility d20 − 8 (1d20x − 10 plus the parts). The Ogre is set to Str 0, Dex 0:
 * Power and Agility defenses 10.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { requestSheetAct } from "../../../module/foundry/queries/sheet-act.ts";
import { actionChecksRolled } from "../../../module/foundry/rulesets/wounds/checks/self-check-action-check.ts";
import { stampRequest } from "../../../module/foundry/queries/proof.ts";
import { faceSource } from "../../support/fake-foundry/world/dice.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { FakeSceneDocument, installSelfCheckWorld } from "../../support/fake-foundry/world/self-check-world.ts";
import { contestFace } from "../chat/opposed-card/shown.ts";
import { shownText } from "./shown-text.ts";
import { fighter, stored, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";
import { runWoundsStep } from "./run-step.ts";

let w: WoundsWorld;
let combat: FakeCombat;
let vera: FakeCombatant;

const asActor = (a: FakeActor) => a as unknown as Actor.Implementation;
const last = () => [...w.messages.values()].at(-1);
const lastText = (): string => shownText(last());
const act = (act: string, target: FakeActor = w.ogre, choice?: string) =>
  requestSheetAct(asActor(w.vera), { act, targetUuid: target.uuid, ...(choice === undefined ? {} : { choice }) });
const has = (a: FakeActor, status: string) => a.statuses.has(status);

async function toggle(a: FakeActor, ...statuses: string[]): Promise<void> {
  w.as(w.gm);
  for (const status of statuses) await a.toggleStatusEffect(status, { active: true });
}

/** Vera at (0, 0), the Ogre `ogreAt` yards east, hostile to her. */
async function place(ogreAt = 1): Promise<void> {
  const scene = await FakeSceneDocument.create({
    name: "Yard",
    grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 0 },
  });
  await scene.createEmbeddedDocuments("Token", [
    { actorId: w.vera.id, x: 0, y: 0, actorLink: true, disposition: 1 },
    { actorId: w.ogre.id, x: ogreAt * 100, y: 0, actorLink: true, disposition: -1 },
  ]);
}

async function fight(ogreAt = 1): Promise<void> {
  await place(ogreAt);
  combat = await woundsCombat([
    { actor: w.vera, initiative: 12 },
    { actor: w.ogre, initiative: 8 },
  ]);
  await combat.startCombat();
  vera = fighter(combat, w.vera);
}

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  faceSource.clear();
  w = await woundsWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  await w.ogre.update({ system: { attributes: { strength: 0, dexterity: 0 } } });
});

describe('Pin: "Make a Power check at a -2 penalty against the higher of the target\'s Power or Agility defense. On a success, the target is now helpless and immobile"', () => {
  beforeEach(async () => {
    await fight();
    await toggle(w.vera, "grappling");
    await toggle(w.ogre, "grappling");
    w.as(w.alice);
  });

  it("face 19 → 19 − 7 − 2 = 10 meets the Ogre's 10: it is Pinned (helpless, immobile), 4 AP paid, one check card", async () => {
    faceSource.push(19);
    expect(await act("pin")).toBe(true);
    expect(has(w.ogre, "pinned")).toBe(true);
    expect(stored(vera).ap).toBe(3);
    expect(w.messages.size).toBe(1);
    expect(lastText()).toContain("Vera — Pin Ogre · Total 10 · Needed 10 or more");
    expect(lastText()).toContain("Ogre is pinned: helpless and immobile until it escapes.");
    // Rolled on the GM's client for Alice's Vera: public, whatever the GM's roll mode.
    expect(last()?.whisper).toEqual([]);
  });

  it("face 18 → 9: the AP are spent, the Ogre is not pinned, the card says so", async () => {
    faceSource.push(18);
    expect(await act("pin")).toBe(true);
    expect(has(w.ogre, "pinned")).toBe(false);
    expect(stored(vera).ap).toBe(3);
    expect(lastText()).toContain("Vera fails against Ogre: nothing changes.");
  });

  it('"While grappling": a Vera not grappling is refused before anything is paid or rolled', async () => {
    w.as(w.gm);
    await w.vera.toggleStatusEffect("grappling", { active: false });
    w.as(w.alice);
    expect(await act("pin")).toBe(false);
    expect(w.warnings.at(-1)).toContain("Not grappling.");
    expect(stored(vera).ap).toBe(7);
    expect(w.messages.size).toBe(0);
  });

  it("Pin needs a target: aimed at Vera herself it is refused", async () => {
    expect(await act("pin", w.vera)).toBe(false);
    expect(w.warnings.at(-1)).toContain("Target the other creature first");
  });
});

describe('Escape: "Make a Power or Agility check against the escape TN of the effect. On a success, you end the effect" (decision 173)', () => {
  it('pinned: "an Escape attempt as if escaping the grapple, which ends the pin but not the grapple" — Power (d20 − 7) against the Ogre\'s 10', async () => {
    await fight();
    await toggle(w.vera, "grappling", "pinned");
    await toggle(w.ogre, "grappling");
    w.as(w.alice);
    faceSource.push(17);
    expect(await act("escape")).toBe(true);
    expect(has(w.vera, "pinned")).toBe(false);
    expect(has(w.vera, "grappling")).toBe(true);
    expect(lastText()).toContain("Vera — Escape from Ogre · Total 10 · Needed 10 or more");
    expect(lastText()).toContain("no longer pinned, still grappling");
  });

  it("a Pinned given on the token HUD alone (Grappling only implied) keeps its grapple once escaped", async () => {
    await fight();
    await toggle(w.vera, "pinned");
    await toggle(w.ogre, "grappling");
    w.as(w.alice);
    faceSource.push(17);
    expect(await act("escape")).toBe(true);
    expect(has(w.vera, "pinned")).toBe(false);
    expect(has(w.vera, "grappling")).toBe(true);
  });

  it('a grapple: "both you and the target are grappling each other" — a success ends it for both', async () => {
    await fight();
    await toggle(w.vera, "grappling");
    await toggle(w.ogre, "grappling");
    w.as(w.alice);
    faceSource.push(17);
    expect(await act("escape")).toBe(true);
    expect(has(w.vera, "grappling")).toBe(false);
    expect(has(w.ogre, "grappling")).toBe(false);
  });

  it("the only action a Pinned creature may take (decision 62): Pin from a pinned Vera is refused", async () => {
    await fight();
    await toggle(w.vera, "grappling", "pinned");
    await toggle(w.ogre, "grappling");
    w.as(w.alice);
    expect(await act("pin")).toBe(false);
    expect(stored(vera).ap).toBe(7);
  });
});

describe('Enter Occupied Space: "a Power or Agility check against the higher of your target\'s Power or Agility defense … both you and the target take a -2 penalty"', () => {
  it("face 17 → 10: both are Sharing a Space", async () => {
    await fight();
    w.as(w.alice);
    faceSource.push(17);
    expect(await act("enterOccupiedSpace")).toBe(true);
    expect(has(w.vera, "sharingSpace")).toBe(true);
    expect(has(w.ogre, "sharingSpace")).toBe(true);
    expect(stored(vera).ap).toBe(5);
  });

  it('"whose size is less than 5 larger or smaller than yours": a size 5 Ogre is refused', async () => {
    await fight();
    await w.ogre.update({ system: { size: 5 } });
    w.as(w.alice);
    expect(await act("enterOccupiedSpace")).toBe(false);
    expect(stored(vera).ap).toBe(7);
  });
});

describe('Hinder: "Choose one of the hindrances from the following table, then make the associated standard check, causing the described effect on the target on a success"', () => {
  it('Trip, Power against "Power or Agility defense" (the higher, decision 175): face 17 → 10, the Ogre is knocked prone', async () => {
    await fight();
    w.as(w.alice);
    faceSource.push(17);
    expect(await act("hinder", w.ogre, "trip")).toBe(true);
    expect(has(w.ogre, "prone")).toBe(true);
    expect(lastText()).toContain("Vera — Hinder: Trip Ogre · Total 10 · Needed 10 or more (Power defense)");
    expect(lastText()).toContain("Ogre is knocked prone.");
  });

  it('Shove: "1 yard plus up to one third of your margin of success": face 19 → 12, margin 2, 1 yard', async () => {
    await fight();
    w.as(w.alice);
    faceSource.push(19);
    expect(await act("hinder", w.ogre, "shove")).toBe(true);
    expect(lastText()).toContain("Ogre is shoved up to 1 yards");
  });

  it('Distract, Prs [Deception] against Prc [Deception]: both roll, on one opposed card; the Ogre is Distracted "until the end of the round"', async () => {
    await fight();
    w.as(w.alice);
    // Vera: Prs 1 → 15 − 9 = 6; the Ogre: Prc 2 → 5 − 8 = −3.
    faceSource.push(15, 5);
    expect(await act("hinder", w.ogre, "distract")).toBe(true);
    expect(has(w.ogre, "distracted")).toBe(true);
    const effect = w.ogre.effects.contents.find((e) => e.statuses.has("distracted"));
    expect(effect?.flags).toMatchObject({ fray: { expiry: { kind: "roundEnd" } } });
    const face = contestFace(last());
    expect(face).toContain("Vera: Hinder: Distract Ogre Total 6");
    expect(face).toContain("Ogre: Resist the hindrance Total -3");
    expect(face).toContain("Ogre is distracted");
    expect(last()?.rolls).toHaveLength(2);
  });

  it('Disarm: "The target drops one item it is holding" — the first weapon it holds is unequipped', async () => {
    await fight();
    w.as(w.gm);
    const [club] = await w.ogre.createEmbeddedDocuments("Item", [
      { name: "Club", type: "wounds-weapon", system: { kind: "melee", group: "Clubs", reach: 1, equipped: true } },
    ]);
    w.as(w.alice);
    // Vera's Melee weapon check with her longsword: Dex 1 + Melee 2 + Swords 1 + accuracy 1 → d20 − 5; the Ogre keeps
    // its Agility defense 10 or rolls its own check, whichever leaves Vera less: 19 → 14 wins either way.
    faceSource.push(19, 1);
    expect(await act("hinder", w.ogre, "disarm")).toBe(true);
    expect((club?.system as { equipped?: boolean } | undefined)?.equipped).toBe(false);
  });

  it('"You must be within melee reach of your opponent": the Ogre 3 yards away is out of Vera\'s longsword reach', async () => {
    await fight(3);
    w.as(w.alice);
    expect(await act("hinder", w.ogre, "trip")).toBe(false);
    expect(w.warnings.at(-1)).toContain("Too far");
    expect(stored(vera).ap).toBe(7);
    expect(w.messages.size).toBe(0);
  });

  it("a hindrance the table does not name is refused", async () => {
    await fight();
    w.as(w.alice);
    expect(await act("hinder", w.ogre, "tickle")).toBe(false);
  });
});

describe('Drag: "a Power check against the highest Power defense of all opponents grappling you … you can spend up to 4 AP on movement"', () => {
  it("the Grappling Ogre beside Vera is the opponent: face 17 → 10 meets its Power 10, the card names it and the AP", async () => {
    await fight();
    await toggle(w.vera, "grappling");
    await toggle(w.ogre, "grappling");
    w.as(w.alice);
    faceSource.push(17);
    expect(await act("drag", w.vera)).toBe(true);
    expect(lastText()).toContain("Vera — Drag the grapple · Total 10 · Needed 10 or more");
    expect(lastText()).toContain(
      "Vera may spend up to 4 AP on movement this round: walks of up to 9 yards in all carry Ogre along.",
    );
  });

  it("no Grappling creature beside Vera: refused", async () => {
    await fight(3);
    await toggle(w.vera, "grappling");
    await toggle(w.ogre, "grappling");
    w.as(w.alice);
    expect(await act("drag", w.vera)).toBe(false);
    expect(w.warnings.at(-1)).toContain("No creature grappling you");
  });
});

describe('Dash: "If you use this action again while already benefitting from it, make a Str [Athletics] check … For every 3 points in the check result, your movement rate increases by 1 … not more than once per round"', () => {
  it("the first Dash doubles and rolls nothing; the second rolls Str 2 + Athletics 1 (face 16 → 9: +3); a third is refused", async () => {
    await fight();
    w.as(w.alice);
    expect(await act("dash", w.vera)).toBe(true);
    expect(stored(vera)).toMatchObject({ ap: 5, dash: { doubled: true, bonus: 0, checkUsed: false } });
    expect(w.messages.size).toBe(0);
    faceSource.push(16);
    expect(await act("dash", w.vera)).toBe(true);
    expect(stored(vera)).toMatchObject({ ap: 3, dash: { doubled: true, bonus: 3, checkUsed: true } });
    expect(lastText()).toContain("Vera's movement rate +3 until the end of the round.");
    expect(await act("dash", w.vera)).toBe(false);
    expect(stored(vera).ap).toBe(3);
  });
});

describe("Return to the Surface and Regain Control of a Mount", () => {
  it('"a successful Str [Athletics/Swimming] check": TN 0 (decision 176); face 7 → 0 surfaces', async () => {
    await fight();
    w.as(w.alice);
    faceSource.push(7);
    expect(await act("swimToSurface", w.vera)).toBe(true);
    expect(lastText()).toContain("Vera — Return to the Surface · Total 0 · Needed 0 or more");
    expect(lastText()).toContain("Vera returns to the surface.");
  });

  it('"If you sink below the surface, you can return to the surface": Underwater ends on a success (decision 209)', async () => {
    await fight();
    w.as(w.gm);
    await w.vera.toggleStatusEffect("swimming", { active: true });
    await w.vera.toggleStatusEffect("underwater", { active: true });
    w.as(w.alice);
    faceSource.push(6);
    expect(await act("swimToSurface", w.vera)).toBe(true);
    expect(lastText()).toContain("Vera stays under the water.");
    expect([w.vera.statuses.has("underwater"), w.vera.statuses.has("swimming")]).toEqual([true, true]);
    w.as(w.gm);
    await vera.update({ system: { ap: 8 } });
    w.as(w.alice);
    faceSource.push(7);
    expect(await act("swimToSurface", w.vera)).toBe(true);
    expect([w.vera.statuses.has("underwater"), w.vera.statuses.has("swimming")]).toEqual([false, true]);
  });

  it('"You may attempt to regain control": riding no mount, Vera is refused before anything is paid (decision 205; the check itself: mounted.test.ts)', async () => {
    await fight();
    w.as(w.gm);
    await vera.update({ system: { ap: 8 } });
    w.as(w.alice);
    expect(await act("regainMountControl", w.vera)).toBe(false);
    expect(w.warnings.at(-1)).toContain("Not riding a mount.");
    expect(stored(vera).ap).toBe(8);
  });
});

describe('an act paid over turns: "continue to spend all AP on each of your subsequent turns until the total cost has been spent, at which point the action takes effect" (decision 177)', () => {
  beforeEach(async () => {
    await fight();
    await toggle(w.vera, "grappling");
    await toggle(w.ogre, "grappling");
    await vera.update({ system: { ap: 2 } });
    w.as(w.alice);
  });

  it("Pin with 2 AP is declared; at Vera's next turn start its last AP are paid and the check is rolled on the Ogre", async () => {
    expect(await act("pin")).toBe(true);
    expect(stored(vera)).toMatchObject({ ap: 0, pending: { action: "pin", remaining: 2 } });
    expect(has(w.ogre, "pinned")).toBe(false);
    w.as(w.gm);
    await combat.nextTurn(); // Vera's turn ends: +7 AP, the Ogre acts
    // Round 2 draws each combatant's tie key, then the Pin's d20 shows 19.
    faceSource.push(500, 600, 19);
    await combat.nextTurn();
    expect(stored(vera)).toMatchObject({ pending: { action: "" }, pendingAim: "" });
    expect(has(w.ogre, "pinned")).toBe(true);
    expect(lastText()).toContain("Vera — Pin Ogre · Total 10");
  });

  it("the grapple ended meanwhile: nothing is rolled, a chat line says why", async () => {
    expect(await act("pin")).toBe(true);
    w.as(w.gm);
    await w.vera.toggleStatusEffect("grappling", { active: false });
    await combat.nextTurn();
    await combat.nextTurn();
    expect(has(w.ogre, "pinned")).toBe(false);
    expect(lastText()).toContain("the action paid over turns is not done");
  });
});

describe('a readied action check: "you can take the chosen action as a reaction in response to any event" (decision 229)', () => {
  /** Vera readies `choice` on her turn (7 − 2, +7 at its end: 12), then the Ogre's turn, Vera at initiative 3. */
  async function readies(choice: string): Promise<void> {
    await fight();
    w.as(w.alice);
    expect(await requestSpend(w.vera as never, { action: `ready:${choice}` })).toEqual({ ok: true });
    w.as(w.gm);
    await combat.nextTurn();
    await vera.update({ initiative: 3 });
    w.as(w.alice);
  }

  it("a readied Hinder, Trip chosen when taken: 4 AP as the readied reaction (no −2), the same check rolled — the Ogre is knocked prone", async () => {
    await readies("hinder");
    faceSource.push(17);
    expect(await act("readied-hinder", w.ogre, "trip")).toBe(true);
    expect(has(w.ogre, "prone")).toBe(true);
    expect([stored(vera).ap, vera.initiative, has(w.vera, "readied")]).toEqual([8, 3, false]);
    expect(w.messages.size).toBe(1);
    // "Until you take an action or reaction": a second one finds no Readied, and pays or rolls nothing.
    expect(await act("readied-hinder", w.ogre, "trip")).toBe(false);
    expect([stored(vera).ap, w.messages.size]).toEqual([8, 1]);
  });

  it("another action than the one readied (Pin when Hinder was chosen) is refused: nothing paid or rolled", async () => {
    await readies("hinder");
    w.as(w.gm);
    await toggle(w.vera, "grappling");
    await toggle(w.ogre, "grappling");
    w.as(w.alice);
    expect(await act("readied-pin")).toBe(false);
    expect(w.warnings.at(-1)).toContain("That is not the action chosen when readying.");
    expect([stored(vera).ap, has(w.vera, "readied"), w.messages.size]).toEqual([12, true, 0]);
  });

  it("forged: a readied act with no Readied (Vera never readied) is refused, nothing paid or rolled", async () => {
    await fight();
    await combat.nextTurn();
    w.as(w.alice);
    expect(await act("readied-hinder", w.ogre, "trip")).toBe(false);
    expect([stored(vera).ap, w.messages.size]).toEqual([14, 0]);
  });

  it("a replayed readied Trip (its stamp used up) has no second effect", async () => {
    await readies("hinder");
    const requestId = await stampRequest(asActor(w.vera), "sheetAct");
    const payload = {
      actorUuid: w.vera.uuid,
      targetUuid: w.ogre.uuid,
      act: "readied-hinder",
      choice: "trip",
      requestId,
    };
    faceSource.push(17);
    expect(await w.gm.query("fray.sheetAct", payload)).toEqual({ ok: true });
    expect(await w.gm.query("fray.sheetAct", payload)).toEqual({ ok: false, reason: "notOwner" });
    expect([stored(vera).ap, w.messages.size]).toEqual([8, 1]);
  });
});

describe("the relay: the GM acts from the documents; a replayed or forged request has no effect", () => {
  it("a replayed Trip (its stamp used up) is refused: nothing paid or rolled a second time", async () => {
    await fight();
    w.as(w.alice);
    const requestId = await stampRequest(asActor(w.vera), "sheetAct");
    const payload = { actorUuid: w.vera.uuid, targetUuid: w.ogre.uuid, act: "hinder", choice: "trip", requestId };
    faceSource.push(17);
    expect(await w.gm.query("fray.sheetAct", payload)).toEqual({ ok: true });
    expect(await w.gm.query("fray.sheetAct", payload)).toEqual({ ok: false, reason: "notOwner" });
    expect(stored(vera).ap).toBe(3);
    expect(w.messages.size).toBe(1);
  });

  it("Alice cannot make Bob's Ogre pin Vera, nor send a total", async () => {
    await fight();
    w.as(w.alice);
    const forged = { actorUuid: w.ogre.uuid, targetUuid: w.vera.uuid, act: "pin", requestId: "x1" };
    expect(await w.gm.query("fray.sheetAct", forged)).toEqual({ ok: false, reason: "notOwner" });
    expect(await w.gm.query("fray.sheetAct", { ...forged, total: 30 })).toEqual({ ok: false, reason: "malformed" });
    expect(has(w.vera, "pinned")).toBe(false);
  });

  it("out of combat the actions are refused (their AP are a combat's)", async () => {
    await place();
    w.as(w.alice);
    expect(await act("hinder", w.ogre, "trip")).toBe(false);
    expect(has(w.ogre, "prone")).toBe(false);
  });
});

describe("the self-check's action-check step (checks/self-check-action-check.ts)", () => {
  async function run(before?: () => Promise<unknown>): Promise<void> {
    await fight();
    w.as(w.gm);
    await before?.();
    await runWoundsStep(actionChecksRolled, {
      actors: { attacker: w.vera as never, target: w.ogre as never },
      combat: combat as never,
    });
  }

  it("passes on a world that plays the seed: two Dashes (the second's check 19 − 10 + 3 = 12: +4) and a swim check", async () => {
    await run();
    expect(stored(vera)).toMatchObject({ ap: 0, dash: { doubled: true, bonus: 4, checkUsed: true } });
    expect(lastText()).toContain("Vera returns to the surface.");
  });

  it("fails when the second Dash's check is not rolled (its check already used this round)", async () => {
    const used = () => vera.update({ system: { dash: { doubled: true, bonus: 1, checkUsed: true } } });
    await expect(run(used)).rejects.toThrow(/the first Dash: expected true, got false/);
  });
});
