/**
 * Mounted combat (seed 004, "Mounted Combat"; docs/rules/wounds.md decisions 199–205) on the strict fake, relayed as
 * Alice's player requests (`fray.sheetAct`, `fray.combatAct`). A 1-yard square scene: Vera (size 0) at (0, 0), Alice's
 * Horse (size 5, 2 × 2 spaces) beside her at (1, 0), Bob's Ogre 6 yards east at (6, 0). Initiatives: Vera 12, Ogre 8,
 * Horse 6; Vera acts first with 7 AP.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { foundryLocalizer } from "../../../module/foundry/applications/sheets/localizer.ts";
import { WOUNDS_COMBAT_ECONOMY } from "../../../module/foundry/rulesets/wounds/combat/room.ts";
import { requestSheetAct } from "../../../module/foundry/queries/sheet-act.ts";
import { jumpOverTurnsRequest } from "../../../module/foundry/rulesets/wounds/checks/jump-over-turns.ts";
import { readPair } from "../../../module/foundry/canvas/situate.ts";
import { WOUNDS_COMBAT_ROOM } from "../../../module/foundry/rulesets/wounds/combat-room.ts";
import { situationChosen, woundsToggleRows } from "../../../module/foundry/rulesets/wounds/situation/catalog.ts";
import { mountRidden } from "../../../module/foundry/rulesets/wounds/mounted/self-check-mounted.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import {
  FakeSceneDocument,
  installSelfCheckWorld,
  type FakeSceneToken,
} from "../../support/fake-foundry/world/self-check-world.ts";
import { faceSource } from "../../support/fake-foundry/world/dice.ts";
import { shownText } from "./shown-text.ts";
import { fighter, LONGSWORD, stored, woundsWorld, type WoundsWorld } from "./world-fixture.ts";
import { runWoundsStep } from "./run-step.ts";

let w: WoundsWorld;
let combat: FakeCombat;
let horse: FakeActor;
let vera: FakeCombatant;
let steed: FakeCombatant;
let veraToken: FakeSceneToken;
let horseToken: FakeSceneToken;
let scene: FakeSceneDocument;

const asActor = (a: FakeActor) => a as unknown as Actor.Implementation;
const asCombatant = (c: FakeCombatant) => c as unknown as Combatant.Implementation;
const lastText = (): string => shownText([...w.messages.values()].at(-1));
const lines = (): string => [...w.messages.values()].map((m) => shownText(m)).join("\n");
const mount = (target: FakeActor = horse) =>
  requestSheetAct(asActor(w.vera), { act: "mountDismount", targetUuid: target.uuid });
const acting = (): string | undefined => combat.combatant?.name;

async function fight(horseAt = 1, horseSize = 5): Promise<void> {
  horse = w.createActor({
    name: "Horse",
    type: "wounds-npc",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: { size: horseSize, attributes: { speed: 2 } },
  });
  scene = await FakeSceneDocument.create({
    name: "Yard",
    grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 0 },
  });
  const [v, h, o] = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.vera.id, x: 0, y: 0, actorLink: true, disposition: 1 },
    { actorId: horse.id, x: horseAt * 100, y: 0, width: 2, height: 2, actorLink: true, disposition: 1 },
    { actorId: w.ogre.id, x: 600, y: 0, actorLink: true, disposition: -1 },
  ]);
  if (!v || !h || !o) throw new Error("no tokens");
  veraToken = v;
  horseToken = h;
  combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.vera.id, tokenId: v.id, sceneId: scene.id, initiative: 12 },
    { actorId: w.ogre.id, tokenId: o.id, sceneId: scene.id, initiative: 8 },
    { actorId: horse.id, tokenId: h.id, sceneId: scene.id, initiative: 6 },
  ]);
  await combat.startCombat();
  vera = fighter(combat, w.vera);
  steed = fighter(combat, horse);
}

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.stubGlobal("document", { querySelectorAll: () => [] });
  faceSource.clear();
  w = await woundsWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  return () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  };
});

describe('Mount/Dismount: "You climb atop a horse or other mount, or climb off of the mount" (decision 199)', () => {
  it("Alice mounts her targeted Horse: 6 AP paid, the Horse recorded on Vera's combatant, her token set on its space", async () => {
    await fight();
    w.as(w.alice);
    expect(await mount()).toBe(true);
    expect(stored(vera)).toMatchObject({ ap: 1, riding: steed.id });
    expect([veraToken.x, veraToken.y]).toEqual([100, 0]);
    expect(lastText()).toContain("Vera mounts Horse");
  });

  it('"a creature must be at least the size of its rider": a size −1 pony is refused before anything is paid', async () => {
    await fight(1, -1);
    w.as(w.alice);
    expect(await mount()).toBe(false);
    expect(w.warnings.at(-1)).toContain("A mount must be at least the size of its rider.");
    expect(stored(vera)).toMatchObject({ ap: 7, riding: "" });
  });

  it("a mount 3 yards away is out of reach; no target (Vera herself) is refused", async () => {
    await fight(3);
    w.as(w.alice);
    expect(await mount()).toBe(false);
    expect(w.warnings.at(-1)).toContain("out of reach");
    expect(await mount(w.vera)).toBe(false);
    expect(w.warnings.at(-1)).toContain("Target the creature to ride first");
    expect(stored(vera).ap).toBe(7);
  });

  it('"a horse or other mount", not an enemy: the hostile Ogre is refused before anything is paid; once the GM turns its token neutral, Vera mounts it (decision 220)', async () => {
    await fight();
    w.as(w.gm);
    const ogreToken = fighter(combat, w.ogre).token as FakeSceneToken | null;
    await ogreToken?.update({ x: 0, y: 100 });
    w.as(w.alice);
    expect(await mount(w.ogre)).toBe(false);
    expect(w.warnings.at(-1)).toContain("That creature is hostile to the rider");
    expect(stored(vera)).toMatchObject({ ap: 7, riding: "" });
    w.as(w.gm);
    await ogreToken?.update({ disposition: 0 });
    w.as(w.alice);
    expect(await mount(w.ogre)).toBe(true);
    expect(stored(vera)).toMatchObject({ ap: 1, riding: fighter(combat, w.ogre).id });
  });

  it("a second rider is refused: someone already rides that mount", async () => {
    await fight();
    w.as(w.gm);
    await fighter(combat, w.ogre).update({ system: { riding: steed.id } });
    w.as(w.alice);
    expect(await mount()).toBe(false);
    expect(w.warnings.at(-1)).toContain("Someone already rides that mount.");
  });

  it("the tracker rows say who rides what, public; the ridden Horse's row offers the GM's Trained mount control", async () => {
    await fight();
    w.as(w.alice);
    expect(await mount()).toBe(true);
    const rowOf = (x: FakeCombatant) =>
      WOUNDS_COMBAT_ECONOMY.economy(asCombatant(x))?.row({
        i18n: foundryLocalizer(),
        combatant: { id: x.id, name: x.name },
        all: combat.combatants.contents.map((c) => ({ id: c.id, name: c.name })),
        showPools: false,
        adjusts: false,
        started: true,
      });
    expect(rowOf(vera)?.states).toContainEqual({ id: "riding", text: "Riding Horse" });
    expect(rowOf(steed)?.states).toContainEqual({ id: "carrying", text: "Carrying Vera" });
    expect(rowOf(steed)?.controls["trainedMount"]?.text).toBe("Trained mount");
    expect(rowOf(vera)?.controls["trainedMount"]).toBeUndefined();
    w.as(w.gm);
    await actFor(asCombatant(steed), "trainedMount");
    expect(rowOf(steed)?.states).toContainEqual({ id: "trained", text: "Trained mount" });
    // The control is the GM's: Alice's request is refused by the relay.
    w.as(w.alice);
    await actFor(asCombatant(steed), "trainedMount");
    expect(stored(steed).trainedMount).toBe(true);
  });

  it("mounted, the same button dismounts (whatever is targeted) and pays again; the button names the mount", async () => {
    await fight();
    w.as(w.gm);
    await vera.update({ system: { ap: 12 } });
    w.as(w.alice);
    expect(await mount()).toBe(true);
    expect(await mount(w.ogre)).toBe(true);
    expect(stored(vera)).toMatchObject({ ap: 0, riding: "" });
    expect(lastText()).toContain("Vera dismounts from Horse.");
  });
});

describe('"climb off of the mount": the dismounted rider stands beside its mount (decision 221)', () => {
  /** Vera, given the AP of two Mount/Dismounts, mounts the Horse (seated at (1, 0)) and dismounts. */
  async function rideAndDismount(before?: () => Promise<unknown>): Promise<boolean> {
    await fight();
    w.as(w.gm);
    await vera.update({ system: { ap: 12, movement: 3 } });
    await before?.();
    w.as(w.alice);
    expect(await mount()).toBe(true);
    return mount();
  }

  it("she is set down on the free space nearest her seat, (0, 0), and no movement is paid: the climb is the action's", async () => {
    expect(await rideAndDismount()).toBe(true);
    expect([veraToken.x, veraToken.y]).toEqual([0, 0]);
    expect(stored(vera)).toMatchObject({ ap: 0, movement: 3, riding: "" });
    expect(w.warnings).toEqual([]);
  });

  it("a creature on that space and a wall before the next: she steps off east of the Horse", async () => {
    const walled = async () => {
      const ogreToken = fighter(combat, w.ogre).token as FakeSceneToken | null;
      await ogreToken?.update({ x: 0, y: 0 });
      // A wall along x = 100 from y = 50 down: the space (0, 1) lies behind it from the seat.
      await scene.createEmbeddedDocuments("Wall", [{ c: [100, 50, 100, 400] }]);
    };
    expect(await rideAndDismount(walled)).toBe(true);
    expect([veraToken.x, veraToken.y]).toEqual([300, 0]);
  });

  it("with no free space beside the Horse she stays on its space and the chat says the GM places her", async () => {
    // The Cat's 4 × 3 token covers every space around the Horse that lies on the scene.
    const boxedIn = () =>
      scene.createEmbeddedDocuments("Token", [{ actorId: w.cat.id, x: 0, y: 0, width: 4, height: 3, actorLink: true }]);
    expect(await rideAndDismount(boxedIn)).toBe(true);
    expect(lastText()).toContain("no free space beside it: the GM places Vera.");
    expect(stored(vera)).toMatchObject({ riding: "" });
  });
});

