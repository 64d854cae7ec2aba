import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";

/**
 * The GM's guide (docs/guide/gm.md) lists every setting a GM or player meets in Fray's settings: each row between the
 * `settings` markers names one by its English label, its scope and its default as the settings window shows them.
 * The settings are the ones `init` registers, read from the fake world after Fray loaded.
 */
const PAGE = "docs/guide/gm.md";

interface Row {
  readonly name: string;
  readonly scope: string;
  readonly initial: string;
}

/** The rows of the page's settings table: bold name, scope, default. */
function documentedRows(): Row[] {
  const page = readFileSync(PAGE, "utf8");
  const table = /<!-- settings -->([\s\S]*?)<!-- \/settings -->/.exec(page)?.[1];
  if (!table) throw new Error(`${PAGE} has no settings table`);
  return table.split("\n").flatMap((line) => {
    const cells = line.split("|").map((c) => c.trim());
    const name = /^\*\*(.+)\*\*$/.exec(cells[1] ?? "")?.[1];
    return name ? [{ name, scope: cells[2] ?? "", initial: cells[3] ?? "" }] : [];
  });
}

/** What the settings window shows as a setting's default: its choice's label, on/off, or the value. */
function shownDefault(setting: { default?: unknown; choices?: Record<string, string> }): string {
  const { game } = fake();
  if (setting.choices) return game.i18n.localize(setting.choices[String(setting.default)] ?? "");
  if (typeof setting.default === "boolean") return setting.default ? "on" : "off";
  return String(setting.default);
}

// Loading the whole system cold is this file's first step; on a busy machine that alone can pass the default 10 s.
beforeEach(async () => {
  await systemWorld();
}, 60_000);

describe("the GM's guide lists every setting Fray registers, with its scope and default", () => {
  it("one row per shown setting and per settings menu, and no row for anything else", () => {
    const { game } = fake();
    const settings = [...game.settings.settings.values()]
      .filter((s) => s.namespace === "fray" && s.config === true)
      .map((s) => ({ name: game.i18n.localize(s.name ?? ""), scope: s.scope, initial: shownDefault(s) }));
    const menus = [...game.settings.menus.values()]
      .filter((m) => m.namespace === "fray")
      .map((m) => ({ name: game.i18n.localize(m.name ?? ""), scope: m.restricted ? "GM" : "client", initial: "" }));
    const rows = documentedRows();
    expect(settings.length).toBeGreaterThan(20);
    expect(rows.map((r) => r.name).sort()).toEqual([...settings, ...menus].map((s) => s.name).sort());
    for (const setting of settings) {
      const row = rows.find((r) => r.name === setting.name);
      expect({ name: setting.name, scope: row?.scope, initial: row?.initial }).toEqual(setting);
    }
    for (const menu of menus) expect(rows.find((r) => r.name === menu.name)?.scope).toBe(menu.scope);
  });
});
