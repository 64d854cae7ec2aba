import { join } from "node:path";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adjustTrack, type BoundedTrack } from "../../module/engine/core/track.ts";
import { resourceBarContext } from "../../module/foundry/applications/parts/resource-bar.ts";
import { buildStyles } from "../../scripts/build/styles.ts";
import { launchChromium } from "./support/browser.ts";
import { englishLocalizer } from "./support/i18n.ts";
import { renderTemplate, templateEnvironment } from "./support/templates.ts";

const SHOTS = "test-results/e2e";
const i18n = englishLocalizer();
const hbs = templateEnvironment();

function barHtml(track: BoundedTrack): string {
  const context = resourceBarContext(i18n, "actor1", "vigor", "FRAY.Actor.bonus.FIELDS.vigor.label", track);
  return renderTemplate(hbs, "templates/parts/resource-bar.hbs", context);
}

describe("e2e smoke: a real template with the built fray.css in headless Chromium", () => {
  let browser: BrowserContext;
  let stylesheet: string;
  beforeAll(async () => {
    // The page loads fray.css built by the build's own style step, into a folder no other test rebuilds.
    stylesheet = buildStyles(SHOTS);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("clicking the keyboard-reachable decrease button lowers the resource and updates its ARIA value", async () => {
    let vigor: BoundedTrack = { value: 2, max: 10 };
    const page = await browser.newPage();
    // The click handler runs the real engine rule and re-renders the real template.
    await page.exposeFunction("frayAdjust", (delta: number) => {
      vigor = adjustTrack(vigor, delta);
      return barHtml(vigor);
    });
    await page.setContent(`<!doctype html><html><head></head>
      <body class="theme-light"><section class="fray" id="sheet">${barHtml(vigor)}</section>
      <script>
        document.getElementById("sheet").addEventListener("click", async (event) => {
          const button = event.target.closest("[data-action=adjustResource]");
          if (!button) return;
          const html = await window.frayAdjust(Number(button.dataset.delta));
          document.querySelector(".resource-bar").outerHTML = html;
        });
      </script></body></html>`);
    // The page is about:blank, which may not link file:// URLs, so the built stylesheet is injected from disk.
    await page.addStyleTag({ path: stylesheet });

    const decrease = page.getByRole("button", { name: "Decrease Vigor" });
    await decrease.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".resource-value").textContent()).toBe("1 / 10");
    await page.getByRole("button", { name: "Decrease Vigor" }).click();
    await expect.poll(() => page.locator(".resource-value").textContent()).toBe("0 / 10");

    // At the minimum the decrease button is disabled, and the meter says why in words.
    expect(await page.getByRole("button", { name: "Decrease Vigor" }).isDisabled()).toBe(true);
    expect(await page.getByRole("meter").getAttribute("aria-valuetext")).toBe("Vigor: 0 of 10");
    // The stylesheet really applied: the fill uses the light theme's bar colour from fray.css.
    const border = await page.locator(".resource-track").evaluate((el) => getComputedStyle(el).borderTopStyle);
    expect(border).toBe("solid");
    const colour = await page.locator(".resource-fill").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(colour).toBe("rgb(122, 46, 28)");

    await page.screenshot({ path: join(SHOTS, "smoke-resource-bar.png") });
    await page.close();
  });
});
