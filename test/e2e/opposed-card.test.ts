import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStyles } from "../../scripts/build/styles.ts";
import { installFakeFoundry } from "../support/fake-foundry/runtime.ts";
import type { DiceRequest } from "../../module/engine/core/dice/request.ts";
import type { MomentumWorld } from "../foundry/momentum/world-fixture.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { launchChromium } from "./support/browser.ts";
import { tabOrder } from "./support/keyboard.ts";
import { templateEnvironment } from "./support/templates.ts";

// The opposed card (chat/opposed-card/): `momentum`'s real Trip through the GM (seed 002: "You succeed if you roll
// higher than your target") posts it on the fake world; the real view context and template render it in Chromium, in
// both themes, axe clean; the winner is read by its words and icon, the tie by its rule, and each side's roll
// details are reached and opened by keyboard under that side's name.
installFakeFoundry();
const { momentumWorld } = await import("../foundry/momentum/world-fixture.ts");
const { combatantOf, createCombat } = await import("../foundry/combat/fixture.ts");
const { opposedCardHtml } = await import("./support/opposed-card-page.ts");
const { showCardPage } = await import("./support/card-page.ts");
const { actFor } = await import("../../module/foundry/combat/economy-access.ts");
const { contestChoice } = await import("../../module/foundry/rulesets/momentum/combat/contest-choice.ts");
const { loopWorld } = await import("../foundry/chat/world-fixture.ts");
const { postOpposedCard } = await import("../../module/foundry/chat/opposed-card/post.ts");
const { FrayRoll } = await import("../../module/foundry/dice/fray-roll.ts");
const { fake } = await import("../support/fake-foundry/runtime.ts");
const { energyWorld } = await import("../foundry/energy/world-fixture.ts");
const { configureStatusEffects } = await import("../../module/foundry/effects/register.ts");
const { takeSheetAction } = await import("../../module/foundry/combat/sheet-action.ts");

const SHOTS = "test-results/e2e";
const hbs = templateEnvironment();

let browser: BrowserContext;
let stylesheet: string;

/** The card in `theme`: both sides' details reached by Tab in order and the first opened with Enter; axe clean. */
async function readCard(page: Page, html: string, theme: "light" | "dark", shot: string): Promise<string> {
  await showCardPage(page, html, theme, stylesheet);
  expect(await tabOrder(page)).toEqual(["Vera's roll details", "Brute's roll details"]);
  await page.locator("body").focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  expect(await page.locator(".opposed-initiator details.fray-breakdown--opposed").getAttribute("open")).not.toBeNull();
  await page.screenshot({ path: join(SHOTS, `${shot}-${theme}.png`) });
  expect(await seriousAxeViolations(page, `${shot}-${theme}`)).toEqual([]);
  return (await page.locator(".opposed-card").textContent()) ?? "";
}