describe('"you and your mount share a single turn, using the worse of your two initiative scores" (decision 200)', () => {
  it("from the next round Vera (12) and the Horse (6) act together at 6: the Ogre (8) first, then both", async () => {
    await fight();
    w.as(w.alice);
    expect(await mount()).toBe(true);
    w.as(w.gm);
    // Round 1 keeps the order it began with: Vera, Ogre, Horse.
    await combat.nextTurn();
    expect(acting()).toBe("Ogre");
    await combat.nextTurn();
    expect(acting()).toBe("Horse");
    await combat.nextTurn();
    expect([combat.round, acting()]).toEqual([2, "Ogre"]);
    await combat.nextTurn();
    expect(acting()).toBe("Vera");
    // The shared turn: the Horse buys movement on it without interrupting (no −2 to its initiative).
    w.as(w.alice);
    await actFor(asCombatant(steed), "buyMovement", "2");
    expect(steed.initiative).toBe(6);
    // The turn ends for both at once: the next is round 3's.
    w.as(w.gm);
    await combat.nextTurn();
    expect(combat.round).toBe(3);
  });
});

describe("the rider's token goes with its mount (decision 201)", () => {
  it("the Horse walks 2 yards east: Vera's token follows by the same offset, and only the Horse pays movement", async () => {
    await fight();
    w.as(w.alice);
    expect(await mount()).toBe(true);
    w.as(w.gm);
    // Round 2, the shared turn: the Horse walks on its own turn.
    for (let i = 0; i < 4; i += 1) await combat.nextTurn();
    expect(acting()).toBe("Vera");
    await steed.update({ system: { movement: 10 } });
    await vera.update({ system: { movement: 3 } });
    await horseToken.update({ x: 300, y: 0 });
    await vi.waitFor(() => {
      expect(veraToken.x).toBe(300);
    });
    expect(stored(steed).movement).toBe(8);
    expect(stored(vera).movement).toBe(3);
  });

  it("Alice may shift Vera within the Horse's spaces for free; off it she is refused: dismount first", async () => {
    await fight();
    w.as(w.alice);
    expect(await mount()).toBe(true);
    expect(await veraToken.update({ x: 200, y: 100 })).toBeDefined();
    expect(await veraToken.update({ x: 400, y: 0 })).toBeUndefined();
    expect(w.warnings.at(-1)).toContain("dismount first");
    expect(stored(vera).movement).toBe(0);
  });
});

