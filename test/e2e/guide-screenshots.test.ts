import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildStyles } from "../../scripts/build/styles.ts";
import type { RollDialogAnswer, RollDialogSetup } from "../../module/foundry/applications/roll-dialog/state.ts";
import { characterContext } from "../../module/foundry/rulesets/bonus/sheets/character-context.ts";
import { CHARACTER_PARTS } from "../../module/foundry/rulesets/bonus/sheets/templates.ts";
import { getRulesetMeta, packName } from "../../module/engine/meta-registry.ts";
import { installFakeFoundry } from "../support/fake-foundry/runtime.ts";
import type { FakeActor } from "../support/fake-foundry/world/documents.ts";
import type { FakeCombat } from "../support/fake-foundry/world/combat.ts";
import type { FakeWorld } from "../support/fake-foundry/world/install-world.ts";
import { makeActor, makeInput } from "../foundry/bonus/sheets/fixtures.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { launchChromium } from "./support/browser.ts";
import { ITEM_ICON, PORTRAIT } from "./support/images.ts";
import {
  GUIDE_THEMES,
  CHECK_VIEW,
  OPPOSED_VIEW,
  guideViews,
  ODDS_VIEW,
  writeGuideImage,
  type GuideRuleset,
  type GuideView,
} from "./support/guide-images.ts";
import { englishLocalizer } from "./support/i18n.ts";
import { playSheetInput } from "./support/play-sheet-input.ts";
import { partPaths, SHOTS, withImages } from "./support/sheet-harness.ts";
import { renderParts, sheetPage, type Theme } from "./support/sheet-page.ts";
import { trackerContent, trackerPage } from "./support/tracker-harness.ts";
import { renderTemplate, templateEnvironment } from "./support/templates.ts";

// The user guide's screenshots (docs/guide/images/), regenerated on every run: the real templates filled by the real
// context builders from the fake world's documents, with the built stylesheet, each cropped to its element. The roll
// dialog's Foundry window is replaced by a page showing its real template from the real dialog state, as
// roll-dialog.test.ts does.
installFakeFoundry();
let opened: { setup: RollDialogSetup; settle: (answer: RollDialogAnswer | null) => void } | undefined;
vi.mock("../../module/foundry/applications/roll-dialog/dialog.ts", () => ({
  chooseRoll: (setup: RollDialogSetup) =>
    new Promise<RollDialogAnswer | null>((settle) => {
      opened = { setup, settle };
    }),
}));
const { loopWorld, aliceAttacksBrute } = await import("../foundry/chat/world-fixture.ts");
const { energyWorld, veraAttacksOgre } = await import("../foundry/energy/world-fixture.ts");
const { combatantOf, createCombat } = await import("../foundry/combat/fixture.ts");
const { cardAction } = await import("../../module/foundry/chat/attack-card/actions.ts");
const {
  bonusDurability,
  cardHtml,
  contestHealth,
  energyAura,
  lastAttackCard,
  momentumVitality,
  showCardPage,
  woundsStamina,
} = await import("./support/card-page.ts");
const { ENERGY_CHARACTER_CLASSES, energyCharacterSheet } = await import("./support/energy-character-page.ts");
const { checkCardHtml } = await import("./support/check-card-page.ts");
const { opposedCardHtml } = await import("./support/opposed-card-page.ts");
const { actFor } = await import("../../module/foundry/combat/economy-access.ts");
const { contestChoice } = await import("../../module/foundry/rulesets/momentum/combat/contest-choice.ts");
const { rollResistanceCheck } = await import("../../module/foundry/rulesets/bonus/checks/roll-skill-check.ts");
const { rollSheetCheck } = await import("../../module/foundry/rulesets/energy/checks/roll-sheet-check.ts");
const { momentumWorld, veraAttacks, AX, HEX } = await import("../foundry/momentum/world-fixture.ts");
const { MOMENTUM_CHARACTER_CLASSES, momentumCharacterSheet } = await import("./support/momentum-character-page.ts");
const {
  contestWorld,
  karaStrikes,
  bruteDefends,
  karaRolls,
  LONGSWORD: CONTEST_SWORD,
} = await import("../foundry/contest/world-fixture.ts");
const { contestSheetActor, strikeOdds } =
  await import("../../module/foundry/rulesets/contest/sheets/from-documents.ts");
