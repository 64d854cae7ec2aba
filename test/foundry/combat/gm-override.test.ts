import { describe, expect, it } from "vitest";
import { NOT_IN_COMBAT } from "../../../module/foundry/applications/sheets/actions-section.ts";
import { gmMayOverride } from "../../../module/foundry/combat/gm-override.ts";
import { shortfall } from "../../../module/foundry/combat/pool-label.ts";
import { bonusPoolLabel } from "../../../module/foundry/rulesets/bonus/combat/pool-label.ts";
import { bonusRefusal } from "../../../module/foundry/rulesets/bonus/combat/refusal.ts";
import { recordingLocalizer } from "../bonus/sheets/fixtures.ts";

const i18n = recordingLocalizer();
const short = shortfall(bonusPoolLabel("actions"), 1, 0, i18n);

describe("the GM may override a refused spend only past a shortfall ('the GM may override')", () => {
  it("a shortfall: the GM may, a player may not", () => {
    expect(gmMayOverride(short, true)).toBe(true);
    expect(gmMayOverride(short, false)).toBe(false);
  });

  it("any other refusal stands, even for the GM: not your turn, incapacitated, out of combat", () => {
    expect(gmMayOverride(bonusRefusal({ code: "notYourTurn", message: "" }), true)).toBe(false);
    expect(gmMayOverride(bonusRefusal({ code: "cannotAct", message: "", condition: "unconscious" }), true)).toBe(false);
    expect(gmMayOverride(NOT_IN_COMBAT, true)).toBe(false);
  });

  it("nothing refused: nothing to override", () => {
    expect(gmMayOverride(undefined, true)).toBe(false);
  });
});