/** Round 2, the shared turn of Vera and her Horse (the Ogre acted first). */
async function sharedTurn(): Promise<void> {
  w.as(w.alice);
  expect(await mount()).toBe(true);
  w.as(w.gm);
  for (let i = 0; i < 4; i += 1) await combat.nextTurn();
  expect(acting()).toBe("Vera");
}

describe('"Controlling your mount\'s movement requires spending AP equal to that spent by the mount to move" (decision 203)', () => {
  it("the Horse buys 3 AP of movement: Vera pays 3 AP too, and the chat says she steers", async () => {
    await fight();
    await sharedTurn();
    const before = Number(stored(vera).ap);
    const horseBefore = Number(stored(steed).ap);
    w.as(w.alice);
    await actFor(asCombatant(steed), "buyMovement", "3");
    expect(stored(steed).ap).toBe(horseBefore - 3);
    expect(stored(vera).ap).toBe(before - 3);
    expect(lastText()).toContain("Vera steers Horse: 3 AP");
  });

  it("Vera without the AP to steer: the purchase is refused and nobody pays", async () => {
    await fight();
    await sharedTurn();
    await vera.update({ system: { ap: 1 } });
    const horseBefore = Number(stored(steed).ap);
    w.as(w.alice);
    await actFor(asCombatant(steed), "buyMovement", "3");
    expect(w.warnings.at(-1)).toContain("needs 3, has 1");
    expect([stored(steed).ap, stored(vera).ap]).toEqual([horseBefore, 1]);
  });

  it("a Horse Out of Control is not steered: it buys its movement and Vera pays nothing", async () => {
    await fight();
    await sharedTurn();
    await horse.toggleStatusEffect("outOfControl", { active: true });
    const before = Number(stored(vera).ap);
    w.as(w.alice);
    await actFor(asCombatant(steed), "buyMovement", "3");
    expect(stored(vera).ap).toBe(before);
  });
});

