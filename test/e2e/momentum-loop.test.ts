import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { installFakeFoundry } from "../support/fake-foundry/runtime.ts";
import type { FakeUser } from "../support/fake-foundry/world/users.ts";
import type { MomentumWorld } from "../foundry/momentum/world-fixture.ts";
import { axeInBothThemes } from "./support/axe.ts";
import { tabTo } from "./support/keyboard.ts";
import { type OpenSheet, SHOTS, useSheetBrowser } from "./support/sheet-harness.ts";
import { templateEnvironment } from "./support/templates.ts";

// Issue 19: "e2e in Chromium (sheet → attack → defend → apply → undo …)" for `momentum`, as its card plays it
// (module/foundry/rulesets/momentum/procedure.ts). Each step starts from the top of the page as that player's client
// shows it and only presses Tab and Enter. A weapon attack has no defender roll ("Your attack hits if you roll at
// least the same amount as the Evasion of your target"): Alice attacks from Vera's sheet, applies the damage, the GM
// undoes it. A resisted Ability waits for the target's Defense Roll ("the target needs to defend themselves against
// the effects. The target must make a Defense Roll (DR)"), which Bob rolls from his client. The pages are the real
// templates, context builders and card actions over the fake world (GM relay included).
installFakeFoundry();
const { momentumWorld } = await import("../foundry/momentum/world-fixture.ts");
const { MOMENTUM_CHARACTER_CLASSES, momentumCharacterSheet } = await import("./support/momentum-character-page.ts");
const { cardHtml, cardText, momentumVitality, outcomeText } = await import("./support/card-page.ts");
const { bridgeActions, showContent } = await import("./support/action-bridge.ts");

const hbs = templateEnvironment();
let w: MomentumWorld;

/** Vera's sheet as Alice's client builds it from the documents, with the Brute targeted. */
const sheetHtml = () => momentumCharacterSheet(hbs, w.vera, w.brute);

function cardFor(viewer: FakeUser): string {
  w.as(viewer);
  return cardHtml(hbs, w, momentumVitality(w.brute));
}

/** Shows `viewer`'s client: the page's content swapped as Foundry re-renders the chat log. */
const showAs = (page: Page, viewer: FakeUser) => showContent(page, cardFor(viewer));

/** The Brute's stored Vitality, as the GM's writes leave it. */
const bruteVitality = () => (w.brute.system as unknown as { vitality: { value: number } }).vitality.value;

/** A new world; Alice targets the Brute and opens Vera's sheet, its buttons bridged to `viewer()`'s client. */
async function aliceOpensVera(open: OpenSheet, viewer: () => FakeUser): Promise<Page> {
  w = await momentumWorld();
  // The world's scenes (`game.scenes`, none viewed here): the card asks them who else a miss may strike ("all attacks
  // that miss you target the creature in front of you instead"; attack/redirect.ts), and finds nobody.
  w.as(w.alice);
  w.alice.targets.add({ actor: w.brute });
  const page = await open(sheetHtml(), MOMENTUM_CHARACTER_CLASSES, "dark", 640);
  await bridgeActions(page, w, w.vera, viewer, cardFor);
  return page;
}

