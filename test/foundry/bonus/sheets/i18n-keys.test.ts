import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { BONUS_CONDITION_IDS } from "../../../../module/engine/rulesets/bonus/conditions.ts";
import { BONUS_MODELS } from "../../../../module/foundry/rulesets/bonus/models.ts";
import { characterContext } from "../../../../module/foundry/rulesets/bonus/sheets/character-context.ts";
import { itemContext } from "../../../../module/foundry/rulesets/bonus/sheets/item-context.ts";
import { npcContext } from "../../../../module/foundry/rulesets/bonus/sheets/npc-context.ts";
import { NPC_THREATS } from "../../../../module/foundry/rulesets/bonus/sheets/sheet-data.ts";
import { fake } from "../../../support/fake-foundry/runtime.ts";
import type { SchemaField } from "../../../support/fake-foundry/fields.ts";
import { FIGHTER, GOBLIN, KIT, makeActor, makeInput, recordingLocalizer } from "./fixtures.ts";

const SOURCES = [
  "templates/sheets",
  "templates/rulesets/bonus",
  "module/foundry/applications/sheets",
  "module/foundry/rulesets/bonus/sheets",
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Every field path of a schema, nested ones included (`abilities`, `abilities.agility` …). */
function fieldPaths(schema: SchemaField, prefix = ""): string[] {
  return Object.entries(schema.fields).flatMap(([name, field]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const children = "fields" in field ? fieldPaths(field as SchemaField, path) : [];
    return [path, ...children];
  });
}

describe("every FRAY key the bonus sheets use exists in lang/en", () => {
  beforeAll(() => {
    const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { languages: { path: string }[] };
    for (const { path } of manifest.languages) {
      fake().game.i18n.load(JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>);
    }
  });

  it("literal keys in the sheet templates and sources", () => {
    // Quoted literals only: comments name key prefixes in backticks, which are objects, not texts.
    const quoted = /["'](FRAY\.[\w.-]*\w)["']/g;
    const literal = SOURCES.flatMap(files).flatMap((f) =>
      [...readFileSync(f, "utf8").matchAll(quoted)].map((m) => m[1] ?? ""),
    );
    const missing = literal.filter((k) => !fake().game.i18n.has(k));
    expect(missing).toEqual([]);
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
    const missing: string[] = [];
    for (const model of models) {
      // The fake's DataModel exposes the schema Foundry would build from defineSchema().
      const { schema, LOCALIZATION_PREFIXES: prefixes } = model as unknown as {
        schema: SchemaField;
        LOCALIZATION_PREFIXES: string[];
      };
      for (const path of fieldPaths(schema)) {
        if (!prefixes.some((p) => fake().game.i18n.has(`${p}.FIELDS.${path}.label`))) {
          missing.push(`${model.name}: ${path}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