describe("a rider's declared jump is its mount's, steered by the rider (decision 244)", () => {
  const jump = (yards: number) =>
    requestSheetAct(asActor(w.vera), { ...jumpOverTurnsRequest(w.vera.uuid, 1), choice: String(yards) });

  it('"you and your mount share a single turn": the Horse pays the jump and gets its yards; Vera pays the same AP to steer', async () => {
    await fight();
    await sharedTurn();
    const [veraAp, horseAp] = [Number(stored(vera).ap), Number(stored(steed).ap)];
    w.as(w.alice);
    expect(await jump(2)).toBe(true);
    const spent = horseAp - Number(stored(steed).ap);
    expect(spent).toBeGreaterThan(0);
    expect(stored(steed).movement).toBe(2);
    // "Controlling your mount's movement requires spending AP equal to that spent by the mount to move."
    expect([stored(vera).ap, stored(vera).movement]).toEqual([veraAp - spent, 0]);
    expect(lastText()).toContain(`Vera steers Horse: ${spent} AP`);
  });

  it("Vera without the AP to steer, or her Horse Out of Control: refused, nobody pays", async () => {
    await fight();
    await sharedTurn();
    await vera.update({ system: { ap: 0 } });
    const horseAp = stored(steed).ap;
    w.as(w.alice);
    expect(await jump(2)).toBe(false);
    expect([stored(steed).ap, stored(steed).movement, stored(vera).ap]).toEqual([horseAp, 0, 0]);
    w.as(w.gm);
    await vera.update({ system: { ap: 7 } });
    await horse.toggleStatusEffect("outOfControl", { active: true });
    w.as(w.alice);
    expect(await jump(2)).toBe(false);
    expect(w.warnings.at(-1)).toContain("out of control");
    expect([stored(steed).ap, stored(vera).ap]).toEqual([horseAp, 7]);
  });
});

