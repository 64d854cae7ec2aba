import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { characterContext } from "../../module/foundry/rulesets/wounds/sheets/character-context.ts";
import { itemContext } from "../../module/foundry/rulesets/wounds/sheets/item-context.ts";
import { npcContext } from "../../module/foundry/rulesets/wounds/sheets/npc-context.ts";
import type { WoundsSheetInput, WoundsSheetItem } from "../../module/foundry/rulesets/wounds/sheets/sheet-data.ts";
import { CHARACTER_PARTS, ITEM_PARTS, NPC_PARTS } from "../../module/foundry/rulesets/wounds/sheets/templates.ts";
import {
  GOBLIN,
  KIT,
  MAIL,
  SWORD,
  SWORDSMAN,
  makeActor,
  makeInput,
  oddsAgainstGoblin,
  onTurn,
} from "../foundry/wounds/sheets/fixtures.ts";
import { itHoldsAtNarrowWidth, oneOfEachKind } from "./support/narrow-sheets.ts";
import {
  flatText as flat,
  NPC_WINDOW_CONTENT,
  roomSheets,
  sheetHeight,
  topOf,
  unlabelledInputs,
} from "./support/room-sheets.ts";
import { checkCompendiumLinks } from "./support/compendium-links.ts";
import { axeOverSheets, sheetVariants, SHOTS, useSheetBrowser, withImages } from "./support/sheet-harness.ts";
import { tabUntil, unnamedButtons } from "./support/keyboard.ts";
import { seriousAxeViolations } from "./support/axe.ts";

const sheets = roomSheets("wounds", { character: CHARACTER_PARTS, npc: NPC_PARTS, item: ITEM_PARTS });
const { CLASSES, i18n } = sheets;
const { character: CHARACTER_CLASSES, npc: NPC_CLASSES, item: ITEM_CLASSES } = CLASSES;

/** Vera a little hurt: two light wounds and a moderate one, some fatigue. */
const HURT = {
  ...SWORDSMAN,
  wounds: { light: 2, moderate: 1, severe: 0, critical: 0, fatal: 0 },
  stamina: { value: 7, max: 11 },
  fatigue: 2,
};

function input(over: Partial<WoundsSheetInput> = {}): WoundsSheetInput {
  return makeInput({ i18n, actor: withImages(makeActor(HURT)), ...over });
}

const characterHtml = (i: WoundsSheetInput) => sheets.character(characterContext(i));

/** A typical monster: a goblin minion with a sword. */
const npcHtml = (over: Partial<WoundsSheetInput> = {}) => {
  const actor = withImages(makeActor(GOBLIN, [SWORD], [], "Goblin Cutter"));
  return sheets.npc(npcContext({ ...input({ actor, odds: oddsAgainstGoblin([SWORD]), ...over }), npc: GOBLIN }));
};

const itemHtml = (item: WoundsSheetItem) => sheets.item(itemContext(sheets.itemInput(item)));

/** Every tab and mode of every sheet, as the axe sweep and the narrow-width check open them. */
const variants = () =>
  sheetVariants({
    classes: CLASSES,
    // The character as its GM sees it in combat: the More quickly control too (decision 195).
    combat: { character: onTurn(7, { viewerIsGm: true }), npc: onTurn(3) },
    characterHtml: (over) => characterHtml(input(over)),
    npcHtml: (over) => npcHtml(over),
    itemHtml: itemHtml(SWORD),
  });

