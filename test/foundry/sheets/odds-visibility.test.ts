/**
 * "Show hit chances to players" off: no player sees a hit chance, or the target's defense it is read against, on a
 * sheet's attack buttons or in the roll dialog; on, they do; the GM always does. Read through the switch `init`
 * installs (config/automation.ts) inside the shared helpers, so every registered room obeys it without passing it.
 * The roll dialog is checked for every registered room with its own plan of its self-check pair (compendium
 * creatures); the sheets with each room's sheet fixtures, rendered from the real templates.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { RulesetId } from "../../../module/engine/core/ruleset.ts";
import { getRulesetMeta, packName } from "../../../module/engine/meta-registry.ts";
import { exactPercent, rollDialogContext } from "../../../module/foundry/applications/roll-dialog/context.ts";
import { isRefusal } from "../../../module/foundry/combat-room.ts";
import { viewerSeesOdds } from "../../../module/foundry/applications/parts/odds-viewer.ts";
import type { AttackButtonContext } from "../../../module/foundry/applications/sheets/attacks-frame.ts";
import { SHOW_ODDS_SETTING } from "../../../module/foundry/config/automation.ts";
import { SYSTEM_ID } from "../../../module/foundry/constants.ts";
import { roomFor } from "../../../module/foundry/room-lookup.ts";
import { characterContext as bonusCharacter } from "../../../module/foundry/rulesets/bonus/sheets/character-context.ts";
import { CHARACTER_PARTS as BONUS_PARTS } from "../../../module/foundry/rulesets/bonus/sheets/templates.ts";
import { characterContext as contestCharacter } from "../../../module/foundry/rulesets/contest/sheets/character-context.ts";
import { CHARACTER_PARTS as CONTEST_PARTS } from "../../../module/foundry/rulesets/contest/sheets/templates.ts";
import { characterContext as energyCharacter } from "../../../module/foundry/rulesets/energy/sheets/character-context.ts";
import { CHARACTER_PARTS as ENERGY_PARTS } from "../../../module/foundry/rulesets/energy/sheets/templates.ts";
import { characterContext as momentumCharacter } from "../../../module/foundry/rulesets/momentum/sheets/character-context.ts";
import { CHARACTER_PARTS as MOMENTUM_PARTS } from "../../../module/foundry/rulesets/momentum/sheets/templates.ts";
import { characterContext as woundsCharacter } from "../../../module/foundry/rulesets/wounds/sheets/character-context.ts";
import { CHARACTER_PARTS as WOUNDS_PARTS } from "../../../module/foundry/rulesets/wounds/sheets/templates.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { partPaths } from "../../e2e/support/sheet-harness.ts";
import { renderParts } from "../../e2e/support/sheet-page.ts";
import { renderTemplate, templateEnvironment } from "../../e2e/support/templates.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { installSelfCheckWorld } from "../../support/fake-foundry/world/self-check-world.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { registeredRooms } from "../../support/registered-rooms.ts";
import { makeInput as bonusInput } from "../bonus/sheets/fixtures.ts";
import { makeInput as contestInput } from "../contest/sheets/fixtures.ts";
import { makeInput as energyInput } from "../energy/sheets/fixtures.ts";
import { makeInput as momentumInput } from "../momentum/sheets/fixtures.ts";
import { makeInput as woundsInput } from "../wounds/sheets/fixtures.ts";

const hbs = templateEnvironment();
const i18n = englishLocalizer();
const BANDS = ["likely", "even", "unlikely"];

/** A sheet's attack button and the room's own lines beside it that read the target's defense or odds. */
interface OddsRow {
  readonly button: AttackButtonContext;
  readonly texts: readonly string[];
}

/** A room's character sheet from its fixtures (a target, odds planned against it): its odds rows and its HTML. */
interface SheetCase {
  build(): { readonly rows: readonly OddsRow[]; readonly html: string };
}

function sheetCase<C extends object>(
  parts: Readonly<Record<string, string>>,
  context: () => C,
  rows: (context: C) => readonly OddsRow[],
): SheetCase {
  return {
    build() {
      const built = context();
      return { rows: rows(built), html: renderParts(hbs, partPaths(parts), { ...built, combatPools: null }) };
    },
  };
}

/** The rows of a sheet whose attack list is one button per row (`guardText`: bonus's "vs Guard N"). */
const buttonRows = (context: {
  readonly attacks: { readonly rows: readonly { readonly button: AttackButtonContext; readonly guardText?: string }[] };
}): OddsRow[] => context.attacks.rows.map((r) => ({ button: r.button, texts: r.guardText ? [r.guardText] : [] }));

/** Each room's sheet fixtures; a room registered later adds its own line here. */
const SHEETS: Partial<Record<RulesetId, SheetCase>> = {
  bonus: sheetCase(BONUS_PARTS, () => bonusCharacter(bonusInput({ i18n })), buttonRows),
  energy: sheetCase(ENERGY_PARTS, () => energyCharacter(energyInput({ i18n })), buttonRows),
  momentum: sheetCase(MOMENTUM_PARTS, () => momentumCharacter(momentumInput({ i18n })), buttonRows),
  // contest: each Strike's test line names the target's defense and the Successes' odds.
  contest: sheetCase(
    CONTEST_PARTS,
    () => contestCharacter(contestInput({ i18n })),
    (c) => c.strikes.rows.map((r) => ({ button: r.button, texts: r.test ? [r.test.rolled, r.test.successes] : [] })),
  ),
  // wounds: one button per attack action, each with the odds of every wound level.
  wounds: sheetCase(
    WOUNDS_PARTS,
    () => woundsCharacter(woundsInput({ i18n })),
    (c) =>
      c.attacks.rows.flatMap((r) =>
        r.kinds.map((k) => ({ button: k.button, texts: k.woundsText ? [k.woundsText] : [] })),
      ),
  ),
};