describe("the AP a steered jump still takes at the mount's later turn starts are steered too (decision 253)", () => {
  const jump = (yards: number) =>
    requestSheetAct(asActor(w.vera), { ...jumpOverTurnsRequest(w.vera.uuid, 1), choice: String(yards) });

  /** The AP its declared jump still owes; 0 when none is owed. */
  const jumpOwedBy = (c: FakeCombatant): number => {
    const { pending } = stored(c) as { pending: { action: string; remaining: number } };
    return pending.action === "jump" ? pending.remaining : 0;
  };

  /** Vera's Horse declares a 40-yard jump it cannot pay yet; the GM ends turns until the Ogre acts in round 3. */
  async function jumpOwed(): Promise<number> {
    await fight();
    await sharedTurn();
    // The Horse has 4 AP left of its 18-AP jump; Vera the AP to steer what it pays now.
    await steed.update({ system: { ap: 4 } });
    await vera.update({ system: { ap: 20 } });
    w.as(w.alice);
    expect(await jump(40), w.warnings.at(-1)).toBe(true);
    w.as(w.gm);
    while (!(combat.round === 3 && acting() === "Ogre")) await combat.nextTurn();
    const owed = jumpOwedBy(steed);
    expect(owed).toBeGreaterThan(0);
    return owed;
  }

  it("\"Controlling your mount's movement requires spending AP equal to that spent by the mount to move\": the shared turn's start takes the Horse's AP for the jump and as many of Vera's", async () => {
    const owed = await jumpOwed();
    const [veraAp, horseAp] = [Number(stored(vera).ap), Number(stored(steed).ap)];
    await combat.nextTurn();
    expect(acting()).toBe("Vera");
    const left = jumpOwedBy(steed);
    const paid = owed - left;
    expect(paid).toBe(Math.min(owed, horseAp));
    expect(stored(vera).ap).toBe(veraAp - paid);
    expect(lines()).toContain(`Vera steers Horse: ${paid} AP`);
  });

  it("Vera short of the AP to steer the rest: the jump is called off before the Horse pays, and it keeps this turn's AP", async () => {
    await jumpOwed();
    await vera.update({ system: { ap: 1 } });
    const horseAp = Number(stored(steed).ap);
    await combat.nextTurn();
    expect(stored(steed)).toMatchObject({ ap: horseAp, movement: 0, pending: { action: "" }, pendingAim: "" });
    expect(stored(vera).ap).toBe(1);
    expect(lines()).toContain(
      "its declared jump is called off: its rider cannot steer the rest (Not enough Action Points: needs",
    );
  });

  it("a Horse Out of Control is not steered: it pays its jump alone, Vera pays nothing", async () => {
    const owed = await jumpOwed();
    await horse.toggleStatusEffect("outOfControl", { active: true });
    const veraAp = Number(stored(vera).ap);
    await combat.nextTurn();
    expect(stored(vera).ap).toBe(veraAp);
    const left = jumpOwedBy(steed);
    expect(left).toBeLessThan(owed);
  });
});

