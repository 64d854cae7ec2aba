import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { characterContext } from "../../module/foundry/rulesets/contest/sheets/character-context.ts";
import { itemContext } from "../../module/foundry/rulesets/contest/sheets/item-context.ts";
import { npcContext } from "../../module/foundry/rulesets/contest/sheets/npc-context.ts";
import type { ContestSheetInput } from "../../module/foundry/rulesets/contest/sheets/sheet-data.ts";
import { CHARACTER_PARTS, ITEM_PARTS, NPC_PARTS } from "../../module/foundry/rulesets/contest/sheets/templates.ts";
import { KIT, KNIGHT, PLATE, SWORD, makeActor, makeInput, onTurn } from "../foundry/contest/sheets/fixtures.ts";
import { itHoldsAtNarrowWidth, oneOfEachKind } from "./support/narrow-sheets.ts";
import { flatText as flat, NPC_WINDOW_CONTENT, sheetHeight, topOf, unlabelledInputs } from "./support/room-sheets.ts";
import { roomSheetWorld } from "./support/room-sheet-world.ts";
import { itLinksTheCompendiums } from "./support/compendium-links.ts";
import { itIsAxeClean, sheetVariants, SHOTS, useSheetBrowser, withImages } from "./support/sheet-harness.ts";
import { tabUntil, unnamedButtons } from "./support/keyboard.ts";

const { sheets, CLASSES, input, characterHtml, itemHtml } = roomSheetWorld("contest", {
  parts: { character: CHARACTER_PARTS, npc: NPC_PARTS, item: ITEM_PARTS },
  makeInput,
  actor: () => makeActor(),
  characterContext,
  itemContext,
});
const { character: CHARACTER_CLASSES, npc: NPC_CLASSES, item: ITEM_CLASSES } = CLASSES;

/** A typical monster: a knight with its sword, plate and shield, Magic Resistance (2). */
const BRUTE = { ...KNIGHT, resistances: [{ against: "magical", value: 2, source: "Ork" }] } as const;

const npcHtml = (over: Partial<ContestSheetInput> = {}) => {
  const actor = withImages(makeActor(BRUTE, KIT, [], "Ork Warchief", "npc"));
  return sheets.npc(npcContext({ ...input({ actor, ...over }), threat: "elite" }));
};

/** Every tab and mode of every sheet, as the axe sweep and the narrow-width check open them. */
const variants = () =>
  sheetVariants({
    classes: CLASSES,
    combat: { character: onTurn(1), npc: onTurn(3) },
    characterHtml: (over) => characterHtml(input(over)),
    npcHtml,
    itemHtml: itemHtml(SWORD),
  });

