import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { installFakeFoundry } from "../support/fake-foundry/runtime.ts";
import type { FakeUser } from "../support/fake-foundry/world/users.ts";
import type { WoundsWorld } from "../foundry/wounds/world-fixture.ts";
import { axeInBothThemes } from "./support/axe.ts";
import { tabTo } from "./support/keyboard.ts";
import { playSheetInput } from "./support/play-sheet-input.ts";
import { type OpenSheet, partPaths, SHOTS, useSheetBrowser, withImages } from "./support/sheet-harness.ts";
import { renderParts } from "./support/sheet-page.ts";
import { templateEnvironment } from "./support/templates.ts";

// Issue 21: "e2e in Chromium (sheet → attack → defend → apply → undo …)" for `wounds`, as its card plays it
// (module/foundry/rulesets/wounds/procedure.ts). Each step starts from the top of the page as that player's client
// shows it and only presses Tab and Enter: Alice declares Vera's Standard Attack from her sheet; Bob, whose Ogre is
// Defending, chooses the Defense it meets before the roll ("you may replace your melee and/or ranged defenses with
// your Power, Agility, Fortitude, or Willpower defense"); Alice rolls the attack; the hit's damage becomes a wound
// ("Damage received = Attack Roll + Damage Roll - Defense - Toughness"); the GM undoes it. The pages are the real
// templates, context builders and card actions over the fake world (GM relay included).
installFakeFoundry();
const { woundsWorld } = await import("../foundry/wounds/world-fixture.ts");
const { attackOdds, sheetActor } = await import("../../module/foundry/rulesets/wounds/sheets/from-documents.ts");
const { characterContext } = await import("../../module/foundry/rulesets/wounds/sheets/character-context.ts");
const { CHARACTER_PARTS } = await import("../../module/foundry/rulesets/wounds/sheets/templates.ts");
const { woundsOptions } = await import("../../module/foundry/rulesets/wounds/rule-variants.ts");
const { cardHtml, cardText, outcomeText, woundsStamina } = await import("./support/card-page.ts");
const { bridgeActions, showContent } = await import("./support/action-bridge.ts");

const CLASSES = "fray fray-sheet actor wounds wounds-character";
const hbs = templateEnvironment();
let w: WoundsWorld;

/** Vera's sheet as Alice's client builds it from the documents, with the Ogre targeted and its odds. */
function sheetHtml(): string {
  const actor = sheetActor(w.vera as never);
  if (!actor) throw new Error("Vera is not a wounds creature");
  const context = characterContext({
    actor: withImages(actor),
    odds: attackOdds(w.vera as never, w.ogre as never),
    options: woundsOptions(),
    ...playSheetInput(w.ogre),
  });
  return renderParts(hbs, partPaths(CHARACTER_PARTS), context);
}

function cardFor(viewer: FakeUser): string {
  w.as(viewer);
  return cardHtml(hbs, w, woundsStamina(w.ogre));
}

/** Shows `viewer`'s client: the page's content swapped as Foundry re-renders the chat log. */
const showAs = (page: Page, viewer: FakeUser) => showContent(page, cardFor(viewer));

type WoundTrack = Record<"light" | "moderate" | "severe" | "critical" | "fatal", number>;
/** The Ogre's stored wound slots, as the GM's writes leave them. */
const ogreWounds = () => ({ ...(w.ogre.system as unknown as { wounds: WoundTrack }).wounds });
const NONE: WoundTrack = { light: 0, moderate: 0, severe: 0, critical: 0, fatal: 0 };

/** A new world (the Ogre Defending or not); Alice targets the Ogre and opens Vera's sheet, bridged to `viewer()`. */
async function aliceOpensVera(open: OpenSheet, defending: boolean, viewer: () => FakeUser): Promise<Page> {
  w = await woundsWorld();
  w.as(w.gm);
  await w.ogre.toggleStatusEffect("defending", { active: defending });
  w.as(w.alice);
  w.alice.targets.add({ actor: w.ogre });
  const page = await open(sheetHtml(), CLASSES, "dark", 640);
  await bridgeActions(page, w, w.vera, viewer, cardFor);
  return page;
}

