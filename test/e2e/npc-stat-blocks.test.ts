/**
 * NPC stat blocks are compact (issue 23): a typical compendium monster — one of the packs' median three items —
 * rendered from its pack source through the fake world's real data models and the rooms' own document readers,
 * fits the NPC sheet's default 560 × 680 window without scrolling, its attacks and abilities first, in both themes.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { installFakeFoundry } from "../support/fake-foundry/runtime.ts";
import { readPackSources } from "../../scripts/balance/sources.ts";
import { englishLocalizer } from "./support/i18n.ts";
import { SHOTS, useSheetBrowser, withImages } from "./support/sheet-harness.ts";
import { renderParts } from "./support/sheet-page.ts";
import { templateEnvironment } from "./support/templates.ts";
import { partPaths } from "./support/sheet-harness.ts";
import { seriousAxeViolations } from "./support/axe.ts";

installFakeFoundry();
const { systemWorld } = await import("../support/fake-foundry/world/system-world.ts");
const bonusSheets = await import("../../module/foundry/rulesets/bonus/sheets/from-documents.ts");
const bonusNpc = await import("../../module/foundry/rulesets/bonus/sheets/npc-context.ts");
const bonusTemplates = await import("../../module/foundry/rulesets/bonus/sheets/templates.ts");
const energySheets = await import("../../module/foundry/rulesets/energy/sheets/from-documents.ts");
const energyNpc = await import("../../module/foundry/rulesets/energy/sheets/npc-context.ts");
const energyTemplates = await import("../../module/foundry/rulesets/energy/sheets/templates.ts");
const { BonusNpcModel } = await import("../../module/foundry/rulesets/bonus/data/actor-models.ts");
const { EnergyNpcModel } = await import("../../module/foundry/rulesets/energy/data/actor-models.ts");

/** The NPC sheets' default window (rulesets/<id>/sheets/npc-sheet.ts `position`). */
const WINDOW = { width: 560, height: 680 };
/** v13's window header (core's `--header-height`, 36 px), above the part the sheet renders into. */
const WINDOW_HEADER = 36;

const i18n = englishLocalizer();
const hbs = templateEnvironment();

/** The pack's monster as a world actor: its system and items through the fake world's data models. */
async function packMonster(pack: string, name: string) {
  const doc = readPackSources(pack).find((f) => f.doc.name === name)?.doc;
  if (!doc) throw new Error(`${name} is not in ${pack}`);
  const world = await systemWorld();
  return world.createActor({ name: doc.name, type: doc.type, system: doc.system, items: doc.items });
}

const shared = { mode: "play", editable: true, biographySource: "", biographyHtml: "", activeTab: null, i18n } as const;

async function bonusMonsterHtml(name: string): Promise<string> {
  const actor = bonusSheets.sheetActor((await packMonster("bonus-monsters", name)) as never);
  if (!(actor?.system instanceof BonusNpcModel)) throw new Error(`${name} is not a bonus NPC`);
  const context = bonusNpc.npcContext({
    ...shared,
    actor: withImages(actor),
    target: null,
    threat: actor.system.threat,
  });
  return renderParts(hbs, partPaths(bonusTemplates.NPC_PARTS), context);
}

async function energyMonsterHtml(name: string): Promise<string> {
  const actor = energySheets.sheetActor((await packMonster("energy-monsters", name)) as never);
  if (!(actor?.system instanceof EnergyNpcModel)) throw new Error(`${name} is not an energy NPC`);
  const input = { ...shared, actor: withImages(actor), target: null, odds: {} };
  const context = energyNpc.npcContext({ ...input, threat: actor.system.threat });
  return renderParts(hbs, partPaths(energyTemplates.NPC_PARTS), context);
}

describe("e2e: a typical compendium monster's stat block fits its window", () => {
  const open = useSheetBrowser("npc-stat-blocks");
  const cases = [
    { ruleset: "bonus", name: "Timber Wolf", html: () => bonusMonsterHtml("Timber Wolf") },
    { ruleset: "energy", name: "Grey Wolf", html: () => energyMonsterHtml("Grey Wolf") },
  ];

  for (const { ruleset, name, html } of cases) {
    it(`${ruleset}: ${name} fits ${String(WINDOW.width)} × ${String(WINDOW.height)} px, attacks first, in both themes`, async () => {
      for (const theme of ["light", "dark"] as const) {
        const page = await open(await html(), `fray fray-sheet actor ${ruleset} ${ruleset}-npc`, theme, WINDOW.width);
        await page.screenshot({ path: join(SHOTS, `${ruleset}-npc-pack-${theme}.png`), fullPage: true });
        const height = await page.evaluate(() => document.querySelector("form.application")?.scrollHeight ?? 0);
        expect(height, `${name} (${theme})`).toBeGreaterThan(200);
        expect(height, `${name} (${theme})`).toBeLessThanOrEqual(WINDOW.height - WINDOW_HEADER);
        const headings = await page.locator(".fray-section > h2, .fray-section > summary").allInnerTexts();
        expect(headings[0]?.toUpperCase()).toBe("ATTACKS");
        expect(await page.getByRole("button", { name: /^Attack/ }).count()).toBeGreaterThan(0);
        expect(await page.locator("details.fray-actions--compact").getAttribute("open")).toBeNull();
        expect(await seriousAxeViolations(page, `${ruleset}-npc-pack-${theme}`)).toEqual([]);
        await page.close();
      }
    });
  }
});
