import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { installFakeFoundry } from "../support/fake-foundry/runtime.ts";
import type { FakeUser } from "../support/fake-foundry/world/users.ts";
import type { EnergyWorld } from "../foundry/energy/world-fixture.ts";
import { englishLocalizer } from "./support/i18n.ts";
import { partPaths, SHOTS, useSheetBrowser } from "./support/sheet-harness.ts";
import { renderParts } from "./support/sheet-page.ts";
import { renderTemplate, templateEnvironment } from "./support/templates.ts";

// The real adapter runs in node against the fake Foundry world. The page shows Vera's real energy character sheet;
// its Attack button goes through FrayItem#rollAttack, and the attack card it posts is rendered with the real
// template and context builder in the ruleset's own words, its buttons calling the real card actions (GM relay).
installFakeFoundry();
const { energyWorld } = await import("../foundry/energy/world-fixture.ts");
const { cardAction } = await import("../../module/foundry/chat/attack-card/actions.ts");
const { attackCardContext } = await import("../../module/foundry/chat/attack-card/context.ts");
const { cardData } = await import("../../module/foundry/chat/attack-card/card-data.ts");
const { readStoredRoll } = await import("../../module/foundry/chat/attack-card/stored-roll.ts");
const { AttackCardModel } = await import("../../module/foundry/chat/attack-card/model.ts");
const { resourceBarContext } = await import("../../module/foundry/applications/parts/resource-bar.ts");
const { ENERGY_COMBAT_ROOM } = await import("../../module/foundry/rulesets/energy/combat-room.ts");
const { characterContext } = await import("../../module/foundry/rulesets/energy/sheets/character-context.ts");
const { CHARACTER_PARTS } = await import("../../module/foundry/rulesets/energy/sheets/templates.ts");
const { attackOdds, sheetActor } = await import("../../module/foundry/rulesets/energy/sheets/from-documents.ts");
const { FrayItem } = await import("../../module/foundry/documents/item.ts");

const i18n = englishLocalizer();
const hbs = templateEnvironment();
const CLASSES = "fray fray-sheet actor energy energy-character";

let w: EnergyWorld;

/** Vera's character sheet, built from her document as the sheet class builds it, with the Ogre targeted. */
function sheetHtml(): string {
  const actor = sheetActor(w.vera as never);
  if (!actor) throw new Error("Vera is not an energy creature");
  const context = characterContext({
    actor,
    target: { name: w.ogre.name },
    odds: attackOdds(w.vera as never, w.ogre as never),
    mode: "play",
    editable: true,
    biographySource: "",
    biographyHtml: "",
    activeTab: null,
    i18n,
  });
  return renderParts(hbs, partPaths(CHARACTER_PARTS), context);
}

function lastCard() {
  const message = [...w.messages.values()].at(-1);
  if (!message || !(message.system instanceof AttackCardModel)) throw new Error("no attack card");
  return message;
}

/** The card as `viewer` sees it, plus the Ogre's Aura bar. */
function cardHtml(viewer: FakeUser): string {
  const system = lastCard().system;
  if (!(system instanceof AttackCardModel)) throw new Error("not an attack card");
  const context = attackCardContext(
    cardData(system),
    (row) => ({
      attack: readStoredRoll(row.attack)?.total,
      defense: row.defense.roll ? readStoredRoll(row.defense.roll)?.total : undefined,
    }),
    {
      isGM: viewer.isGM,
      ownsAttacker: w.vera.testUserPermission(viewer, 3),
      ownsTarget: () => w.ogre.testUserPermission(viewer, 3),
      showOdds: true,
      hides: () => false,
    },
    i18n,
    ENERGY_COMBAT_ROOM.cardWording,
  );
  const aura = (w.ogre.system as unknown as { aura: { value: number; max: number } }).aura;
  const bar = resourceBarContext(i18n, "ogre", "aura", "FRAY.Actor.energy.FIELDS.aura.label", aura);
  return (
    `<div style="padding: 8px; background: var(--fray-surface)">` +
    renderTemplate(hbs, "templates/chat/attack-card.hbs", context) +
    renderTemplate(hbs, "templates/parts/resource-bar.hbs", bar) +
    `</div>`
  );
}

describe("e2e: the energy attack card in Chromium, from the sheet's Attack button to the Ogre's Aura", () => {
  const open = useSheetBrowser("energy-card-css");

  it("Alice attacks from Vera's sheet, Bob rolls Evasion, Alice applies damage and the Ogre's Aura drops", async () => {
    w = await energyWorld();
    w.as(w.alice);
    w.alice.targets.add({ actor: w.ogre });
    const page: Page = await open(sheetHtml(), CLASSES, "light");
    let viewer = w.alice;
    await page.exposeFunction("frayAction", async (action: string, data: { itemId?: string; row?: string }) => {
      w.as(viewer);
      if (action === "attack") {
        const item = w.vera.items.get(data.itemId ?? "");
        if (!(item instanceof FrayItem)) throw new Error("not a FrayItem");
        await item.rollAttack({ skipDialog: true });
      } else await cardAction(lastCard() as never, action as "defend", data.row ?? "");
      return cardHtml(viewer);
    });

    const attack = page.getByRole("button", { name: /^Attack \d+% .*: Ogre with Longsword, AV 17/ });
    await page.screenshot({ path: join(SHOTS, "energy-attack-card-sheet.png") });
    await attack.focus();
    w.dice(10); // Combat roll 10: no Critical Hit, below the mail's Armor Coverage 12
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".attack-card").count()).toBe(1);
    expect(await page.getByRole("status").textContent()).toContain("Awaiting defense");
    expect(await page.locator(".attack-card").textContent()).toContain("AV 17 · Combat roll 10");
    await page.screenshot({ path: join(SHOTS, "energy-attack-card-posted.png") });

    viewer = w.bob;
    // Bob's client shows the same card with his Defend button.
    await page.evaluate((html) => {
      const content = document.getElementById("content");
      if (content) content.innerHTML = html;
    }, cardHtml(w.bob));
    w.dice(9); // Evasion roll 8 + 9 = 17: "If the AV is greater than or equal to the Defense roll, the attack hits"
    await page.getByRole("button", { name: "Defend Ogre" }).click();
    await expect.poll(() => page.locator(".row-defense").textContent()).toContain("Evasion roll 17");
    expect(await page.getByRole("status").textContent()).toContain("Hit");
    expect(await page.getByRole("button", { name: "Defend Ogre" }).count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, "energy-attack-card-defended.png") });

    viewer = w.alice;
    await page.evaluate((html) => {
      const content = document.getElementById("content");
      if (content) content.innerHTML = html;
    }, cardHtml(w.alice));
    w.dice(6); // 1d8 6 + MASDB 1 − AR 3 (the Combat roll 10 is below AC 12) = 4 Aura
    await page.getByRole("button", { name: "Apply damage to Ogre" }).click();
    await expect.poll(() => page.locator(".resource-value").textContent()).toBe("16 / 20");
    expect(await page.locator(".row-damage").textContent()).toContain("4 Aura");
    expect(await page.getByRole("button", { name: "Apply damage to Ogre" }).count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, "energy-attack-card-damage.png") });
    await page.close();
  });
});