describe("e2e: wounds' attack → Defend → roll → wound → undo loop by keyboard alone", () => {
  const open = useSheetBrowser("wounds-loop-css");

  it('Defend: Bob picks Power Defense 12; 17 − 5 = 12 "equals or exceeds the target\'s Defense": a severe wound, Undo', async () => {
    let viewer: FakeUser | undefined;
    const page = await aliceOpensVera(open, true, () => viewer ?? w.alice);
    expect(await axeInBothThemes(page, "wounds-loop-sheet")).toEqual([]);

    // Alice: Tab to the Longsword's Standard Attack (d20 − 5 against melee Defense 10: 30 %); the card declares it,
    // nothing rolled, and waits for the Ogre's Defense.
    expect(await tabTo(page, /^Standard 30% .*: Ogre with Longsword, Defense 10/)).toBeLessThan(40);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".attack-card").count()).toBe(1);
    expect(await cardText(page)).toContain("Attack declared, to be rolled on this card");
    expect(await cardText(page)).toContain("Awaiting Ogre's Defend choice");
    expect((await page.getByRole("status").textContent())?.trim()).toBe("Awaiting defense");
    expect(await page.getByRole("button", { name: /^Roll / }).count()).toBe(0);

    // Bob's client: each Defense with its odds; Tab to Power Defense (12).
    viewer = w.bob;
    await showAs(page, w.bob);
    expect(await page.getByRole("button", { name: /^Defend Ogre: / }).count()).toBe(6);
    expect(await axeInBothThemes(page, "wounds-loop-defend")).toEqual([]);
    expect(await tabTo(page, /^Defend Ogre: Power Defense \(12\) hit 20%/)).toBeLessThan(10);
    await page.keyboard.press("Enter");
    await expect.poll(() => cardText(page)).toContain("Awaiting the attack against Ogre");
    expect(await cardText(page)).toContain("20% to hit"); // the odds the roll is now made at
    // The status word says what the card awaits now: the Defense is chosen (decision 243).
    expect((await page.getByRole("status").textContent())?.trim()).toBe("Awaiting attack roll");

    // Alice: Tab to the attack's roll, at the odds against the chosen Defense; the die shows 17: 12 against 12 hits.
    viewer = w.alice;
    await showAs(page, w.alice);
    expect(await tabTo(page, /^Roll Standard Attack against Ogre hit 20%/)).toBeLessThan(10);
    w.dice(17);
    await page.keyboard.press("Enter");
    await expect.poll(() => outcomeText(page)).toBe("Hit");
    expect(await cardText(page)).toContain("Attack 12 vs Defense 12");

    // Alice: Tab to Apply damage; 12 + Str 2 + 3 − Defense 12 − Toughness 1 = 4, a severe wound that fills a severe
    // slot ("Each time you receive a wound, fill one wound slot of that level"), and the wound ends Defend ("Until
    // your next turn or you receive a wound").
    expect(await tabTo(page, /^Apply damage to Ogre$/)).toBeLessThan(10);
    await page.keyboard.press("Enter");
    await expect.poll(() => cardText(page)).toContain("Severe wound (final damage 4) · Defend ends");
    expect(ogreWounds()).toEqual({ ...NONE, severe: 1 });
    expect(w.ogre.statuses.has("defending")).toBe(false);
    await page.screenshot({ path: join(SHOTS, "wounds-loop-applied-dark.png") });
    expect(await axeInBothThemes(page, "wounds-loop-card")).toEqual([]);

    // The GM: Tab to Undo; the slot empties and Defend comes back.
    viewer = w.gm;
    await showAs(page, w.gm);
    expect(await tabTo(page, /^Undo/)).toBeLessThan(10);
    await page.keyboard.press("Enter");
    await expect.poll(() => cardText(page)).toContain("Severe wound (final damage 4) · Defend ends (undone)");
    expect(ogreWounds()).toEqual(NONE);
    expect(w.ogre.statuses.has("defending")).toBe(true);
    expect(await axeInBothThemes(page, "wounds-loop-undone")).toEqual([]);
    await page.close();
  });

  it("not Defending: no choice to wait on; Alice rolls 14 − 5 = 9 against Defense 10, a miss with no damage to apply", async () => {
    const page = await aliceOpensVera(open, false, () => w.alice);
    expect(await tabTo(page, /^Standard 30% .*: Ogre with Longsword, Defense 10/)).toBeLessThan(40);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".attack-card").count()).toBe(1);
    expect(await tabTo(page, /^Roll Standard Attack against Ogre hit 30%/)).toBeLessThan(10);
    w.dice(14);
    await page.keyboard.press("Enter");
    await expect.poll(() => outcomeText(page)).toBe("Miss");
    expect(await cardText(page)).toContain("Attack 9 vs Defense 10");
    expect(await page.getByRole("button", { name: /^Apply damage/ }).count()).toBe(0);
    expect(ogreWounds()).toEqual(NONE);
    await page.close();
  });
});
