import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildStyles } from "../../scripts/build/styles.ts";
import { installFakeFoundry } from "../support/fake-foundry/runtime.ts";
import type { LoopWorld } from "../foundry/chat/world-fixture.ts";
import type { RollChoices } from "../../module/foundry/combat-room.ts";
import type { RollDialogAnswer, RollDialogSetup } from "../../module/foundry/applications/roll-dialog/state.ts";
import { readRollExtra, type RollExtra } from "../../module/foundry/dice/roll-extra.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { launchChromium } from "./support/browser.ts";
import { englishLocalizer } from "./support/i18n.ts";
import { renderTemplate, templateEnvironment } from "./support/templates.ts";

// The real attack flow runs in node against the fake Foundry world and opens the "dialog": its Foundry window is
// replaced by this page, which shows the real template rendered from the real dialog state and context builder.
// Each checkbox, radio and roll-mode change and the Roll button go back to that state through the bridge, as the
// dialog class does.
installFakeFoundry();
let opened: { setup: RollDialogSetup; settle: (answer: RollDialogAnswer | null) => void } | undefined;
vi.mock("../../module/foundry/applications/roll-dialog/dialog.ts", () => ({
  chooseRoll: (setup: RollDialogSetup) =>
    new Promise<RollDialogAnswer | null>((settle) => {
      opened = { setup, settle };
    }),
}));
const { loopWorld } = await import("../foundry/chat/world-fixture.ts");
const { rollAttack } = await import("../../module/foundry/flows/attack.ts");
const { RollDialogState } = await import("../../module/foundry/applications/roll-dialog/state.ts");
const { exactPercent } = await import("../../module/foundry/applications/roll-dialog/context.ts");
const { BONUS_COMBAT_ROOM } = await import("../../module/foundry/rulesets/bonus/combat-room.ts");

const SHOTS = "test-results/e2e";
const TEMPLATE = "templates/apps/roll-dialog.hbs";
const i18n = englishLocalizer();
const hbs = templateEnvironment();

let w: LoopWorld;
let browser: BrowserContext;
let stylesheet: string;

