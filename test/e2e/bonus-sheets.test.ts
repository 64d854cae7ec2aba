import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { newBonusCombatant } from "../../module/engine/rulesets/bonus/economy/combatant.ts";
import { bonusPoolLabel } from "../../module/foundry/rulesets/bonus/combat/pool-label.ts";
import { toBonusActor } from "../../module/foundry/rulesets/bonus/derive.ts";
import type { BonusSheetCombat } from "../../module/foundry/rulesets/bonus/sheets/actions-context.ts";
import { characterContext } from "../../module/foundry/rulesets/bonus/sheets/character-context.ts";
import { itemContext } from "../../module/foundry/rulesets/bonus/sheets/item-context.ts";
import { npcContext } from "../../module/foundry/rulesets/bonus/sheets/npc-context.ts";
import { CHARACTER_PARTS, ITEM_PARTS, NPC_PARTS } from "../../module/foundry/rulesets/bonus/sheets/templates.ts";
import type { BonusSheetItem } from "../../module/foundry/rulesets/bonus/sheets/sheet-data.ts";
import { adjustedValue } from "../../module/foundry/rulesets/bonus/sheets/updates.ts";
import {
  DAGGER,
  FIGHTER,
  GOBLIN,
  KIT,
  LONGSWORD,
  MAIL,
  makeActor,
  makeInput,
} from "../foundry/bonus/sheets/fixtures.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { itHoldsAtNarrowWidth } from "./support/narrow-sheets.ts";
import { expectCollapsedActions } from "./support/room-sheets.ts";
import { itLinksTheCompendiums } from "./support/compendium-links.ts";
import { textContrast } from "./support/contrast.ts";
import { roomSheetWorld } from "./support/room-sheet-world.ts";
import { itIsAxeClean, sheetVariants, SHOTS, useSheetBrowser, withImages } from "./support/sheet-harness.ts";
import { tabUntil, unnamedButtons } from "./support/keyboard.ts";

const world = roomSheetWorld("bonus", {
  parts: { character: CHARACTER_PARTS, npc: NPC_PARTS, item: ITEM_PARTS },
  makeInput,
  actor: () => makeActor(),
  characterContext,
  itemContext,
});
const { sheets, CLASSES, input, characterHtml } = world;
const { character: CHARACTER_CLASSES, npc: NPC_CLASSES } = CLASSES;
type Pools = ReturnType<typeof sheets.pools>;

/** Aldra's pools now in combat, as the shared sheet class reads them through the room's tracker row. */
const poolsNow = (actions: number): Pools =>
  sheets.pools({ id: "aldra", name: "Aldra Venn" }, bonusPoolLabel, [
    { id: "actions", value: actions, max: 2 },
    { id: "vigor", value: 17, max: 20 },
  ]);
/** An item's sheet, editable (the longsword's by default). */
const itemHtml = (item: BonusSheetItem = LONGSWORD) => world.itemHtml(item, "<p>A plain soldier's blade.</p>");
const longswordHtml = () => itemHtml();

/** Aldra's turn in a running combat with one action left (the Actions section's in-combat state). */
function inCombat(actions = 1): BonusSheetCombat {
  const state = newBonusCombatant("aldra");
  return {
    round: 1,
    ownTurn: true,
    state: { ...state, economy: { ...state.economy, pools: { actions } } },
    actor: toBonusActor(makeActor().system, []),
    viewerIsGm: false,
  };
}

const BOW: BonusSheetItem = {
  ...LONGSWORD,
  id: "shortbow",
  name: "Shortbow",
  system: { ...LONGSWORD.system, ranged: true, range: 120 },
};

/** A sheet of each kind the fields differ by: melee and ranged weapon, armor, a talent (costs and bonus dice). */
function narrowItems() {
  const talent = KIT.find((i) => i.kind === "ability" && i.system.kind === "talent");
  if (!talent) throw new Error("fixture");
  return [LONGSWORD, BOW, MAIL, talent].map((item) => ({ id: item.id, html: itemHtml(item) }));
}

/** Every tab and mode of every sheet, as the axe sweep and the narrow-width check open them. */
const variants = () =>
  sheetVariants({
    classes: CLASSES,
    combat: { character: inCombat(), npc: inCombat() },
    characterHtml: (over) => characterHtml(input(over), over.combat ? poolsNow(1) : null),
    npcHtml: (over) => sheets.npc(npcContext({ ...input(over), threat: "elite" }), over.combat ? poolsNow(1) : null),
    itemHtml: longswordHtml(),
  });

