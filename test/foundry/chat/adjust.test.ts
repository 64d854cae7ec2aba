import { describe, expect, it } from "vitest";
import { adjustDamage, parseAdjust } from "../../../module/foundry/chat/attack-card/adjust.ts";
import { rollRequest } from "../../../module/engine/core/dice/roll.ts";
import { weaponDamageRequest } from "../../../module/engine/rulesets/energy/dice/damage.ts";
import { scriptedRng } from "../../engine/dice/fixtures.ts";

const request = weaponDamageRequest("Sword: damage", { count: 1, faces: 8, bonus: 0 });
const rolled = (face: number) => rollRequest(request, scriptedRng([face]));

describe("the GM's damage adjustment", () => {
  it.each([
    ["half", undefined, 7, { mode: "half", from: 7, to: 3 }],
    ["half", undefined, 1, { mode: "half", from: 1, to: 0 }],
    ["double", undefined, 6, { mode: "double", from: 6, to: 12 }],
    ["custom", "9", 6, { mode: "custom", from: 6, to: 9 }],
    ["custom", "0", 6, { mode: "custom", from: 6, to: 0 }],
  ])("%s %s of %i", (mode, value, face, adjustment) => {
    const adjust = parseAdjust(mode, value);
    if (!adjust) throw new Error("refused");
    const adjusted = adjustDamage(rolled(face), adjust);
    expect(adjusted?.adjustment).toEqual(adjustment);
    // The faces stay: only the total the rules start from changes.
    expect(adjusted?.result).toMatchObject({ total: adjustment.to, groups: rolled(face).groups });
  });

  it.each([
    ["triple", undefined],
    [undefined, undefined],
    ["custom", undefined],
    ["custom", ""],
    ["custom", " "],
    ["custom", "-1"],
    ["custom", "2.5"],
    ["custom", "1e9"],
    ["custom", "abc"],
  ])("refuses %s %s", (mode, value) => {
    expect(parseAdjust(mode, value)).toBeUndefined();
  });
});
