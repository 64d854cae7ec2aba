import { describe, expect, it } from "vitest";
import { trackerView } from "../../../module/foundry/applications/tracker/view.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { bonusEconomy, combatant, facts, PLAYER } from "./fixtures.ts";

const i18n = englishLocalizer();
const rowOf = (c = combatant(), viewer = facts([]).viewer) => {
  const row = trackerView(i18n, facts([c], { viewer })).rows[0];
  if (!row) throw new Error("no row");
  return row;
};

describe("tracker view model, bonus", () => {
  it("'You begin with 2 Actions': the acting row shows actions left this turn as pips with a text alternative", () => {
    const [actions] = rowOf().pools;
    expect(actions).toMatchObject({ id: "actions", label: "Actions", value: 1, max: 2, pips: [true, false] });
    expect(actions?.text).toBe("1 of 2 Actions");
  });

  it("Vigor above ten points is drawn as a bar with its number, still with its text", () => {
    const vigor = rowOf().pools[1];
    expect(vigor).toMatchObject({ id: "vigor", pips: [], percent: 75, text: "15 of 20 Vigor" });
  });

  it("off-turn rows show Vigor only (actions are set at turn start and lost at turn end) and say whose turn it is", () => {
    const waiting = rowOf(combatant({ economy: bonusEconomy({ turn: "waiting" }) }));
    expect(waiting.pools.map((p) => p.id)).toEqual(["vigor"]);
    expect(waiting.states).toEqual([{ id: "waiting", text: "Waiting" }]);
    expect(rowOf().states).toEqual([{ id: "acting", text: "Acting" }]);
    expect(rowOf(combatant({ economy: bonusEconomy({ turn: "acted" }) })).states[0]?.text).toBe("Acted");
  });

  it("'You may only take one reaction to any trigger': reactions taken this round are counted", () => {
    expect(rowOf(combatant({ economy: bonusEconomy({ reactionsUsed: 2 }) })).used).toEqual(["Reactions this round: 2"]);
  });

  it("'Ambushed characters may only take 1 action at the beginning of the first round': the role is shown as a state", () => {
    const row = rowOf(combatant({ economy: bonusEconomy({ role: "ambushed" }) }));
    expect(row.states.map((b) => b.text)).toEqual(["Acting", "Ambushed"]);
  });

  it("until round 1 is over the GM marks the ambush role from a list naming each role; players cannot", () => {
    const roleChoice = { current: "overWatch", options: ["none", "ambushed", "ambusher", "overWatch"] };
    const c = combatant({ economy: bonusEconomy({ roleChoice }) });
    const control = rowOf(c).controls.role;
    expect(control?.options?.map((o) => o.name)).toEqual(["No ambush role", "Ambushed", "Ambusher", "Over Watch"]);
    expect(control?.options?.filter((o) => o.selected).map((o) => o.id)).toEqual(["overWatch"]);
    expect(control?.selectLabel).toBe("Ambush role of Aldo");
    expect(control?.label).toBe("Set role: the ambush role of Aldo for round 1");
    expect(rowOf(c, PLAYER).controls.role).toBeUndefined();
    expect(rowOf().controls.role).toBeUndefined();
  });

  it("initiative's 'situational modifiers': until it is rolled the GM marks the Charges or Challenges from a list; players cannot", () => {
    const initiativeChoice = { current: "charge1", options: ["charge2", "charge1", "none", "challenge1"] };
    const c = combatant({ economy: bonusEconomy({ initiativeChoice }) });
    const control = rowOf(c).controls.initiativeSituation;
    expect(control?.options?.map((o) => o.name)).toEqual([
      "2 Charges",
      "1 Charge",
      "No situational modifier",
      "1 Challenge",
    ]);
    expect(control?.options?.filter((o) => o.selected).map((o) => o.id)).toEqual(["charge1"]);
    expect(control?.selectLabel).toBe("Initiative situation of Aldo");
    expect(control?.label).toBe("Set initiative situation: the Charges or Challenges Aldo rolls initiative with");
    expect(rowOf(c, PLAYER).controls.initiativeSituation).toBeUndefined();
    expect(rowOf().controls.initiativeSituation).toBeUndefined();
  });

  it("Over Watch in round 1: the GM has 'Attacked from another vector' (seed: 'if an attack is initiated from another vector, the Over Watch combatant is considered Ambushed'); players do not", () => {
    const c = combatant({ economy: bonusEconomy({ role: "overWatch", wrongVector: true }) });
    const control = rowOf(c).controls.wrongVector;
    expect(control?.text).toBe("Attacked from another vector");
    expect(control?.label).toBe("Attacked from another vector: Aldo is Ambushed instead of in Over Watch");
    expect(rowOf(c, PLAYER).controls.wrongVector).toBeUndefined();
    expect(rowOf(combatant({ economy: bonusEconomy({ role: "ambushed" }) })).controls.wrongVector).toBeUndefined();
  });

  it("Readied: 'If that condition occurs' — the row offers Fire readied action with the other combatants to pick from", () => {
    const c = combatant({ economy: bonusEconomy({ readied: true }) });
    const row = trackerView(i18n, facts([c, combatant({ id: "b", name: "Brute" })])).rows[0];
    const control = row?.controls.fireReadied;
    expect(control?.text).toBe("Fire readied action");
    expect(control?.selectLabel).toBe("Whose act set off the readied action of Aldo");
    expect(control?.options?.map((o) => o.name)).toEqual(["Brute"]);
    expect(rowOf(combatant()).controls.fireReadied).toBeUndefined();
  });

  it("the GM gets −/+ buttons per pool, labelled with the pool and the combatant, disabled at the bounds", () => {
    const economy = bonusEconomy({ pools: [{ id: "actions", value: 0, max: 2 }] });
    const adjust = rowOf(combatant({ economy })).pools[0]?.adjust;
    expect(adjust).toEqual({
      decreaseLabel: "Decrease Actions of Aldo",
      increaseLabel: "Increase Actions of Aldo",
      atMinimum: true,
      atMaximum: false,
    });
  });

  it("conditions are listed with icon and name for everyone, even when the pools are hidden", () => {
    const conditions = [{ id: "winded", name: "Winded", img: "icons/winded.webp" }];
    const row = rowOf(combatant({ conditions }), PLAYER);
    expect(row.conditions).toEqual(conditions);
    expect(row.conditionsLabel).toBe("Conditions of Aldo");
    expect(row.showPools).toBe(false);
  });

  it("bonus has no round prompt: its rounds end when the last turn does", () => {
    expect(trackerView(i18n, facts([combatant()])).prompt).toBeUndefined();
  });
});
