import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ENERGY_CONDITION_IDS } from "../../../../module/engine/rulesets/energy/conditions.ts";
import { ENERGY_MODELS } from "../../../../module/foundry/rulesets/energy/models.ts";
import { characterContext } from "../../../../module/foundry/rulesets/energy/sheets/character-context.ts";
import { itemContext } from "../../../../module/foundry/rulesets/energy/sheets/item-context.ts";
import { npcContext } from "../../../../module/foundry/rulesets/energy/sheets/npc-context.ts";
import { NPC_THREATS } from "../../../../module/foundry/rulesets/energy/sheets/sheet-data.ts";
import { fake } from "../../../support/fake-foundry/runtime.ts";
import type { SchemaField } from "../../../support/fake-foundry/fields.ts";
import { FIGHTER, KIT, ODDS, makeActor, makeInput, recordingLocalizer } from "./fixtures.ts";

const SOURCES = [
  "templates/sheets",
  "templates/rulesets/energy",
  "module/foundry/applications/sheets",
  "module/foundry/rulesets/energy/sheets",
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

describe("every FRAY key the energy sheets use exists in lang/en", () => {
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