describe("e2e: contest sheets rendered from the real templates, builders and CSS in headless Chromium", () => {
  const open = useSheetBrowser("contest-sheets");

  itLinksTheCompendiums(open, () => characterHtml(input({ activeTab: "inventory" })), CHARACTER_CLASSES, "Contest");

  it("character sheet: Health bar, AR and BR, skills with their attribute, styles and the Strike's exact test", async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await open(characterHtml(input()), CHARACTER_CLASSES, theme);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Kara");
      expect(await page.getByRole("meter").count()).toBe(1);
      expect(await page.locator(".contest-header-values dt").allTextContents()).toEqual([
        "Initiative",
        "AR",
        "BR",
        "Speed",
      ]);
      expect(flat(await page.locator(".contest-skill--athletics").innerText())).toBe("Athletics (Strength) +4");
      expect(flat(await page.locator(".contest-style").first().innerText())).toContain("Default for tests");
      const strike = page.getByRole("button", { name: "Strike 70% Likely: Brute with Longsword, 1d20 +4 vs 11" });
      expect(flat(await strike.innerText())).toBe("Strike 70% Likely");
      expect(flat(await page.locator(".contest-test").innerText())).toContain("Successes 0: 30% · 1: 25%");
      await page.screenshot({ path: join(SHOTS, `contest-character-${theme}.png`), fullPage: true });
      await page.close();
    }
  });

  it("the keyboard reaches the Strike button; every button is named", async () => {
    const page = await open(characterHtml(input()), CHARACTER_CLASSES, "light");
    expect(await unnamedButtons(page)).toEqual([]);
    const order = await tabUntil(page, (name) => name.includes("Brute with Longsword"), 80);
    expect(order[0]).toBe("Edit the sheet");
    expect(order.some((n) => n.includes("Brute with Longsword"))).toBe(true);
    await page.close();
  });

  it("edit mode: labelled inputs with hints and units, each style's gear line, the AR source select", async () => {
    const page = await open(characterHtml(input({ mode: "edit" })), CHARACTER_CLASSES, "dark");
    expect(await page.getByLabel("Strength", { exact: true }).inputValue()).toBe("2");
    const speed = page.getByLabel("Speed", { exact: true });
    expect(await speed.inputValue()).toBe("6");
    const described = (await speed.getAttribute("aria-describedby")) ?? "";
    expect(await page.locator(`[id="${described.split(" ")[0] ?? ""}"]`).textContent()).toBe("m");
    expect(await page.getByLabel("Gear list").first().inputValue()).toBe("full armor, shield, longsword, lance, flail");
    expect(await page.getByLabel("Armor Rating source").inputValue()).toBe("");
    expect(await page.getByRole("button", { name: "Add a Fighting Style" }).count()).toBe(1);
    expect(await unlabelledInputs(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, "contest-character-edit-dark.png"), fullPage: true });
    await page.close();
  });

  it("Actions in combat: named by text and AP, the shortfall in words", async () => {
    const page = await open(characterHtml(input({ combat: onTurn(0) })), CHARACTER_CLASSES, "light");
    const dash = page.getByRole("button", { name: "Dash — 1 AP" });
    expect(await dash.getAttribute("aria-disabled")).toBe("true");
    const reasonId = await dash.getAttribute("aria-describedby");
    expect(await page.locator(`#${reasonId}`).textContent()).toContain("Not enough AP: needs 1, has 0");
    expect(await page.getByRole("button", { name: "Free action — Free" }).getAttribute("aria-disabled")).toBeNull();
    await page.close();
  });

  it("NPC sheet: a typical monster's stat block fits a 680 px window, Strikes first", async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await open(npcHtml(), NPC_CLASSES, theme, 560);
      expect(await page.locator(".fray-subtitle").innerText()).toBe("Elite · Medium · speed 6 m");
      expect(await page.getByRole("button", { name: /^Strike 70% Likely: Brute with Longsword/ }).count()).toBe(1);
      expect(await page.locator(".contest-attribute-line").innerText()).toBe("Strength +2 · Agility +1 · PER +1");
      expect(await topOf(page, ".contest-attacks")).toBeLessThan(await topOf(page, ".contest-summary"));
      await page.screenshot({ path: join(SHOTS, `contest-npc-${theme}.png`), fullPage: true });
      expect(await sheetHeight(page), theme).toBeLessThanOrEqual(NPC_WINDOW_CONTENT);
      await page.close();
    }
  });

  it("item sheets show only their kind's fields, labelled", async () => {
    const page = await open(itemHtml(SWORD), ITEM_CLASSES, "light", 520);
    expect(await page.getByLabel("Equipped").isChecked()).toBe(true);
    expect(await page.getByLabel("Reach", { exact: true }).inputValue()).toBe("1");
    expect(await page.getByLabel("Full-suit AR").count()).toBe(0);
    await page.close();
    const armor = await open(itemHtml(PLATE), ITEM_CLASSES, "dark", 520);
    expect(await armor.getByLabel("Full-suit AR").inputValue()).toBe("5");
    expect(await armor.getByLabel("Reach", { exact: true }).count()).toBe(0);
    await armor.screenshot({ path: join(SHOTS, "contest-item-armor-dark.png"), fullPage: true });
    await armor.close();
  });

  itIsAxeClean(open, "contest", variants);

  itHoldsAtNarrowWidth(open, "contest", variants, () =>
    oneOfEachKind(KIT).map((item) => ({ id: item.id, html: itemHtml(item) })),
  );
});
