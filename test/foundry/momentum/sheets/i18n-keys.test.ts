import { beforeAll, describe, expect, it } from "vitest";
import { MOMENTUM_CONDITION_IDS } from "../../../../module/engine/rulesets/momentum/conditions.ts";
import { THREATS } from "../../../../module/foundry/rulesets/momentum/data/choices.ts";
import { MOMENTUM_MODELS } from "../../../../module/foundry/rulesets/momentum/models.ts";
import { characterContext } from "../../../../module/foundry/rulesets/momentum/sheets/character-context.ts";
import { itemContext } from "../../../../module/foundry/rulesets/momentum/sheets/item-context.ts";
import { npcContext } from "../../../../module/foundry/rulesets/momentum/sheets/npc-context.ts";
import { fake } from "../../../support/fake-foundry/runtime.ts";
import type { SchemaField } from "../../../support/fake-foundry/fields.ts";
import { fieldPaths, loadSystemLanguages, missingFieldLabels, missingLiteralKeys } from "../../../support/i18n-keys.ts";
import { KIT, ODDS, WARRIOR, makeActor, makeInput, recordingLocalizer } from "./fixtures.ts";

describe("every FRAY key the momentum sheets use exists in lang/en", () => {
  beforeAll(loadSystemLanguages);

  it("literal keys in the sheet templates and sources", () => {
    expect(missingLiteralKeys("momentum")).toEqual([]);
  });

  it("every key the builders ask for, in every mode, state and item kind", () => {
    const i18n = recordingLocalizer();
    const down = { ...WARRIOR, vitality: { value: -2, max: 20 }, dead: true };
    const golem = {
      ...WARRIOR,
      affinities: { resistant: ["heat"], immune: ["poison"], vulnerable: ["shock"] },
    } as const;
    const actors = [makeActor(), makeActor(down, KIT, ["bleeding", "stunned", "burning"]), makeActor(golem, [])];
    for (const mode of ["play", "edit"] as const) {
      for (const target of [{ name: "Brute" }, null]) {
        for (const actor of actors) {
          characterContext(makeInput({ i18n, mode, target, actor, odds: ODDS }));
          for (const threat of THREATS) npcContext({ ...makeInput({ i18n, mode, target, actor, odds: ODDS }), threat });
        }
      }
    }
    for (const item of KIT) itemContext({ item, editable: true, descriptionHtml: "", i18n });
    const missing = [...i18n.keys].filter((k) => !fake().game.i18n.has(k));
    expect(missing).toEqual([]);
    expect(i18n.keys.size).toBeGreaterThan(150);
  });

  it("a name and a hint for every condition of the momentum catalog", () => {
    const missing = MOMENTUM_CONDITION_IDS.flatMap((id) =>
      ["name", "hint"].map((part) => `FRAY.Condition.momentum.${id}.${part}`),
    ).filter((key) => !fake().game.i18n.has(key));
    expect(missing).toEqual([]);
  });

  it("FIELDS labels and hints for every field of the momentum models, under their LOCALIZATION_PREFIXES (Foundry reads them once the room is registered)", () => {
    const models = [...Object.values(MOMENTUM_MODELS.Actor), ...Object.values(MOMENTUM_MODELS.Item)];
    expect(missingFieldLabels(models)).toEqual([]);
    // Every field but the shared ones (biography, description) has the room's own label and hint.
    const shared = ["details", "details.biography", "description"];
    type Model = { readonly name: string; readonly LOCALIZATION_PREFIXES: string[]; readonly schema: SchemaField };
    const byDocument: [string, readonly unknown[]][] = [
      ["Actor", Object.values(MOMENTUM_MODELS.Actor)],
      ["Item", Object.values(MOMENTUM_MODELS.Item)],
    ];
    const noHint = byDocument.flatMap(([doc, list]) =>
      (list as readonly Model[]).flatMap((model) => {
        const prefix = `FRAY.${doc}.momentum`;
        expect(model.LOCALIZATION_PREFIXES, model.name).toContain(prefix);
        return fieldPaths(model.schema)
          .filter((path) => !shared.includes(path))
          .filter((path) => !fake().game.i18n.has(`${prefix}.FIELDS.${path}.hint`))
          .map((path) => `${model.name}: ${path}`);
      }),
    );
    expect(noHint).toEqual([]);
  });
});