describe('Regain Control: "with a -1 penalty for each enemy within 30 feet, and a +1 bonus for each consecutive action spent to calm the mount" (decision 205)', () => {
  it("a failed attempt counts one calming action (+1 on the next); a success clears Out of Control and the count", async () => {
    await fight();
    await sharedTurn();
    await horse.toggleStatusEffect("outOfControl", { active: true });
    await vera.update({ system: { ap: 20 } });
    const regain = () => requestSheetAct(asActor(w.vera), { act: "regainMountControl", targetUuid: w.vera.uuid });
    w.as(w.alice);
    // Prs 1, no Nature, the hostile Ogre 5 yards away: face 14 → 14 − 10 + 1 − 1 = 4, short of 5.
    faceSource.push(14);
    expect(await regain()).toBe(true);
    expect(lastText()).toContain("Total 4 · Needed 5 or more");
    expect(stored(vera).calming).toBe(1);
    expect(horse.statuses.has("outOfControl")).toBe(true);
    // The same face now meets the TN with the calming +1.
    faceSource.push(14);
    expect(await regain()).toBe(true);
    expect(lastText()).toContain("Total 5 · Needed 5 or more");
    expect(stored(vera).calming).toBe(0);
    expect(horse.statuses.has("outOfControl")).toBe(false);
  });

  it("another action in between ends the run; a mount in control is refused", async () => {
    await fight();
    await sharedTurn();
    await vera.update({ system: { ap: 20, calming: 3 } });
    w.as(w.alice);
    expect(await requestSheetAct(asActor(w.vera), { act: "regainMountControl", targetUuid: w.vera.uuid })).toBe(false);
    expect(w.warnings.at(-1)).toContain("The mount is not out of control.");
    expect(await requestSheetAct(asActor(w.vera), { act: "dash", targetUuid: w.vera.uuid })).toBe(true);
    expect(stored(vera).calming).toBe(0);
  });
});

describe('untrained mounts "require a Prs [Nature/Riding] check each time … you come into reach of an enemy\'s melee weapon" (decision 204)', () => {
  /**
   * Bob's Ogre rides the Horse 4 yards from Vera, seated on its space. Vera's longsword, made reach 2, is the enemy's
   * melee weapon: the rider is "considered 1 yard farther" from her, so beside the Horse she is 2 yards from it.
   */
  async function ogreRides(): Promise<void> {
    await fight(4);
    w.as(w.gm);
    // Seated before it rides: the seating move is set-up, not an approach that asks the check (its hook runs after
    // `update` resolves and would take the next queued face).
    const ogreToken = fighter(combat, w.ogre).token as FakeSceneToken | null;
    await ogreToken?.update({ x: 400, y: 0 });
    await new Promise((settled) => setTimeout(settled, 0));
    await fighter(combat, w.ogre).update({ system: { riding: steed.id } });
    await w.vera.items.get(LONGSWORD)?.update({ system: { reach: 2 } });
  }

  it("Vera walks up beside the riding Ogre: it rolls Riding at TN 5; face 2 fails and the Horse is Out of Control", async () => {
    await ogreRides();
    faceSource.push(2);
    await veraToken.update({ x: 300, y: 0 });
    await vi.waitFor(() => {
      expect(horse.statuses.has("outOfControl")).toBe(true);
    });
    expect(lastText()).toContain("Ogre loses control of Horse");
  });

  it("a success keeps control; a mount the GM marked trained asks nothing", async () => {
    await ogreRides();
    faceSource.push(20);
    await veraToken.update({ x: 300, y: 0 });
    await vi.waitFor(() => {
      expect(lastText()).toContain("Ogre keeps control of Horse");
    });
    await veraToken.update({ x: 0, y: 0 });
    await actFor(asCombatant(steed), "trainedMount");
    expect(stored(steed).trainedMount).toBe(true);
    const messages = w.messages.size;
    await veraToken.update({ x: 300, y: 0 });
    expect(w.messages.size).toBe(messages);
    expect(horse.statuses.has("outOfControl")).toBe(false);
  });
});

