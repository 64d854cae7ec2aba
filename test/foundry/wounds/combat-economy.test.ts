/**
 * The `wounds` combat economy on the strict fake: AP gained, carried and capped, spent and refused with the shortfall
 * named, acts paid across turns and cancelled, movement bought and lost, interrupts, surprise. Each test names the
 * seed sentence (seed 004) it checks.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { foundryLocalizer } from "../../../module/foundry/applications/sheets/localizer.ts";
import { WOUNDS_COMBAT_ECONOMY } from "../../../module/foundry/rulesets/wounds/combat/room.ts";
import { WOUNDS_COMBAT_ROOM } from "../../../module/foundry/rulesets/wounds/combat-room.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { fighter, LONGSWORD, stored, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

type AdapterCombatant = Combatant.Implementation;
const c = (x: FakeCombatant): AdapterCombatant => x as unknown as AdapterCombatant;
const ap = (x: FakeCombatant): unknown => stored(x).ap;
const spend = (x: FakeCombatant, action: string, override = false) =>
  WOUNDS_COMBAT_ECONOMY.spend(c(x), { action, ...(override ? { override } : {}) });
const act = (x: FakeCombatant, control: string, choice?: string) =>
  WOUNDS_COMBAT_ECONOMY.act(c(x), control, choice === undefined ? {} : { choice });
const acting = (combat: FakeCombat): string | undefined => combat.combatant?.name;
const lastLine = (w: WoundsWorld): string => [...w.messages.values()].at(-1)?.content ?? "";

let w: WoundsWorld;
let combat: FakeCombat;
let vera: FakeCombatant;
let ogre: FakeCombatant;

beforeEach(async () => {
  w = await woundsWorld();
  w.as(w.gm);
  combat = await woundsCombat([
    { actor: w.vera, initiative: 12 },
    { actor: w.ogre, initiative: 8 },
  ]);
  vera = fighter(combat, w.vera);
  ogre = fighter(combat, w.ogre);
});

describe('"You gain AP twice per round, once at the start of the round, and once at the end of your turn"', () => {
  it("the round start gives each the Speed table's Round Start AP; the end of a turn its Turn End AP", async () => {
    await combat.startCombat();
    expect([ap(vera), ap(ogre)]).toEqual([7, 6]);
    await combat.nextTurn();
    expect([acting(combat), ap(vera), ap(ogre)]).toEqual(["Ogre", 14, 6]);
  });

  it('"Unspent AP is carried over, but any AP gained in excess of your max AP as listed in the table is lost"', async () => {
    await combat.startCombat();
    await combat.nextTurn();
    await combat.nextTurn();
    // Round 2: 14 + 7 = 21, Speed 1's Max AP; its turn end would give 7 more, all lost.
    expect([combat.round, ap(vera)]).toEqual([2, 21]);
    await combat.nextTurn();
    expect(ap(vera)).toBe(21);
  });
});

describe('"Whenever you move or perform an action or reaction, you must spend AP equal to the action\'s AP cost"', () => {
  it("an action on one's own turn spends its cost (Standard Attack 4 of Vera's 7)", async () => {
    await combat.startCombat();
    expect(await spend(vera, "standardAttack")).toBeUndefined();
    expect(ap(vera)).toBe(3);
  });

  it("with no AP at all nothing can be declared: the shortfall is named; the GM may override it (AP stays 0)", async () => {
    await combat.startCombat();
    await spend(vera, "treatWound");
    await act(vera, "cancelAct");
    expect(ap(vera)).toBe(0);
    const refused = await spend(vera, "defend");
    expect(refused).toEqual({
      refused: "FRAY.Combat.shortfall",
      data: { pool: "Action Points", need: 2, have: 0, missing: 2 },
    });
    expect(await spend(vera, "defend", true)).toBeUndefined();
    expect(ap(vera)).toBe(0);
    expect(w.vera.statuses.has("defending")).toBe(true);
  });

  it("a name the engine does not know is refused", async () => {
    await combat.startCombat();
    expect(await spend(vera, "fly")).toEqual({ refused: "FRAY.Wounds.Refusal.unknownAction" });
  });
});

describe('"If you want to perform an action that costs more AP than you have, you can declare the action, spend all your current AP, and continue …"', () => {
  it("Treat Wound (8) with 7 AP: declared, all 7 spent; paid at the next own turn start, then it takes effect", async () => {
    await combat.startCombat();
    expect(await spend(vera, "treatWound")).toBeUndefined();
    expect(stored(vera)).toMatchObject({ ap: 0, pending: { action: "treatWound", remaining: 1 } });
    expect(lastLine(w)).toContain("declares Treat Wound: 1 AP still to pay on the next turns");
    await combat.nextTurn(); // Vera's turn ends: +7
    await combat.nextTurn(); // round 2: +7, then Vera's turn starts and pays the last 1
    expect([combat.round, acting(combat)]).toEqual([2, "Vera"]);
    expect(stored(vera)).toMatchObject({ ap: 13, pending: { action: "" } });
    expect(lastLine(w)).toContain("Treat Wound is paid and takes effect now");
  });

  it('"The action is canceled if you spend AP on anything else": buying movement cancels it, its AP lost', async () => {
    await combat.startCombat();
    await spend(vera, "treatWound");
    await combat.nextTurn();
    expect(ap(vera)).toBe(7);
    expect(await act(vera, "buyMovement", "2")).toBeUndefined();
    expect(stored(vera)).toMatchObject({ ap: 5, pending: { action: "" } });
    expect(lastLine(w)).toContain("Treat Wound is canceled");
  });

  it('"… or you choose to cancel it": the Cancel act control; with no act it is refused', async () => {
    await combat.startCombat();
    await spend(vera, "treatWound");
    expect(await act(vera, "cancelAct")).toBeUndefined();
    expect(stored(vera)).toMatchObject({ ap: 0, pending: { action: "" } });
    expect(await act(vera, "cancelAct")).toEqual({ refused: "FRAY.Wounds.Refusal.noAct" });
  });

  it("the tracker row shows the AP and the act in progress", async () => {
    await combat.startCombat();
    await spend(vera, "treatWound");
    const economy = WOUNDS_COMBAT_ECONOMY.economy(c(vera));
    expect(economy?.pools.find((p) => p.id === "ap")).toMatchObject({ value: 0, max: 21 });
    const row = economy?.row({
      i18n: foundryLocalizer(),
      combatant: { id: vera.id, name: "Vera" },
      all: [],
      showPools: true,
      adjusts: false,
      started: true,
    });
    expect(row?.notes).toEqual([{ id: "act", text: "Paying for Treat Wound: 1 AP to go" }]);
    expect(row?.controls).toHaveProperty("cancelAct");
  });
});

describe('"You can spend AP to increase your movement pool at any time, but any unspent movement is lost at the end of the round"', () => {
  it("4 AP buy a full movement (Str 2 + Size 0 + Athletics 1 = 3: rate 9, 9 yards), gone at the round's end", async () => {
    await combat.startCombat();
    expect(await act(vera, "buyMovement", "4")).toBeUndefined();
    expect(stored(vera)).toMatchObject({ ap: 3, movement: 9 });
    await combat.nextTurn();
    await combat.nextTurn();
    expect(stored(vera)).toMatchObject({ movement: 0 });
  });

  it("off-turn too, and only 1–4 AP a purchase", async () => {
    await combat.startCombat();
    expect(await act(ogre, "buyMovement", "1")).toBeUndefined();
    expect(ap(ogre)).toBe(5);
    expect(await act(ogre, "buyMovement", "5")).toEqual({ refused: "FRAY.Query.refused.malformed" });
  });
});

describe('"You may also take an action when it is not your turn if your initiative is higher than the active character\'s. Doing so reduces your initiative by 2."', () => {
  it("the Ogre (8) cannot act on Vera's (12) turn; Vera interrupts the Ogre's turn, paying 2 initiative", async () => {
    await combat.startCombat();
    expect(await spend(ogre, "defend")).toEqual({ refused: "FRAY.Wounds.Refusal.initiativeTooLow" });
    await combat.nextTurn();
    expect(await spend(vera, "defend")).toBeUndefined();
    expect([vera.initiative, ap(vera)]).toEqual([10, 12]);
  });

  it('"If your initiative is 0, you … cannot take actions that would reduce your initiative"', async () => {
    await combat.startCombat();
    await combat.nextTurn();
    await vera.update({ initiative: 0 });
    expect(await spend(vera, "defend")).toEqual({ refused: "FRAY.Wounds.Refusal.initiativeZero" });
  });
});

describe("a player's spend goes to the GM (fray.spend) with the ownership proof", () => {
  it("Alice's Defend for Vera is paid on the GM's client; Bob cannot spend Vera's AP", async () => {
    await combat.startCombat();
    w.as(w.alice);
    expect((await requestSpend(w.vera as never, { action: "defend" })).ok).toBe(true);
    expect(ap(vera)).toBe(5);
    w.as(w.bob);
    expect((await requestSpend(w.vera as never, { action: "defend" })).ok).toBe(false);
    expect(ap(vera)).toBe(5);
  });
});

describe('"At any time on your turn or as a free reaction when you first become flanked, you may choose to ignore specific creatures … You can choose to stop ignoring a creature on your turn"', () => {
  const rowOf = (x: FakeCombatant) =>
    WOUNDS_COMBAT_ECONOMY.economy(c(x))?.row({
      i18n: foundryLocalizer(),
      combatant: { id: x.id, name: x.name },
      all: [
        { id: vera.id, name: "Vera" },
        { id: ogre.id, name: "Ogre" },
      ],
      showPools: false,
      adjusts: false,
      started: true,
    });

  it("the GM's Ignore control (decision 152): the Ogre ignores Vera off its turn (when first flanked); stopping waits for its turn", async () => {
    await combat.startCombat();
    expect(acting(combat)).toBe("Vera");
    expect(rowOf(ogre)?.controls["ignoreFlank"]?.options).toEqual([{ id: vera.id, name: "Ignore Vera" }]);
    expect(await act(ogre, "ignoreFlank", vera.id)).toBeUndefined();
    expect(stored(ogre).ignoring).toEqual([vera.id]);
    // Public: the attackers see the rear attacks the Ogre gives them.
    expect(rowOf(ogre)?.states).toContainEqual({ id: "ignoring", text: "Ignores Vera (rear attacks)" });
    expect(rowOf(ogre)?.controls["ignoreFlank"]?.options).toEqual([{ id: vera.id, name: "Stop ignoring Vera" }]);
    expect(await act(ogre, "ignoreFlank", vera.id)).toEqual({ refused: "FRAY.Wounds.Refusal.notYourTurn" });
    await combat.nextTurn();
    expect(await act(ogre, "ignoreFlank", vera.id)).toBeUndefined();
    expect(stored(ogre).ignoring).toEqual([]);
  });

  it("itself or a creature outside the encounter is no choice", async () => {
    await combat.startCombat();
    expect(await act(ogre, "ignoreFlank", ogre.id)).toEqual({ refused: "FRAY.Query.refused.malformed" });
    expect(await act(ogre, "ignoreFlank", "nobody0000000000")).toEqual({ refused: "FRAY.Query.refused.malformed" });
    expect(stored(ogre).ignoring).toEqual([]);
  });
});

describe('underwater: "When you make a melee attack, you must pay an extra 2 AP" (decision 153)', () => {
  it("the attack's spend carries the roll dialog's Underwater row for a melee weapon: Standard 4 + 2 of Vera's 7", async () => {
    const sword = w.vera.items.get(LONGSWORD) as unknown as Item.Implementation;
    const spendOf = (choices: Record<string, boolean>) =>
      WOUNDS_COMBAT_ROOM.attackSpend?.(w.vera as unknown as Actor.Implementation, sword, choices, []);
    expect(spendOf({ underwater: true })).toEqual({ action: "standardAttack", options: { underwater: 1 } });
    expect(spendOf({})).toEqual({ action: "standardAttack" });
    await combat.startCombat();
    const request = spendOf({ underwater: true });
    if (!request) throw new Error("no spend");
    expect(await WOUNDS_COMBAT_ECONOMY.spend(c(vera), request)).toBeUndefined();
    expect(ap(vera)).toBe(1);
  });

  it("through the relay: a player's underwater attack is paid with the extra 2 AP", async () => {
    await combat.startCombat();
    w.as(w.alice);
    const reply = await requestSpend(w.vera as never, { action: "quickAttack", options: { underwater: 1 } });
    expect(reply).toEqual({ ok: true });
    expect(ap(vera)).toBe(2);
  });
});
