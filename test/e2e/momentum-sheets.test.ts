import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { characterContext } from "../../module/foundry/rulesets/momentum/sheets/character-context.ts";
import { itemContext } from "../../module/foundry/rulesets/momentum/sheets/item-context.ts";
import { npcContext } from "../../module/foundry/rulesets/momentum/sheets/npc-context.ts";
import type {
  MomentumSheetInput,
  MomentumSheetItem,
} from "../../module/foundry/rulesets/momentum/sheets/sheet-data.ts";
import { CHARACTER_PARTS, ITEM_PARTS, NPC_PARTS } from "../../module/foundry/rulesets/momentum/sheets/templates.ts";
import { AX, KIT, WARD, WARRIOR, makeActor, makeInput, onTurn } from "../foundry/momentum/sheets/fixtures.ts";
import { itHoldsAtNarrowWidth, oneOfEachKind } from "./support/narrow-sheets.ts";
import { flatText as flat, NPC_WINDOW_CONTENT, sheetHeight, topOf, unlabelledInputs } from "./support/room-sheets.ts";
import { roomSheetWorld } from "./support/room-sheet-world.ts";
import { itLinksTheCompendiums } from "./support/compendium-links.ts";
import { itIsAxeClean, sheetVariants, SHOTS, useSheetBrowser, withImages } from "./support/sheet-harness.ts";
import { tabUntil, unnamedButtons } from "./support/keyboard.ts";

const { sheets, CLASSES, input, characterHtml, itemHtml } = roomSheetWorld("momentum", {
  parts: { character: CHARACTER_PARTS, npc: NPC_PARTS, item: ITEM_PARTS },
  makeInput,
  actor: () => makeActor(),
  characterContext,
  itemContext,
});
const { character: CHARACTER_CLASSES, npc: NPC_CLASSES, item: ITEM_CLASSES } = CLASSES;

/** A typical monster: a brute with an ax, hide for Armor, resistant to Heat, and one effect Ability. */
const BRUTE = {
  ...WARRIOR,
  stats: { ...WARRIOR.stats, strength: 16, dexterity: 12 },
  naturalArmor: 2,
  vitality: { value: 30, max: 30 },
  affinities: { resistant: ["heat"], immune: [], vulnerable: ["cold"] },
} as const;
const CLAW = {
  ...AX,
  id: "claw",
  name: "Claw",
  system: { ...AX.system, damage: [{ type: "physical", count: 1, faces: 6, flat: 2 }] },
} as const satisfies MomentumSheetItem;
const BRUTE_KIT: readonly MomentumSheetItem[] = [AX, CLAW, WARD];

const npcHtml = (over: Partial<MomentumSheetInput> = {}) => {
  const actor = withImages(makeActor(BRUTE, BRUTE_KIT, [], "Bog Brute"));
  const odds = { ax: { hitChance: 0.7, against: 12 }, claw: { hitChance: 0.7, against: 12 } };
  return sheets.npc(npcContext({ ...input({ actor, odds, ...over }), threat: "elite" }));
};

/** Every tab and mode of every sheet, as the axe sweep and the narrow-width check open them. */
const variants = () =>
  sheetVariants({
    classes: CLASSES,
    combat: { character: onTurn(1), npc: onTurn(3) },
    characterHtml: (over) => characterHtml(input(over)),
    npcHtml,
    itemHtml: itemHtml(AX),
  });

