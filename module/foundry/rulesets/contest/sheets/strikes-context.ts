/**
 * The Strikes list: one row per equipped weapon with its damage, reach or range, its AP ("Strike ⟐" 1, "Strike ⎆" 2),
 * then one per spell or feature with the Attack trait (a spell's button casts it: Use Magic at the spell's AP, rules
 * page decision 91), and, against the user's current target, the engine's exact odds before rolling: the chance the Fighting Style test
 * passes (its chance to hit a target that does not defend; each defense's odds are on the card, where the defender
 * chooses), what is rolled against the Target Number, the boons and banes, and the chance of each number of
 * Successes. The plan is the combat room's `planAttack`, handed in as `odds`. The click starts the card's declaration.
 */
import { isRanged } from "../../../../engine/rulesets/contest/tables/attacks.ts";
import { viewerSeesOdds } from "../../../applications/parts/odds-viewer.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import {
  attackButton,
  attacksFrame,
  type AttackButtonContext,
  type AttacksFrame,
} from "../../../applications/sheets/attacks-frame.ts";
import { damageText, sheetText } from "./labels.ts";
import type { ContestSheetInput, ContestSheetItem, ContestStrikeOdds } from "./sheet-data.ts";
import { testSummary, type TestSummary } from "./test-summary.ts";

type Weapon = Extract<ContestSheetItem, { kind: "weapon" }>;
type Ability = Extract<ContestSheetItem, { kind: "ability" }>;
/** An item with a row: an equipped weapon (a Strike), or a spell or feature with the Attack trait. */
type Attacking = Weapon | Ability;
type Planned = Extract<ContestStrikeOdds, { hitChance: number }>;

export interface StrikeRowContext {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly damageText: string;
  /** "Melee, reach 1 m · 1 AP" / "Ranged, range 30 m · 2 AP". */
  readonly detailText: string;
  /** The test against the current target; null without one, when the room refuses the Strike, or odds are hidden. */
  readonly test: TestSummary | null;
  readonly button: AttackButtonContext;
}

export interface StrikesContext extends AttacksFrame<StrikeRowContext> {
  /** The labels of a row's test lines: what is rolled, its parts, boons and banes, Successes. */
  readonly testLabels: Readonly<Record<"rolled" | "parts" | "edge" | "successes", string>>;
}

const planned = (odds: ContestStrikeOdds | undefined): odds is Planned => odds !== undefined && "hitChance" in odds;

/** A melee spell or feature reaches the next square (rules page decision 20). */
const ABILITY_REACH = 1;

/** "Spell · Ranged, range 30 m · 1 AP · targets the mind" / "Melee, reach 1 m · 1 AP". */
function detailText(i18n: Localizer, item: Attacking): string {
  const s = item.system;
  const reach = isRanged(s.delivery)
    ? sheetText(i18n, `Strike.${s.delivery}`, { range: s.range })
    : sheetText(i18n, "Strike.melee", { range: item.kind === "weapon" ? item.system.reach : ABILITY_REACH });
  const ap = sheetText(i18n, "Cost.ap", { count: s.ap });
  if (item.kind === "weapon") return `${reach} · ${ap}`;
  const kind = sheetText(i18n, `AbilityKind.${item.system.kind}`);
  const mind = item.system.targetsMind ? [sheetText(i18n, "Strike.targetsMind")] : [];
  return [kind, reach, ap, ...mind].join(" · ");
}

/** A spell is cast ("Use Magic. You cast a spell"); a weapon or a feature Strikes. */
const isSpell = (item: Attacking): boolean => item.kind === "ability" && item.system.kind === "spell";

function button(i18n: Localizer, weapon: Attacking, input: StrikesInput): AttackButtonContext {
  const spell = isSpell(weapon);
  const built = attackButton(
    i18n,
    sheetText,
    weapon,
    { target: input.target, odds: input.odds[weapon.id] },
    {
      text: sheetText(i18n, spell ? "Attack.cast" : "Attack.button"),
      unplanned: { refused: "FRAY.Contest.Refusal.notContest" },
      ariaLabel: (odds, target, percent, band) =>
        sheetText(i18n, spell ? "Attack.ariaCast" : "Attack.ariaTarget", {
          weapon: weapon.name,
          target,
          percent,
          band,
          rolled: testSummary(i18n, odds.request, odds.against).rolled,
        }),
    },
  );
  return spell ? castWords(i18n, weapon, input, built) : built;
}

/**
 * A spell's button reads "Cast" in every case, and its label starts with the same word (speech and sight agree): the
 * shared frame's no-target and refused buttons name the ordinary Strike.
 */
function castWords(
  i18n: Localizer,
  spell: Attacking,
  input: StrikesInput,
  built: AttackButtonContext,
): AttackButtonContext {
  const text = sheetText(i18n, "Attack.cast");
  if (!input.target)
    return { ...built, text, ariaLabel: sheetText(i18n, "Attack.ariaCastNoTarget", { weapon: spell.name }) };
  if (built.band !== "refused") return built;
  const odds = input.odds[spell.id];
  const refusal = odds && "refused" in odds ? odds : { refused: "FRAY.Contest.Refusal.notContest" };
  const reason = refusal.data ? i18n.format(refusal.refused, { ...refusal.data }) : i18n.localize(refusal.refused);
  const data = { refused: built.bandText, weapon: spell.name, reason };
  return { ...built, ariaLabel: sheetText(i18n, "Attack.ariaCastRefused", data) };
}

type StrikesInput = Pick<ContestSheetInput, "target" | "odds">;

export function equippedWeapons(items: readonly ContestSheetItem[]): Weapon[] {
  return items.filter((i): i is Weapon => i.kind === "weapon" && i.system.equipped);
}

/** The rows: each equipped weapon, then each spell and feature with the Attack trait. */
export function attackingItems(items: readonly ContestSheetItem[]): Attacking[] {
  const abilities = items.filter((i): i is Ability => i.kind === "ability" && i.system.attack);
  return [...equippedWeapons(items), ...abilities];
}

export function strikesContext(
  i18n: Localizer,
  items: readonly ContestSheetItem[],
  input: StrikesInput,
): StrikesContext {
  const rows = attackingItems(items).map((weapon) => {
    const odds = input.odds[weapon.id];
    return {
      id: weapon.id,
      name: weapon.name,
      img: weapon.img,
      damageText: damageText(i18n, weapon.system.damage, weapon.system.damageType),
      detailText: detailText(i18n, weapon),
      // The test names the target's defense and the Successes' odds: hidden with the hit chances (odds-viewer.ts).
      test: input.target && planned(odds) && viewerSeesOdds() ? testSummary(i18n, odds.request, odds.against) : null,
      button: button(i18n, weapon, input),
    };
  });
  return {
    ...attacksFrame(i18n, sheetText, input.target, rows),
    testLabels: {
      rolled: sheetText(i18n, "Test.label.rolled"),
      parts: sheetText(i18n, "Test.label.parts"),
      edge: sheetText(i18n, "Test.label.edge"),
      successes: sheetText(i18n, "Test.label.successes"),
    },
  };
}
