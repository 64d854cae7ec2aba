import { describe, expect, it } from "vitest";
import { itemContext } from "../../../../module/foundry/rulesets/momentum/sheets/item-context.ts";
import type { MomentumSheetItem } from "../../../../module/foundry/rulesets/momentum/sheets/sheet-data.ts";
import { englishLocalizer } from "../../../e2e/support/i18n.ts";
import { AX, HEX, KIT, MAIL } from "./fixtures.ts";

const i18n = englishLocalizer();
const context = (item: MomentumSheetItem) => itemContext({ item, editable: true, descriptionHtml: "", i18n });
const names = (item: MomentumSheetItem) => context(item).properties.map((f) => f.name);

describe("momentum item sheets: only the item kind's own fields, each labelled with its hint and unit", () => {
  it("a weapon: its Stats, bonus, melee or ranged, range in metres, Armor ignored, equipped; its damage per component", () => {
    expect(names(AX)).toEqual([
      "system.primary",
      "system.secondary",
      "system.hitBonus",
      "system.reach",
      "system.range",
      "system.ignoreArmor",
      "system.equipped",
    ]);
    const ax = context(AX);
    expect(ax.typeLabel).toBe("Weapon (Momentum)");
    expect(ax.properties.find((f) => f.name === "system.range")).toMatchObject({
      label: "Range (m)",
      hint: "Metres: melee reach (1 m unless more) or range.",
    });
    expect(ax.damage).toHaveLength(1);
    expect(ax.damage[0]?.heading).toBe("Damage component 1");
    expect(ax.damage[0]?.fields.map((f) => [f.name, f.label, f.value])).toEqual([
      ["system.damage.0.type", "Type", "physical"],
      ["system.damage.0.count", "Dice", "1"],
      ["system.damage.0.faces", "Faces", "8"],
      ["system.damage.0.flat", "Flat", "0"],
    ]);
  });

  it("armor: Armor, the Evasion Cap (empty when it caps nothing) and equipped; no damage, no weapon fields", () => {
    expect(names(MAIL)).toEqual(["system.armor", "system.evasionCap", "system.equipped"]);
    expect(context(MAIL).properties[1]?.value).toBe("14");
    const cloth = { ...MAIL, system: { ...MAIL.system, evasionCap: null } };
    expect(context(cloth).properties[1]?.value).toBe("");
    expect(context(MAIL).damage).toEqual([]);
  });

  it("shields, gear and Abilities each show their own fields", () => {
    const byKind = Object.fromEntries(KIT.map((item) => [item.kind, names(item)]));
    expect(byKind["shield"]).toEqual(["system.evasion", "system.armor", "system.equipped"]);
    expect(byKind["gear"]).toEqual(["system.quantity", "system.consumable"]);
    expect(names(HEX)).toEqual([
      "system.tier",
      "system.ap",
      "system.wp",
      "system.delivery",
      "system.defenseRoll",
      "system.range",
      "system.ignoreArmor",
      "system.maneuver",
      "system.forcedMovement.kind",
      "system.forcedMovement.metres",
    ]);
    expect(
      context(HEX)
        .properties.find((f) => f.name === "system.delivery")
        ?.options.map((o) => o.label),
    ).toEqual(["Attack roll", "Defense Roll", "Effect"]);
  });

  it("every field has a non-empty hint", () => {
    const missing = KIT.flatMap((item) => {
      const c = context(item);
      return [...c.properties, ...c.damage.flatMap((d) => d.fields)].filter((f) => !f.hint).map((f) => f.name);
    });
    expect(missing).toEqual([]);
  });
});
