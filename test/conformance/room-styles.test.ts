import { existsSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as sass from "sass";
import { describe, expect, it } from "vitest";
import { isRulesetId } from "../../module/engine/core/ruleset.ts";
import { STYLE_ENTRY, STYLES } from "../../scripts/build/paths.ts";
import { buildStyles, ROOM_STYLES_URL, roomStylesheet, roomStylesSource } from "../../scripts/build/styles.ts";

/** The rooms' style folders: every folder of styles/rulesets/ is one room's. */
const FOLDERS = readdirSync(join(STYLES, "rulesets"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("the stylesheet entry @uses every room's styles without naming a room", () => {
  it("the entry asks for the generated module, and lists no room itself", () => {
    const entry = readFileSync(STYLE_ENTRY, "utf8");
    expect(entry).toContain(`@use "${ROOM_STYLES_URL}";`);
    expect(entry).not.toMatch(/@use "rulesets\//);
  });

  it("the generated module @uses each room's styles folder, and each folder is a ruleset's with its index", () => {
    expect(FOLDERS.length).toBeGreaterThan(1);
    for (const folder of FOLDERS) {
      expect(isRulesetId(folder), folder).toBe(true);
      if (isRulesetId(folder)) expect(existsSync(roomStylesheet(folder)), folder).toBe(true);
    }
    // The module lists the rooms in the engine registry's order; the folders are read in name order.
    const lines = roomStylesSource().split("\n").filter(Boolean);
    expect(lines.sort()).toEqual(FOLDERS.map((id) => `@use "rulesets/${id}";`).sort());
  });

  it("fray.css holds every room's compiled styles", () => {
    const css = readFileSync(buildStyles(join(tmpdir(), "fray-room-styles")), "utf8");
    for (const folder of FOLDERS) {
      const own = sass.compile(join(STYLES, "rulesets", folder, "_index.scss"), {
        style: "expanded",
        charset: false,
      }).css;
      expect(own.length, folder).toBeGreaterThan(0);
      expect(css, folder).toContain(own);
    }
  });
});
