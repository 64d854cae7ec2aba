/**
 * What the rooms' e2e sheet tests share: the screenshot folder, the template paths of a room's parts, harness
 * images, and one Chromium per test file that opens a rendered sheet with the built stylesheet.
 */
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CHARACTER_TABS, type CharacterTab } from "../../../module/foundry/applications/sheets/tabs.ts";
import { repositoryPath } from "../../../module/foundry/rulesets/bonus/sheets/templates.ts";
import { buildStyles } from "../../../scripts/build/styles.ts";
import { seriousAxeViolations } from "./axe.ts";
import { launchChromium } from "./browser.ts";
import { ITEM_ICON, PORTRAIT } from "./images.ts";
import { sheetPage, type Theme } from "./sheet-page.ts";

export const SHOTS = "test-results/e2e";

/** The narrow width every sheet must hold at (issue 23: "Layouts hold at narrow widths (500 px)"). */
export const NARROW_WIDTH = 500;

/** A room's PARTS paths (Foundry's `systems/fray/…`) as files in this repository, in part order. */
export function partPaths(parts: Readonly<Record<string, string>>): string[] {
  return Object.values(parts).map(repositoryPath);
}

type Parts = Readonly<Record<string, string>>;

/**
 * A room's sheet templates as the harness renders them, and the classes its sheets' windows carry (the shared
 * `fray fray-sheet`, the document, the room and the room's sheet: what the room's DEFAULT_OPTIONS give core).
 */
export function roomSheetFiles(room: string, character: Parts, npc: Parts, item: Parts) {
  return {
    CHARACTER: partPaths(character),
    NPC: partPaths(npc),
    ITEM: partPaths(item),
    CLASSES: {
      character: `fray fray-sheet actor ${room} ${room}-character`,
      npc: `fray fray-sheet actor ${room} ${room}-npc`,
      item: `fray fray-sheet item ${room} ${room}-item`,
    },
  };
}

/** Harness images instead of Foundry's icon paths. */
export function withImages<A extends { readonly img: string; readonly items: readonly { readonly img: string }[] }>(
  actor: A,
): A {
  return { ...actor, img: PORTRAIT, items: actor.items.map((i) => ({ ...i, img: ITEM_ICON })) };
}

export type OpenSheet = (content: string, classes: string, theme: Theme, width?: number) => Promise<Page>;

/**
 * Call inside the test file's `describe`: launches Chromium and builds the stylesheet (its output under
 * `SHOTS/<name>`) before the tests, closes the browser after them, and returns how to open a sheet page.
 */
export function useSheetBrowser(name: string): OpenSheet {
  let browser: BrowserContext;
  let stylesheet: string;
  beforeAll(async () => {
    stylesheet = buildStyles(join(SHOTS, name));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });
  return async (content, classes, theme, width) => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: (width ?? 760) + 40, height: 900 });
    await page.setContent(sheetPage(content, classes, theme, width));
    await page.addStyleTag({ path: stylesheet });
    return page;
  };
}

/** One rendered sheet to check: its name in reports, its parts' HTML, the window classes and width. */
export interface SheetVariant {
  readonly name: string;
  readonly html: string;
  readonly classes: string;
  readonly width: number;
}

/**
 * Opens each variant in the light and the dark theme and runs axe; "<ruleset>-<name>-<theme>: <rule ids>" for
 * every page with serious or critical violations (an empty list passes).
 */
export async function axeOverSheets(
  open: OpenSheet,
  ruleset: string,
  variants: readonly SheetVariant[],
): Promise<string[]> {
  const failures: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    for (const { name, html, classes, width } of variants) {
      const page = await open(html, classes, theme, width);
      const label = `${ruleset}-${name}-${theme}`;
      const found = await seriousAxeViolations(page, label);
      if (found.length > 0) failures.push(`${label}: ${found.map((v) => v.id).join(", ")}`);
      await page.close();
    }
  }
  return failures;
}

/** Call inside a room's e2e sheet `describe`: `axeOverSheets` over its `variants` finds nothing. */
export function itIsAxeClean(open: OpenSheet, ruleset: string, variants: () => readonly SheetVariant[]): void {
  it("axe: no serious or critical violations on every tab and mode of every sheet, in light and dark", async () => {
    expect(await axeOverSheets(open, ruleset, variants())).toEqual([]);
  });
}

/** The states of an actor sheet the sweep covers, as overrides of the ruleset's sheet input. */
export interface SheetOverrides<Combat> {
  readonly activeTab?: CharacterTab;
  readonly mode?: "edit";
  readonly target?: null;
  readonly combat?: Combat;
}

/** How a ruleset renders its three sheets, and what its combatants look like in combat. */
export interface RulesetSheets<Combat> {
  readonly characterHtml: (over: SheetOverrides<Combat>) => string;
  readonly npcHtml: (over: SheetOverrides<Combat>) => string;
  readonly itemHtml: string;
  readonly classes: { readonly character: string; readonly npc: string; readonly item: string };
  readonly combat: { readonly character: Combat; readonly npc: Combat };
}

/**
 * The standard variants of a ruleset's sheets for `axeOverSheets`: every character tab, edit mode, no target and in
 * combat; the NPC out of and in combat; the item sheet.
 */
export function sheetVariants<Combat>(sheets: RulesetSheets<Combat>): SheetVariant[] {
  const { classes } = sheets;
  const character = (name: string, over: SheetOverrides<Combat>): SheetVariant => ({
    name,
    html: sheets.characterHtml(over),
    classes: classes.character,
    width: 760,
  });
  const npc = (name: string, over: SheetOverrides<Combat>): SheetVariant => ({
    name,
    html: sheets.npcHtml(over),
    classes: classes.npc,
    width: 560,
  });
  return [
    ...CHARACTER_TABS.map((tab) => character(`character-${tab}`, { activeTab: tab })),
    character("character-edit", { mode: "edit" }),
    character("character-no-target", { target: null }),
    character("character-in-combat", { combat: sheets.combat.character }),
    npc("npc", {}),
    npc("npc-in-combat", { combat: sheets.combat.npc }),
    { name: "item", html: sheets.itemHtml, classes: classes.item, width: 520 },
  ];
}