describe("e2e: wounds sheets rendered from the real templates, builders and CSS in headless Chromium", () => {
  const open = useSheetBrowser("wounds-sheets");

  it("the Inventory tab links the ruleset's compendiums: named buttons, 24 px, reached by Tab, both themes", async () => {
    const html = characterHtml(input({ activeTab: "inventory" }));
    await checkCompendiumLinks(open, html, CHARACTER_CLASSES, [
      "Wounds: Rules Reference",
      "Wounds: Monsters",
      "Wounds: Gear",
    ]);
  });

  it("character sheet: stamina and mana bars, the seven Defenses, Toughness apart, the wound grid, one button per attack action", async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await open(characterHtml(input()), CHARACTER_CLASSES, theme);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Vera Kael");
      expect(await page.getByRole("meter").count()).toBe(2);
      expect(await page.locator(".wounds-defenses .fray-tooltip-trigger").count()).toBe(7);
      expect(flat(await page.locator(".wounds-derived--toughnessArmor dd").innerText())).toContain("4 (armor +3)");
      const rows = page.locator(".wounds-grid-row");
      expect(await rows.count()).toBe(5);
      expect(flat(await rows.nth(0).innerText())).toBe("Light 0+ 2 of 6 filled");
      expect(await rows.nth(0).locator(".wounds-slot.is-filled").count()).toBe(2);
      const quick = page.getByRole("button", { name: "Quick 15% Unlikely: Goblin with Longsword, Defense 13" });
      expect(await quick.getAttribute("data-attack-choice")).toBe("quick");
      // Standard, Quick, Strong, Nonlethal, Grapple and Create an Opening on each of the two equipped weapons, and
      // the attack spell's Cast.
      expect(await page.locator(".wounds-attack-kind").count()).toBe(13);
      const cast = page.getByRole("button", { name: /^Cast .*Firebolt/ });
      expect(await cast.getAttribute("data-item-id")).toBe("firebolt");
      expect(await page.locator(".wounds-wound-odds").first().innerText()).toContain("Fatal 15%");
      await page.screenshot({ path: join(SHOTS, `wounds-character-${theme}.png`), fullPage: true });
      await page.close();
    }
  });

  it("the keyboard opens a Defense's formula (the −5 floor shown when it applies) and reaches the attack buttons", async () => {
    const page = await open(characterHtml(input()), CHARACTER_CLASSES, "light");
    expect(await unnamedButtons(page)).toEqual([]);
    const order = await tabUntil(page, (name) => name.startsWith("Standard 15%"), 80);
    expect(order.findIndex((n) => n === "Melee 14")).toBeGreaterThan(order.indexOf("Combat"));
    const tooltip = page.locator("#vera-defense-melee");
    await page.locator(".wounds-defense--melee .fray-tooltip-trigger").focus();
    await expect.poll(() => tooltip.evaluate((el) => getComputedStyle(el).visibility)).toBe("visible");
    expect(flat(await tooltip.innerText())).toContain("Round Shield block +2");
    await page.screenshot({ path: join(SHOTS, "wounds-character-defense-tooltip.png") });
    await page.close();
  });

  it('Healing: Treat Wound at each level and Stabilize, on the target ("a wound on yourself or an adjacent … target")', async () => {
    const page = await open(characterHtml(input()), CHARACTER_CLASSES, "light");
    const section = page.locator(".wounds-heal");
    expect(await section.getByRole("heading", { name: "Healing" }).count()).toBe(1);
    expect(await section.getByRole("button", { name: "Treat Wound: Moderate" }).count()).toBe(1);
    expect(await section.getByRole("button", { name: "Stabilize" }).count()).toBe(1);
    expect(await section.locator("button[data-heal='treatWound']").count()).toBe(5);
    expect(flat(await section.locator(".fray-muted").innerText())).toContain("On: ");
    await page.close();
  });

  it('Ready an Action (decision 211): "Choose an action" lists Ready rows for the actions and the weapons\' attacks; axe in both themes', async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await open(characterHtml(input({ combat: onTurn(7), readying: true })), CHARACTER_CLASSES, theme);
      const section = page.locator(".fray-actions");
      expect(await section.getByRole("button", { name: /^Cancel choosing/ }).count()).toBe(1);
      const strong = section.getByRole("button", { name: /^Ready: Strong Attack — Longsword/ });
      expect(await strong.getAttribute("data-combat-action")).toBe(`ready:strongAttack:${SWORD.id}`);
      expect(await section.getByRole("button", { name: /^Ready: Defend/ }).count()).toBe(1);
      expect(await seriousAxeViolations(page, `wounds ready ${theme}`)).toEqual([]);
      await page.close();
    }
  });

  it('Invested mana (decision 189): "returned as soon as the effect ends" has End effect, a long rest\'s has none; axe in both themes', async () => {
    const invested = [
      { id: "stoneskin", label: "Stone Skin", amount: 4, retrieve: "effectEnds" as const },
      { id: "ward", label: "Ward", amount: 1, retrieve: "longRest" as const },
    ];
    const caster = { ...HURT, raceMana: 8, mana: { value: 3, max: 3 }, invested };
    const npc = withImages(makeActor({ ...GOBLIN, raceMana: 8, invested }, [SWORD], [], "Goblin Shaman"));
    for (const theme of ["light", "dark"] as const) {
      const page = await open(characterHtml(input({ actor: withImages(makeActor(caster)) })), CHARACTER_CLASSES, theme);
      const section = page.locator(".wounds-invested");
      expect(await section.getByRole("heading", { name: "Invested mana" }).count()).toBe(1);
      expect(flat(await section.innerText())).toContain("Ward 1 mana · At the end of a long rest");
      const end = section.getByRole("button", { name: "End effect: Stone Skin (4 mana returns)" });
      expect([await end.getAttribute("data-action"), await end.getAttribute("data-investment")]).toEqual([
        "endInvestment",
        "stoneskin",
      ]);
      expect(await section.getByRole("button").count()).toBe(1);
      expect(await seriousAxeViolations(page, `wounds invested ${theme}`)).toEqual([]);
      await page.close();
      const block = await open(
        sheets.npc(npcContext({ ...input({ actor: npc }), npc: GOBLIN })),
        NPC_CLASSES,
        theme,
        560,
      );
      expect(
        await block
          .locator(".wounds-invested")
          .getByRole("button", { name: /^End effect: Stone Skin/ })
          .count(),
      ).toBe(1);
      expect(await seriousAxeViolations(block, `wounds npc invested ${theme}`)).toEqual([]);
      await block.close();
    }
  });

  it("edit mode: every input labelled, skill rows with their remove buttons, the wound counts as inputs", async () => {
    const page = await open(characterHtml(input({ mode: "edit" })), CHARACTER_CLASSES, "dark");
    expect(await page.getByLabel("Strength", { exact: true }).inputValue()).toBe("2");
    expect(await page.getByRole("button", { name: "Remove the skill Melee/Swords" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Add a skill" }).count()).toBe(1);
    expect(await page.locator("input[name='system.wounds.light']").inputValue()).toBe("2");
    expect(await unlabelledInputs(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, "wounds-character-edit-dark.png"), fullPage: true });
    await page.close();
  });

  it("NPC sheet: a minion's stat block fits a 680 px window, attacks first, its 1-slot track, actions collapsed", async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await open(npcHtml(), NPC_CLASSES, theme, 560);
      expect(await page.locator(".fray-subtitle").innerText()).toBe("Minion · Size −2");
      expect(await page.locator(".wounds-stat-line").first().innerText()).toContain("Str +2");
      expect(await topOf(page, ".wounds-attacks")).toBeLessThan(await topOf(page, ".wounds-attributes"));
      expect(await page.locator(".wounds-grid-row--moderate .wounds-slot").count()).toBe(1);
      expect(await page.locator("details.fray-actions--compact").getAttribute("open")).toBeNull();
      await page.screenshot({ path: join(SHOTS, `wounds-npc-${theme}.png`), fullPage: true });
      expect(await sheetHeight(page), theme).toBeLessThanOrEqual(NPC_WINDOW_CONTENT);
      await page.close();
    }
  });

  it("item sheets show only their kind's fields, labelled, in both themes", async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await open(itemHtml(SWORD), ITEM_CLASSES, theme, 520);
      expect(await page.getByLabel("Equipped").isChecked()).toBe(true);
      expect(await page.getByLabel("Toughness").count()).toBe(0);
      await page.screenshot({ path: join(SHOTS, `wounds-item-weapon-${theme}.png`), fullPage: true });
      await page.close();
    }
    const armor = await open(itemHtml(MAIL), ITEM_CLASSES, "dark", 520);
    expect(await armor.getByLabel("Toughness").inputValue()).toBe("3");
    expect(await armor.getByLabel("Accuracy").count()).toBe(0);
    await armor.close();
  });

  it("axe: no serious or critical violations on every tab and mode of every sheet, in light and dark", async () => {
    expect(await axeOverSheets(open, "wounds", variants())).toEqual([]);
  });

  itHoldsAtNarrowWidth(open, "wounds", variants, () =>
    oneOfEachKind(KIT).map((item) => ({ id: item.id, html: itemHtml(item) })),
  );
});
