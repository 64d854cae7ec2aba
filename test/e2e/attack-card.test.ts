import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStyles } from "../../scripts/build/styles.ts";
import { installFakeFoundry } from "../support/fake-foundry/runtime.ts";
import type { FakeUser } from "../support/fake-foundry/world/users.ts";
import type { LoopWorld } from "../foundry/chat/world-fixture.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { launchChromium } from "./support/browser.ts";
import { templateEnvironment } from "./support/templates.ts";

// The real adapter runs in node against the fake Foundry world; the page shows the real card template rendered by
// the real context builder, and its buttons call the real card actions (GM relay included) through the bridge.
installFakeFoundry();
const { loopWorld } = await import("../foundry/chat/world-fixture.ts");
const { rollAttack } = await import("../../module/foundry/flows/attack.ts");
const { cardAction } = await import("../../module/foundry/chat/attack-card/actions.ts");
const { bonusDurability, cardHtml, lastAttackCard, showCardPage } = await import("./support/card-page.ts");

const SHOTS = "test-results/e2e";
const hbs = templateEnvironment();

let w: LoopWorld;
let browser: BrowserContext;
let stylesheet: string;

const lastCard = () => lastAttackCard(w).message;

/** The card as `viewer`'s client renders it, plus the Brute's Durability bar. */
function pageHtml(viewer: FakeUser): string {
  w.as(viewer);
  return cardHtml(hbs, w, bonusDurability(w.brute));
}

async function show(page: Page, viewer: FakeUser, theme: "light" | "dark" = "light"): Promise<void> {
  await showCardPage(page, pageHtml(viewer), theme, stylesheet);
}

describe("e2e: the bonus attack card in Chromium, buttons wired to the real GM relay", () => {
  beforeAll(async () => {
    stylesheet = buildStyles(join(SHOTS, "card-css"));
    w = await loopWorld();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("Alice attacks, Bob defends (and loses the tie), Alice applies damage and the Brute's Durability drops", async () => {
    w.as(w.alice);
    w.alice.targets.add({ actor: w.brute });
    w.dice(15, 5, 5); // 25 against Guard 17: a hit
    await rollAttack(w.aldo as never, w.swordId, { skipDialog: true });

    const page = await browser.newPage();
    let viewer = w.bob;
    await page.exposeFunction(
      "frayCardAction",
      async (button: { action: string; row: string; step?: string; choice?: string }) => {
        w.as(viewer);
        await cardAction(lastCard() as never, button);
        return pageHtml(viewer);
      },
    );

    await show(page, w.bob, "dark");
    expect(await seriousAxeViolations(page, "attack-card-pending-dark")).toEqual([]);
    await show(page, w.bob);
    expect(await seriousAxeViolations(page, "attack-card-pending-light")).toEqual([]);
    expect(await page.getByRole("status").textContent()).toContain("Hit");
    expect(await page.getByRole("button", { name: "Apply damage to Brute" }).count()).toBe(0);
    // "Once an attack is rolled, the defender has the option to use a reaction": Bob chooses, Defend or Take the hit.
    expect(await page.getByRole("button", { name: "Take the hit: Brute" }).count()).toBe(1);
    const defend = page.getByRole("button", { name: "Defend: Brute" });
    await defend.focus();
    w.dice(19, 6); // Defense 25 ties the attack: "If they tie, the contest goes to the attacker"
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".row-defense").textContent()).toContain("Defense 25");
    expect(await page.getByRole("status").textContent()).toContain("Hit");
    expect(await page.getByRole("button", { name: "Defend: Brute" }).count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, "attack-card-defended.png") });
    expect(await seriousAxeViolations(page, "attack-card-defended-light")).toEqual([]);

    viewer = w.alice;
    await show(page, w.alice, "dark");
    w.dice(6, 5, 3); // 14 damage, Armor Rank 2 absorbs 2
    await page.getByRole("button", { name: "Apply damage to Brute" }).click();
    await expect.poll(() => page.locator(".row-damage").textContent()).toContain("12 damage");
    expect(await page.locator(".resource-value").textContent()).toBe("8 / 20");
    expect(await page.getByRole("button", { name: "Apply damage to Brute" }).count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, "attack-card-damage-dark.png") });
    expect(await seriousAxeViolations(page, "attack-card-applied-dark")).toEqual([]);
    await page.close();
  });
});
