import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { joinCombat } from "../../module/engine/rulesets/energy/economy/boundary.ts";
import { DEFAULT_ENERGY_OPTIONS } from "../../module/engine/rulesets/energy/options.ts";
import { energyPoolLabel } from "../../module/foundry/rulesets/energy/combat/pool-label.ts";
import type { EnergySheetCombat } from "../../module/foundry/rulesets/energy/sheets/actions-context.ts";
import { characterContext } from "../../module/foundry/rulesets/energy/sheets/character-context.ts";
import { toEnergyActor } from "../../module/foundry/rulesets/energy/sources.ts";
import { itemContext } from "../../module/foundry/rulesets/energy/sheets/item-context.ts";
import { npcContext } from "../../module/foundry/rulesets/energy/sheets/npc-context.ts";
import type { EnergySheetItem } from "../../module/foundry/rulesets/energy/sheets/sheet-data.ts";
import { CHARACTER_PARTS, ITEM_PARTS, NPC_PARTS } from "../../module/foundry/rulesets/energy/sheets/templates.ts";
import { FIGHTER, KIT, LONGSWORD, makeActor, makeInput } from "../foundry/energy/sheets/fixtures.ts";
import { itHoldsAtNarrowWidth } from "./support/narrow-sheets.ts";
import { expectCollapsedActions, unlabelledInputs } from "./support/room-sheets.ts";
import { itLinksTheCompendiums } from "./support/compendium-links.ts";
import { textContrast } from "./support/contrast.ts";
import { roomSheetWorld } from "./support/room-sheet-world.ts";
import { itIsAxeClean, sheetVariants, SHOTS, useSheetBrowser, withImages } from "./support/sheet-harness.ts";
import { tabUntil, unnamedButtons } from "./support/keyboard.ts";

const world = roomSheetWorld("energy", {
  parts: { character: CHARACTER_PARTS, npc: NPC_PARTS, item: ITEM_PARTS },
  makeInput,
  actor: () => makeActor(),
  characterContext,
  itemContext,
});
const { sheets, CLASSES, input, characterHtml } = world;
const { character: CHARACTER_CLASSES, npc: NPC_CLASSES } = CLASSES;
type Pools = ReturnType<typeof sheets.pools>;

/** Vera's pools now in combat, as the shared sheet class reads them through the room's tracker row. */
const poolsNow = (energy: number, agility: number): Pools =>
  sheets.pools({ id: "vera", name: "Vera Kael" }, energyPoolLabel, [
    { id: "energy", value: energy, max: 6 },
    { id: "agility", value: agility, max: 4 },
    { id: "stamina", value: 12, max: 14 },
  ]);
/** An item's sheet, editable (the longsword's by default). */
const itemHtml = (item: EnergySheetItem = LONGSWORD) => world.itemHtml(item, "<p>A caravan guard's blade.</p>");
const longswordHtml = () => itemHtml();

/** Vera in a running Round with `energy` and `agility` left (the Actions section's in-combat state). */
function inCombat(energy: number, agility: number): EnergySheetCombat {
  const actor = toEnergyActor(makeActor().system, [], []);
  const joined = joinCombat(actor, "vera");
  return {
    round: 1,
    state: { ...joined, economy: { pools: { energy, agility }, uses: {} } },
    actor,
    options: DEFAULT_ENERGY_OPTIONS,
    viewerIsGm: false,
  };
}

/** A sheet of each kind the fields differ by: melee, ranged and thrown weapon, armor, shield, an ability. */
function narrowItems() {
  const javelin: EnergySheetItem = {
    ...LONGSWORD,
    id: "javelin",
    name: "Javelin",
    system: { ...LONGSWORD.system, kind: "thrown" },
  };
  const byId = (id: string) => KIT.find((i) => i.id === id);
  const [bow, mail, buckler, rush] = ["bow", "mail", "buckler", "rush"].map(byId);
  if (!bow || !mail || !buckler || !rush) throw new Error("fixture");
  return [LONGSWORD, bow, javelin, mail, buckler, rush].map((item) => ({ id: item.id, html: itemHtml(item) }));
}

/** Every tab and mode of every sheet, as the axe sweep and the narrow-width check open them. */
const variants = () =>
  sheetVariants({
    classes: CLASSES,
    combat: { character: inCombat(1, 1), npc: inCombat(4, 2) },
    characterHtml: (over) => characterHtml(input(over), over.combat ? poolsNow(1, 1) : null),
    npcHtml: (over) => sheets.npc(npcContext({ ...input(over), threat: "elite" }), over.combat ? poolsNow(1, 1) : null),
    itemHtml: longswordHtml(),
  });

