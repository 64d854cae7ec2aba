import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { installFakeFoundry } from "../support/fake-foundry/runtime.ts";
import { registeredRooms } from "../support/registered-rooms.ts";
import { englishLocalizer } from "./support/i18n.ts";
import { SHOTS } from "./support/sheet-harness.ts";
import { trackerContent, useTrackerBrowser } from "./support/tracker-harness.ts";

// Every registered room's tracker at the sidebar's 320 px, as the GM sees it (every row's controls): each control,
// its controls open, lies within its row, so none is pushed out of reach. The rows are two fresh characters of the
// room's own type, with the model's defaults, in a started combat.
installFakeFoundry();
const { systemWorld } = await import("../support/fake-foundry/world/system-world.ts");
const { createCombat } = await import("../foundry/combat/fixture.ts");
const { configureStatusEffects } = await import("../../module/foundry/effects/register.ts");
const { readTrackerFacts } = await import("../../module/foundry/applications/tracker/read-facts.ts");
const { trackerView } = await import("../../module/foundry/applications/tracker/view.ts");

const i18n = englishLocalizer();
type AdapterCombat = Parameters<typeof readTrackerFacts>[0];
const w = await systemWorld();

/** The GM's tracker of a started combat of two of the room's characters, names long enough to crowd the lists. */
async function roomTracker(ruleset: string): Promise<string> {
  w.as(w.gm);
  configureStatusEffects(ruleset as Parameters<typeof configureStatusEffects>[0]);
  const actors = ["Ser Aldric of the Long Marches", "Wilhelmina Thorncastle"].map((name) =>
    w.createActor({ name, type: `${ruleset}-character`, ownership: { default: 0, [w.alice.id]: 3 } }),
  );
  const combat = await createCombat(ruleset as Parameters<typeof createCombat>[0], actors);
  await combat.startCombat();
  const view = trackerView(i18n, readTrackerFacts(combat as unknown as AdapterCombat, false));
  const entries = combat.turns.map((c) => ({ id: c.id, name: c.name, active: combat.combatant?.id === c.id }));
  return trackerContent(entries, view);
}

interface Overflow {
  readonly control: string;
  readonly right: number;
  readonly rowRight: number;
}

/** Every control (button, select, summary) whose box leaves its row's box, with the two right edges. */
function controlsOutsideRows(page: Page): Promise<Overflow[]> {
  return page.$$eval("#tracker li[data-combatant-id]", (rows) =>
    rows.flatMap((row) => {
      const box = row.getBoundingClientRect();
      return [...row.querySelectorAll<HTMLElement>("button, select, summary")]
        .filter((el) => el.checkVisibility())
        .flatMap((el) => {
          const r = el.getBoundingClientRect();
          const inside = r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.width > 0;
          const name = el.getAttribute("aria-label") ?? el.textContent.trim();
          return inside ? [] : [{ control: name, right: r.right, rowRight: box.right }];
        });
    }),
  );
}

describe("e2e: the tracker's per-row controls at 320 px", () => {
  const open = useTrackerBrowser();

  it.each(registeredRooms())("%s: every control of every row, open, lies within the row", async (ruleset) => {
    for (const theme of ["light", "dark"] as const) {
      const page = await open(await roomTracker(ruleset), theme);
      // As a click on each closed summary opens it (the acting row's is open already).
      const closed = page.locator("#tracker details:not([open]) > summary");
      while ((await closed.count()) > 0) await closed.first().click();
      await page.screenshot({ path: join(SHOTS, `tracker-320-${ruleset}-${theme}.png`), fullPage: true });
      expect(await page.locator("#tracker").evaluate((el) => el.getBoundingClientRect().width)).toBe(320);
      expect(await controlsOutsideRows(page)).toEqual([]);
      await page.close();
    }
  });
});
