/**
 * One room's sheets as its e2e test renders them (issue 23: a shared e2e sheet harness): the room's character, NPC
 * and item templates filled by the context its builders give, over the real lang files, with harness images. Each
 * room's test keeps only what is its own: its fixtures and which builder makes which context.
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import {
  compendiumLinksContext,
  type RulesetPack,
} from "../../../module/foundry/applications/sheets/compendium-links.ts";
import {
  combatPoolsContext,
  type CombatPoolsContext,
} from "../../../module/foundry/applications/sheets/combat-pools.ts";
import { poolView } from "../../../module/foundry/applications/tracker/pool-view.ts";
import type { ItemSheetInput } from "../../../module/foundry/applications/sheets/item-context.ts";
import { englishLocalizer } from "./i18n.ts";
import { ITEM_ICON } from "./images.ts";
import { roomSheetFiles } from "./sheet-harness.ts";
import { renderParts } from "./sheet-page.ts";
import { templateEnvironment } from "./templates.ts";

type Parts = Readonly<Record<string, string>>;

/** One pool as the tracker row reads it. */
interface Pool {
  readonly id: string;
  readonly value: number;
  readonly max: number;
}

/** A room's sheet PARTS (its `sheets/templates.ts`). */
export interface RoomParts {
  readonly character: Parts;
  readonly npc: Parts;
  readonly item: Parts;
}

/** The room's packs as system.json declares them (`flags.fray.ruleset`), each by its title, as a player sees them. */
function manifestPacks(room: string): RulesetPack[] {
  const manifest = JSON.parse(readFileSync("system.json", "utf8")) as {
    packs: { name: string; label: string; flags: { fray?: { ruleset?: string } } }[];
  };
  return manifest.packs
    .filter((pack) => pack.flags.fray?.ruleset === room)
    .map((pack) => ({ id: `fray.${pack.name}`, title: pack.label }));
}

export function roomSheets(room: string, parts: RoomParts) {
  const { CHARACTER, NPC, ITEM, CLASSES } = roomSheetFiles(room, parts.character, parts.npc, parts.item);
  const hbs = templateEnvironment();
  const i18n = englishLocalizer();
  return {
    i18n,
    CLASSES,
    /**
     * The character sheet for this context, with the shared pools part (null: out of combat) and the links to the
     * room's compendiums (the shared sheet class's `compendiumLinks`).
     */
    character: (context: object, pools: CombatPoolsContext | null = null) =>
      renderParts(hbs, CHARACTER, {
        ...context,
        combatPools: pools,
        compendiumLinks: compendiumLinksContext(i18n, "sheet", manifestPacks(room)),
      }),
    /** The NPC sheet for this context, with the shared pools part (null: out of combat). */
    npc: (context: object, pools: CombatPoolsContext | null = null) =>
      renderParts(hbs, NPC, { ...context, combatPools: pools }),
    item: (context: object) => renderParts(hbs, ITEM, context),
    /** An actor's pools now in combat, as the shared sheet class reads them through the room's tracker row. */
    pools: (
      actor: { readonly id: string; readonly name: string },
      labelKey: (pool: string) => string,
      pools: readonly Pool[],
    ): CombatPoolsContext | null =>
      combatPoolsContext(i18n, actor.id, {
        ruleset: room,
        pools: pools.map((pool) => poolView(i18n, pool, labelKey(pool.id), actor.name, false)),
      }),
    /** What a room's item builder takes for `item` on an editable sheet, with the harness icon. */
    itemInput: <Item extends { readonly img: string }>(item: Item, descriptionHtml = ""): ItemSheetInput<Item> => ({
      item: { ...item, img: ITEM_ICON },
      editable: true,
      descriptionHtml,
      i18n,
    }),
  };
}

/** An element's text with its white space folded, as a reader hears it. */
export const flatText = (text: string): string => text.replace(/\s+/g, " ").trim();

/** The ids of the page's inputs and selects that no label with text names. */
export function unlabelledInputs(page: Page): Promise<string[]> {
  return page.$$eval("input, select", (els) =>
    els.filter((e) => !document.querySelector(`label[for="${e.id}"]`)?.textContent.trim()).map((e) => e.id),
  );
}

/** The top of the first element `selector` matches, in page pixels (what comes first in a stat block). */
export function topOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top);
}

/**
 * The window's title bar is about 36 px: a stat block "fits a 680 px window" when its content is no taller than the
 * rest (issue 23, "NPC stat blocks … fit a 680 px window for a typical monster").
 */
export const NPC_WINDOW_CONTENT = 680 - 36;

/** How tall the sheet's window content is, scrolled or not. */
export function sheetHeight(page: Page): Promise<number> {
  return page.locator("form.application").evaluate((el) => el.scrollHeight);
}

/**
 * An NPC sheet out of combat: its attacks and abilities first, the generic actions collapsed after them, a keyboard
 * stop that Enter opens; open, they show the reason once.
 */
export async function expectCollapsedActions(page: Page): Promise<void> {
  const actions = page.locator("details.fray-actions--compact");
  expect(await actions.getAttribute("open")).toBeNull();
  expect(await page.locator(".fray-action-button").first().isVisible()).toBe(false);
  await actions.locator("> summary").focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => page.locator(".fray-action-button").first().isVisible()).toBe(true);
  expect(await page.locator("details.fray-actions--compact .fray-actions-notice").isVisible()).toBe(true);
}
