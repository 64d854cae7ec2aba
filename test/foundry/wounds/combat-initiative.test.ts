/**
 * `wounds` initiative on the strict fake: ties drawn again each round with Foundry's dice, shifts written to the
 * combatants' initiative with the order re-sorting at once and no second turn, the floor of 0 and its "no reactions",
 * Seize Initiative, surprise, reactions. Each test names the seed sentence (seed 004) it checks.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { interpretFaces } from "../../../module/engine/core/dice/interpret.ts";
import { woundsEconomyActor } from "../../../module/foundry/rulesets/wounds/combat/actor.ts";
import {
  applyCriticalShifts,
  woundsInitiativeRequest,
} from "../../../module/foundry/rulesets/wounds/combat/initiative.ts";
import { foundryLocalizer } from "../../../module/foundry/applications/sheets/localizer.ts";
import { WOUNDS_COMBAT_ECONOMY } from "../../../module/foundry/rulesets/wounds/combat/room.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { fighter, stored, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const c = (x: FakeCombatant): Combatant.Implementation => x as unknown as Combatant.Implementation;
const adapter = (x: FakeCombat): Combat.Implementation => x as unknown as Combat.Implementation;
const acting = (combat: FakeCombat): string | undefined => combat.combatant?.name;
const order = (combat: FakeCombat): string[] => combat.turns.map((t) => t.name);
const lastLine = (w: WoundsWorld): string => [...w.messages.values()].at(-1)?.content ?? "";

let w: WoundsWorld;

beforeEach(async () => {
  w = await woundsWorld();
  w.as(w.gm);
});

describe('"In case of a tie, the order is determined randomly each round"', () => {
  it("each round's tie keys are Foundry dice drawn before that round's order: Ogre first in round 1, Vera in 2", async () => {
    const combat = await woundsCombat([
      { actor: w.vera, initiative: 10 },
      { actor: w.ogre, initiative: 10 },
    ]);
    w.dice(1, 2);
    await combat.startCombat();
    expect(acting(combat)).toBe("Ogre");
    expect(stored(fighter(combat, w.vera)).tieKey).toBe(1);
    await combat.nextTurn();
    w.dice(2, 1);
    await combat.nextTurn();
    expect([combat.round, acting(combat), order(combat)]).toEqual([2, "Vera", ["Vera", "Ogre"]]);
  });
});

describe("shifts: the order re-sorts at once, and no one gains a second turn", () => {
  it('"If you roll a critical success on an attack roll, your initiative is increased by 2 and your target\'s … decreased by 2"', async () => {
    const combat = await woundsCombat([
      { actor: w.vera, initiative: 12 },
      { actor: w.ogre, initiative: 8 },
      { actor: w.cat, initiative: 7 },
    ]);
    await combat.startCombat();
    const [vera, ogre, cat] = [w.vera, w.ogre, w.cat].map((a) => fighter(combat, a));
    if (!vera || !ogre || !cat) throw new Error("missing combatant");
    await applyCriticalShifts(adapter(combat), cat.id, ogre.id, "success");
    expect([cat.initiative, ogre.initiative]).toEqual([9, 6]);
    // "If an effect lowers your initiative score after you have already had your turn, you do not gain a second turn"
    // — nor does a raise: the Ogre's critical on Vera (acting now) puts her at 10, still behind what she did.
    await applyCriticalShifts(adapter(combat), ogre.id, vera.id, "success");
    await combat.nextTurn();
    expect(acting(combat)).toBe("Cat");
    await combat.nextTurn();
    expect(acting(combat)).toBe("Ogre");
    await combat.nextTurn();
    expect([combat.round, order(combat)]).toEqual([2, ["Vera", "Cat", "Ogre"]]);
  });

  it('"If you roll a critical failure on an attack roll, your initiative is decreased by 2" — "Your initiative cannot drop below 0"', async () => {
    const combat = await woundsCombat([
      { actor: w.vera, initiative: 1 },
      { actor: w.ogre, initiative: 1 },
    ]);
    await combat.startCombat();
    const [vera, ogre] = [fighter(combat, w.vera), fighter(combat, w.ogre)];
    await applyCriticalShifts(adapter(combat), vera.id, undefined, "failure");
    await applyCriticalShifts(adapter(combat), ogre.id, undefined, "failure");
    expect([vera.initiative, ogre.initiative]).toEqual([0, 0]);
  });

  it('"If your initiative is 0, you cannot take reactions": refused, and the row says so', async () => {
    const combat = await woundsCombat([
      { actor: w.vera, initiative: 0 },
      { actor: w.ogre, initiative: 5 },
    ]);
    await combat.startCombat();
    const vera = fighter(combat, w.vera);
    expect(WOUNDS_COMBAT_ECONOMY.checkReaction(c(vera), "t1", false)).toEqual({
      refused: "FRAY.Wounds.Refusal.initiativeZero",
    });
    expect(await WOUNDS_COMBAT_ECONOMY.spend(c(vera), { action: "harry" })).toEqual({
      refused: "FRAY.Wounds.Refusal.initiativeZero",
    });
    const row = WOUNDS_COMBAT_ECONOMY.economy(c(vera))?.row({
      i18n: foundryLocalizer(),
      combatant: { id: vera.id, name: "Vera" },
      all: [],
      showPools: false,
      adjusts: false,
      started: true,
    });
    expect(row?.states).toEqual([{ id: "initiativeZero", text: "Initiative 0: no reactions" }]);
  });

  it('Seize Initiative: "Your initiative increases by 1d6 points" (4 AP), rolled and posted', async () => {
    const combat = await woundsCombat([
      { actor: w.vera, initiative: 12 },
      { actor: w.ogre, initiative: 8 },
    ]);
    await combat.startCombat();
    await combat.nextTurn();
    const ogre = fighter(combat, w.ogre);
    w.dice(5);
    expect(await WOUNDS_COMBAT_ECONOMY.spend(c(ogre), { action: "seizeInitiative" })).toBeUndefined();
    expect([ogre.initiative, stored(ogre).ap]).toEqual([13, 2]);
    expect(lastLine(w)).toContain("seizes the initiative: +5, now 13");
    // Raised past Vera, the Ogre still ends this turn and acts first next round.
    await combat.nextTurn();
    expect([combat.round, acting(combat)]).toEqual([2, "Ogre"]);
  });
});

describe('"Reactions … regardless of your respective initiative scores … You can only take a single reaction in response to a specific trigger"', () => {
  it("Harry on the Ogre's turn costs Vera 2 AP and no initiative; a second Harry that turn is refused", async () => {
    const combat = await woundsCombat([
      { actor: w.vera, initiative: 3 },
      { actor: w.ogre, initiative: 8 },
    ]);
    await combat.startCombat();
    const vera = fighter(combat, w.vera);
    expect(await WOUNDS_COMBAT_ECONOMY.spend(c(vera), { action: "harry" })).toBeUndefined();
    expect([vera.initiative, stored(vera).ap]).toEqual([3, 5]);
    expect(await WOUNDS_COMBAT_ECONOMY.spend(c(vera), { action: "harry" })).toEqual({
      refused: "FRAY.Wounds.Refusal.alreadyReacted",
    });
  });

  it("a card's trigger is counted once: checked, recorded, then refused", async () => {
    const combat = await woundsCombat([{ actor: w.vera, initiative: 3 }]);
    await combat.startCombat();
    const vera = c(fighter(combat, w.vera));
    expect(WOUNDS_COMBAT_ECONOMY.checkReaction(vera, "card1.t0", false)).toBeUndefined();
    await WOUNDS_COMBAT_ECONOMY.recordReaction(vera, "card1.t0");
    expect(WOUNDS_COMBAT_ECONOMY.checkReaction(vera, "card1.t0", false)).toEqual({
      refused: "FRAY.Wounds.Refusal.alreadyReacted",
    });
  });
});

describe('"If you are surprised, you cannot gain AP until after your first turn and you take a penalty to your initiative equal to 5 - your Perception"', () => {
  it("the Ogre (Perception 2) marked surprised: initiative 8 → 5, no AP at the round start, its turn-end AP counts", async () => {
    const combat = await woundsCombat([
      { actor: w.vera, initiative: 12 },
      { actor: w.ogre, initiative: 8 },
    ]);
    const ogre = fighter(combat, w.ogre);
    expect(await WOUNDS_COMBAT_ECONOMY.act(c(ogre), "surprise", {})).toBeUndefined();
    expect(ogre.initiative).toBe(5);
    expect(await WOUNDS_COMBAT_ECONOMY.act(c(ogre), "surprise", {})).toEqual({
      refused: "FRAY.Wounds.Refusal.alreadySurprised",
    });
    await combat.startCombat();
    expect(stored(ogre).ap).toBe(0);
    await combat.nextTurn();
    await combat.nextTurn();
    // Its first turn is over: the turn-end gain counted (rules page decision 42) and Surprised ended.
    expect([combat.round, stored(ogre).ap, w.ogre.statuses.has("surprised")]).toEqual([2, 12, false]);
  });

  it('"Creatures with a Perception higher than 5 cannot be surprised"', async () => {
    const combat = await woundsCombat([{ actor: w.cat, initiative: 8 }]);
    const cat = fighter(combat, w.cat);
    expect(await WOUNDS_COMBAT_ECONOMY.act(c(cat), "surprise", {})).toEqual({
      refused: "FRAY.Wounds.Refusal.neverSurprised",
    });
    expect(w.cat.statuses.has("surprised")).toBe(false);
  });

  it('the initiative roll: "make a Prc [Reflex/Initiative] check and add 5", less the penalty while Surprised', async () => {
    const combat = await woundsCombat([{ actor: w.ogre, initiative: null }]);
    const ogre = c(fighter(combat, w.ogre));
    const plain = woundsInitiativeRequest(woundsEconomyActor(ogre));
    // d20 15 − 10 + Prc 2 + 5 = 12.
    expect(interpretFaces(plain, [[15]]).total).toBe(12);
    await WOUNDS_COMBAT_ECONOMY.act(ogre, "surprise", {});
    expect(interpretFaces(woundsInitiativeRequest(woundsEconomyActor(ogre)), [[15]]).total).toBe(9);
  });
});