describe('"+1 bonus to melee defense and melee attack rolls against any opponents of a size smaller than your mount … considered 1 yard farther" (decision 202)', () => {
  /** Vera rides the Horse (seated at (1, 0)); the Ogre stands at (3, 0), 2 yards from her token. */
  async function readAttack(from: "vera" | "ogre", reach: number) {
    await fight();
    w.as(w.alice);
    expect(await mount()).toBe(true);
    w.as(w.gm);
    const ogreToken = fighter(combat, w.ogre).token as FakeSceneToken | null;
    await ogreToken?.update({ x: 300, y: 0 });
    const sword = w.vera.items.get(LONGSWORD);
    await sword?.update({ system: { reach } });
    const [attacker, target] = from === "vera" ? [veraToken, ogreToken] : [ogreToken, veraToken];
    if (!attacker || !target || !sword) throw new Error("no tokens");
    const pair = readPair("wounds", attacker as never, target as never);
    if (!pair) throw new Error("no pair");
    const tokens = { attacker: attacker as never, target: target as never };
    const [a, t] = from === "vera" ? [w.vera, w.ogre] : [w.ogre, w.vera];
    return WOUNDS_COMBAT_ROOM.sceneSituation(pair, asActor(a), sword as never, asActor(t), tokens);
  }

  it("Vera on her Horse attacks the smaller Ogre: the Mounted row is on with its reason; 2 yards count 3", async () => {
    const s = await readAttack("vera", 3);
    expect(s.refusal).toBeUndefined();
    expect(s.defaults).toMatchObject({ mountedAttack: true });
    expect(s.reasons["mountedAttack"]).toEqual({
      key: "FRAY.Wounds.Mounted.attackReason",
      data: { name: "Vera", target: "Ogre", mount: "Horse" },
    });
  });

  it("a reach-2 weapon falls a yard short of a creature on the ground 2 yards from the rider", async () => {
    const s = await readAttack("vera", 2);
    expect(s.refusal?.refused).toBe("FRAY.Canvas.Refusal.outOfReach");
  });

  it("the Ogre attacking Vera meets her melee Defense +1: the target's Mounted row is on", async () => {
    const s = await readAttack("ogre", 3);
    expect(s.defaults).toMatchObject({ mountedDefense: true });
    expect(s.defaults["mountedAttack"]).toBeUndefined();
  });

  it("the dialog offers the Mounted rows to melee attacks only, the attack's at +1", () => {
    const melee = woundsToggleRows({ mountedAttack: true }, false);
    expect(melee.find((r) => r.id === "mountedAttack")).toMatchObject({ on: true, effect: { data: { value: "+1" } } });
    expect(melee.some((r) => r.id === "mountedDefense")).toBe(true);
    expect(woundsToggleRows({}, true).some((r) => r.kind === "mounted")).toBe(false);
    expect(situationChosen({ mountedAttack: true, mountedDefense: true })).toMatchObject({
      mountedAttack: true,
      mountedDefense: true,
    });
  });
});

describe("the self-check's mounted step (mounted/self-check-mounted.ts)", () => {
  /** Vera (the attacker) mounts the Ogre (the target, of her size) as the self-check does, on her turn. */
  async function run(before?: () => Promise<unknown>): Promise<void> {
    await fight();
    w.as(w.gm);
    await before?.();
    const ogreToken = fighter(combat, w.ogre).token as FakeSceneToken | null;
    if (!ogreToken) throw new Error("no Ogre token");
    await runWoundsStep(mountRidden, {
      actors: { attacker: w.vera as never, target: w.ogre as never },
      tokens: { attacker: veraToken as never, target: ogreToken as never },
      combat: combat as never,
    });
  }

  it("passes on a world that plays the seed: mounted, one turn group, dismounted, every AP spent", async () => {
    await run();
    expect(stored(vera)).toMatchObject({ ap: 0, riding: "" });
    expect(lastText()).toContain("Vera dismounts from Ogre.");
  });

  it("fails when the mount is too small (an Ogre of size −1)", async () => {
    await expect(run(() => w.ogre.update({ system: { size: -1 } }))).rejects.toThrow(/Mount: expected true, got false/);
  });
});
