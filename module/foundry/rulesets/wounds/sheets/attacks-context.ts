/**
 * The attacks list: one row per equipped weapon with its accuracy, damage and reach, and one button per attack action
 * the seed lists (Standard, Quick, Strong, Nonlethal, Grapple, Create an Opening) at its AP, each with the engine's exact chance of a hit on the
 * user's current target and of each wound level it deals (forecast.ts, the numbers the roll dialog and the card
 * show), or the engine's refusal in words (Quick, Strong and Nonlethal are "a single melee attack"). The click starts
 * the shared card loop with that action chosen in the roll dialog (`data-action="attack"`, `data-attack-choice`).
 */
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import type { WoundsOptions } from "../../../../engine/rulesets/wounds/options.ts";
import {
  ATTACK_VARIANTS,
  dealsDamage,
  type AttackVariant,
} from "../../../../engine/rulesets/wounds/procedures/variants.ts";
import { WOUND_LEVELS } from "../../../../engine/rulesets/wounds/tables/wound-levels.ts";
import { percentText } from "../../../applications/parts/hit-chance.ts";
import { viewerSeesOdds } from "../../../applications/parts/odds-viewer.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import {
  attacksFrame,
  chanceButton,
  noTargetButton,
  refusedButton,
  type AttackButtonContext,
  type AttacksFrame,
} from "../../../applications/sheets/attacks-frame.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import { apText, defenseLabel, levelLabel, sheetText, WOUNDS_KEYS } from "./labels.ts";
import { abilityCosts } from "./inventory-context.ts";
import type { WoundsAttackOdds, WoundsSheetInput, WoundsSheetItem } from "./sheet-data.ts";

/** The attack actions a weapon row offers, in the seed's order of use; Rebuff is a reaction, not a button here. */
export const SHEET_ATTACK_KINDS = [
  "standard",
  "quick",
  "strong",
  "nonlethal",
  "grapple",
  "opening",
] as const satisfies readonly AttackVariant[];
export type SheetAttackKind = (typeof SHEET_ATTACK_KINDS)[number];

/**
 * The NPC stat block's buttons: the attacks that wound. It must fit a 680 px window, so Grapple and Create an Opening
 * are chosen in the roll dialog the Standard button opens (docs/rules/wounds.md decision 168).
 */
export const STAT_BLOCK_ATTACK_KINDS: readonly SheetAttackKind[] = ["standard", "quick", "strong", "nonlethal"];

export interface AttackKindContext {
  readonly kind: SheetAttackKind;
  /** The roll dialog's choice the button opens with (the modifier id); empty for the Standard Attack. */
  readonly choice: string;
  readonly costText: string;
  readonly button: AttackButtonContext;
  /** "No wound 20% · Light 15% · …", empty without odds. */
  readonly woundsText: string;
}

export interface AttackRowContext {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  /** "Melee, reach 1 yd · accuracy +1 · damage Str + 3 · against Melee Defense". */
  readonly detailText: string;
  readonly kinds: readonly AttackKindContext[];
}

export type AttacksContext = AttacksFrame<AttackRowContext>;

type Weapon = Extract<WoundsSheetItem, { kind: "weapon" }>;
type Spell = Extract<WoundsSheetItem, { kind: "ability" }>;
type AttacksInput = Pick<WoundsSheetInput, "target" | "odds" | "options">;

const isRefusal = (odds: WoundsAttackOdds): odds is Extract<WoundsAttackOdds, { refused: string }> => "refused" in odds;

/** The chance of no wound and of each level; empty when the user may not see hit chances (odds-viewer.ts). */
function woundsText(i18n: Localizer, odds: WoundsAttackOdds | undefined): string {
  if (!odds || isRefusal(odds) || !viewerSeesOdds()) return "";
  const none = sheetText(i18n, "Attack.noWound", { percent: percentText(odds.noWound) });
  const levels = WOUND_LEVELS.map((level) =>
    sheetText(i18n, "Attack.level", { level: levelLabel(i18n, level), percent: percentText(odds.levels[level]) }),
  );
  return [none, ...levels].join(" · ");
}