const contestSheets = await import("../../module/foundry/rulesets/contest/sheets/character-context.ts");
const { CHARACTER_PARTS: CONTEST_CHARACTER_PARTS } =
  await import("../../module/foundry/rulesets/contest/sheets/templates.ts");
const { woundsWorld, LONGSWORD: WOUNDS_SWORD } = await import("../foundry/wounds/world-fixture.ts");
const woundsDocuments = await import("../../module/foundry/rulesets/wounds/sheets/from-documents.ts");
const woundsSheets = await import("../../module/foundry/rulesets/wounds/sheets/character-context.ts");
const { CHARACTER_PARTS: WOUNDS_CHARACTER_PARTS } =
  await import("../../module/foundry/rulesets/wounds/sheets/templates.ts");
const { woundsOptions } = await import("../../module/foundry/rulesets/wounds/rule-variants.ts");
const { askStep } = await import("../../module/foundry/procedure/ask-step.ts");
const { rollAttack } = await import("../../module/foundry/flows/attack.ts");
const { RollDialogState } = await import("../../module/foundry/applications/roll-dialog/state.ts");
const { readTrackerFacts } = await import("../../module/foundry/applications/tracker/read-facts.ts");
const { trackerView } = await import("../../module/foundry/applications/tracker/view.ts");
const { versusEncounter } = await import("../../module/foundry/simulation/encounter.ts");
const { roomFor } = await import("../../module/foundry/room-lookup.ts");
const { installSelfCheckWorld } = await import("../support/fake-foundry/world/self-check-world.ts");
const { inThreadChannel, startOddsJob } = await import("../../module/foundry/simulation/start.ts");
const { oddsResultView } = await import("../../module/foundry/simulation/view.ts");

const hbs = templateEnvironment();
const i18n = englishLocalizer();

let browser: BrowserContext;
let stylesheet: string;

/** A new page showing `html`, `width` wide, with the built stylesheet. */
async function showPage(html: string, width: number): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize({ width: width + 40, height: 1000 });
  await page.setContent(html);
  await page.addStyleTag({ path: stylesheet });
  return page;
}

/** Writes one shot per theme after checking it is axe clean and shows what `expectShown` expects. */
async function shoot(
  ruleset: GuideRuleset,
  view: GuideView,
  render: (theme: Theme) => Promise<Page>,
  selector: string,
  expectShown: (page: Page) => Promise<void>,
): Promise<void> {
  for (const theme of GUIDE_THEMES) {
    const page = await render(theme);
    await expectShown(page);
    expect(await seriousAxeViolations(page, `guide-${ruleset}-${view}-${theme}`)).toEqual([]);
    await writeGuideImage(page.locator(selector), ruleset, view, theme);
    await page.close();
  }
}

/**
 * The GM clicks the card's buttons one after the other (the GM may take any step), each with its dice, through the
 * real card actions, as the card's click handler does; `html` is the card as the GM's client renders it.
 */
async function gmPlaysCard(
  world: FakeWorld,
  html: () => string,
  clicks: readonly { readonly button: string; readonly dice: readonly number[] }[],
): Promise<void> {
  const page = await browser.newPage();
  await page.exposeFunction("frayCardAction", async (button: Record<string, string>) => {
    world.as(world.gm);
    await cardAction(lastAttackCard(world).message as never, {
      ...button,
      action: button.action ?? "",
      row: button.row ?? "",
    });
    return html();
  });
  await showCardPage(page, html(), "light", stylesheet);
  for (const { button, dice } of clicks) {
    world.dice(...dice);
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect.poll(() => page.getByRole("button", { name: button, exact: true }).count()).toBe(0);
  }
  await page.close();
}

/**
 * The card as the GM sees it, with every roll's breakdown opened (the disclosure a reader clicks); the shot is the
 * card alone, without the target's bar the card page shows under it.
 */
async function cardWithBreakdowns(html: string, theme: Theme): Promise<Page> {
  const page = await browser.newPage();
  await showCardPage(page, html, theme, stylesheet);
  for (const summary of await page.locator("details.fray-breakdown > summary").all()) await summary.click();
  return page;
}

/**
 * The newest card as the target's owner sees it on their client, before anyone answered it: the row waiting for
 * their defense, with the button `defend` names (the guide's player view of a card, `defend`).
 */
