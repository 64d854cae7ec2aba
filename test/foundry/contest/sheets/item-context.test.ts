import { describe, expect, it } from "vitest";
import { itemContext } from "../../../../module/foundry/rulesets/contest/sheets/item-context.ts";
import { FIREBOLT, KIT, PLATE, ROPE, SHIELD, SWORD, recordingLocalizer } from "./fixtures.ts";

const i18n = recordingLocalizer();
const names = (item: (typeof KIT)[number]) =>
  itemContext({ item, editable: true, descriptionHtml: "", i18n }).properties.map((f) => f.name.slice(7));

describe("contest item sheets show only their kind's fields", () => {
  it("weapon: delivery, gear type, damage, reach and range in metres, hands, heavy, AP, equipped", () => {
    expect(names(SWORD)).toEqual([
      ...["delivery", "gearType", "damage.count", "damage.faces", "damage.bonus", "damageType"],
      ...["reach", "range", "hands", "heavy", "ap", "equipped"],
    ]);
    const reach = itemContext({ item: SWORD, editable: true, descriptionHtml: "", i18n }).properties[6];
    expect(reach).toMatchObject({ label: "Reach", unit: "m", value: "1" });
  });

  it("armor, shield, gear and spells each their own", () => {
    expect(names(PLATE)).toEqual(["level", "material", "fullRating", "fullMagicalRating", "equipped"]);
    expect(names(SHIELD)).toEqual(["blockRating", "gearType", "equipped"]);
    expect(names(ROPE)).toEqual(["quantity"]);
    expect(names(FIREBOLT)).toEqual([
      ...["kind", "attack", "delivery", "targetsMind", "defenses"],
      ...["damage.count", "damage.faces", "damage.bonus", "damageType", "range", "ap"],
    ]);
  });

  it("the type's label from Foundry's TYPES", () => {
    expect(itemContext({ item: SHIELD, editable: false, descriptionHtml: "", i18n }).typeLabel).toBe(
      "Shield (Contest)",
    );
  });
});