function kindButton(
  i18n: Localizer,
  weapon: Weapon | Spell,
  kind: SheetAttackKind,
  input: AttacksInput,
  text = sheetText(i18n, `Attack.kind.${kind}`),
): AttackButtonContext {
  // The kind rides in the name the refusal's and the no-target label read, so each button is told apart.
  // Each label starts with the button's visible words (its action's name, then the band), so speech and sight agree.
  if (!input.target) {
    const ariaLabel = sheetText(i18n, "Attack.ariaNoTargetKind", { kind: text, weapon: weapon.name });
    return { ...noTargetButton(i18n, sheetText, weapon), text, ariaLabel };
  }
  const odds = input.odds[weapon.id]?.[kind] ?? { refused: `${WOUNDS_KEYS}.Attack.notAWeapon` };
  if (isRefusal(odds)) {
    const refused = refusedButton(i18n, sheetText, weapon, text, odds);
    const reason = odds.data ? i18n.format(odds.refused, { ...odds.data }) : i18n.localize(odds.refused);
    const data = { kind: text, refused: refused.bandText, weapon: weapon.name, reason };
    return { ...refused, ariaLabel: sheetText(i18n, "Attack.ariaRefusedKind", data) };
  }
  const target = input.target.name;
  return chanceButton(i18n, sheetText, weapon, text, odds.hit, (percent, band) =>
    sheetText(i18n, "Attack.ariaTarget", {
      kind: text,
      weapon: weapon.name,
      target,
      percent,
      band,
      against: odds.against,
    }),
  );
}

function kindContext(i18n: Localizer, weapon: Weapon, kind: SheetAttackKind, input: AttacksInput): AttackKindContext {
  const odds = input.target ? input.odds[weapon.id]?.[kind] : undefined;
  return {
    kind,
    choice: kind === "standard" ? "" : kind,
    costText: apText(i18n, costOf(kind, input.options)),
    button: kindButton(i18n, weapon, kind, input),
    // "If the attack hits, you deal no damage": Grapple and Create an Opening have no wound odds to show.
    woundsText: dealsDamage(kind) ? woundsText(i18n, odds) : "",
  };
}

/** An attack action's AP (a GM's `apCosts` setting included). */
export function costOf(kind: AttackVariant, options: WoundsOptions): number {
  return apCost(ATTACK_VARIANTS[kind].action, [], options);
}

function detailText(i18n: Localizer, weapon: Weapon): string {
  const w = weapon.system;
  const reach =
    w.kind === "ranged"
      ? sheetText(i18n, "Attack.ranged", { range: w.range })
      : sheetText(i18n, "Attack.melee", { reach: w.reach });
  const against = defenseLabel(i18n, w.kind);
  return sheetText(i18n, "Attack.detail", {
    reach,
    accuracy: signed(w.accuracy),
    damage: signed(w.damage),
    against,
  });
}

/** Attack spells: "Certain special attacks instead target skill defenses, as specified in the attack's description". */
export function attackSpells(items: readonly WoundsSheetItem[]): Spell[] {
  return items.filter((i): i is Spell => i.kind === "ability" && i.system.kind === "spell" && i.system.attack);
}

/**
 * An attack spell's row: one Cast button at the spell's AP and mana ("Action: Cast a Spell"), with the odds of its
 * "Spell: Rsn [Arcana/Magic school]" roll against the Defense it names; the click starts the same attack flow.
 */
function spellRow(i18n: Localizer, spell: Spell, input: AttacksInput): AttackRowContext {
  const s = spell.system;
  const odds = input.target ? input.odds[spell.id]?.standard : undefined;
  return {
    id: spell.id,
    name: spell.name,
    img: spell.img,
    detailText: sheetText(i18n, "Attack.spellDetail", {
      school: s.school,
      damage: signed(s.damage),
      against: defenseLabel(i18n, s.targets),
    }),
    kinds: [
      {
        kind: "standard",
        choice: "",
        costText: abilityCosts(i18n, s).join(" · "),
        button: kindButton(i18n, spell, "standard", input, sheetText(i18n, "Attack.cast")),
        woundsText: woundsText(i18n, odds),
      },
    ],
  };
}

/** Equipped weapons: "a single attack against a target within range" with each. */
export function attackingWeapons(items: readonly WoundsSheetItem[]): Weapon[] {
  return items.filter((i): i is Weapon => i.kind === "weapon" && i.system.equipped);
}

export function attacksContext(
  i18n: Localizer,
  items: readonly WoundsSheetItem[],
  input: AttacksInput,
  kinds: readonly SheetAttackKind[] = SHEET_ATTACK_KINDS,
): AttacksContext {
  const rows = attackingWeapons(items).map((weapon) => ({
    id: weapon.id,
    name: weapon.name,
    img: weapon.img,
    detailText: detailText(i18n, weapon),
    kinds: kinds.map((kind) => kindContext(i18n, weapon, kind, input)),
  }));
  const spells = attackSpells(items).map((spell) => spellRow(i18n, spell, input));
  return attacksFrame(i18n, sheetText, input.target, [...rows, ...spells]);
}
