import { describe, expect, it } from "vitest";
import { defensesContext } from "../../../../module/foundry/rulesets/bonus/sheets/defenses-context.ts";
import { FIGHTER, KIT, makeActor, recordingLocalizer } from "./fixtures.ts";

const i18n = recordingLocalizer();

describe("bonus sheet: ability scores, defenses and movement", () => {
  it('Guard "15 plus any bonuses from armor and abilities", every part named for the tooltip', () => {
    const { guard } = defensesContext(i18n, makeActor());
    expect(guard.total).toBe(18);
    expect(guard.tooltipHeading).toBe("Guard 18, made of:");
    expect(guard.parts).toEqual([
      { label: "Base Guard", valueText: "+15" },
      { label: "Mail Hauberk", valueText: "+2" },
      { label: "Abilities and talents", valueText: "+1" },
    ]);
    expect(guard.tooltipId).toBe("aldra-guard-parts");
  });

  it("Armor Rank is the best equipped armor's; the bonus die is d10, d8 once Wounded, and says why", () => {
    const fresh = defensesContext(i18n, makeActor());
    expect(fresh.armorRank).toEqual({ label: "Armor Rank", value: 3 });
    expect(fresh.bonusDie).toMatchObject({ text: "d10", wounded: false, note: "" });
    const wounded = defensesContext(i18n, makeActor({ ...FIGHTER, durability: { value: 0, max: 20 } }));
    expect(wounded.bonusDie).toMatchObject({ text: "d8", wounded: true, note: "Wounded: one step down" });
  });

  it("ability scores show their bonus dice at the creature's current die", () => {
    const { abilities } = defensesContext(i18n, makeActor());
    expect(abilities.map((a) => `${a.label} ${a.diceText}`)).toEqual([
      "Strength 1d10",
      "Agility 2d10",
      "Speed 2d10",
      "Stamina 1d10",
      "Soul —",
      "Reason 1d10",
      "Resolve 1d10",
      "Skill —",
    ]);
    expect(abilities[1]?.field).toMatchObject({ name: "system.abilities.agility", value: "2", min: "0", max: "10" });
  });

  it('movement: "1 foot per point of your Speed Score", a quarter while prone, said in words', () => {
    expect(defensesContext(i18n, makeActor()).movement).toEqual({
      label: "Move",
      text: "30 ft",
      note: "per Move action",
    });
    expect(defensesContext(i18n, makeActor(FIGHTER, KIT, ["prone"])).movement).toMatchObject({
      text: "7 ft",
      note: "per Move action (Prone: Speed quartered)",
    });
  });

  it("edit fields cover the stored scores behind these numbers, each with its model label", () => {
    const { fields } = defensesContext(i18n, makeActor());
    expect(fields.slice(0, 8).map((f) => [f.name, f.label])).toEqual([
      ["system.size", "Size"],
      ["system.speed", "Speed Score"],
      ["system.stamina", "Stamina Score"],
      ["system.guardBonus", "Guard Bonus"],
      ["system.extraActions", "Extra Actions"],
      ["system.recovery.durability", "Durability Recovery"],
      ["system.recovery.mana", "Mana Recovery"],
      ["system.superiorDurability", "Superior Durability"],
    ]);
    const superior = fields[7];
    expect(superior?.options[0]).toEqual({ value: "", label: "None", selected: true });
    expect(fields[0]?.options.find((o) => o.selected)?.label).toBe("Medium");
  });

  it("'protection functions better or worse against specific types of attacks': an Immune checkbox per damage type", () => {
    const system = { ...FIGHTER, immunities: { ...FIGHTER.immunities, thermal: true } };
    const immunities = defensesContext(i18n, makeActor(system)).fields.slice(8);
    expect(immunities).toHaveLength(13);
    expect(immunities.map((f) => [f.name, f.label, f.checked])).toContainEqual([
      "system.immunities.thermal",
      "Immune to Thermal",
      true,
    ]);
    expect(immunities.find((f) => f.name === "system.immunities.cold")?.checked).toBe(false);
  });
});