describe("e2e: momentum's attack → apply → undo loop, and a resisted Ability's Defense Roll, by keyboard alone", () => {
  const open = useSheetBrowser("momentum-loop-css");

  it('"Your attack hits if you roll at least the same amount as the Evasion": a miss, then a hit on Vitality, Undo', async () => {
    let viewer: FakeUser | undefined;
    const page = await aliceOpensVera(open, () => viewer ?? w.alice);
    expect(await axeInBothThemes(page, "momentum-loop-sheet")).toEqual([]);

    // Alice: Tab to the Ax's Attack button (+5 against Evasion 12: 70 %). "Your attack hits if you roll at least the
    // same amount as the Evasion of your target": 6 + 5 = 11 misses, and a miss has no damage to apply.
    expect(await tabTo(page, /^Attack 70% Likely: Brute with Ax, Evasion 12/)).toBeLessThan(40);
    w.dice(6);
    await page.keyboard.press("Enter");
    await expect.poll(() => outcomeText(page)).toBe("Miss");
    expect(await cardText(page)).toContain("Evasion 12 · Attack roll 11");
    expect(await page.getByRole("button", { name: /^Apply damage/ }).count()).toBe(0);

    // Back on the sheet: 10 + 5 = 15 hits, rolled at once (no defender roll for a weapon attack).
    await showContent(page, sheetHtml());
    expect(await tabTo(page, /^Attack 70% Likely: Brute with Ax/)).toBeLessThan(40);
    w.dice(10);
    await page.keyboard.press("Enter");
    await expect.poll(() => outcomeText(page)).toBe("Hit");
    expect(await cardText(page)).toContain("Evasion 12 · Attack roll 15");

    // Bob's client: nothing to roll for the Brute; the card says what it waits on.
    viewer = w.bob;
    await showAs(page, w.bob);
    expect(await cardText(page)).toContain("Awaiting damage to Brute");
    expect(await page.locator(".attack-card button").count()).toBe(0);

    // Alice: Tab to Apply damage; the Ax's 1d8 rolls 5, less the Brute's Armor 2 ("Your Armor is subtracted from any
    // incoming damage"): 3 Vitality.
    viewer = w.alice;
    await showAs(page, w.alice);
    expect(await tabTo(page, /^Apply damage to Brute$/)).toBeLessThan(10);
    w.dice(5);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".resource-value").textContent()).toBe("17 / 20");
    expect(await cardText(page)).toContain("3 damage (0 Temporary Vitality, 3 Vitality)");
    expect(bruteVitality()).toBe(17);
    await page.screenshot({ path: join(SHOTS, "momentum-loop-applied-dark.png") });
    expect(await axeInBothThemes(page, "momentum-loop-card")).toEqual([]);

    // The GM: Tab to Undo; the Vitality comes back, and the card says the damage was undone.
    viewer = w.gm;
    await showAs(page, w.gm);
    expect(await tabTo(page, /^Undo/)).toBeLessThan(10);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".resource-value").textContent()).toBe("20 / 20");
    expect(await cardText(page)).toContain("3 damage (0 Temporary Vitality, 3 Vitality) (undone)");
    expect(bruteVitality()).toBe(20);
    expect(await axeInBothThemes(page, "momentum-loop-undone")).toEqual([]);
    await page.close();
  });

  it('the Hex: Bob rolls the Brute\'s Will DR ("They succeed on their DR if they roll at least as high as the DR Power"): 13 < 14, the Curse lands, Undo', async () => {
    let viewer: FakeUser | undefined;
    const page = await aliceOpensVera(open, () => viewer ?? w.alice);

    // Alice: Tab to the Hex's Use button; she rolls nothing ("the user does not have to aim actively"), the card
    // declares "The DR Power is equal to the Primary Stat" (Strength 14) and waits for the Brute.
    expect(await tabTo(page, /^Use \d+% .*: Brute's Defense Roll against Hex, DR Power 14/)).toBeLessThan(40);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".attack-card").count()).toBe(1);
    expect(await cardText(page)).toContain("DR Power 14 · Defense Roll to make");
    expect(await cardText(page)).toContain("Awaiting Brute's Defense Roll");
    // Stored a hit until the DR may turn it, the row's status says what it waits on (decision 163), not "Hit".
    expect(await outcomeText(page)).toBe("Awaiting defense");
    expect(await page.getByRole("button", { name: /^Apply damage/ }).count()).toBe(0);

    // Bob's client: Tab to the Brute's Defense Roll (or "A creature can choose to fail their own DR": Take the hit);
    // the GM rolls d20 + 0 = 13, short of 14.
    viewer = w.bob;
    await showAs(page, w.bob);
    expect(await page.getByRole("button", { name: /^Take the hit: Brute$/ }).count()).toBe(1);
    expect(await tabTo(page, /^Defend: Brute$/)).toBeLessThan(10);
    w.dice(13);
    await page.keyboard.press("Enter");
    await expect.poll(() => cardText(page)).toContain("Awaiting damage to Brute");
    expect(await outcomeText(page)).toBe("Hit");
    expect(await axeInBothThemes(page, "momentum-loop-defense-roll")).toEqual([]);

    // Alice: Tab to Apply damage; the Hex's 1d6 Curse rolls 4, less Armor 2.
    viewer = w.alice;
    await showAs(page, w.alice);
    expect(await tabTo(page, /^Apply damage to Brute$/)).toBeLessThan(10);
    w.dice(4);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".resource-value").textContent()).toBe("18 / 20");
    expect(bruteVitality()).toBe(18);

    // The GM: Tab to Undo; the Vitality comes back.
    viewer = w.gm;
    await showAs(page, w.gm);
    expect(await tabTo(page, /^Undo/)).toBeLessThan(10);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".resource-value").textContent()).toBe("20 / 20");
    expect(bruteVitality()).toBe(20);
    await page.close();
  });
});
