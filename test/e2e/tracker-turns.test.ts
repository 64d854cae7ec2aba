import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { installFakeFoundry } from "../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../support/fake-foundry/world/combat.ts";
import type { FakeUser } from "../support/fake-foundry/world/users.ts";
import type { FakeWorld } from "../support/fake-foundry/world/install-world.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { englishLocalizer } from "./support/i18n.ts";
import { SHOTS } from "./support/sheet-harness.ts";
import { trackerContent, useTrackerBrowser, type TrackerClick } from "./support/tracker-harness.ts";
import { tabOrder } from "./support/keyboard.ts";
import { controlNames } from "./support/tracker-keyboard.ts";

// Held turns in Chromium: the real view model and turn controls over a round the engine drives, on a test room
// with the engine's `hold` structure (test/foundry/combat/turn-rooms.ts); no room plays held turns yet.
installFakeFoundry();
const { loopWorld } = await import("../foundry/chat/world-fixture.ts");
const { installTurnRoom, turnCombat } = await import("../foundry/combat/turn-rooms.ts");
const { readTrackerFacts } = await import("../../module/foundry/applications/tracker/read-facts.ts");
const { trackerView } = await import("../../module/foundry/applications/tracker/view.ts");
const { actFor } = await import("../../module/foundry/combat/economy-access.ts");

const i18n = englishLocalizer();
type AdapterCombat = Parameters<typeof readTrackerFacts>[0];
type AdapterCombatant = Parameters<typeof actFor>[0];

function content(combat: FakeCombat, world: FakeWorld, viewer: FakeUser): string {
  world.as(viewer);
  const view = trackerView(i18n, readTrackerFacts(combat as unknown as AdapterCombat, false));
  const entries = combat.turns.map((c) => ({ id: c.id, name: c.name, active: combat.combatant?.id === c.id }));
  world.as(world.gm);
  return trackerContent(entries, view);
}

const row = (page: Page, name: string) =>
  page
    .locator("li[data-combatant-id]")
    .filter({ has: page.locator("strong.name", { hasText: new RegExp(`^${name}$`) }) })
    .locator(".fray-row");

describe("e2e: held turns in the tracker", () => {
  const open = useTrackerBrowser();

  it("the owner holds from the keyboard, the next acts, then Act now brings the held turn back", async () => {
    const w = await loopWorld();
    installTurnRoom("momentum");
    const combat = await turnCombat("momentum", [
      { name: "Aldo", initiative: 20, actorId: w.aldo.id },
      { name: "Brute", initiative: 10, actorId: w.brute.id },
    ]);
    const aliceView = () => content(combat, w, w.alice);
    const page = await open(aliceView(), "light");
    await page.exposeFunction("frayTrackerAction", async (click: TrackerClick) => {
      w.as(w.alice);
      const combatant = combat.combatants.get(click.combatantId) as unknown as AdapterCombatant;
      if (click.action === "frayAct") await actFor(combatant, click.control ?? "", click.choice);
      w.as(w.gm);
      return aliceView();
    });
    // Alice sees Aldo's Hold only: Bob's Brute gets no buttons in her tracker.
    expect(await controlNames(page)).toEqual(["Actions for Aldo", "Hold turn: Aldo"]);
    expect(await tabOrder(page)).toEqual(await controlNames(page));
    await page.getByRole("button", { name: "Hold turn: Aldo" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => row(page, "Aldo").locator(".fray-state--held").textContent()).toBe("Holding its turn");
    expect(await page.locator("li.active strong.name").textContent()).toBe("Brute");
    expect(await controlNames(page)).toEqual(["Actions for Aldo", "Act now: Aldo", "Forfeit turn: Aldo"]);
    expect(await seriousAxeViolations(page, "tracker-held")).toEqual([]);
    await page.screenshot({ path: join(SHOTS, "tracker-held-light.png"), fullPage: true });

    await page.getByRole("button", { name: "Act now: Aldo" }).focus();
    await page.keyboard.press("Enter");
    // Released: it comes right after the Brute's turn, and can still be forfeited.
    await expect.poll(() => row(page, "Aldo").locator(".fray-state--saved").textContent()).toBe("Acts after Brute");
    expect(await controlNames(page)).toEqual(["Actions for Aldo", "Forfeit turn: Aldo"]);
    w.as(w.gm);
    await combat.nextTurn();
    expect(combat.combatant?.name).toBe("Aldo");
    await page.close();

    const dark = await open(content(combat, w, w.gm), "dark");
    expect(await dark.locator("li.active strong.name").textContent()).toBe("Aldo");
    await dark.screenshot({ path: join(SHOTS, "tracker-held-dark.png"), fullPage: true });
    await dark.close();
  });
});
