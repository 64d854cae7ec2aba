import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { installFakeFoundry } from "../support/fake-foundry/runtime.ts";
import type { FakeUser } from "../support/fake-foundry/world/users.ts";
import type { ContestWorld } from "../foundry/contest/world-fixture.ts";
import { axeInBothThemes } from "./support/axe.ts";
import { tabTo } from "./support/keyboard.ts";
import { playSheetInput } from "./support/play-sheet-input.ts";
import { partPaths, SHOTS, useSheetBrowser, withImages } from "./support/sheet-harness.ts";
import { renderParts } from "./support/sheet-page.ts";
import { templateEnvironment } from "./support/templates.ts";

// Issue 20: "e2e in Chromium (sheet → attack → defend → apply → undo …)" for `contest`. Each step starts from the
// top of the page as that player's client shows it and only presses Tab and Enter: Alice Strikes from Kara's sheet,
// Bob chooses the Brute's defense ("The manner of defense is decided before the attacker rolls"), Alice rolls the
// Strike test, Alice applies the damage, the GM undoes it. The pages are the real templates, context builders and
// card actions over the fake world (GM relay included).
installFakeFoundry();
const { contestWorld } = await import("../foundry/contest/world-fixture.ts");
const { contestSheetActor, strikeOdds } =
  await import("../../module/foundry/rulesets/contest/sheets/from-documents.ts");
const { characterContext } = await import("../../module/foundry/rulesets/contest/sheets/character-context.ts");
const { CHARACTER_PARTS } = await import("../../module/foundry/rulesets/contest/sheets/templates.ts");
const { cardHtml, contestHealth } = await import("./support/card-page.ts");
const { bridgeActions, showContent } = await import("./support/action-bridge.ts");

const CLASSES = "fray fray-sheet actor contest contest-character";
const hbs = templateEnvironment();
let w: ContestWorld;

/** Kara's sheet as Alice's client builds it from the documents, with her target and the Strikes' odds. */
function sheetHtml(): string {
  const actor = contestSheetActor(w.kara as never);
  if (!actor) throw new Error("Kara is not a contest creature");
  const context = characterContext({
    actor: withImages(actor),
    odds: strikeOdds(w.kara as never, w.brute as never),
    ...playSheetInput(w.brute),
  });
  return renderParts(hbs, partPaths(CHARACTER_PARTS), context);
}

function cardFor(viewer: FakeUser): string {
  w.as(viewer);
  return cardHtml(hbs, w, contestHealth(w.brute));
}

/** Shows `viewer`'s client: the page's content swapped as Foundry re-renders the chat log. */
const showAs = (page: Page, viewer: FakeUser) => showContent(page, cardFor(viewer));

describe("e2e: contest's Strike → defense → Strike test → apply → undo loop by keyboard alone", () => {
  const open = useSheetBrowser("contest-loop-css");

  it("Tab and Enter reach and operate every step, and the Brute's Health follows (20 − (7 − BR 4))", async () => {
    w = await contestWorld();
    w.as(w.alice);
    w.alice.targets.add({ actor: w.brute });
    const page = await open(sheetHtml(), CLASSES, "dark", 640);
    expect(await axeInBothThemes(page, "contest-loop-sheet")).toEqual([]);
    let viewer = w.alice;
    await bridgeActions(page, w, w.kara, () => viewer, cardFor);

    // Alice: from the top of Kara's sheet to the Longsword's Strike against the Brute; nothing is rolled yet.
    expect(await tabTo(page, /^Strike \d+% .*: Brute with Longsword/)).toBeLessThan(40);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".attack-card").count()).toBe(1);

    // Bob's client: "The manner of defense is decided before the attacker rolls": Tab to Block ("If the character
    // is wielding a shield"); the GM rolls his Block test, 18 + 2 = 20.
    viewer = w.bob;
    await showAs(page, w.bob);
    expect(await tabTo(page, /^Defend Brute: Block /)).toBeLessThan(10);
    w.dice(18);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".attack-card").textContent()).toContain("Defense test 20");
    // The defense is chosen: the status word says the card now awaits the attack roll.
    expect((await page.getByRole("status").textContent())?.trim()).toBe("Awaiting attack roll");

    // Alice: Tab to the Strike test's roll; 7 + 4 = 11 passes. "Attack vs Block. The defender blocks the attack
    // regardless of the attacker's Successes": the Strike lands, reduced by the shield's Block Rating.
    viewer = w.alice;
    await showAs(page, w.alice);
    expect(await tabTo(page, /^Roll the attack against Brute$/)).toBeLessThan(10);
    w.dice(7);
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await page.getByRole("status").textContent())?.trim()).toBe("Hit");
    const card = await page.locator(".attack-card").innerText();
    expect(card).toContain("Strike test 11 against 11");
    expect(card).toContain("Successes: Strike 1, defense 2. Both pass against a Block");

    // Alice: Tab to Apply damage; the Longsword's 1d8 rolls 7, less the Bone Shield's BR 4.
    expect(await tabTo(page, /^Apply damage to Brute$/)).toBeLessThan(10);
    w.dice(7);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".resource-value").textContent()).toBe("17 / 20");
    await page.screenshot({ path: join(SHOTS, "contest-loop-applied-dark.png") });
    expect(await axeInBothThemes(page, "contest-loop-card")).toEqual([]);

    // The GM: Tab to Undo; the Health comes back.
    viewer = w.gm;
    await showAs(page, w.gm);
    expect(await tabTo(page, /^Undo/)).toBeLessThan(10);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".resource-value").textContent()).toBe("20 / 20");
    expect(await axeInBothThemes(page, "contest-loop-undone")).toEqual([]);
    await page.close();
  });
});
