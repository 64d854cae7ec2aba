import { beforeAll, describe, expect, it } from "vitest";
import { NPC_TIERS } from "../../../../module/engine/rulesets/wounds/creature.ts";
import { WOUNDS_MODELS } from "../../../../module/foundry/rulesets/wounds/models.ts";
import { characterContext } from "../../../../module/foundry/rulesets/wounds/sheets/character-context.ts";
import { itemContext } from "../../../../module/foundry/rulesets/wounds/sheets/item-context.ts";
import { npcContext } from "../../../../module/foundry/rulesets/wounds/sheets/npc-context.ts";
import { fake } from "../../../support/fake-foundry/runtime.ts";
import { loadSystemLanguages, missingFieldLabels, missingLiteralKeys } from "../../../support/i18n-keys.ts";
import { GOBLIN, KIT, SWORDSMAN, makeActor, makeInput, onTurn, recordingLocalizer } from "./fixtures.ts";

describe("every FRAY key the wounds sheets use exists in lang/en", () => {
  beforeAll(loadSystemLanguages);

  it("literal keys in the sheet templates and sources", () => {
    expect(missingLiteralKeys("wounds")).toEqual([]);
  });

  it("every key the builders ask for, in every mode, state, tier and item kind", () => {
    const i18n = recordingLocalizer();
    const down = {
      ...SWORDSMAN,
      wounds: { light: 6, moderate: 3, severe: 1, critical: 0, fatal: 1 },
      fatigue: 12,
      exhausted: true,
      state: { dying: true, unconscious: true, dead: true },
    };
    const actors = [makeActor(), makeActor(down, KIT, ["prone", "defending"]), makeActor(SWORDSMAN, [])];
    for (const mode of ["play", "edit"] as const) {
      for (const target of [{ name: "Goblin" }, null]) {
        for (const actor of actors) {
          for (const combat of [null, onTurn(7)]) {
            characterContext(makeInput({ i18n, mode, target, actor, combat }));
            for (const tier of NPC_TIERS) {
              const npc = { ...GOBLIN, tier };
              npcContext({ ...makeInput({ i18n, mode, target, actor, combat }), npc });
            }
          }
        }
      }
    }
    for (const item of KIT) itemContext({ item, editable: true, descriptionHtml: "", i18n });
    const missing = [...i18n.keys].filter((k) => !fake().game.i18n.has(k));
    expect(missing).toEqual([]);
    expect(i18n.keys.size).toBeGreaterThan(150);
  });

  it("FIELDS labels for every field of the wounds models, under their LOCALIZATION_PREFIXES", () => {
    const models = [...Object.values(WOUNDS_MODELS.Actor), ...Object.values(WOUNDS_MODELS.Item)];
    expect(missingFieldLabels(models)).toEqual([]);
  });
});