describe("e2e: energy sheets rendered from the real templates, builders and CSS in headless Chromium", () => {
  const open = useSheetBrowser("energy-sheets");

  itLinksTheCompendiums(open, () => characterHtml(input({ activeTab: "inventory" })), CHARACTER_CLASSES, "Energy");

  it("character sheet: header bars and pools, tabs, defenses and the Attack buttons with the exact hit chance", async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await open(characterHtml(input()), CHARACTER_CLASSES, theme);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Vera Kael");
      expect(await page.getByRole("meter").count()).toBe(2);
      expect(await page.locator(".energy-pools dt").allTextContents()).toEqual([
        "Energy per Round",
        "Maximum Agility",
        "Speed",
      ]);
      expect(await page.locator(".fray-tabs > button").allTextContents()).toEqual([
        "Combat",
        "Inventory",
        "Abilities",
        "Biography",
      ]);
      expect(await page.locator(".energy-defenses dt").allTextContents()).toEqual([
        "Unarmed AV",
        "Evasion",
        "Ranged Evasion",
        "Unarmed Evasion",
        "Fortitude",
        "Will",
      ]);
      const attack = page.getByRole("button", { name: "Attack 86% Likely: Ogre with Longsword, AV 17" });
      expect((await attack.innerText()).replace(/\s+/g, " ").trim()).toBe("Attack 86% Likely");
      expect(await attack.locator(".fray-icon").count()).toBe(2);
      const bow = page.getByRole("button", {
        name: "Attack 60% Even odds: Ogre with Shortbow, Miss Chance 7 plus the Ranged Evasion roll",
      });
      expect((await bow.innerText()).replace(/\s+/g, " ").trim()).toBe("Attack 60% Even odds");
      // "Throwing a weapon is a ranged attack. Weapons without the Thrown property deal half damage when thrown unless
      // the Hit Roll is a natural 20": the longsword's row throws it too; the bow's does not.
      const thrown = page.getByRole("button", {
        name: "Throw 55% Even odds: Ogre with Longsword, Miss Chance 8 plus the Ranged Evasion roll, half damage unless a natural 20",
      });
      expect((await thrown.innerText()).replace(/\s+/g, " ").trim()).toBe("Throw 55% Even odds");
      expect(await thrown.getAttribute("data-attack-choice")).toBe("throw");
      expect(await page.locator(".energy-throw-button").count()).toBe(1);
      expect(await page.locator(".energy-attack-range").textContent()).toBe("4 m away: within the first range of 10 m");
      expect(await page.locator(".energy-attack").count()).toBe(2); // the unequipped dagger has no row
      await page.screenshot({ path: join(SHOTS, `energy-character-${theme}.png`), fullPage: true });
      await page.close();
    }
  });

  it("every button is named, the keyboard reaches the Attack button, and a defense's parts open on focus", async () => {
    const page = await open(characterHtml(input()), CHARACTER_CLASSES, "light");
    expect(await unnamedButtons(page)).toEqual([]);
    const order = await tabUntil(page, (name) => name.includes("Ogre with Longsword"));
    const at = (pattern: RegExp) => order.findIndex((n) => pattern.test(n));
    expect(at(/^Edit the sheet$/)).toBe(0);
    expect(at(/^Decrease Aura$/)).toBeLessThan(at(/^Combat$/));
    expect(at(/^Evasion \d+$/)).toBeGreaterThan(at(/^Combat$/));
    expect(at(/Ogre with Longsword/)).toBeGreaterThan(at(/^Will \d+$/));

    const trigger = page.locator(".energy-defense--evasion .fray-tooltip-trigger");
    const tooltip = page.locator("#vera-evasion-parts");
    expect(await tooltip.evaluate((el) => getComputedStyle(el).visibility)).toBe("hidden");
    expect(await trigger.getAttribute("aria-describedby")).toBe("vera-evasion-parts");
    await trigger.focus();
    await expect.poll(() => tooltip.evaluate((el) => getComputedStyle(el).visibility)).toBe("visible");
    // The tooltip fades in; the screenshot waits for the end of the fade.
    await expect.poll(() => tooltip.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    const text = (await tooltip.innerText()).replace(/\s+/g, " ");
    expect(text).toContain("Inherent Evasion +8");
    expect(text).toContain("Armor penalty −2");
    await page.screenshot({ path: join(SHOTS, "energy-character-evasion-tooltip.png") });
    await page.close();
  });

  it("without a target the Attack button says so in text, icon and label", async () => {
    const page = await open(characterHtml(input({ target: null })), CHARACTER_CLASSES, "dark");
    const attack = page.getByRole("button", { name: "Attack, no target: Longsword" });
    expect((await attack.innerText()).replace(/\s+/g, " ")).toContain("No target");
    expect(await attack.locator(".fray-icon--none").count()).toBe(1);
    const thrown = page.getByRole("button", { name: "Throw, no target: Longsword" });
    expect((await thrown.innerText()).replace(/\s+/g, " ")).toContain("No target");
    expect(await page.locator(".energy-target").innerText()).toContain("No target");
    await page.close();
  });

  it("the Attack button keeps AA contrast and the window follows the theme", async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await open(characterHtml(input()), CHARACTER_CLASSES, theme);
      const ratio = await textContrast(page.locator(".energy-attack-button"));
      expect(ratio, theme).toBeGreaterThanOrEqual(4.5);
      const bg = await page.locator(".window-content").evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(bg).toBe(theme === "light" ? "rgb(244, 239, 230)" : "rgb(35, 31, 28)");
      await page.close();
    }
  });

  it("inventory with equip toggles, abilities with costs, and edit mode's labelled inputs", async () => {
    const page = await open(characterHtml(input({ activeTab: "inventory" })), CHARACTER_CLASSES, "light");
    expect(await page.getByRole("button", { name: "Equipped: Dagger" }).getAttribute("aria-pressed")).toBe("false");
    expect(await page.getByRole("button", { name: "Equipped: Buckler" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "One fewer Tonic" }).isVisible()).toBe(true);
    await page.screenshot({ path: join(SHOTS, "energy-character-inventory-light.png"), fullPage: true });
    await page.close();

    const powers = await open(characterHtml(input({ activeTab: "abilities" })), CHARACTER_CLASSES, "dark");
    expect((await powers.locator(".energy-powers").innerText()).replace(/\s+/g, " ")).toContain("1 Energy · 2 Stamina");
    await powers.close();

    const edit = await open(characterHtml(input({ mode: "edit" })), CHARACTER_CLASSES, "dark");
    expect(await edit.getByLabel("Strength score").inputValue()).toBe("16");
    expect(await edit.getByLabel("Charisma modifier").inputValue()).toBe("-1");
    expect(await edit.getByLabel("Current Aura").inputValue()).toBe("25");
    expect(await edit.getByRole("button", { name: "Done editing" }).isVisible()).toBe(true);
    await edit.screenshot({ path: join(SHOTS, "energy-character-edit-dark.png"), fullPage: true });
    await edit.close();
  });

  it("Actions section: the pools now, buttons named by text and cost, Shift both ways, the Stamina swap and the shortfalls in words", async () => {
    const page = await open(
      characterHtml(input({ combat: inCombat(1, 1) }), poolsNow(1, 1)),
      CHARACTER_CLASSES,
      "light",
    );
    const pools = page.getByRole("region", { name: "In combat now" });
    expect(await pools.locator(".fray-visually-hidden").allTextContents()).toEqual([
      "1 of 6 Energy",
      "1 of 4 Agility",
      "12 of 14 Stamina",
    ]);
    const shift = page.getByRole("button", { name: "Shift — 1 Energy" });
    expect(await shift.getAttribute("aria-disabled")).toBeNull();
    // "Using 1 Energy or 2 Agility you move 1m": with 1 Agility left, the Agility form names the shortfall.
    const agile = page.getByRole("button", { name: "Shift — 2 Agility" });
    expect(await agile.getAttribute("aria-disabled")).toBe("true");
    const reasonId = await agile.getAttribute("aria-describedby");
    expect(await page.locator(`#${reasonId}`).textContent()).toContain("Not enough Agility: needs 2, has 1");
    await agile.focus();
    await expect.poll(() => page.locator(`#${reasonId}`).isVisible()).toBe(true);
    // "Once per Round, you may spend 1 Stamina when you would normally spend 1 Energy": a labelled checkbox.
    const swap = page.getByLabel("Pay 1 Energy of the next action with 1 Stamina (once per Round)");
    expect(await swap.isChecked()).toBe(false);

    const reached: string[] = [];
    await page.locator(".energy-attack-button").first().focus();
    for (let i = 0; i < 30 && !reached.includes("Escape a Restraint — 3 Energy"); i++) {
      await page.keyboard.press("Tab");
      reached.push(await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? ""));
    }
    expect(reached).toEqual(
      expect.arrayContaining(["Shift — 1 Energy", "Shift — 2 Agility", "Catch Your Breath — 3 Energy"]),
    );

    const sent: Record<string, string>[] = [];
    await page.exposeFunction("frayAction", (_action: string, data: Record<string, string>) => {
      sent.push(data);
      return characterHtml(input({ combat: inCombat(0, 1) }), poolsNow(0, 1));
    });
    await shift.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ combatAction: "shift", label: "Shift — 1 Energy" });
    await expect
      .poll(() => pools.locator(".fray-pool--energy .fray-visually-hidden").textContent())
      .toBe("0 of 6 Energy");
    await page.screenshot({ path: join(SHOTS, "energy-character-actions-light.png"), fullPage: true });
    await page.close();
  });

  it("a GM's button past a shortfall stays enabled, its reason shown and carried for the override's confirmation", async () => {
    const gmView = { ...inCombat(1, 1), viewerIsGm: true };
    const page = await open(characterHtml(input({ combat: gmView }), poolsNow(1, 1)), CHARACTER_CLASSES, "light");
    const agile = page.getByRole("button", { name: "Shift — 2 Agility" });
    expect(await agile.getAttribute("aria-disabled")).toBeNull();
    expect(await agile.getAttribute("data-override-shortfall")).toBe("Not enough Agility: needs 2, has 1 (1 short).");
    const reasonId = await agile.getAttribute("aria-describedby");
    expect(await page.locator(`#${reasonId}`).textContent()).toContain("Not enough Agility: needs 2, has 1");
    await agile.focus();
    await expect.poll(() => page.locator(`#${reasonId}`).isVisible()).toBe(true);
    // A button the pools cover carries no override.
    const shift = page.getByRole("button", { name: "Shift — 1 Energy" });
    expect(await shift.getAttribute("data-override-shortfall")).toBeNull();
    // Enter on it reaches the sheet's action with the shortfall (actor-sheet.ts asks the GM, then spends).
    const sent: Record<string, string>[] = [];
    await page.exposeFunction("frayAction", (_action: string, data: Record<string, string>) => {
      sent.push(data);
      return characterHtml(input({ combat: gmView }), poolsNow(1, 1));
    });
    await agile.press("Enter");
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({
      combatAction: "shiftAgility",
      overrideShortfall: "Not enough Agility: needs 2, has 1 (1 short).",
    });
    await page.close();
  });

  it("NPC sheet: a compact stat block with the same Attack buttons", async () => {
    for (const theme of ["light", "dark"] as const) {
      const npc = withImages(makeActor(FIGHTER, KIT, ["prone"], "Bog Troll"));
      const context = npcContext({ ...input({ actor: npc }), threat: "elite" });
      const page = await open(sheets.npc(context), NPC_CLASSES, theme, 560);
      expect(await page.locator(".fray-subtitle").innerText()).toBe("Elite · Level 3 · Medium · Speed 6 m");
      expect(await page.getByRole("meter").count()).toBe(2);
      expect(await page.getByRole("button", { name: /^Attack 86% Likely: Ogre with Longsword/ }).count()).toBe(1);
      expect(await page.locator(".energy-ability-line").innerText()).toContain("Strength 16 (+3)");
      expect(await page.locator(".energy-conditions").innerText()).toContain("Prone");
      await expectCollapsedActions(page);
      await page.screenshot({ path: join(SHOTS, `energy-npc-${theme}.png`), fullPage: true });
      await page.close();
    }
  });

  it("item sheets at 500 px: the fields of the weapon's kind, a bow's draw weight in kg, none on a melee weapon", async () => {
    const bow = KIT.find((i) => i.id === "bow");
    if (!bow) throw new Error("fixture");
    // A melee weapon has no draw weight or range; a bow has them, in kg and m.
    const melee = await open(itemHtml(), "fray fray-sheet item energy energy-item", "light", 500);
    expect(await melee.getByLabel("Draw Weight").count()).toBe(0);
    expect(await melee.getByLabel("Maximum").count()).toBe(0);
    expect(await melee.locator(`[id="${LONGSWORD.id}-system-reach-unit"]`).textContent()).toBe("m");
    await melee.close();
    const ranged = await open(itemHtml(bow), "fray fray-sheet item energy energy-item", "light", 500);
    const draw = ranged.getByRole("spinbutton", { name: "Draw Weight" });
    expect(await draw.getAttribute("aria-describedby")).toBe(
      "bow-system-drawWeightKg-unit bow-system-drawWeightKg-hint",
    );
    expect(await ranged.locator("#bow-system-drawWeightKg-unit").textContent()).toBe("kg");
    expect(await ranged.getByLabel("Reach", { exact: true }).count()).toBe(0);
    await ranged.close();
  });

  it("item sheet: every field a labelled input, in both themes", async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await open(longswordHtml(), "fray fray-sheet item energy energy-item", theme, 520);
      expect(await page.getByLabel("Equipped").isChecked()).toBe(true);
      expect(await page.getByRole("button", { name: "Change the image of Longsword" }).count()).toBe(1);
      expect(await unlabelledInputs(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `energy-item-weapon-${theme}.png`), fullPage: true });
      await page.close();
    }
  });

  itIsAxeClean(open, "energy", variants);

  itHoldsAtNarrowWidth(open, "energy", variants, narrowItems);
});
