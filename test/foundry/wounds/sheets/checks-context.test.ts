/**
 * The Combat checks section (module/foundry/rulesets/wounds/sheets/checks-context.ts, docs/rules/wounds.md decision
 * 193) for the swordsman of ../sources.ts: Str 2, Dex 1, Vit 1, Rsn 0, Prs 1; Melee 2 with Swords 1, Athletics 1,
 * Reflex 1, Resistance 1 with Fortitude 1; the longsword (Swords, accuracy 1) and the shortbow (Bows, accuracy 1)
 * equipped, the dagger not, the Fire spell Firebolt. Checks roll a wild 1d20 − 10, so a check of +m meets TN t on a
 * d20 of at least 10 + t − m: (11 − t + m) in 20.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../../module/engine/rulesets/wounds/options.ts";
import { stepped } from "../../../../module/foundry/applications/parts/stepper.ts";
import { CHECK_TN } from "../../../../module/foundry/rulesets/wounds/checks/combat-check-offers.ts";
import { combatChecksContext } from "../../../../module/foundry/rulesets/wounds/sheets/checks-context.ts";
import { characterContext } from "../../../../module/foundry/rulesets/wounds/sheets/character-context.ts";
import { makeActor, makeInput, onTurn, recordingLocalizer, SWORD } from "./fixtures.ts";

const rowsAt = (tn: number) =>
  combatChecksContext(recordingLocalizer(), makeActor(), tn, DEFAULT_WOUNDS_OPTIONS).rows.map((r) => [
    r.id,
    r.name,
    r.chanceText,
  ]);

describe('the seven combat checks: "Melee weapon: Dex [Melee/Weapon group] + weapon\'s accuracy … Willpower: Prs [Resistance/Willpower]"', () => {
  it("one row per equipped weapon, per spell school, then Power, Agility, Fortitude and Willpower, with the chance at TN 0", () => {
    expect(rowsAt(0)).toEqual([
      // Dex 1 + Melee 2 + Melee/Swords 1 + accuracy 1 = +5: 16 in 20.
      [`meleeWeapon:${SWORD.id}`, "Melee weapon check (Longsword)", "80%"],
      // Dex 1 + Aim 0 + Aim/Bows 0 + accuracy 1 = +2: 13 in 20.
      ["rangedWeapon:bow", "Ranged weapon check (Shortbow)", "65%"],
      // Rsn 0 + Arcana 0 + Arcana/Fire 0: 11 in 20.
      ["spell:Fire", "Spell check (Fire)", "55%"],
      // Str 2 + Athletics 1 + Power 0 + Size 0 = +3.
      ["power", "Power check", "70%"],
      // Dex 1 + Reflex 1 + Agility 0 − Size 0 = +2.
      ["agility", "Agility check", "65%"],
      // "Fortitude: Vit [Resistance/Fortitude]": Vit 1 + Resistance 1 + Fortitude 1 = +3.
      ["fortitude", "Fortitude check", "70%"],
      // "Willpower: Prs [Resistance/Willpower]": Prs 1 + Resistance 1 + Willpower 0 = +2.
      ["willpower", "Willpower check", "65%"],
    ]);
  });

  it('"may use a TN other than your target\'s Defense": the TN the sheet sets moves every chance (Fortitude at TN 5: 9 in 20)', () => {
    expect(rowsAt(5).find(([id]) => id === "fortitude")).toEqual(["fortitude", "Fortitude check", "45%"]);
  });

  it("the unequipped dagger makes no weapon check; the button says the check, the TN and the chance", () => {
    const context = combatChecksContext(recordingLocalizer(), makeActor(), -3, DEFAULT_WOUNDS_OPTIONS);
    expect(context.rows.some((r) => r.id.endsWith(":dagger"))).toBe(false);
    expect(context.tnText).toBe("TN −3");
    expect(context.rows.find((r) => r.id === "willpower")?.ariaLabel).toBe(
      "Roll Willpower check against TN −3: 80% chance",
    );
  });

  it("the TN steps by 1 and 5 within its bounds, and the buttons at a bound are disabled", () => {
    expect(stepped(CHECK_TN, 0, 5)).toBe(5);
    expect(stepped(CHECK_TN, CHECK_TN.max - 2, 5)).toBe(CHECK_TN.max);
    expect(stepped(CHECK_TN, CHECK_TN.min + 1, -5)).toBe(CHECK_TN.min);
    const low = combatChecksContext(recordingLocalizer(), makeActor(), CHECK_TN.min, DEFAULT_WOUNDS_OPTIONS);
    expect(low.steps.map((s) => [s.text, s.disabled])).toEqual([
      ["−5", true],
      ["−1", true],
      ["+1", false],
      ["+5", false],
    ]);
  });

  it('"decide whether you are attempting a long jump or high jump … If you moved at least 5 yards leading up to the jump": four jump buttons', () => {
    const context = combatChecksContext(recordingLocalizer(), makeActor(), 0, DEFAULT_WOUNDS_OPTIONS);
    expect(context.jumps.map((j) => [j.kind, j.runUp, j.name, j.ariaLabel])).toEqual([
      ["long", "true", "Long jump (5-yard run-up)", "Roll Long jump (5-yard run-up)"],
      ["long", "false", "Long jump (standing)", "Roll Long jump (standing)"],
      ["high", "true", "High jump (5-yard run-up)", "Roll High jump (5-yard run-up)"],
      ["high", "false", "High jump (standing)", "Roll High jump (standing)"],
    ]);
  });

  it('"Landing … requires a Dex [Acrobatics/Balance] check … grab on with a Dex [Acrobatics/Gymnastics] check. TNs for both checks are set by the GM": two rows at the section\'s TN (decision 217)', () => {
    // Dex 1, no Acrobatics: +1 against TN 3 is 9 in 20.
    const context = combatChecksContext(recordingLocalizer(), makeActor(), 3, DEFAULT_WOUNDS_OPTIONS);
    expect(context.landings.map((l) => [l.id, l.name, l.chanceText, l.ariaLabel])).toEqual([
      [
        "landing",
        "Landing (Dex [Acrobatics/Balance])",
        "45%",
        "Roll Landing (Dex [Acrobatics/Balance]) against TN +3: 45% chance",
      ],
      [
        "ledge",
        "Grab a ledge (Dex [Acrobatics/Gymnastics])",
        "45%",
        "Roll Grab a ledge (Dex [Acrobatics/Gymnastics]) against TN +3: 45% chance",
      ],
    ]);
  });

  it("the character sheet rolls at the input's TN, 0 when the sheet names none", () => {
    expect(characterContext(makeInput()).checks.tnText).toBe("TN 0");
    expect(characterContext(makeInput({ checkTn: 4 })).checks.tnText).toBe("TN +4");
  });
});

describe('"the GM will call for an appropriate check … (often a Dex [Acrobatics] or Str [Athletics] check)" (decision 195)', () => {
  it("a GM viewing the sheet in combat picks the check for the next action; the picked one is pressed", () => {
    const gm = characterContext(makeInput({ combat: onTurn(7, { viewerIsGm: true }), quickly: "Str [Athletics]" }));
    expect(gm.checks.quickly?.buttons.map((b) => [b.check, b.text, b.pressed])).toEqual([
      ["Dex [Acrobatics]", "Call for Dex [Acrobatics]", false],
      ["Str [Athletics]", "Call for Str [Athletics]", true],
      ["", "Off", false],
    ]);
  });

  it("a player, or anyone out of combat, sees no such control", () => {
    expect(characterContext(makeInput({ combat: onTurn(7) })).checks.quickly).toBeNull();
    expect(characterContext(makeInput({ combat: null })).checks.quickly).toBeNull();
  });
});

describe('"If an action has a time measured in rounds or minutes … with each minute equaling 4 rounds" (decision 196)', () => {
  it("the timed act starts at a minute (4 rounds), steps by a round or a minute within 1 … 40, and says what Start does", () => {
    const timed = characterContext(makeInput()).checks.timed;
    expect([timed.roundsText, timed.startLabel]).toEqual(["Rounds: 4", "Start a timed act (rounds: 4)"]);
    expect(timed.steps.map((st) => [st.text, st.disabled])).toEqual([
      ["−4", false],
      ["−1", false],
      ["+1", false],
      ["+4", false],
    ]);
    const one = characterContext(makeInput({ timedRounds: 1 })).checks.timed;
    expect(one.steps.map((st) => st.disabled)).toEqual([true, true, false, false]);
  });
});

describe('"you can declare your intent to jump and spend all your AP until the necessary amount has been spent" (decision 215)', () => {
  it("the jump over turns starts at 10 yards, steps by 1 or 5 within 1 … 40, and says what Declare does", () => {
    const jump = characterContext(makeInput()).checks.jumpOverTurns;
    expect([jump.heading, jump.yardsText, jump.declareLabel]).toEqual([
      "Jump over turns",
      "Yards: 10",
      "Declare a jump of 10 yards over turns",
    ]);
    expect(jump.steps.map((st) => [st.text, st.disabled])).toEqual([
      ["−5", false],
      ["−1", false],
      ["+1", false],
      ["+5", false],
    ]);
    const most = characterContext(makeInput({ jumpYards: 40 })).checks.jumpOverTurns;
    expect([most.yardsText, ...most.steps.map((st) => st.disabled)]).toEqual(["Yards: 40", false, false, true, true]);
  });
});
