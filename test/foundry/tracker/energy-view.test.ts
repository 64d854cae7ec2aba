import { describe, expect, it } from "vitest";
import { trackerView } from "../../../module/foundry/applications/tracker/view.ts";
import type { CombatantFacts, TrackerFacts } from "../../../module/foundry/applications/tracker/facts.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { combatant, energyEconomy, facts, PLAYER } from "./fixtures.ts";

const i18n = englishLocalizer();
const vera = combatant({ id: "vera", name: "Vera", economy: energyEconomy() });
const ogre = combatant({ id: "ogre", name: "Ogre", economy: energyEconomy() });
const rowOf = (c: CombatantFacts, over: Partial<TrackerFacts> = {}) => {
  const row = trackerView(i18n, facts([c, ogre], over)).rows[0];
  if (!row) throw new Error("no row");
  return row;
};

describe("tracker view model, energy", () => {
  it("Energy, Agility and Stamina as pips with their text alternatives ('3 of 5 Energy')", () => {
    const pools = rowOf(vera).pools;
    expect(pools.map((p) => p.text)).toEqual(["3 of 5 Energy", "2 of 4 Agility", "9 of 12 Stamina"]);
    expect(pools[0]?.pips).toEqual([true, true, true, false, false]);
    expect(pools[2]?.pips).toEqual([]); // 12 points: a bar
  });

  it("'There is no turn order': no row is current, and a row with Energy left shows no state", () => {
    expect(rowOf(vera).states).toEqual([]);
  });

  it("'Only once per Round you may … Roll Initiative': once-per-Round uses are listed", () => {
    const row = rowOf(
      combatant({ ...vera, economy: energyEconomy({ onceUsed: ["initiative", "swiftAttack", "staminaAsEnergy"] }) }),
    );
    expect(row.used).toEqual([
      "Initiative rolled this Round",
      "Swift Attack made this Round",
      "Stamina spent as Energy this Round",
    ]);
  });

  it("the Initiative control lists every other creature to interrupt, with labels naming the roller", () => {
    const control = rowOf(vera).controls.interrupt;
    expect(control?.options).toEqual([{ id: "ogre", name: "Ogre" }]);
    expect(control?.selectLabel).toBe("Creature Vera interrupts");
    expect(control?.label).toBe("Initiative for Vera: interrupt the chosen creature");
    expect(control?.warning).toBeUndefined();
  });

  it("'your one Initiative roll challenges several creatures': the user's targets come first, as one choice", () => {
    const rat = combatant({ id: "rat", name: "Rat", economy: energyEconomy() });
    const targeting = combatant({ ...vera, economy: energyEconomy({ targeted: ["ogre", "rat"] }) });
    const row = trackerView(i18n, facts([targeting, ogre, rat])).rows[0];
    expect(row?.controls.interrupt?.options).toEqual([
      { id: "ogre_rat", name: "Your targets: Ogre, Rat" },
      { id: "ogre", name: "Ogre" },
      { id: "rat", name: "Rat" },
    ]);
    // One target is the plain entry; a race offers the same choice.
    const one = rowOf(combatant({ ...vera, economy: energyEconomy({ targeted: ["ogre"] }) }));
    expect(one.controls.interrupt?.options).toEqual([{ id: "ogre", name: "Ogre" }]);
    expect(row?.controls.race?.options).toEqual(row?.controls.interrupt?.options);
  });

  it("'a race to see who accomplishes an instantaneous task first': the GM's Race control names the racer", () => {
    const race = rowOf(vera).controls.race;
    expect(race?.text).toBe("Race");
    expect(race?.label).toBe("Initiative race for Vera: who accomplishes an instantaneous task first");
    expect(rowOf(vera, { viewer: PLAYER }).controls.race).toBeUndefined();
  });

  it("'You may decide not to roll Initiative': Hold, declared to the table, and its way back", () => {
    const free = rowOf(vera);
    expect(free.controls.hold?.label).toBe(
      "Hold Initiative for Vera: decline every Initiative contest this Round, as if lost, keeping the roll",
    );
    const holding = rowOf(combatant({ ...vera, economy: energyEconomy({ holdsInitiative: true }) }));
    expect(holding.states.map((st) => st.text)).toEqual(["Holding Initiative"]);
    expect(holding.controls.hold?.text).toBe("Roll when challenged");
  });

  it("'after you have already rolled it during the Round, you automatically fail': the control warns", () => {
    const row = rowOf(combatant({ ...vera, economy: energyEconomy({ onceUsed: ["initiative"] }) }));
    expect(row.controls.interrupt?.warning).toBe(
      "Initiative already rolled this Round: another roll fails automatically.",
    );
  });

  it("'If your roll is higher, you win the Initiative': each contest says who won against whom", () => {
    const won = energyEconomy({ interrupts: [{ opponent: "Ogre", won: true, total: 14, opponentTotal: 9 }] });
    expect(rowOf(combatant({ ...vera, economy: won })).notes[0]?.text).toBe(
      "Vera wins Initiative against Ogre (14 vs 9)",
    );
    const lost = energyEconomy({ interrupts: [{ opponent: "Ogre", won: false, total: null, opponentTotal: 12 }] });
    expect(rowOf(combatant({ ...vera, economy: lost })).notes[0]?.text).toBe(
      "Vera loses Initiative against Ogre (– vs 12)",
    );
  });

  it('"your one Initiative roll challenges several creatures … you may win Initiative against some creatures and lose against others": the row names every opponent', () => {
    const several = energyEconomy({
      interrupts: [
        { opponent: "Ogre", won: true, total: 14, opponentTotal: 9 },
        { opponent: "Imp", won: false, total: 14, opponentTotal: 16 },
      ],
    });
    expect(rowOf(combatant({ ...vera, economy: several })).notes.map((n) => n.text)).toEqual([
      "Vera wins Initiative against Ogre (14 vs 9)",
      "Vera loses Initiative against Imp (14 vs 16)",
    ]);
  });

  it("the GM can pass for a combatant that has not passed; no controls before the combat starts", () => {
    expect(rowOf(vera).controls.pass).toEqual({ text: "Pass", label: "Pass for Vera: done for this Round" });
    expect(rowOf(combatant({ ...vera, economy: energyEconomy({ passed: true }) })).controls.pass).toBeUndefined();
    const before = rowOf(vera, { started: false });
    expect(before.controls.pass).toBeUndefined();
    expect(before.controls.interrupt).toBeUndefined();
  });

  it("'the GM may declare … a new Round begins': the GM gets the prompt once everyone is done", () => {
    expect(trackerView(i18n, facts([vera, ogre])).prompt).toBeUndefined();
    expect(trackerView(i18n, facts([vera, ogre], { everyoneDone: true })).prompt).toEqual({
      text: "Every combatant is done for this round.",
      button: "Next round",
    });
    expect(trackerView(i18n, facts([vera, ogre], { everyoneDone: true, viewer: PLAYER })).prompt).toBeUndefined();
    expect(trackerView(i18n, facts([vera, ogre], { everyoneDone: true, started: false })).prompt).toBeUndefined();
  });
});
