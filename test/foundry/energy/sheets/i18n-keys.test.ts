import { beforeAll, describe, expect, it } from "vitest";
import { ENERGY_CONDITION_IDS } from "../../../../module/engine/rulesets/energy/conditions.ts";
import { ENERGY_MODELS } from "../../../../module/foundry/rulesets/energy/models.ts";
import { characterContext } from "../../../../module/foundry/rulesets/energy/sheets/character-context.ts";
import { itemContext } from "../../../../module/foundry/rulesets/energy/sheets/item-context.ts";
import { npcContext } from "../../../../module/foundry/rulesets/energy/sheets/npc-context.ts";
import { NPC_THREATS } from "../../../../module/foundry/rulesets/energy/sheets/sheet-data.ts";
import { fake } from "../../../support/fake-foundry/runtime.ts";
import { loadSystemLanguages, missingFieldLabels, missingLiteralKeys } from "../../../support/i18n-keys.ts";
import { FIGHTER, KIT, ODDS, makeActor, makeInput, recordingLocalizer } from "./fixtures.ts";

describe("every FRAY key the energy sheets use exists in lang/en", () => {
  beforeAll(loadSystemLanguages);

  it("literal keys in the sheet templates and sources", () => {
    expect(missingLiteralKeys("energy")).toEqual([]);
  });

  it("every key the builders ask for, in every mode, state and item kind", () => {
    const i18n = recordingLocalizer();
    const state = { bleedingOut: true, lastDeathSaveRound: null, unconscious: "dying" as const, dead: true };
    const dying = { ...FIGHTER, aura: { value: 0, max: 25 }, state };
    for (const mode of ["play", "edit"] as const) {
      for (const target of [{ name: "Ogre" }, null]) {
        for (const actor of [makeActor(), makeActor(dying, KIT, ["prone", "restrained"]), makeActor(FIGHTER, [])]) {
          characterContext(makeInput({ i18n, mode, target, actor, odds: ODDS }));
          for (const threat of NPC_THREATS)
            npcContext({ ...makeInput({ i18n, mode, target, actor, odds: ODDS }), threat });
        }
      }
    }
    for (const item of KIT) itemContext({ item, editable: true, descriptionHtml: "", i18n });
    const missing = [...i18n.keys].filter((k) => !fake().game.i18n.has(k));
    expect(missing).toEqual([]);
    expect(i18n.keys.size).toBeGreaterThan(80);
  });

  it("a label for every condition of the energy catalog", () => {
    const missing = ENERGY_CONDITION_IDS.filter((id) => !fake().game.i18n.has(`FRAY.Condition.energy.${id}.name`));
    expect(missing).toEqual([]);
  });

  it("FIELDS labels for every field of the energy data models, under one of their LOCALIZATION_PREFIXES", () => {
    const models = [...Object.values(ENERGY_MODELS.Actor), ...Object.values(ENERGY_MODELS.Item)];
    expect(missingFieldLabels(models)).toEqual([]);
  });
});
