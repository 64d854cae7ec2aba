import { describe, expect, it } from "vitest";
import { impliedClosure } from "../../../module/engine/core/conditions/catalog.ts";
import { BONUS_CONDITION_IDS, BONUS_CONDITIONS } from "../../../module/engine/rulesets/bonus/conditions.ts";
import { ENERGY_CONDITION_IDS, ENERGY_CONDITIONS } from "../../../module/engine/rulesets/energy/conditions.ts";
import { buildStatusEffects } from "../../../module/foundry/effects/build.ts";
import { statusEffectId } from "../../../module/foundry/effects/keys.ts";
import { BONUS_STATUS_ROOM } from "../../../module/foundry/rulesets/bonus/effects/status-room.ts";
import { ENERGY_STATUS_ROOM } from "../../../module/foundry/rulesets/energy/effects/status-room.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { CORE_ICONS, loadLanguages } from "./fixture.ts";

loadLanguages();

const CASES = [
  {
    ruleset: "bonus",
    ids: BONUS_CONDITION_IDS,
    list: buildStatusEffects("bonus", BONUS_CONDITIONS, BONUS_STATUS_ROOM),
  },
  {
    ruleset: "energy",
    ids: ENERGY_CONDITION_IDS,
    list: buildStatusEffects("energy", ENERGY_CONDITIONS, ENERGY_STATUS_ROOM),
  },
] as const;

describe.each(CASES)("the $ruleset status effect list", ({ ruleset, ids, list }) => {
  it("offers exactly the catalog's conditions, in catalog order", () => {
    expect(list.map((e) => e.id)).toEqual([...ids]);
  });

  it("names every condition and gives its rules reference through the ruleset's language file", () => {
    const { i18n } = fake().game;
    for (const entry of list) {
      expect(entry.name).toBe(`FRAY.Condition.${ruleset}.${entry.id}.name`);
      expect(entry.description).toBe(`FRAY.Condition.${ruleset}.${entry.id}.hint`);
      expect(i18n.has(entry.name), entry.name).toBe(true);
      expect(i18n.has(entry.description), entry.description).toBe(true);
    }
  });

  it("uses only images that ship with Foundry v13 core (the core icon list fixture)", () => {
    for (const entry of list) expect(CORE_ICONS.has(entry.img), `${entry.id}: ${entry.img}`).toBe(true);
  });

  it("gives each status a stable, unique 16-character alphanumeric _id", () => {
    for (const entry of list) {
      expect(entry._id).toMatch(/^[a-zA-Z0-9]{16}$/);
      expect(entry._id).toBe(statusEffectId(entry.id));
    }
    expect(new Set(list.map((e) => e._id)).size).toBe(list.length);
  });
});

describe("implied conditions ride on the parent's effect through `statuses`", () => {
  const statusesOf = (list: (typeof CASES)[number]["list"], id: string): string[] =>
    [...(list.find((e) => e.id === id)?.statuses ?? [])].sort();
  const [bonus, energy] = [CASES[0].list, CASES[1].list];

  it.each([
    ["dazed", ["exposed"], "You are Exposed while Dazed."],
    ["prone", ["exposed"], "You are Exposed while Prone."],
    ["blinded", ["exposed", "unguarded"], "You are Unguarded while Blind."],
    ["surprised", ["exposed", "unguarded"], "You are Unguarded while Surprised."],
    ["unguarded", ["exposed"], "You are Exposed while you are Unguarded."],
    ["restrained", ["exposed"], "You may make no movement or attack actions and are Exposed."],
    ["restraining", ["slowed"], "You are Slowed while Restraining."],
    ["fullyRestrained", ["exposed", "restrained"], "fully restrained: Restrained, and cannot roll Evasion"],
    ["unconscious", ["exposed", "unguarded"], "Unconscious: You are Unguarded."],
    ["exposed", [], "Exposed imposes nothing"],
  ])("energy %s carries %j (%s)", (id, daughters) => {
    expect(statusesOf(energy, id)).toEqual(daughters);
  });

  it.each([
    ["shock", ["incapacitated", "unconscious"], "When your Health is reduced to 0, you lose consciousness"],
    ["stabilized", ["incapacitated", "unconscious"], "you remain unconscious until you recover at least 1 point"],
    ["unconscious", ["incapacitated"], "incapacitated can mean unconscious, bound or tided, or pined"],
    ["bound", ["incapacitated"], "incapacitated can mean unconscious, bound or tided, or pined"],
    ["pinned", ["incapacitated"], "incapacitated can mean unconscious, bound or tided, or pined"],
    ["dead", ["incapacitated"], "the dead are incapacitated"],
    ["prone", [], "prone imposes nothing"],
  ])("bonus %s carries %j (%s)", (id, daughters) => {
    expect(statusesOf(bonus, id)).toEqual(daughters);
  });

  it("every entry's statuses are exactly the engine's implied closure", () => {
    for (const { list } of CASES) {
      const catalog = list === bonus ? BONUS_CONDITIONS : ENERGY_CONDITIONS;
      for (const entry of list)
        expect([...entry.statuses].sort()).toEqual([...impliedClosure(catalog, entry.id)].sort());
    }
  });

  it("refuses a room that forgets an icon", () => {
    expect(() => buildStatusEffects("bonus", BONUS_CONDITIONS, { icons: {}, special: {}, rulesJournal: "" })).toThrow(
      /no icon/,
    );
  });
});
