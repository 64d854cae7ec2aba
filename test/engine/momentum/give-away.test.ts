import { describe, expect, it } from "vitest";
import { givesAwayLocation } from "../../../module/engine/rulesets/momentum/actions/give-away.ts";
import { CONTEST_IDS } from "../../../module/engine/rulesets/momentum/tables/contests.ts";

describe('Hide: "you take any action that would clearly give away your location" (decisions 134, 158)', () => {
  it("a weapon attack gives it away", () => {
    expect(givesAwayLocation({ kind: "weaponAttack" })).toBe(true);
  });

  it.each([
    [true, false, true],
    [false, true, true],
    [true, true, true],
    [false, false, false],
  ])("an Ability that rolls: %s, deals damage: %s — gives it away: %s", (rolls, dealsDamage, given) => {
    expect(givesAwayLocation({ kind: "ability", rolls, dealsDamage })).toBe(given);
  });

  it("every contest with an enemy gives it away but Hide itself", () => {
    const given = CONTEST_IDS.filter((contest) => givesAwayLocation({ kind: "contest", contest }));
    expect(given).toEqual(CONTEST_IDS.filter((id) => id !== "hide"));
  });
});