async function show(page: Page, html: string, theme: "light" | "dark"): Promise<void> {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Fray roll dialog</title></head><body class="theme-${theme}" style="margin: 0">
    <div class="fray roll-dialog" id="root" style="width: 420px">${html}</div>
    <script>
      // A block: setContent rewrites the same window, whose top-level bindings survive.
      {
      const root = document.getElementById("root");
      root.addEventListener("change", async (event) => {
        const input = event.target;
        if (input.name === "rollMode") return void window.frayMode(input.value);
        if (input.name === "extra") {
          root.innerHTML = await window.frayExtra(input.value);
          return void root.querySelector('input[name="extra"]').focus();
        }
        const name = 'input[name="' + input.name + '"]';
        if (input.type === "radio") {
          root.innerHTML = await window.frayChoose(input.name.slice("group:".length), input.value);
          root.querySelector(name + '[value="' + input.value + '"]').focus();
        } else if (input.type === "checkbox") {
          root.innerHTML = await window.frayToggle(input.name, input.checked);
          root.querySelector(name).focus();
        }
      });
      root.addEventListener("click", (event) => {
        const button = event.target.closest("button[data-action]");
        if (button) void window.frayAnswer(button.dataset.action);
      });
      }
    </script></body></html>`);
  await page.addStyleTag({ path: stylesheet });
}

/** The room's exact chance for the Shortbow against the Brute with these choices (and bonus). */
function roomChance(archer: LoopWorld["aldo"], bowId: string, choices: RollChoices, bonus: RollExtra | null = null) {
  const plan = BONUS_COMBAT_ROOM.planAttack(
    archer as never,
    archer.items.get(bowId) as never,
    w.brute as never,
    choices,
    undefined,
    bonus,
  );
  if ("refused" in plan) throw new Error(plan.refused);
  return plan.hitChance;
}

type Opened = NonNullable<typeof opened>;

/** A new page showing the opened dialog's state, every control wired back to it as the dialog class wires it. */
async function dialogPage(dialog: Opened, state: InstanceType<typeof RollDialogState>): Promise<Page> {
  const html = () => renderTemplate(hbs, TEMPLATE, state.context(i18n));
  const page = await browser.newPage();
  await page.exposeFunction("frayToggle", (id: string, on: boolean) => {
    state.toggle(id, on);
    return html();
  });
  await page.exposeFunction("frayChoose", (group: string, id: string) => {
    state.choose(group, id || null);
    return html();
  });
  await page.exposeFunction("frayMode", (mode: string) => {
    state.setMode(mode);
  });
  await page.exposeFunction("frayExtra", (text: string) => {
    state.setExtra(text);
    return html();
  });
  await page.exposeFunction("frayAnswer", (action: string) => {
    const answer = state.answer;
    // As the dialog class: Roll waits while the bonus does not read.
    if (action !== "roll" || answer !== null) dialog.settle(action === "roll" ? answer : null);
  });
  await show(page, html(), "light");
  return page;
}

/** Wren, Alice's archer with a shortbow, aiming at the Brute; the attack runs until the dialog answers. */
async function wrenAims(bowId: string): Promise<{ archer: LoopWorld["aldo"]; attack: Promise<void>; dialog: Opened }> {
  const archer = w.createActor({
    name: "Wren",
    type: "bonus-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: { abilities: { agility: 2 } },
    items: [{ _id: bowId, name: "Shortbow", type: "bonus-weapon", system: { ranged: true, range: 120 } }],
  });
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.brute });
  opened = undefined;
  const attack = rollAttack(archer as never, bowId, { skipDialog: false });
  const dialog = await vi.waitFor(() => {
    if (!opened) throw new Error("the dialog did not open");
    return opened;
  });
  return { archer, attack, dialog };
}

describe("e2e: the bonus roll dialog in Chromium, toggles wired to the real dialog state", () => {
  beforeAll(async () => {
    stylesheet = buildStyles(join(SHOTS, "roll-dialog-css"));
    w = await loopWorld();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("light cover picked by keyboard in its radio group lowers the odds to the exact new value; Roll posts the card with them, to the roll mode chosen", async () => {
    const bowId = "shortbow00000000";
    w.brute.statuses.add("prone");
    const { archer, attack, dialog } = await wrenAims(bowId);
    const state = new RollDialogState(dialog.setup);
    const html = () => renderTemplate(hbs, TEMPLATE, state.context(i18n));
    const page = await dialogPage(dialog, state);

    const odds = page.locator(".target-chance");
    const before = `${exactPercent(roomChance(archer, bowId, {}))}%`;
    expect(await odds.textContent()).toBe(before);
    // The Brute is prone: the rules already give the shot a Challenge, listed but not a checkbox.
    expect(await page.locator(".roll-locked").textContent()).toContain("Brute is knocked down (prone)");
    expect(await page.getByRole("checkbox", { name: /prone/ }).count()).toBe(0);

    // Cover is one radio group: its legend names it, "No cover" is checked, no cover level is a checkbox.
    const group = page.getByRole("group", { name: "Cover" });
    expect(await group.getByRole("radio").count()).toBe(4);
    expect(await group.getByRole("radio", { name: "No cover" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: /cover/ }).count()).toBe(0);
    await group.getByRole("radio", { name: "No cover" }).focus();
    await page.keyboard.press("ArrowDown");
    const after = `${exactPercent(roomChance(archer, bowId, { coverLight: true }))}%`;
    expect(after).not.toBe(before);
    await expect.poll(() => odds.textContent()).toBe(after);
    const light = page.getByRole("radio", { name: /Target in light cover/ });
    expect(await light.isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: "No cover" }).isChecked()).toBe(false);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe("coverLight");
    expect(await page.locator(".target-against").textContent()).toBe("vs 27"); // 15 + Mail 2 + light cover 10
    expect(await page.locator(".target-band").textContent()).toMatch(/Likely|Even odds|Unlikely/);
    await page.locator("#root").screenshot({ path: join(SHOTS, "roll-dialog-light.png") });
    expect(await seriousAxeViolations(page, "roll-dialog-light")).toEqual([]);

    await show(page, html(), "dark");
    expect(await page.getByRole("radio", { name: /Target in light cover/ }).isChecked()).toBe(true);
    await page.locator("#root").screenshot({ path: join(SHOTS, "roll-dialog-dark.png") });

    // Who sees the roll, as core's chat offers it: starting at the user's setting (public), a Private GM Roll here.
    const mode = page.getByRole("combobox", { name: "Who sees the roll" });
    expect(await mode.inputValue()).toBe("public");
    await mode.selectOption({ label: "Private GM Roll" });
    expect(await seriousAxeViolations(page, "roll-dialog-dark")).toEqual([]);

    w.dice(12, 3, 4); // d20 + 2d8: the prone Brute's Challenge steps the Agility dice down
    await page.getByRole("button", { name: "Roll" }).focus();
    await page.keyboard.press("Enter");
    await attack;
    const card = [...w.messages.values()].at(-1);
    const row = (card?.system as unknown as { targets: { hitChance: number; against: number }[] }).targets[0];
    expect(row?.hitChance).toBe(roomChance(archer, bowId, { coverLight: true }));
    expect(row?.against).toBe(27);
    expect(card?.whisper).toEqual([w.gm.id]);
    await page.close();
    w.brute.statuses.delete("prone");
  });

  it("the bonus field: a typo is refused in words with Roll disabled, a bonus that reads moves the odds and is rolled", async () => {
    const bowId = "longbow000000000";
    const { archer, attack, dialog } = await wrenAims(bowId);
    const state = new RollDialogState(dialog.setup);
    const page = await dialogPage(dialog, state);
    const bonus = page.getByRole("textbox", { name: "Extra modifier" });
    expect(await bonus.getAttribute("aria-describedby")).toBe("fray-roll-dialog-extra-hint");
    const odds = page.locator(".target-chance");
    const before = await odds.textContent();

    await bonus.focus();
    await page.keyboard.type("+1d6 plus");
    await page.keyboard.press("Tab");
    const error = page.getByRole("alert");
    await expect
      .poll(() => error.textContent())
      .toBe("Not a modifier: write a signed number or dice, such as +2 or +1d6.");
    expect(await page.getByRole("textbox", { name: "Extra modifier" }).getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByRole("button", { name: "Roll" }).isDisabled()).toBe(true);
    expect(await odds.textContent()).toBe(before);
    await page.locator("#root").screenshot({ path: join(SHOTS, "roll-dialog-bonus-error-light.png") });
    expect(await seriousAxeViolations(page, "roll-dialog-bonus-error-light")).toEqual([]);
    await show(page, renderTemplate(hbs, TEMPLATE, state.context(i18n)), "dark");
    expect(await seriousAxeViolations(page, "roll-dialog-bonus-error-dark")).toEqual([]);

    const field = page.getByRole("textbox", { name: "Extra modifier" });
    await field.fill("");
    await field.focus();
    await page.keyboard.type("+1d6 + 2");
    await page.keyboard.press("Tab");
    const typed = readRollExtra("+1d6 + 2", "dice");
    const expected = `${exactPercent(roomChance(archer, bowId, {}, typed.ok ? typed.extra : null))}%`;
    expect(expected).not.toBe(before);
    await expect.poll(() => odds.textContent()).toBe(expected);
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(await page.getByRole("textbox", { name: "Extra modifier" }).inputValue()).toBe("+1d6 + 2");
    await page.locator("#root").screenshot({ path: join(SHOTS, "roll-dialog-bonus-dark.png") });
    expect(await seriousAxeViolations(page, "roll-dialog-bonus-dark")).toEqual([]);

    w.dice(12, 3, 4, 5); // d20 + 2d10 Agility + the bonus d6
    await page.getByRole("button", { name: "Roll" }).click();
    await attack;
    const card = [...w.messages.values()].at(-1);
    const row = (card?.system as unknown as { targets: { situation: { extra: string } }[] }).targets[0];
    expect(row?.situation.extra).toBe("+1d6 +2");
    await page.close();
  });
});