/**
 * What a sheet's planned attack buttons, and the lines beside them, say that a hidden viewer must not read, as the
 * HTML has it: labels, chances, bands, defenses.
 */
function oddsFragments(rows: readonly OddsRow[]): string[] {
  const html = (text: string) => hbs.escapeExpression(text);
  return rows
    .filter((r) => BANDS.includes(r.button.band))
    .flatMap((r) => [
      `aria-label="${html(r.button.ariaLabel)}"`,
      `>${html(r.button.chanceText)}<`,
      `hit-${r.button.band}`,
      ...r.texts.map(html),
    ]);
}

let w: FakeWorld;
beforeAll(async () => {
  w = await systemWorld();
  installSelfCheckWorld(w);
});

async function showOdds(on: boolean): Promise<void> {
  await fake().game.settings.set(SYSTEM_ID, SHOW_ODDS_SETTING, on);
}

/** Who looks, with the setting on or off, and whether they see odds. */
const VIEWS = [
  { who: "a player", setting: false, sees: false },
  { who: "a player", setting: true, sees: true },
  { who: "the GM", setting: false, sees: true },
  { who: "the GM", setting: true, sees: true },
] as const;

/** The GM sets the world setting; then `who` looks. */
async function look(who: "a player" | "the GM", setting: boolean): Promise<void> {
  w.as(w.gm);
  await showOdds(setting);
  w.as(who === "the GM" ? w.gm : w.alice);
}

describe("the switch init installs", () => {
  it.each(VIEWS)("$who, setting $setting: sees odds $sees", async ({ who, setting, sees }) => {
    await look(who, setting);
    expect(viewerSeesOdds()).toBe(sees);
  });
});

describe.each(Object.entries(SHEETS))("%s character sheet's attack buttons", (_room, sheet) => {
  it.each(VIEWS)("$who, setting $setting: odds shown $sees", async ({ who, setting, sees }) => {
    await look(who, true);
    const shown = sheet.build();
    const fragments = oddsFragments(shown.rows);
    expect(fragments.length).toBeGreaterThan(0);
    for (const f of fragments) expect(shown.html).toContain(f);

    await look(who, setting);
    const { rows, html } = sheet.build();
    for (const f of fragments) expect(html.includes(f), f).toBe(sees);
    const hidden = rows.filter((r) => r.button.band === "hidden");
    expect(hidden.length).toBe(sees ? 0 : shownPlanned(shown.rows));
    for (const { button } of hidden) {
      expect(button).toMatchObject({ chanceText: "", bandText: "Chance hidden" });
      expect(button.ariaLabel).not.toMatch(/\d/);
    }
  });
});

const shownPlanned = (rows: readonly OddsRow[]): number => rows.filter((r) => BANDS.includes(r.button.band)).length;

/** The room's own plan of its self-check attacker's weapon against its self-check target, as the dialog gets it. */
async function selfCheckPlan(ruleset: RulesetId) {
  const room = roomFor(ruleset);
  if (!room) throw new Error(`${ruleset} has no loaded room`);
  const spec = getRulesetMeta(ruleset).packs.find((p) => p.type === "Actor");
  if (!spec) throw new Error(`${ruleset} has no Actor compendium`);
  // As the self-check's setup step imports them (self-check/steps/setup.ts).
  const pack = game.packs.get(`${SYSTEM_ID}.${packName(ruleset, spec)}`) as
    foundry.documents.collections.CompendiumCollection<"Actor"> | undefined;
  if (!pack) throw new Error(`${ruleset}: no Actor compendium loaded`);
  const imported = async (id: string) => {
    const actor = (await game.actors.importFromCompendium(pack, id)) as Actor.Implementation | undefined;
    if (!actor) throw new Error(`${ruleset}: ${id} not imported`);
    return actor;
  };
  const fighters = await room.loadSelfCheck();
  const attacker = await imported(fighters.attacker.id);
  const target = await imported(fighters.target.id);
  const item = attacker.items.find((i) => i.name === fighters.attacker.weapon);
  if (!item) throw new Error(`${ruleset}: no ${fighters.attacker.weapon}`);
  const plan = room.combat.planAttack(attacker, item, target);
  if (isRefusal(plan)) throw new Error(`${ruleset}: the self-check attack is refused`);
  return { header: { attackerName: attacker.name, itemName: item.name }, target: { name: target.name, plan } };
}

describe.each(registeredRooms())("%s roll dialog", (ruleset) => {
  it.each(VIEWS)("$who, setting $setting: odds shown $sees", async ({ who, setting, sees }) => {
    w.as(w.gm); // the GM imports the creatures
    const { header, target } = await selfCheckPlan(ruleset as RulesetId);
    await look(who, setting);
    const context = rollDialogContext(i18n, header, [target]);
    const html = renderTemplate(hbs, "templates/apps/roll-dialog.hbs", context);
    const odds = [`${exactPercent(target.plan.hitChance)}%`, `vs ${String(target.plan.against)}`];
    const band = context.targets[0]?.band;
    if (sees) {
      for (const o of odds) expect(html).toContain(o);
      expect(band).not.toBe("hidden");
    } else {
      for (const o of odds) expect(html).not.toContain(o);
      expect(html).not.toMatch(/hit-(likely|even|unlikely)/);
      expect(band).toBe("hidden");
      expect(html).toContain("Hidden by the GM");
      expect(html).toContain(target.name);
    }
  });
});