describe("e2e: the opposed card, both rolls explained, the winner in words and an icon", () => {
  let w: MomentumWorld;
  beforeAll(async () => {
    stylesheet = buildStyles(join(SHOTS, "opposed-card-css"));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("momentum: Vera trips the Brute (15 + 4 against 5 + 2); a tie (12 + 4 = 14 + 2) is the Brute's", async () => {
    w = await momentumWorld();
    const combat = await createCombat("momentum", [w.vera, w.brute]);
    await combat.startCombat();
    const vera = combatantOf(combat, w.vera);
    const brute = combatantOf(combat, w.brute);
    const trip = async (faces: readonly number[]): Promise<string> => {
      w.as(w.alice);
      w.dice(...faces);
      await actFor(vera as never, "contest", contestChoice("trip", brute.id));
      return opposedCardHtml(hbs, w);
    };
    const won = await trip([15, 5]);
    // Vera's second Trip is paid from her last AP on the next round.
    w.as(w.gm);
    await combat.nextRound();
    const tied = await trip([12, 14]);
    const page = await browser.newPage();
    for (const theme of ["light", "dark"] as const) {
      const text = await readCard(page, won, theme, "opposed-card-won");
      expect(text).toContain("Vera — Trip");
      expect(await page.locator(".opposed-initiator .opposed-total").textContent()).toBe("Total 19");
      expect(await page.locator(".opposed-opponent .opposed-total").textContent()).toBe("Total 7");
      expect(await page.locator(".opposed-winner .fa-trophy").count()).toBe(1);
      expect(await page.locator(".opposed-winner").textContent()).toContain("Vera wins");
      expect(await page.locator(".opposed-tie").count()).toBe(0);
      expect(text).toContain("Vera's chance before the roll: 57%");
      expect(text).toContain("Brute is knocked Prone.");
      const details = (await page.locator(".opposed-initiator details").textContent()) ?? "";
      expect(details).toContain("Total 19");

      const tie = await readCard(page, tied, theme, "opposed-card-tie");
      expect(await page.locator(".opposed-winner").textContent()).toContain("Brute wins");
      expect(await page.locator(".opposed-tie").textContent()).toContain("Tied at 16: the tie goes to Brute.");
      expect(tie).toContain("Brute resists Vera: nothing happens.");
    }
    await page.close();
  });

  it("one against two, one of them an NPC hidden from the player: a winner per opponent, the NPC's dice and odds kept", async () => {
    const bonus = await loopWorld();
    bonus.as(bonus.gm);
    await fake().game.settings.set("fray", "hideNpcFromPlayers", true);
    const ogre = bonus.createActor({ name: "Ogre", type: "bonus-npc", ownership: { default: 0 } });
    const d20: DiceRequest = {
      label: "Perception",
      groups: [{ id: "d20", source: "d20", count: 1, faces: 20 }],
      modifiers: [{ source: "Wits", value: 1 }],
    };
    const rolled = async (): Promise<InstanceType<typeof FrayRoll>> => {
      const roll = FrayRoll.fromRequest(d20);
      await roll.evaluate();
      return roll;
    };
    bonus.dice(12, 5, 17);
    const [mine, bruteRoll, ogreRoll] = [await rolled(), await rolled(), await rolled()];
    await postOpposedCard({
      action: "Hide",
      ties: "opponent",
      initiator: { actor: bonus.aldo as never, check: "Stealth check", request: d20, roll: mine },
      opponents: [
        { actor: bonus.brute as never, check: "Perception check", request: d20, roll: bruteRoll },
        { actor: ogre as never, check: "Perception check", request: d20, roll: ogreRoll },
      ],
      effects: ["Aldo is hidden from Brute."],
    });
    bonus.as(bonus.alice);
    const html = opposedCardHtml(hbs, bonus);
    const page = await browser.newPage();
    for (const theme of ["light", "dark"] as const) {
      await showCardPage(page, html, theme, stylesheet);
      expect(await tabOrder(page)).toEqual(["Aldo's roll details", "Brute's roll details"]);
      await page.screenshot({ path: join(SHOTS, `opposed-card-two-${theme}.png`) });
      expect(await seriousAxeViolations(page, `opposed-card-two-${theme}`)).toEqual([]);
      expect(await page.locator(".opposed-winner").allTextContents()).toEqual([" Aldo wins", " Unknown creature wins"]);
      expect(await page.locator(".opposed-odds").count()).toBe(1);
      const text = (await page.locator(".opposed-card").textContent()) ?? "";
      expect(text).not.toContain("Ogre");
      expect(text).toContain("Aldo is hidden from Brute.");
    }
    await page.close();
  });

  // A room that decides by its own rule (contest's Successes, seed 003: "If the attacker has more Successes the attack
  // hits. Otherwise it misses") and a side that did not roll ("Creatures more than one size larger than you
  // automatically pass the test"): the reason and the notes are read, the unrolled side has no total and no details.
  it("a room's own rule: Aldo's Successes against a rolled and an unrolled side, each with its reason", async () => {
    const world = await loopWorld();
    world.as(world.gm);
    const d20: DiceRequest = {
      label: "Athletics",
      groups: [{ id: "d20", source: "d20", count: 1, faces: 20 }],
      modifiers: [{ source: "Athletics", value: 2 }],
    };
    world.dice(15, 5);
    const [mine, theirs] = [FrayRoll.fromRequest(d20), FrayRoll.fromRequest(d20)];
    await mine.evaluate();
    await theirs.evaluate();
    const giant = world.createActor({ name: "Giant", type: "bonus-npc", ownership: { default: 2 } });
    await postOpposedCard({
      action: "Grapple",
      initiator: {
        actor: world.aldo as never,
        check: "Athletics (Grapple)",
        request: d20,
        roll: mine,
        note: "Successes: 2",
      },
      opponents: [
        {
          actor: world.brute as never,
          check: "Acrobatics (resisting)",
          request: d20,
          roll: theirs,
          note: "Successes: 0",
          decision: { initiatorWins: true, reason: "Only Aldo passed.", chance: 0.42 },
        },
        {
          actor: giant as never,
          check: "Athletics (resisting)",
          noRoll: "Passes without rolling (Size: more than one size larger).",
          decision: { initiatorWins: false, reason: "Both passed and Aldo does not have more Successes.", chance: 0.3 },
        },
      ],
      effects: ["Brute is Grappled by Aldo."],
    });
    const html = opposedCardHtml(hbs, world);
    const page = await browser.newPage();
    for (const theme of ["light", "dark"] as const) {
      await showCardPage(page, html, theme, stylesheet);
      expect(await tabOrder(page)).toEqual(["Aldo's roll details", "Brute's roll details"]);
      await page.screenshot({ path: join(SHOTS, `opposed-card-room-rule-${theme}.png`) });
      expect(await seriousAxeViolations(page, `opposed-card-room-rule-${theme}`)).toEqual([]);
      expect(await page.locator(".opposed-winner").allTextContents()).toEqual([" Aldo wins", " Giant wins"]);
      expect(await page.locator(".opposed-reason").allTextContents()).toEqual([
        "Only Aldo passed.",
        "Both passed and Aldo does not have more Successes.",
      ]);
      expect(await page.locator(".opposed-note").allTextContents()).toEqual([
        "Successes: 2",
        "Successes: 0",
        "Passes without rolling (Size: more than one size larger).",
      ]);
      expect(await page.locator(".opposed-total").allTextContents()).toEqual(["Total 17", "Total 7"]);
      expect(await page.locator(".opposed-tie").count()).toBe(0);
      expect(await page.locator(".opposed-odds").allTextContents()).toEqual([
        "Aldo's chance before the roll: 42%",
        "Aldo's chance before the roll: 30%",
      ]);
    }
    await page.close();
  });

  it('energy: Vera escapes a restraint no one holds ("or contested by a DC if there is no restrainer"): the DC does not roll', async () => {
    const world = await energyWorld();
    configureStatusEffects("energy");
    const combat = await createCombat("energy", [world.vera, world.ogre]);
    await combat.startCombat();
    world.as(world.gm);
    await world.vera.toggleStatusEffect("restrained", { active: true });
    world.as(world.alice);
    world.dice(1);
    const vera = world.vera as unknown as Parameters<typeof takeSheetAction>[0];
    expect(await takeSheetAction(vera, { action: "escapeRestraint", label: "Escape a Restraint", options: {} })).toBe(
      true,
    );
    const html = opposedCardHtml(hbs, world);
    const page = await browser.newPage();
    for (const theme of ["light", "dark"] as const) {
      await showCardPage(page, html, theme, stylesheet);
      expect(await tabOrder(page)).toEqual(["Vera's roll details"]);
      await page.screenshot({ path: join(SHOTS, `opposed-card-escape-dc-${theme}.png`) });
      expect(await seriousAxeViolations(page, `opposed-card-escape-dc-${theme}`)).toEqual([]);
      expect(await page.locator(".opposed-name").allTextContents()).toEqual(["Vera", "The restraint"]);
      expect(await page.locator(".opposed-total").allTextContents()).toEqual(["Total 12"]);
      expect(await page.locator(".opposed-note").allTextContents()).toEqual([
        "No one creature of the encounter holds Vera: contested by a DC.",
      ]);
      expect(await page.locator(".opposed-winner").allTextContents()).toEqual([" Vera wins"]);
      expect(await page.locator(".opposed-reason").allTextContents()).toEqual(["12 meets DC 10: the escape succeeds."]);
    }
    await page.close();
  });
});