async function shootAwaitingDefense(
  ruleset: GuideRuleset,
  world: FakeWorld,
  html: () => string,
  defend: RegExp,
): Promise<void> {
  world.as(world.bob);
  const asOwner = html();
  world.as(world.gm);
  await shoot(
    ruleset,
    "defend",
    async (theme) => {
      const page = await browser.newPage();
      await showCardPage(page, asOwner, theme, stylesheet);
      return page;
    },
    ".attack-card",
    async (page) => {
      expect(await page.getByRole("button", { name: defend }).count()).toBe(1);
    },
  );
}

/**
 * The world's newest check card (chat/check-card/) as the current user (the roller's player) sees it, its roll's details opened: the
 * guide's check card (`check`), where `outcome` is the outcome's words.
 */
async function shootCheckCard(ruleset: GuideRuleset, world: FakeWorld, outcome: string): Promise<void> {
  const html = checkCardHtml(hbs, world);
  await shoot(
    ruleset,
    CHECK_VIEW,
    (theme) => cardWithBreakdowns(html, theme),
    ".check-card",
    async (page) => {
      expect(await page.locator(".check-outcome").textContent()).toContain(outcome);
      expect(await page.locator("details.fray-breakdown--check").getAttribute("open")).not.toBeNull();
    },
  );
}

/**
 * The world's newest opposed card (chat/opposed-card/) as the current user sees it, every roll's details opened: the
 * guide's opposed card (`opposed`), where `winner` is the winner's words.
 */
async function shootOpposedCard(ruleset: GuideRuleset, world: FakeWorld, winner: string): Promise<void> {
  const html = opposedCardHtml(hbs, world);
  await shoot(
    ruleset,
    OPPOSED_VIEW,
    (theme) => cardWithBreakdowns(html, theme),
    ".opposed-card",
    async (page) => {
      expect(await page.locator(".opposed-winner").textContent()).toContain(winner);
      expect(await page.locator("details.fray-breakdown--opposed[open]").count()).toBe(2);
    },
  );
}

/**
 * The GM's encounter odds (the tracker's Party vs creature…), when the ruleset's engine simulates fights: the
 * `party` (the world's player characters) against one of the room's self-check target, imported from its monster compendium;
 * 200 fights of the engine in this thread with a fixed seed, shown by the window's real template and result view.
 */
async function shootEncounterOdds(ruleset: GuideRuleset, world: FakeWorld, party: readonly FakeActor[]): Promise<void> {
  if (!guideViews(ruleset).includes(ODDS_VIEW)) return;
  world.as(world.gm);
  installSelfCheckWorld(world);
  const room = roomFor(ruleset);
  const spec = getRulesetMeta(ruleset).packs.find((p) => p.type === "Actor");
  const pack = spec && game.packs.get(`fray.${packName(ruleset, spec)}`);
  if (!room || !pack) throw new Error(`${ruleset}: no room or monster compendium`);
  const { target } = await room.loadSelfCheck();
  const creature = (await game.actors.importFromCompendium(
    pack as foundry.documents.collections.CompendiumCollection<"Actor">,
    target.id,
  )) as Actor.Implementation | undefined;
  if (!creature) throw new Error(`${ruleset}: ${target.id} not imported`);
  const encounter = versusEncounter(ruleset, party as never, creature, 1);
  if ("refused" in encounter) throw new Error(`${ruleset}: no encounter (${encounter.refused})`);
  const fights = 200;
  const job = { ruleset, party: encounter.party, foes: encounter.foes, fights, seed: 424242 };
  const odds = await startOddsJob(job, () => undefined, inThreadChannel()).result;
  const html = renderTemplate(hbs, "templates/simulation/encounter-odds.hbs", {
    result: oddsResultView(i18n, odds, fights, encounter),
    seed: odds.seed,
  });
  await shoot(
    ruleset,
    ODDS_VIEW,
    (theme) =>
      showPage(
        `<!doctype html><html lang="en"><head><title>Encounter odds</title></head><body class="theme-${theme}" style="margin:0">
          <div class="fray encounter-odds" id="root" style="width:480px">${html}</div></body></html>`,
        480,
      ),
    "#root",
    async (page) => {
      expect(await page.locator("#encounter-odds-headline").textContent()).toMatch(/^The party wins \d+(\.\d+)? %/);
      expect(await page.locator(".encounter-odds-members tbody tr").count()).toBe(encounter.party.length);
    },
  );
}

