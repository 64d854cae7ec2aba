import { describe, expect, it } from "vitest";
import { WOUNDS_CONDITION_IDS } from "../../../module/engine/rulesets/wounds/conditions.ts";
import { WOUNDS_STATUS_ROOM } from "../../../module/foundry/rulesets/wounds/effects/status-room.ts";
import { CORE_ICONS } from "../../support/foundry-core-icons.ts";

describe("wounds status effects", () => {
  it("every condition of the catalog has its own core icon", () => {
    const icons = WOUNDS_CONDITION_IDS.map((id) => WOUNDS_STATUS_ROOM.icons[id]);
    for (const [i, icon] of icons.entries()) {
      expect(icon !== undefined && CORE_ICONS.has(icon), `${WOUNDS_CONDITION_IDS[i]}: ${icon}`).toBe(true);
    }
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('Dead is the tracker\'s defeated status: NPCs "die immediately when they receive a fatal wound"', () => {
    expect(WOUNDS_STATUS_ROOM.special).toEqual({ DEFEATED: "dead" });
  });
});
