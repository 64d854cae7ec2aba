import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { installFakeFoundry } from "../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../support/fake-foundry/world/combat.ts";
import type { FakeUser } from "../support/fake-foundry/world/users.ts";
import type { FakeWorld } from "../support/fake-foundry/world/install-world.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { englishLocalizer } from "./support/i18n.ts";
import { SHOTS } from "./support/sheet-harness.ts";
import type { Theme } from "./support/sheet-page.ts";
import { trackerContent, useTrackerBrowser, type TrackerClick } from "./support/tracker-harness.ts";
import { tabOrder } from "./support/keyboard.ts";
import { controlNames, openControls } from "./support/tracker-keyboard.ts";

// The real adapter runs in node against the fake Foundry world; the page shows the real row and prompt templates
// filled by the real view model from the real combat economy, and its buttons call the real economy functions.
installFakeFoundry();
const { loopWorld } = await import("../foundry/chat/world-fixture.ts");
const { energyWorld } = await import("../foundry/energy/world-fixture.ts");
const { combatantOf, createCombat } = await import("../foundry/combat/fixture.ts");
const { readTrackerFacts } = await import("../../module/foundry/applications/tracker/read-facts.ts");
const { trackerView } = await import("../../module/foundry/applications/tracker/view.ts");
const { actFor, adjustPool } = await import("../../module/foundry/combat/economy-access.ts");
const { rollAttack } = await import("../../module/foundry/flows/attack.ts");

const i18n = englishLocalizer();
type AdapterCombat = Parameters<typeof readTrackerFacts>[0];
type AdapterCombatant = Parameters<typeof adjustPool>[0];

/** The tracker as `viewer` sees `combat` now. */
function content(combat: FakeCombat, world: FakeWorld, viewer: FakeUser): string {
  world.as(viewer);
  const view = trackerView(i18n, readTrackerFacts(combat as unknown as AdapterCombat, false));
  // Core's row shows the tracker's name ("Brute 2" where names repeat: the tracker class's turn context).
  const nameOf = (id: string, name: string) => view.rows.find((r) => r.id === id)?.name ?? name;
  const entries = combat.turns.map((c) => ({
    id: c.id,
    name: nameOf(c.id, c.name),
    active: combat.combatant?.id === c.id,
  }));
  world.as(world.gm);
  return trackerContent(entries, view);
}

/** What the tracker class's action handlers do, run as the GM. */
async function act(combat: FakeCombat, click: TrackerClick): Promise<void> {
  const combatant = combat.combatants.get(click.combatantId) as unknown as AdapterCombatant;
  if (click.action === "frayAdjustPool") await adjustPool(combatant, click.pool ?? "", Number(click.delta));
  if (click.action === "frayNextRound") await combat.nextRound();
  if (click.action === "frayAct") await actFor(combatant, click.control ?? "", click.choice);
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, name), fullPage: true });
/** The row core names `name`. */
const item = (page: Page, name: string) =>
  page
    .locator("li[data-combatant-id]")
    .filter({ has: page.locator("strong.name", { hasText: new RegExp(`^${name}$`) }) });
/** The Fray block of the row core names `name`. */
const text = (page: Page, name: string) => item(page, name).locator(".fray-row");
/** The row's health bar, on core's name line. */
const health = (page: Page, name: string) => item(page, name).locator(".fray-row-health");

/** A computed colour of the row's accent rule or of a pool's pips (or bar): the room's styles set both, per theme. */
const rowAccent = (row: Locator) => row.evaluate((el) => getComputedStyle(el).borderInlineStartColor);
const pipColour = (row: Locator, pool: string) =>
  row
    .locator(`.fray-pool--${pool} :is(.fray-pip, .fray-pool-bar)`)
    .first()
    .evaluate((el) => getComputedStyle(el).borderTopColor);

