import { beforeAll, describe, expect, it } from "vitest";
import { BONUS_CONDITION_IDS } from "../../../../module/engine/rulesets/bonus/conditions.ts";
import { BONUS_MODELS } from "../../../../module/foundry/rulesets/bonus/models.ts";
import { characterContext } from "../../../../module/foundry/rulesets/bonus/sheets/character-context.ts";
import { itemContext } from "../../../../module/foundry/rulesets/bonus/sheets/item-context.ts";
import { npcContext } from "../../../../module/foundry/rulesets/bonus/sheets/npc-context.ts";
import { NPC_THREATS } from "../../../../module/foundry/rulesets/bonus/sheets/sheet-data.ts";
import { fake } from "../../../support/fake-foundry/runtime.ts";
import { loadSystemLanguages, missingFieldLabels, missingLiteralKeys } from "../../../support/i18n-keys.ts";
import { FIGHTER, GOBLIN, KIT, makeActor, makeInput, recordingLocalizer } from "./fixtures.ts";

describe("every FRAY key the bonus sheets use exists in lang/en", () => {
  beforeAll(loadSystemLanguages);

  it("literal keys in the sheet templates and sources", () => {
    expect(missingLiteralKeys("bonus")).toEqual([]);
  });

  it("every key the builders ask for, in every mode, state and item kind", () => {
    const i18n = recordingLocalizer();
    const dying = { ...FIGHTER, durability: { value: 0, max: 20 }, health: { value: 0, max: 10 } };
    for (const mode of ["play", "edit"] as const) {
      for (const target of [GOBLIN, null]) {
        for (const actor of [makeActor(), makeActor(dying, KIT, ["prone", "defending"]), makeActor(FIGHTER, [])]) {
          characterContext(makeInput({ i18n, mode, target, actor }));
          for (const threat of NPC_THREATS) npcContext({ ...makeInput({ i18n, mode, target, actor }), threat });
        }
      }
    }
    for (const item of KIT) itemContext({ item, editable: true, descriptionHtml: "", i18n });
    const missing = [...i18n.keys].filter((k) => !fake().game.i18n.has(k));
    expect(missing).toEqual([]);
    expect(i18n.keys.size).toBeGreaterThan(100);
  });

  it("a label for every condition of the bonus catalog", () => {
    const missing = BONUS_CONDITION_IDS.filter((id) => !fake().game.i18n.has(`FRAY.Bonus.Condition.${id}`));
    expect(missing).toEqual([]);
  });

  it("FIELDS labels for every field of the bonus data models, under one of their LOCALIZATION_PREFIXES", () => {
    const models = [...Object.values(BONUS_MODELS.Actor), ...Object.values(BONUS_MODELS.Item)];
    expect(missingFieldLabels(models)).toEqual([]);
  });
});