/** The tracker as the GM sees `combat`. */
function trackerHtml(world: FakeWorld, combat: FakeCombat): string {
  world.as(world.gm);
  const view = trackerView(i18n, readTrackerFacts(combat as never, false));
  const entries = combat.turns.map((c) => ({ id: c.id, name: c.name, active: combat.combatant?.id === c.id }));
  return trackerContent(entries, view);
}

/** Opens the roll dialog of `attacker`'s `itemId` against the user's target; Cancel afterwards rolls nothing. */
async function rollDialogHtml(attacker: FakeActor, itemId: string): Promise<{ html: string; cancel: () => void }> {
  opened = undefined;
  const attack = rollAttack(attacker as never, itemId, { skipDialog: false });
  const dialog = await vi.waitFor(() => {
    if (!opened) throw new Error("the dialog did not open");
    return opened;
  });
  const state = new RollDialogState(dialog.setup);
  return {
    html: renderTemplate(hbs, "templates/apps/roll-dialog.hbs", state.context(i18n)),
    cancel: () => {
      dialog.settle(null);
      void attack;
    },
  };
}

/** The dialog's content in a window-wide box, as roll-dialog.test.ts shows it. */
const dialogPage = (html: string, theme: Theme) =>
  showPage(
    `<!doctype html><html lang="en"><head><title>Fray roll dialog</title></head><body class="theme-${theme}" style="margin:0">
      <div class="fray roll-dialog" id="root" style="width:420px">${html}</div></body></html>`,
    420,
  );

/**
 * Opens `attacker`'s roll dialog for `itemId` against the user's target, shoots it in both themes (the chance shown,
 * and the number it is against when `against` is given), and cancels it: nothing is rolled.
 */
async function shootRollDialog(
  ruleset: GuideRuleset,
  attacker: FakeActor,
  itemId: string,
  against?: string,
): Promise<void> {
  const dialog = await rollDialogHtml(attacker, itemId);
  await shoot(
    ruleset,
    "roll-dialog",
    (theme) => dialogPage(dialog.html, theme),
    "#root",
    async (page) => {
      expect(await page.locator(".target-chance").textContent()).toMatch(/^\d+(\.\d+)?%$/);
      if (against !== undefined) expect(await page.locator(".target-against").textContent()).toBe(against);
    },
  );
  dialog.cancel();
}

const trackerShot = (world: FakeWorld, combat: FakeCombat) => (theme: Theme) =>
  showPage(trackerPage(trackerHtml(world, combat), theme), 320);

