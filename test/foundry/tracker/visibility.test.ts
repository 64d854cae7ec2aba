import { describe, expect, it } from "vitest";
import { trackerView } from "../../../module/foundry/applications/tracker/view.ts";
import type { CombatantFacts, ViewerFacts } from "../../../module/foundry/applications/tracker/facts.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { bonusEconomy, combatant, energyEconomy, facts, GM, PLAYER, PLAYER_SEEING_ALLIES } from "./fixtures.ts";

const i18n = englishLocalizer();
const rowFor = (viewer: ViewerFacts, c: CombatantFacts) => trackerView(i18n, facts([c], { viewer })).rows[0];

const own = combatant({ owner: true, friendly: true });
const ally = combatant({ id: "bea", name: "Bea", friendly: true });
const enemy = combatant({ id: "ogre", name: "Ogre" });

describe("tracker visibility: players see full pools only for actors they own (setting for allies)", () => {
  it("the GM sees every combatant's pools and gets the −/+ buttons", () => {
    for (const c of [own, ally, enemy]) {
      const row = rowFor(GM, c);
      expect(row?.showPools).toBe(true);
      expect(row?.pools.every((p) => p.adjust !== undefined)).toBe(true);
    }
  });

  it("a player sees their own combatant's pools, without the GM's buttons", () => {
    const row = rowFor(PLAYER, own);
    expect(row?.pools.map((p) => p.text)).toEqual(["1 of 2 Actions", "15 of 20 Vigor"]);
    expect(row?.pools.some((p) => p.adjust)).toBe(false);
  });

  it("an ally's pools are hidden from a player unless the world setting shows them", () => {
    expect(rowFor(PLAYER, ally)?.pools).toEqual([]);
    expect(rowFor(PLAYER_SEEING_ALLIES, ally)?.pools).toHaveLength(2);
  });

  it("an enemy shows no numbers at all, even with the ally setting: no pools, no per-round uses", () => {
    for (const viewer of [PLAYER, PLAYER_SEEING_ALLIES]) {
      const row = rowFor(viewer, enemy);
      expect(row?.showPools).toBe(false);
      expect(row?.pools).toEqual([]);
      expect(row?.used).toEqual([]);
      expect(row?.states).toHaveLength(1); // whose turn stays public
    }
  });

  it("the health bar follows the pools: the GM's, the owner's, an ally's with the setting, never an enemy's", () => {
    const health = { path: "durability", labelKey: "FRAY.Actor.bonus.FIELDS.durability.label", value: 7, max: 20 };
    const withHealth = (c: CombatantFacts) => ({ ...c, health });
    expect(rowFor(GM, withHealth(enemy))?.health?.valueText).toBe("Durability: 7 of 20");
    expect(rowFor(PLAYER, withHealth(own))?.health?.value).toBe(7);
    expect(rowFor(PLAYER, withHealth(ally))?.health).toBeUndefined();
    expect(rowFor(PLAYER_SEEING_ALLIES, withHealth(ally))?.health?.value).toBe(7);
    for (const viewer of [PLAYER, PLAYER_SEEING_ALLIES])
      expect(rowFor(viewer, withHealth(enemy))?.health).toBeUndefined();
    expect(rowFor(GM, enemy)?.health).toBeUndefined();
  });

  it("'Done' reads an empty Energy pool, so it is hidden with the numbers; 'Passed' is declared, so it shows", () => {
    const done = combatant({ economy: energyEconomy({ done: true }) });
    expect(rowFor(PLAYER, done)?.states).toEqual([]);
    expect(rowFor(GM, done)?.states).toEqual([{ id: "done", text: "Done" }]);
    const passed = combatant({ economy: energyEconomy({ passed: true, done: true }) });
    expect(rowFor(PLAYER, passed)?.states).toEqual([{ id: "passed", text: "Passed" }]);
  });

  it("a player acts for their own combatant (Pass, Initiative) but adjusts no pools; not for anyone else's", () => {
    const mine = combatant({ owner: true, economy: energyEconomy() });
    const theirs = combatant({ id: "ogre", name: "Ogre", economy: energyEconomy() });
    const [row, other] = trackerView(i18n, facts([mine, theirs], { viewer: PLAYER })).rows;
    expect(row?.controls.pass?.text).toBe("Pass");
    expect(row?.controls.interrupt?.options).toEqual([{ id: "ogre", name: "Ogre" }]);
    expect(row?.pools.some((p) => p.adjust)).toBe(false);
    expect(other?.controls.pass).toBeUndefined();
    expect(other?.controls.interrupt).toBeUndefined();
  });

  it("the ambush role stays the GM's, even on a player's own combatant", () => {
    const economy = bonusEconomy({ roleChoice: { options: ["none", "ambushed"], current: "none" } });
    expect(rowFor(PLAYER, combatant({ owner: true, economy }))?.controls.role).toBeUndefined();
    expect(rowFor(GM, combatant({ economy }))?.controls.role?.options).toHaveLength(2);
  });

  it("a combatant with no economy of this ruleset gets no Fray block", () => {
    expect(trackerView(i18n, facts([combatant({ economy: null })])).rows).toEqual([]);
  });
});