describe("e2e: momentum sheets rendered from the real templates, builders and CSS in headless Chromium", () => {
  const open = useSheetBrowser("momentum-sheets");

  itLinksTheCompendiums(open, () => characterHtml(input({ activeTab: "inventory" })), CHARACTER_CLASSES, "Momentum");

  it("character sheet: bars, Stats with bonuses, derived Evasion with its cap, Defense Rolls and buttons with exact odds", async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await open(characterHtml(input()), CHARACTER_CLASSES, theme);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Vera Kael");
      expect(await page.getByRole("meter").count()).toBe(2);
      expect(await page.locator(".momentum-header-values dt").allTextContents()).toEqual([
        "Temporary Vitality",
        "Narrative Momentum",
      ]);
      expect(flat(await page.locator(".momentum-stat--strength").innerText())).toBe("Strength 14 (+4)");
      expect(flat(await page.locator(".momentum-derived--evasion dd").innerText())).toContain("Capped at 14 by armor");
      expect(await page.locator(".momentum-defense-rolls dt").count()).toBe(7);
      const ax = page.getByRole("button", { name: "Attack 70% Likely: Brute with Ax, Evasion 12" });
      expect(flat(await ax.innerText())).toBe("Attack 70% Likely");
      const hex = page.getByRole("button", { name: "Use 80% Likely: Brute's Defense Roll against Hex, DR Power 14" });
      expect(flat(await hex.innerText())).toBe("Use 80% Likely");
      expect(await page.locator(".momentum-attack").count()).toBe(4); // the unequipped dagger and the effect have none
      // The Skill Check (decision 142): the skill picked by its label, each with its chance, the number's − / +.
      const skill = page.getByLabel("Skill", { exact: true });
      expect(await skill.locator("option:checked").textContent()).toBe("Raw Force +4: 70%");
      expect(await page.getByRole("group", { name: "Against 11" }).getByRole("button").count()).toBe(3);
      expect(await page.getByRole("button", { name: "Raise the number by 1" }).isEnabled()).toBe(true);
      await page.screenshot({ path: join(SHOTS, `momentum-character-${theme}.png`), fullPage: true });
      await page.close();
    }
  });

  it("the keyboard reaches Evasion's parts (open on focus) and the Attack button; every button is named", async () => {
    const page = await open(characterHtml(input()), CHARACTER_CLASSES, "light");
    expect(await unnamedButtons(page)).toEqual([]);
    const order = await tabUntil(page, (name) => name.includes("Brute with Ax"), 60);
    expect(order[0]).toBe("Edit the sheet");
    expect(order.findIndex((n) => n === "Evasion 15")).toBeGreaterThan(order.indexOf("Combat"));
    expect(order.some((n) => n.includes("Brute with Ax"))).toBe(true);

    const trigger = page.locator(".momentum-derived--evasion .fray-tooltip-trigger");
    const tooltip = page.locator("#vera-evasion-parts");
    expect(await tooltip.evaluate((el) => getComputedStyle(el).visibility)).toBe("hidden");
    await trigger.focus();
    await expect.poll(() => tooltip.evaluate((el) => getComputedStyle(el).visibility)).toBe("visible");
    await expect.poll(() => tooltip.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    const text = flat(await tooltip.innerText());
    expect(text).toContain("Strength Bonus (Evasion Stat) +4");
    expect(text).toContain("Evasion Cap 14 −3");
    await page.screenshot({ path: join(SHOTS, "momentum-character-evasion-tooltip.png") });
    await page.close();
  });

  it("edit mode: labelled inputs with their hints (units in the label), three multiple selects for the affinities", async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await open(characterHtml(input({ mode: "edit" })), CHARACTER_CLASSES, theme);
      expect(await page.getByLabel("Strength", { exact: true }).inputValue()).toBe("14");
      const movement = page.getByLabel("Basic Movement (m)");
      expect(await movement.inputValue()).toBe("3");
      const hintId = await movement.getAttribute("aria-describedby");
      expect(await page.locator(`#${hintId}`).textContent()).toBe("Metres moved each turn without AP; usually 3 m.");
      expect(await page.getByLabel("Resistances").evaluate((el) => (el as HTMLSelectElement).multiple)).toBe(true);
      expect(await page.getByLabel("Evasion Stat").inputValue()).toBe("strength");
      expect(await unlabelledInputs(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `momentum-character-edit-${theme}.png`), fullPage: true });
      await page.close();
    }
  });

  it("Actions section in combat: buttons named by text and AP cost, the shortfall in words, reached by keyboard", async () => {
    const page = await open(characterHtml(input({ combat: onTurn(1) })), CHARACTER_CLASSES, "dark");
    const move = page.getByRole("button", { name: "Move — 1 AP" });
    expect(await move.getAttribute("aria-disabled")).toBeNull();
    const attack = page.getByRole("button", { name: "Attack — 2 AP" });
    expect(await attack.getAttribute("aria-disabled")).toBe("true");
    const reasonId = await attack.getAttribute("aria-describedby");
    expect(await page.locator(`#${reasonId}`).textContent()).toContain("Not enough AP: needs 2, has 1");
    await attack.focus();
    await expect.poll(() => page.locator(`#${reasonId}`).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Cinematic Action — 3 AP + 3 NM" }).count()).toBe(1);
    const sent: Record<string, string>[] = [];
    await page.exposeFunction("frayAction", (_action: string, data: Record<string, string>) => {
      sent.push(data);
      return characterHtml(input({ combat: onTurn(0) }));
    });
    await move.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ combatAction: "move", label: "Move — 1 AP" });
    await page.screenshot({ path: join(SHOTS, "momentum-character-actions-dark.png"), fullPage: true });
    await page.close();
  });

  it("NPC sheet: a typical monster's stat block fits a 680 px window, attacks first, generic actions collapsed", async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await open(npcHtml(), NPC_CLASSES, theme, 560);
      expect(await page.locator(".fray-subtitle").innerText()).toBe("Elite · Creature · Medium");
      expect(await page.getByRole("button", { name: /^Attack 70% Likely: Brute with Claw/ }).count()).toBe(1);
      expect(await page.locator(".momentum-stat-line").innerText()).toContain("Strength 16 (+6)");
      expect(flat(await page.locator(".momentum-affinities").innerText())).toBe("Resistant Heat Vulnerable Cold");
      // Attacks come before the Stats, the Actions are collapsed (out of combat), Skill Levels too.
      expect(await topOf(page, ".momentum-attacks")).toBeLessThan(await topOf(page, ".momentum-stats"));
      expect(await page.locator("details.fray-actions--compact").getAttribute("open")).toBeNull();
      expect(await page.locator("details.momentum-skills").getAttribute("open")).toBeNull();
      await page.screenshot({ path: join(SHOTS, `momentum-npc-${theme}.png`), fullPage: true });
      // The whole block shows without scrolling in a 680 px window.
      expect(await sheetHeight(page), theme).toBeLessThanOrEqual(NPC_WINDOW_CONTENT);
      await page.locator("details.fray-actions--compact > summary").focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.locator(".fray-action-button").first().isVisible()).toBe(true);
      await page.close();
    }
  });

  it("item sheets show only their kind's fields, labelled, with hints, in both themes", async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await open(itemHtml(AX), ITEM_CLASSES, theme, 520);
      expect(await page.getByLabel("Equipped").isChecked()).toBe(true);
      expect(await page.getByLabel("Range (m)").inputValue()).toBe("1");
      expect(await page.getByRole("group", { name: "Damage component 1" }).count()).toBe(1);
      expect(await page.getByLabel("Evasion Cap").count()).toBe(0);
      expect(await unlabelledInputs(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `momentum-item-weapon-${theme}.png`), fullPage: true });
      await page.close();
    }
    const armor = await open(itemHtml(KIT[3] ?? AX), ITEM_CLASSES, "dark", 520);
    expect(await armor.getByLabel("Evasion Cap").inputValue()).toBe("14");
    expect(await armor.getByLabel("Range (m)").count()).toBe(0);
    await armor.close();
  });

  itIsAxeClean(open, "momentum", variants);

  itHoldsAtNarrowWidth(open, "momentum", variants, () =>
    oneOfEachKind(KIT).map((item) => ({ id: item.id, html: itemHtml(item) })),
  );
});
