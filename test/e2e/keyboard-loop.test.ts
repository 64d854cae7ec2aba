import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { installFakeFoundry } from "../support/fake-foundry/runtime.ts";
import type { FakeUser } from "../support/fake-foundry/world/users.ts";
import type { LoopWorld } from "../foundry/chat/world-fixture.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { englishLocalizer } from "./support/i18n.ts";
import { tabTo } from "./support/keyboard.ts";
import { partPaths, SHOTS, useSheetBrowser, withImages } from "./support/sheet-harness.ts";
import { renderParts } from "./support/sheet-page.ts";
import { templateEnvironment } from "./support/templates.ts";

// Issue 13: "every action reachable and operable by keyboard (a test tabs through the attack → defend → apply
// loop)". Each step starts from the top of the page as that player's client shows it and only presses Tab and
// Enter: Alice attacks from Aldo's sheet, Bob defends the Brute, Alice applies the damage, the GM undoes it. The
// pages are the real templates, context builders and card actions over the fake world (GM relay included).
installFakeFoundry();
const { loopWorld } = await import("../foundry/chat/world-fixture.ts");
const { characterContext } = await import("../../module/foundry/rulesets/bonus/sheets/character-context.ts");
const { CHARACTER_PARTS } = await import("../../module/foundry/rulesets/bonus/sheets/templates.ts");
const { currentTarget, sheetActor } = await import("../../module/foundry/rulesets/bonus/sheets/from-documents.ts");
const { bonusDurability, cardHtml } = await import("./support/card-page.ts");
const { bridgeActions, showContent } = await import("./support/action-bridge.ts");

const CLASSES = "fray fray-sheet actor bonus bonus-character";
const i18n = englishLocalizer();
const hbs = templateEnvironment();
let w: LoopWorld;

/** Aldo's sheet as Alice's client builds it from the documents, with her target. */
function sheetHtml(): string {
  const actor = sheetActor(w.aldo as never);
  if (!actor) throw new Error("Aldo is not a bonus creature");
  const input = { actor: withImages(actor), target: currentTarget(), mode: "play" as const, editable: true };
  const basics = { biographySource: "", biographyHtml: "", activeTab: null, i18n };
  return renderParts(hbs, partPaths(CHARACTER_PARTS), characterContext({ ...input, ...basics }));
}

function cardFor(viewer: FakeUser): string {
  w.as(viewer);
  return cardHtml(hbs, w, bonusDurability(w.brute));
}

/** Shows `viewer`'s client: the page's content swapped as Foundry re-renders the chat log. */
const showAs = (page: Page, viewer: FakeUser) => showContent(page, cardFor(viewer));

describe("e2e: the attack → defend → apply → undo loop by keyboard alone", () => {
  const open = useSheetBrowser("keyboard-loop-css");

  it("Tab and Enter reach and operate every step, and the Brute's Durability follows", async () => {
    w = await loopWorld();
    w.as(w.alice);
    w.alice.targets.add({ actor: w.brute });
    const page = await open(sheetHtml(), CLASSES, "dark");
    let viewer = w.alice;
    await bridgeActions(page, w, w.aldo, () => viewer, cardFor);

    // Alice: from the top of her sheet to the Attack button against the Brute.
    expect(await tabTo(page, /^Attack \d+% .*: Brute with Sword/)).toBeLessThan(40);
    w.dice(15, 5, 5); // 25 against Guard 17: a hit
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".attack-card").count()).toBe(1);

    // Bob's client: Tab to his Defend button; the defense (Defense 25) ties and the tie goes to the attacker.
    viewer = w.bob;
    await showAs(page, w.bob);
    expect(await tabTo(page, /^Defend: Brute$/)).toBeLessThan(10);
    w.dice(19, 6);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".row-defense").textContent()).toContain("25");
    expect(await page.getByRole("status").textContent()).toContain("Hit");

    // Alice: Tab to Apply damage; 14 damage less Armor Rank 2.
    viewer = w.alice;
    await showAs(page, w.alice);
    expect(await tabTo(page, /^Apply damage to Brute$/)).toBeLessThan(10);
    w.dice(6, 5, 3);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".resource-value").textContent()).toBe("8 / 20");
    await page.screenshot({ path: join(SHOTS, "keyboard-loop-applied-dark.png") });

    // The GM: Tab to Undo; the Durability comes back.
    viewer = w.gm;
    await showAs(page, w.gm);
    expect(await tabTo(page, /^Undo/)).toBeLessThan(10);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".resource-value").textContent()).toBe("20 / 20");
    expect(await seriousAxeViolations(page, "keyboard-loop-undone-dark")).toEqual([]);
    await page.close();
  });
});