describe("e2e: the combat tracker in Chromium, rows from the real view model and combat economy", () => {
  const open = useTrackerBrowser();

  it("bonus: actions and Vigor pips, whose turn; an attack spends an action, a new round resets", async () => {
    const w = await loopWorld();
    const combat = await createCombat("bonus", [w.aldo, w.brute]);
    await combatantOf(combat, w.aldo).update({ initiative: 15 });
    await combatantOf(combat, w.brute).update({ initiative: 7 });
    await combat.startCombat();
    await w.brute.toggleStatusEffect("prone", { active: true });

    const render = (theme: Theme) => open(content(combat, w, w.gm), theme);

    let page = await render("light");
    const aldo = text(page, "Aldo");
    await expect.poll(() => aldo.locator(".fray-state").textContent()).toBe("Acting");
    // "You begin with 2 Actions": two full pips, said in words for screen readers.
    expect(await aldo.getByText("2 of 2 Actions").count()).toBe(1);
    expect(await aldo.locator(".fray-pool--actions .fray-pip.is-full").count()).toBe(2);
    // The room's colours (styles/rulesets/bonus/_tracker.scss): Actions is the row accent, Vigor its own.
    expect(await pipColour(aldo, "actions")).toBe("rgb(140, 47, 27)");
    expect(await pipColour(aldo, "vigor")).toBe("rgb(31, 106, 74)");
    expect(await rowAccent(aldo)).toBe("rgb(140, 47, 27)");
    expect(await text(page, "Brute").locator(".fray-state").textContent()).toBe("Waiting");
    expect(await text(page, "Brute").getByText("20 of 20 Vigor").count()).toBe(1);
    expect(await text(page, "Brute").locator(".fray-condition").textContent()).toContain("Prone");
    // The room's primary token bar, Durability, as a labelled read-only bar with its number (not colour alone).
    const durability = health(page, "Brute").getByRole("meter", { name: "Durability" });
    expect(await durability.getAttribute("aria-valuetext")).toBe("Durability: 20 of 20");
    expect(await durability.textContent()).toContain("20 / 20");
    expect(
      await health(page, "Brute")
        .locator(".resource-fill")
        .evaluate((el) => el.style.width),
    ).toBe("100%");
    await shot(page, "tracker-bonus-light.png");
    expect(await seriousAxeViolations(page, "tracker-bonus")).toEqual([]);
    await page.close();

    // Alice attacks the Brute (25 against Guard 17), and Bob defends it: an action and 5 Vigor are spent.
    w.as(w.alice);
    w.alice.targets.add({ actor: w.brute });
    w.dice(15, 5, 5);
    await rollAttack(w.aldo as never, w.swordId, { skipDialog: true });
    page = await render("dark");
    expect(await text(page, "Aldo").getByText("1 of 2 Actions").count()).toBe(1);
    expect(await text(page, "Aldo").locator(".fray-pool--actions .fray-pip.is-full").count()).toBe(1);
    expect(await pipColour(text(page, "Aldo"), "actions")).toBe("rgb(240, 138, 93)");
    expect(await pipColour(text(page, "Aldo"), "vigor")).toBe("rgb(121, 211, 168)");
    await shot(page, "tracker-bonus-dark.png");
    await page.close();

    // The round ends; the next one starts with Aldo's turn and a fresh allowance.
    w.as(w.gm);
    await combat.nextTurn();
    await combat.nextTurn();
    expect(combat.round).toBe(2);
    page = await render("light");
    expect(await text(page, "Aldo").getByText("2 of 2 Actions").count()).toBe(1);
    await page.close();
  });

  it("bonus: a player sees their own pools only; the GM's −/+ buttons move a pool from the keyboard", async () => {
    const w = await loopWorld();
    const combat = await createCombat("bonus", [w.aldo, w.brute]);
    await combatantOf(combat, w.aldo).update({ initiative: 15 });
    await combat.startCombat();

    let page = await open(content(combat, w, w.alice), "light");
    expect(await text(page, "Aldo").locator(".fray-pool").count()).toBe(2);
    expect(await text(page, "Brute").locator(".fray-pool").count()).toBe(0);
    // Her own character's Durability shows; the creature's, hidden with its pools, does not; the bar has no buttons.
    expect(await health(page, "Aldo").getByRole("meter", { name: "Durability" }).count()).toBe(1);
    expect(await item(page, "Brute").locator(".resource-bar").count()).toBe(0);
    expect(await page.locator("button").count()).toBe(0);
    await page.close();

    page = await open(content(combat, w, w.gm), "light");
    await page.exposeFunction("frayTrackerAction", async (click: TrackerClick) => {
      await act(combat, click);
      return content(combat, w, w.gm);
    });
    expect(await tabOrder(page)).toEqual(await controlNames(page));
    await page.getByRole("button", { name: "Decrease Vigor of Brute" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => text(page, "Brute").getByText("19 of 20 Vigor").count()).toBe(1);

    // "An ambush situation is when one set of combatants is intentionally ambushed by another": the GM marks it,
    // from the Brute's controls (collapsed: the Brute is not acting).
    await openControls(page, "Brute");
    await page.getByLabel("Ambush role of Brute", { exact: true }).selectOption({ label: "Ambushed" });
    await page.getByRole("button", { name: "Set role: the ambush role of Brute for round 1" }).focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => text(page, "Brute").locator(".fray-state").allTextContents())
      .toEqual(["Waiting", "Ambushed"]);
    await page.close();
  });

  it("six combatants fit a 300 px sidebar at the usual height: names numbered, controls collapsed, pools and health shown", async () => {
    const w = await loopWorld();
    const combat = await createCombat("bonus", [w.aldo, w.brute, w.brute, w.brute, w.brute, w.brute]);
    await combatantOf(combat, w.aldo).update({ initiative: 15 });
    await combat.startCombat();
    for (const theme of ["light", "dark"] as const) {
      const page = await open(content(combat, w, w.gm), theme);
      await page.locator("#tracker").evaluate((el) => {
        el.style.width = "300px";
      });
      const names = await page.locator("strong.name").allTextContents();
      expect(names.slice().sort()).toEqual(["Aldo", "Brute 1", "Brute 2", "Brute 3", "Brute 4", "Brute 5"]);
      // Every row shows its Vigor; only the acting row's controls are open.
      expect(await page.locator(".fray-pool--vigor").count()).toBe(6);
      expect(await page.getByRole("meter", { name: "Durability" }).count()).toBe(6);
      expect(await page.locator("details.fray-row-controls[open]").count()).toBe(1);
      // A 1920×1080 screen leaves Foundry's sidebar about 960 px; the tracker's header (round, encounter controls)
      // and footer take about 200 of them, so the combatant list has about 760 px.
      const height = (await page.locator("ol.combat-tracker").boundingBox())?.height ?? Infinity;
      await shot(page, `tracker-six-${theme}.png`);
      expect(height).toBeLessThanOrEqual(760);
      expect(await seriousAxeViolations(page, `tracker-six-${theme}`)).toEqual([]);
      await shot(page, `tracker-six-${theme}.png`);
      await page.close();
    }
  });

  it("energy: Energy, Agility and Stamina; Initiative and Pass controls; the GM's next-round prompt resets", async () => {
    const w = await energyWorld();
    const combat = await createCombat("energy", [w.vera, w.ogre]);
    await combat.startCombat();
    const gmView = () => content(combat, w, w.gm);

    // Vera's melee attack costs 3 of her 5 Energy ("3 Energy = Melee Attack").
    w.as(w.alice);
    w.alice.targets.add({ actor: w.ogre });
    w.dice(12, 6);
    await rollAttack(w.vera as never, w.swordId, { skipDialog: true });

    const page = await open(gmView(), "light");
    await page.exposeFunction("frayTrackerAction", async (click: TrackerClick) => {
      await act(combat, click);
      return gmView();
    });
    const vera = text(page, "Vera");
    expect(await vera.getByText("2 of 5 Energy").count()).toBe(1);
    expect(await vera.locator(".fray-pool--energy .fray-pip.is-full").count()).toBe(2);
    // The room's colours (styles/rulesets/energy/_tracker.scss): Energy is the row accent.
    expect(await pipColour(vera, "energy")).toBe("rgb(138, 90, 0)");
    expect(await pipColour(vera, "agility")).toBe("rgb(36, 99, 143)");
    expect(await pipColour(vera, "stamina")).toBe("rgb(107, 61, 143)");
    expect(await rowAccent(vera)).toBe("rgb(138, 90, 0)");
    expect(await text(page, "Ogre").getByText("5 of 5 Energy").count()).toBe(1);
    expect(await health(page, "Ogre").getByRole("meter", { name: "Aura" }).getAttribute("aria-valuetext")).toBe(
      "Aura: 20 of 20",
    );
    expect(await page.locator(".fray-state--acting").count()).toBe(0); // no turn order
    expect(await tabOrder(page)).toEqual(await controlNames(page));

    // Vera rolls Initiative to interrupt the Ogre, chosen in the list, from the keyboard (her controls opened first:
    // nobody acts in a turnless Round, so every row's are collapsed).
    expect(await page.locator("details.fray-row-controls[open]").count()).toBe(0);
    await openControls(page, "Vera");
    await vera.getByLabel("Creature Vera interrupts").selectOption({ label: "Ogre" });
    await vera.getByRole("button", { name: "Initiative for Vera: interrupt the chosen creature" }).focus();
    w.dice(15, 8);
    await page.keyboard.press("Enter");
    await expect
      .poll(() => text(page, "Vera").locator(".fray-note--initiative").textContent())
      .toMatch(/Vera (wins|loses) Initiative against Ogre \(\d+ vs \d+\)/);
    expect(await text(page, "Vera").getByText("Initiative rolled this Round").count()).toBe(1);

    // Both pass: the GM is prompted, and the next Round resets Energy ("At the beginning of each Round…").
    await openControls(page, "Vera");
    await page.getByRole("button", { name: "Pass for Vera: done for this Round" }).click();
    await expect.poll(() => text(page, "Vera").locator(".fray-state").textContent()).toBe("Passed");
    expect(await page.getByRole("status").count()).toBe(0);
    await openControls(page, "Ogre");
    await page.getByRole("button", { name: "Pass for Ogre: done for this Round" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Every combatant is done for this round.");
    await shot(page, "tracker-energy-light.png");
    expect(await seriousAxeViolations(page, "tracker-energy")).toEqual([]);

    await page.getByRole("button", { name: "Next round" }).click();
    await expect.poll(() => text(page, "Vera").getByText("5 of 5 Energy").count()).toBe(1);
    expect(combat.round).toBe(2);
    expect(await page.getByRole("status").count()).toBe(0);
    expect(await text(page, "Vera").locator(".fray-state").count()).toBe(0);
    await page.close();

    const dark = await open(gmView(), "dark");
    expect(await pipColour(text(dark, "Vera"), "energy")).toBe("rgb(240, 201, 94)");
    expect(await rowAccent(text(dark, "Vera"))).toBe("rgb(240, 201, 94)");
    await shot(dark, "tracker-energy-dark.png");
    expect(await seriousAxeViolations(dark, "tracker-energy-dark")).toEqual([]);
    await dark.close();
  });
});