describe("e2e: the user guide's screenshots, from the real templates, contexts and styles, in both themes", () => {
  beforeAll(async () => {
    stylesheet = buildStyles(join(SHOTS, "guide-css"));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("bonus: the character sheet, the card with its breakdowns, the tracker and the roll dialog", async () => {
    const sheet = renderParts(
      hbs,
      partPaths(CHARACTER_PARTS),
      characterContext(makeInput({ i18n, actor: withImages(makeActor()) })),
    );
    await shoot(
      "bonus",
      "sheet",
      (theme) => showPage(sheetPage(sheet, "fray fray-sheet actor bonus bonus-character", theme, 640), 640),
      "form.application",
      async (page) => {
        expect(await page.getByRole("button", { name: /^Attack \d+% .*: Marsh Goblin with Longsword/ }).count()).toBe(
          1,
        );
      },
    );

    const w = await loopWorld();
    // Aldo's Strength Resistance check, out of combat: 1d20 12 + Strength 1d10 (10 → burst 4) = 26 against VS 20.
    w.as(w.alice);
    w.dice(12, 10, 4);
    await rollResistanceCheck(w.aldo as never, "strength", 20);
    await shootCheckCard("bonus", w, "Success");
    w.as(w.gm);

    const combat = await createCombat("bonus", [w.aldo, w.brute]);
    await combatantOf(combat, w.aldo).update({ initiative: 15 });
    await combatantOf(combat, w.brute).update({ initiative: 7 });
    await combat.startCombat();

    w.as(w.alice);
    w.alice.targets.add({ actor: w.brute });
    await shootRollDialog("bonus", w.aldo, w.swordId, "vs 17"); // Guard 15 + Mail 2

    // 15 + (5, 5) = 25 against Guard 17; the Brute Defends with 19 + 6 = 25, a tie the attacker wins; 14 damage.
    await aliceAttacksBrute(w, [15, 5, 5]);
    // Bob's Brute is attacked: his client offers Defend (5 Vigor) or Take the hit.
    await shootAwaitingDefense("bonus", w, () => cardHtml(hbs, w, bonusDurability(w.brute)), /^Defend/);
    const card = () => {
      w.as(w.gm);
      return cardHtml(hbs, w, bonusDurability(w.brute));
    };
    await gmPlaysCard(w, card, [
      { button: "Defend: Brute", dice: [19, 6] },
      { button: "Apply damage to Brute", dice: [6, 5, 3] },
    ]);
    await shoot(
      "bonus",
      "card",
      (theme) => cardWithBreakdowns(card(), theme),
      ".attack-card",
      async (page) => {
        expect(await page.locator("details.fray-breakdown--attack").getAttribute("open")).not.toBeNull();
        expect(await page.locator("details.fray-breakdown--damage").textContent()).toContain("Durability: −12");
      },
    );

    await shoot("bonus", "tracker", trackerShot(w, combat), "#tracker", async (page) => {
      expect(await page.getByText("1 of 2 Actions").count()).toBe(1);
    });
    await shootEncounterOdds("bonus", w, [w.aldo]);
  });

  it("energy: the character sheet, the card with its breakdowns, the tracker and the roll dialog", async () => {
    const w = await energyWorld();
    // Harness images instead of Foundry's icon paths (about:blank cannot load them).
    await w.vera.update({ img: PORTRAIT });
    await w.vera.items.get(w.swordId)?.update({ img: ITEM_ICON });
    w.as(w.alice);
    w.alice.targets.add({ actor: w.ogre });
    const sheet = energyCharacterSheet(hbs, w.vera, w.ogre);
    await shoot(
      "energy",
      "sheet",
      (theme) => showPage(sheetPage(sheet, ENERGY_CHARACTER_CLASSES, theme, 640), 640),
      "form.application",
      async (page) => {
        expect(await page.getByRole("button", { name: /^Attack \d+% .*: Ogre with Longsword, AV 17/ }).count()).toBe(1);
      },
    );

    // Vera's Chance roll, out of combat: a natural 20 meets DC 10 and is a Critical success.
    w.dice(20);
    await rollSheetCheck(w.vera as never, "chance", 10);
    await shootCheckCard("energy", w, "Success");

    w.as(w.gm);
    const combat = await createCombat("energy", [w.vera, w.ogre]);
    await combat.startCombat();

    w.as(w.alice);
    await shootRollDialog("energy", w.vera, w.swordId);

    // Combat roll 10 against AV 17; the Ogre's Evasion 8 + 9 = 17 does not beat it; 1d8 6 + MASDB 1 − AR 3 = 4 Aura.
    await veraAttacksOgre(w, 10);
    // Bob's Ogre is attacked: his client offers the Evasion roll.
    await shootAwaitingDefense("energy", w, () => cardHtml(hbs, w, energyAura(w.ogre)), /^Defend/);
    const card = () => {
      w.as(w.gm);
      return cardHtml(hbs, w, energyAura(w.ogre));
    };
    await gmPlaysCard(w, card, [
      { button: "Defend Ogre", dice: [9] },
      { button: "Apply damage to Ogre", dice: [6] },
    ]);
    await shoot(
      "energy",
      "card",
      (theme) => cardWithBreakdowns(card(), theme),
      ".attack-card",
      async (page) => {
        expect(await page.locator("details.fray-breakdown--attack").getAttribute("open")).not.toBeNull();
        expect(await page.locator(".row-damage").textContent()).toContain("4 Aura");
      },
    );

    await shoot("energy", "tracker", trackerShot(w, combat), "#tracker", async (page) => {
      // "3 Energy = Melee Attack": Vera's attack left 2 of her 5.
      expect(await page.getByText("2 of 5 Energy").count()).toBe(1);
    });
    await shootEncounterOdds("energy", w, [w.vera]);
  });

  it("momentum: the character sheet, the card with its breakdowns, the tracker and the roll dialog", async () => {
    const w = await momentumWorld();
    // Harness images instead of Foundry's icon paths (about:blank cannot load them).
    await w.vera.update({ img: PORTRAIT });
    await w.vera.items.get(AX)?.update({ img: ITEM_ICON });
    w.as(w.alice);
    w.alice.targets.add({ actor: w.brute });
    const sheet = momentumCharacterSheet(hbs, w.vera, w.brute);
    await shoot(
      "momentum",
      "sheet",
      (theme) => showPage(sheetPage(sheet, MOMENTUM_CHARACTER_CLASSES, theme, 640), 640),
      "form.application",
      async (page) => {
        // +5 to hit against Evasion 12: 70 % (a natural 1 misses, a natural 20 hits).
        expect(await page.getByRole("button", { name: /^Attack 70% Likely: Brute with Ax/ }).count()).toBe(1);
      },
    );

    // Before the fight (no AP to pay): Vera's Hex is resisted, so Bob's client offers the Brute's Will Defense Roll
    // against her DR Power.
    await veraAttacks(w, undefined, HEX);
    await shootAwaitingDefense("momentum", w, () => cardHtml(hbs, w, momentumVitality(w.brute)), /^Defend/);

    w.as(w.gm);
    const combat = await createCombat("momentum", [w.vera, w.brute]);
    await combat.startCombat();

    w.as(w.alice);
    await shootRollDialog("momentum", w.vera, AX, "vs 12"); // the Brute's Evasion

    // Attack roll 15 + 5 against the Brute's Evasion 12: a hit; 1d8 (6) − Armor 2 = 4 Vitality.
    await veraAttacks(w, 15);
    const card = () => {
      w.as(w.gm);
      return cardHtml(hbs, w, momentumVitality(w.brute));
    };
    await gmPlaysCard(w, card, [{ button: "Apply damage to Brute", dice: [6] }]);
    await shoot(
      "momentum",
      "card",
      (theme) => cardWithBreakdowns(card(), theme),
      ".attack-card",
      async (page) => {
        expect(await page.locator(".row-damage").textContent()).toContain("4 Vitality");
      },
    );

    await shoot("momentum", "tracker", trackerShot(w, combat), "#tracker", async (page) => {
      // "Attack | 2": the card took the Attack action, so Vera has 1 of her 3 AP.
      expect(await page.getByText("1 of 3 AP").count()).toBe(1);
    });
    await shootEncounterOdds("momentum", w, [w.vera]);

    // Next round, Vera trips the Brute: Athletics 15 + 4 against its Nimbleness 5 + 2 (the GM's client rolls both).
    w.as(w.gm);
    await combat.nextRound();
    w.as(w.alice);
    w.dice(15, 5);
    await actFor(
      combatantOf(combat, w.vera) as never,
      "contest",
      contestChoice("trip", combatantOf(combat, w.brute).id),
    );
    await shootOpposedCard("momentum", w, "Vera wins");
  });

  it("contest: the character sheet, the card waiting for the defense and played through, the tracker and the roll dialog", async () => {
    const w = await contestWorld();
    await w.kara.update({ img: PORTRAIT });
    await w.kara.items.get(CONTEST_SWORD)?.update({ img: ITEM_ICON });
    w.as(w.alice);
    w.alice.targets.add({ actor: w.brute });
    const actor = contestSheetActor(w.kara as never);
    if (!actor) throw new Error("Kara is not a contest creature");
    const sheet = renderParts(
      hbs,
      partPaths(CONTEST_CHARACTER_PARTS),
      contestSheets.characterContext({
        actor,
        odds: strikeOdds(w.kara as never, w.brute as never),
        ...playSheetInput(w.brute),
      }),
    );
    await shoot(
      "contest",
      "sheet",
      (theme) => showPage(sheetPage(sheet, "fray fray-sheet actor contest contest-character", theme, 640), 640),
      "form.application",
      async (page) => {
        // Strength 2 + Classical Knight 2: a +4 Strike against the Target Number 11.
        expect(
          await page.getByRole("button", { name: /^Strike \d+% .*: Brute with Longsword, 1d20 \+4 vs 11/ }).count(),
        ).toBe(1);
      },
    );

    // The declared Strike waits for the Brute's defense, chosen by Bob before Kara rolls.
    const card = await karaStrikes(w);
    await shootAwaitingDefense("contest", w, () => cardHtml(hbs, w, contestHealth(w.brute)), /Dodge/);

    // Dodge +4 rolls 8 (12: 1 Success), Kara's +4 rolls 17 (21: 3 Successes): a hit on Successes; 1d8 rolls 6.
    await bruteDefends(w, card, "dodge", 8);
    await karaRolls(w, card, 17);
    const played = () => {
      w.as(w.gm);
      return cardHtml(hbs, w, contestHealth(w.brute));
    };
    await gmPlaysCard(w, played, [{ button: "Apply damage to Brute", dice: [6] }]);
    await shoot(
      "contest",
      "card",
      (theme) => cardWithBreakdowns(played(), theme),
      ".attack-card",
      async (page) => {
        expect(await page.locator(".row-damage").textContent()).toContain("6 damage to Health (14 left)");
      },
    );

    w.as(w.gm);
    const combat = await createCombat("contest", [w.kara, w.brute]);
    await combatantOf(combat, w.kara).update({ initiative: 9 });
    await combatantOf(combat, w.brute).update({ initiative: 4 });
    await combat.startCombat();
    w.as(w.alice);
    await shootRollDialog("contest", w.kara, CONTEST_SWORD, "vs 11");
    await karaStrikes(w);
    await shoot("contest", "tracker", trackerShot(w, combat), "#tracker", async (page) => {
      // "Strike ⟐" costs 1 AP of the round's 3.
      expect(await page.getByText("2 of 3 AP").count()).toBe(1);
    });
    await shootEncounterOdds("contest", w, [w.kara]);
  });

  it("wounds: the character sheet, the card waiting for the Defense and played through, the tracker and the roll dialog", async () => {
    const w = await woundsWorld();
    await w.vera.update({ img: PORTRAIT });
    await w.vera.items.get(WOUNDS_SWORD)?.update({ img: ITEM_ICON });
    w.as(w.alice);
    w.alice.targets.add({ actor: w.ogre });
    const actor = woundsDocuments.sheetActor(w.vera as never);
    if (!actor) throw new Error("Vera is not a wounds creature");
    const sheet = renderParts(
      hbs,
      partPaths(WOUNDS_CHARACTER_PARTS),
      woundsSheets.characterContext({
        actor,
        odds: woundsDocuments.attackOdds(w.vera as never, w.ogre as never),
        options: woundsOptions(),
        ...playSheetInput(w.ogre),
      }),
    );
    await shoot(
      "wounds",
      "sheet",
      (theme) => showPage(sheetPage(sheet, "fray fray-sheet actor wounds wounds-character", theme, 640), 640),
      "form.application",
      async (page) => {
        // d20 − 5 against the Ogre's melee Defense 10: 30 %.
        expect(
          await page.getByRole("button", { name: /^Standard 30% .*: Ogre with Longsword, Defense 10/ }).count(),
        ).toBe(1);
      },
    );

    // The Ogre is Defending: Bob chooses which Defense Vera's attack meets before it is rolled.
    w.as(w.gm);
    await w.ogre.toggleStatusEffect("defending", { active: true });
    w.as(w.alice);
    await rollAttack(w.vera as never, WOUNDS_SWORD, { skipDialog: true });
    const card = lastAttackCard(w).message;
    await shootAwaitingDefense(
      "wounds",
      w,
      () => cardHtml(hbs, w, woundsStamina(w.ogre)),
      /^Defend Ogre: Power Defense/,
    );

    // Power Defense 12; the attack die 17 − 5 = 12 meets it: 12 + 5 − 12 − Toughness 1 = 4, a severe wound.
    w.as(w.bob);
    await askStep("defend", w.ogre as never, card.id, "t0", "power");
    w.as(w.alice);
    w.dice(17);
    await askStep("attack", w.vera as never, card.id, "t0", "roll");
    const played = () => {
      w.as(w.gm);
      return cardHtml(hbs, w, woundsStamina(w.ogre));
    };
    await gmPlaysCard(w, played, [{ button: "Apply damage to Ogre", dice: [] }]);
    await shoot(
      "wounds",
      "card",
      (theme) => cardWithBreakdowns(played(), theme),
      ".attack-card",
      async (page) => {
        expect(await page.locator(".row-damage").textContent()).toContain("Severe wound (final damage 4)");
      },
    );

    w.as(w.gm);
    await w.ogre.toggleStatusEffect("defending", { active: false });
    const combat = await createCombat("wounds", [w.vera, w.ogre]);
    await combatantOf(combat, w.vera).update({ initiative: 12 });
    await combatantOf(combat, w.ogre).update({ initiative: 8 });
    await combat.startCombat();
    w.as(w.alice);
    await shootRollDialog("wounds", w.vera, WOUNDS_SWORD);
    await shoot("wounds", "tracker", trackerShot(w, combat), "#tracker", async (page) => {
      // Speed 1: "7 AP at round start", 21 at most.
      expect(await page.getByText("7 of 21 Action Points").count()).toBe(1);
    });
    await shootEncounterOdds("wounds", w, [w.vera]);
  });
});