describe("e2e: bonus sheets rendered from the real templates, builders and CSS in headless Chromium", () => {
  const open = useSheetBrowser("bonus-sheets");

  itLinksTheCompendiums(open, () => characterHtml(input({ activeTab: "inventory" })), CHARACTER_CLASSES, "Bonus Dice");

  it("character sheet: header, bars, tabs and the Attack buttons with the exact hit chance", async () => {
    const page = await open(characterHtml(input()), CHARACTER_CLASSES, "light");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Aldra Venn");
    expect(await page.getByRole("meter").count()).toBe(4);
    expect(await page.locator(".fray-tabs > button").allTextContents()).toEqual([
      "Combat",
      "Inventory",
      "Abilities",
      "Biography",
    ]);
    // Only the active tab shows.
    expect(await page.locator('[data-tab="main"].tab').isVisible()).toBe(true);
    expect(await page.locator('[data-tab="inventory"].tab').isVisible()).toBe(false);

    // 2 Agility dice (d10) against Guard 16 (15 + the goblin's vest): the button says it in words and numbers.
    const attack = page.getByRole("button", { name: /^Attack \d+% \w+.*: Marsh Goblin with Longsword/ });
    expect(await attack.getAttribute("aria-label")).toMatch(
      /^Attack \d+% (Likely|Even odds|Unlikely): Marsh Goblin with Longsword, against Guard \d+$/,
    );
    const text = (await attack.innerText()).replace(/\s+/g, " ");
    expect(text).toMatch(/Attack \d+% (Likely|Even odds|Unlikely)/);
    expect(await attack.locator(".fray-icon").count()).toBe(2);
    expect(await page.locator(".bonus-attack").count()).toBe(2); // the unequipped dagger has no row
    await page.screenshot({ path: join(SHOTS, "bonus-character-light.png"), fullPage: true });
    await page.close();
  });

  it("every button has an accessible name and the keyboard reaches the Attack button, tooltip on focus", async () => {
    const page = await open(characterHtml(input()), CHARACTER_CLASSES, "light");
    expect(await unnamedButtons(page)).toEqual([]);

    const order = await tabUntil(page, (name) => name.includes("Marsh Goblin with Longsword"));
    const at = (pattern: RegExp) => order.findIndex((n) => pattern.test(n));
    expect(at(/Marsh Goblin with Longsword/)).toBeGreaterThan(0);
    // Reading order: mode toggle, resource buttons, tabs, Guard's tooltip trigger, then the attacks.
    expect(at(/^Edit the sheet$/)).toBe(0);
    expect(at(/^Decrease Durability$/)).toBeLessThan(at(/^Combat$/));
    expect(at(/^Combat$/)).toBeLessThan(at(/^18$/));
    expect(at(/^18$/)).toBeLessThan(at(/Marsh Goblin with Longsword/));

    // Guard's breakdown: hidden until its value has keyboard focus, then announced through aria-describedby.
    const tooltip = page.locator('[role="tooltip"]');
    expect(await tooltip.evaluate((el) => getComputedStyle(el).visibility)).toBe("hidden");
    const describedBy = await page.locator(".bonus-guard .fray-tooltip-trigger").getAttribute("aria-describedby");
    expect(await tooltip.getAttribute("id")).toBe(describedBy);
    await page.locator(".bonus-guard .fray-tooltip-trigger").focus();
    await expect.poll(() => tooltip.evaluate((el) => getComputedStyle(el).visibility)).toBe("visible");
    expect(await page.getByRole("tooltip").count()).toBe(1);
    expect((await tooltip.innerText()).replace(/\s+/g, " ")).toContain("Base Guard +15");
    expect(await tooltip.innerText()).toContain("Mail Hauberk");
    await page.screenshot({ path: join(SHOTS, "bonus-character-guard-tooltip.png") });
    await page.close();
  });

  it("without a target the Attack button says so in text, icon and label", async () => {
    const page = await open(characterHtml(input({ target: null })), CHARACTER_CLASSES, "light");
    const attack = page.getByRole("button", { name: "Attack, no target: Longsword" });
    expect((await attack.innerText()).replace(/\s+/g, " ")).toContain("No target");
    expect(await page.locator(".bonus-target").innerText()).toContain("No target");
    await page.close();
  });

  it("wounded: a badge and the stepped-down bonus die say it in words, with an icon", async () => {
    const wounded = withImages(makeActor({ ...FIGHTER, durability: { value: 0, max: 20 } }));
    const page = await open(characterHtml(input({ actor: wounded })), CHARACTER_CLASSES, "dark");
    expect(await page.locator(".fray-badge--wounded").innerText()).toContain("Wounded");
    expect(await page.locator(".fray-badge--wounded .fray-icon").count()).toBe(1);
    expect((await page.locator(".bonus-die dd").innerText()).replace(/\s+/g, " ")).toContain("d8 Wounded");
    await page.screenshot({ path: join(SHOTS, "bonus-character-wounded-dark.png"), fullPage: true });
    await page.close();
  });

  it("dark theme: the tokens switch and the Attack button text keeps AA contrast in both themes", async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await open(characterHtml(input()), CHARACTER_CLASSES, theme);
      const ratio = await textContrast(page.locator(".bonus-attack-button"));
      expect(ratio, theme).toBeGreaterThanOrEqual(4.5);
      const bg = await page.locator(".window-content").evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(bg).toBe(theme === "light" ? "rgb(244, 239, 230)" : "rgb(35, 31, 28)");
      await page.screenshot({ path: join(SHOTS, `bonus-character-${theme}-viewport.png`) });
      if (theme === "dark") await page.screenshot({ path: join(SHOTS, "bonus-character-dark.png"), fullPage: true });
      await page.close();
    }
  });

  it("inventory and edit mode: equip toggles, quantities and form inputs with labels", async () => {
    const page = await open(characterHtml(input({ activeTab: "inventory" })), CHARACTER_CLASSES, "light");
    const dagger = page.getByRole("button", { name: "Equipped: Dagger" });
    expect(await dagger.getAttribute("aria-pressed")).toBe("false");
    expect(await page.getByRole("button", { name: "Equipped: Longsword" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "One fewer Healing Draught" }).isVisible()).toBe(true);
    await page.screenshot({ path: join(SHOTS, "bonus-character-inventory-light.png"), fullPage: true });
    await page.close();

    const edit = await open(characterHtml(input({ mode: "edit" })), CHARACTER_CLASSES, "dark");
    expect(await edit.getByLabel("Agility", { exact: true }).inputValue()).toBe("2");
    expect(await edit.getByLabel("Size").inputValue()).toBe("medium");
    expect(await edit.getByLabel("Maximum Vigor").inputValue()).toBe("20");
    expect(await edit.getByRole("button", { name: "Done editing" }).isVisible()).toBe(true);
    await edit.screenshot({ path: join(SHOTS, "bonus-character-edit-dark.png"), fullPage: true });
    await edit.close();
  });

  it("buttons run the real update rules: Decrease Vigor and equipping the dagger re-render the sheet", async () => {
    let actor = withImages(makeActor());
    // The inventory tab is open; the header's bars show on every tab, the attacks list stays in the (hidden) main tab.
    const page = await open(characterHtml(input({ actor, activeTab: "inventory" })), CHARACTER_CLASSES, "light");
    await page.exposeFunction("frayAction", (action: string, data: Record<string, string>) => {
      if (action === "adjustResource" && data["resource"] === "vigor") {
        const value = adjustedValue(actor.system.vigor, Number(data["delta"]));
        if (value !== null) actor = withImages(makeActor({ ...FIGHTER, vigor: { ...FIGHTER.vigor, value } }));
      }
      if (action === "toggleEquip" && data["itemId"] === DAGGER.id) {
        const items = actor.items.map((i) =>
          i.id === DAGGER.id && i.kind === "weapon"
            ? { ...i, system: { ...i.system, equipped: !i.system.equipped } }
            : i,
        );
        actor = withImages(makeActor(FIGHTER, items));
      }
      return characterHtml(input({ actor, activeTab: "inventory" }));
    });
    await page.getByRole("button", { name: "Decrease Vigor" }).click();
    await expect.poll(() => page.locator('[data-resource="vigor"] .resource-value').textContent()).toBe("16 / 20");
    await page.getByRole("button", { name: "Equipped: Dagger" }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "Equipped: Dagger" }).getAttribute("aria-pressed"))
      .toBe("true");
    expect(await page.locator(".bonus-attack").count()).toBe(3);
    await page.close();
  });

  it("Actions section: the pools now, each action a keyboard-reachable button; a blocked one says why in its tooltip", async () => {
    const page = await open(characterHtml(input({ combat: inCombat() }), poolsNow(1)), CHARACTER_CLASSES, "light");
    // The pools as they stand: pips with the number, and the words for screen readers.
    const pools = page.getByRole("region", { name: "In combat now" });
    expect((await pools.locator(".fray-pool--actions").innerText()).replace(/\s+/g, " ")).toContain("1/2");
    expect(await pools.locator(".fray-pool--actions .fray-visually-hidden").textContent()).toBe("1 of 2 Actions");
    expect(await pools.locator(".fray-pool--vigor .fray-pool-bar").count()).toBe(1); // 20 points: a bar, not pips
    const defend = page.getByRole("button", { name: "Defend — 1 action" });
    expect((await defend.innerText()).replace(/\s+/g, " ")).toBe("Defend 1 action");
    expect(await defend.getAttribute("aria-disabled")).toBeNull();
    // Stand Up needs Prone: still focusable, disabled for assistive tech, its reason its description and tooltip.
    const stand = page.getByRole("button", { name: "Stand Up — 1 action" });
    expect(await stand.getAttribute("aria-disabled")).toBe("true");
    const reasonId = await stand.getAttribute("aria-describedby");
    const reason = page.locator(`#${reasonId}`);
    expect(await reason.getAttribute("role")).toBe("tooltip");
    expect(await reason.textContent()).toContain("Only a knocked-down creature can stand up.");
    expect(await reason.locator(".fray-icon").count()).toBe(1);
    // Not a line under every button: hidden until the button is hovered or focused.
    expect(await reason.isVisible()).toBe(false);
    await stand.hover();
    await expect.poll(() => reason.isVisible()).toBe(true);
    await page.mouse.move(0, 0);
    await expect.poll(() => reason.isVisible()).toBe(false);
    await stand.focus();
    await expect.poll(() => reason.isVisible()).toBe(true);

    // The keyboard reaches Defend after the attacks, and a blocked action too; the Checks section's VS, visibility,
    // skill and Resistance Roll buttons sit between them, so the walk allows 40 stops.
    const reached: string[] = [];
    await page.locator(".bonus-attack-button").first().focus();
    for (let i = 0; i < 40 && !reached.includes("Stand Up — 1 action"); i++) {
      await page.keyboard.press("Tab");
      reached.push(await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? ""));
    }
    expect(reached).toContain("Defend — 1 action");
    expect(reached).toContain("Stand Up — 1 action");

    // A click sends the action id to the sheet's handler (the harness records what Foundry would dispatch).
    const sent: [string, Record<string, string>][] = [];
    await page.exposeFunction("frayAction", (action: string, data: Record<string, string>) => {
      sent.push([action, data]);
      return characterHtml(input({ combat: inCombat(0) }), poolsNow(0));
    });
    await defend.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]?.[0]).toBe("combatAction");
    expect(sent[0]?.[1]).toMatchObject({ combatAction: "defend", label: "Defend — 1 action" });
    await expect
      .poll(() => page.getByRole("button", { name: "Move — 1 action" }).getAttribute("aria-disabled"))
      .toBe("true");
    expect(await page.locator(".fray-pool--actions .fray-visually-hidden").textContent()).toBe("0 of 2 Actions");
    const move = page.getByRole("button", { name: "Move — 1 action" });
    expect(await page.locator(`#${await move.getAttribute("aria-describedby")}`).textContent()).toContain(
      "Not enough Actions",
    );
    await move.hover();
    const shown = page.locator(`#${await move.getAttribute("aria-describedby")}`);
    await expect.poll(() => shown.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await page.screenshot({ path: join(SHOTS, "bonus-character-actions-light.png"), fullPage: true });
    await page.close();
  });

  it("Actions section off your turn: the shared reason said once, as the notice every button is described by", async () => {
    const offTurn = { ...inCombat(), ownTurn: false };
    const page = await open(characterHtml(input({ combat: offTurn }), poolsNow(0)), CHARACTER_CLASSES, "dark");
    const notice = page.locator(".fray-actions-notice");
    expect(await notice.innerText()).toContain("Actions are taken on your own turn.");
    expect(await page.locator(".fray-action-reason").count()).toBe(0);
    for (const name of ["Defend — 1 action", "Stand Up — 1 action"]) {
      const button = page.getByRole("button", { name });
      expect(await button.getAttribute("aria-disabled")).toBe("true");
      expect(await button.getAttribute("aria-describedby")).toBe(await notice.getAttribute("id"));
    }
    expect(await seriousAxeViolations(page, "bonus-actions-off-turn-dark")).toEqual([]);
    await page.close();
  });

  it("Actions section paying an act over turns: Abandon first, enabled off the turn, the other actions say why", async () => {
    const base = inCombat(0);
    const pending = { action: "emergencyAid", pool: "actions", remaining: 1, startedRound: 1 };
    const paying = { ...base, ownTurn: false, state: { ...base.state, economy: { ...base.state.economy, pending } } };
    const page = await open(characterHtml(input({ combat: paying }), poolsNow(0)), CHARACTER_CLASSES, "light");
    const abandon = page.getByRole("button", { name: "Abandon Emergency Aid (1 action still to pay) — No cost" });
    expect(await abandon.getAttribute("aria-disabled")).not.toBe("true");
    expect(await page.getByRole("button", { name: "Defend — 1 action" }).getAttribute("aria-disabled")).toBe("true");
    expect(await seriousAxeViolations(page, "bonus-actions-abandon-light")).toEqual([]);
    await page.close();
  });

  it("Actions section out of combat: one notice in words, every action blocked and described by it, no pools", async () => {
    const page = await open(characterHtml(input()), CHARACTER_CLASSES, "dark");
    const notice = page.locator(".fray-actions-notice");
    expect(await notice.innerText()).toContain("Not in combat");
    expect(await page.locator(".fray-combat-pools").count()).toBe(0);
    const defend = page.getByRole("button", { name: "Defend — 1 action" });
    expect(await defend.getAttribute("aria-disabled")).toBe("true");
    expect(await defend.getAttribute("aria-describedby")).toBe(await notice.getAttribute("id"));
    await page.screenshot({ path: join(SHOTS, "bonus-character-actions-out-of-combat-dark.png"), fullPage: true });
    await page.close();
  });

  it("NPC sheet: a compact stat block with the same Attack buttons", async () => {
    for (const theme of ["light", "dark"] as const) {
      const npc = withImages(makeActor({ ...FIGHTER, mana: { value: 0, max: 0 } }, undefined, ["prone"], "Bog Troll"));
      const context = npcContext({ ...input({ actor: npc, target: GOBLIN }), threat: "elite" });
      const page = await open(sheets.npc(context), NPC_CLASSES, theme, 560);
      expect(await page.locator(".fray-subtitle").innerText()).toBe("Elite · Medium");
      expect(await page.getByRole("meter").count()).toBe(3); // no Mana track on a creature without mana
      expect(await page.getByRole("button", { name: /^Attack \d+% [\w ]+: Marsh Goblin with Longsword/ }).count()).toBe(
        1,
      );
      expect(await page.locator(".bonus-ability-line").innerText()).toContain("Agility 2d10");
      expect(await page.locator(".bonus-conditions").innerText()).toContain("Knocked Down (Prone)");
      // The condition is a keyboard-reachable link to its page in the rules compendium (core opens content links).
      const prone = page.getByRole("link", { name: /^Knocked Down \(Prone\): / });
      expect(await prone.getAttribute("data-uuid")).toBe(
        "Compendium.fray.bonus-rules.JournalEntry.4avNchrBW2KXVcn8.JournalEntryPage.frayprone0000000",
      );
      await prone.focus();
      expect(await prone.evaluate((link) => link === document.activeElement)).toBe(true);
      await expectCollapsedActions(page);
      await page.screenshot({ path: join(SHOTS, `bonus-npc-${theme}.png`), fullPage: true });
      await page.close();
    }
  });

  it("item sheets at 500 px: the fields of the item's kind, a melee weapon's Reach in ft, a bow's Range", async () => {
    // A melee weapon has no Range; a ranged one no Reach: the fields are the kind's.
    const melee = await open(itemHtml(), "fray fray-sheet item bonus bonus-item", "light", 500);
    expect(await melee.getByRole("spinbutton", { name: "Reach" }).getAttribute("aria-describedby")).toBe(
      "longsword-system-reach-unit longsword-system-reach-hint",
    );
    expect(await melee.locator("#longsword-system-reach-unit").textContent()).toBe("ft");
    expect(await melee.getByLabel("Range", { exact: true }).count()).toBe(0);
    await melee.close();
    const ranged = await open(itemHtml(BOW), "fray fray-sheet item bonus bonus-item", "light", 500);
    expect(await ranged.getByRole("spinbutton", { name: "Range" }).inputValue()).toBe("120");
    expect(await ranged.getByLabel("Reach", { exact: true }).count()).toBe(0);
    await ranged.close();
  });

  it("item sheet: every field a labelled input, in both themes", async () => {
    for (const theme of ["light", "dark"] as const) {
      const html = longswordHtml();
      const page = await open(html, "fray fray-sheet item bonus bonus-item", theme, 520);
      expect(await page.getByLabel("Damage Value").inputValue()).toBe("2");
      expect(await page.getByLabel("Quality").inputValue()).toBe("ordinary");
      expect(await page.getByLabel("Equipped").isChecked()).toBe(true);
      expect(await page.getByRole("button", { name: "Change the image of Longsword" }).count()).toBe(1);
      await page.screenshot({ path: join(SHOTS, `bonus-item-weapon-${theme}.png`), fullPage: true });
      await page.close();
    }
  });

  itIsAxeClean(open, "bonus", variants);

  itHoldsAtNarrowWidth(open, "bonus", variants, narrowItems);
});
