/**
 * The situational modifiers a `bonus` attack's roll dialog offers, as data: what the GM or player knows about the
 * moment that the documents do not (a favourable position, the target's cover, the light, being behind an unaware
 * target). Every number comes from the engine's tables; this file only names the choices and their sources.
 */
import { OFF_HAND_CHALLENGES } from "../../../../engine/rulesets/bonus/dice/attack.ts";
import { COVER_TABLE, type CoverLevel } from "../../../../engine/rulesets/bonus/tables/cover.ts";
import { VISIBILITY_TABLE, type VisibilityLevel } from "../../../../engine/rulesets/bonus/tables/visibility.ts";
import type { LocalizedText, RollChoices, RollModifier } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";

export const MODIFIER_KEYS = `${I18N_ROOT}.Bonus.Modifier`;

/** What a modifier does, in the engine's terms (`AttackSituation`). */
export type BonusModifierRule =
  | { readonly kind: "charge"; readonly source: string }
  | { readonly kind: "challenge"; readonly source: string }
  | { readonly kind: "cover"; readonly level: CoverLevel }
  | { readonly kind: "visibility"; readonly level: Exclude<VisibilityLevel, "normal"> }
  | { readonly kind: "behindUnaware" }
  | { readonly kind: "offHand" }
  | { readonly kind: "pointBlank" };

export interface BonusModifierDef {
  readonly id: string;
  readonly rule: BonusModifierRule;
  /** Cover "comes into play when an attacker at range is targeting an opponent"; visibility penalties, a distant
   * target and point blank only concern ranged attacks too. Such rows are not offered for melee. */
  readonly rangedOnly: boolean;
  readonly default: boolean;
  /** Exclusive group: one cover level, one visibility level. */
  readonly group?: string;
}

const def = (id: string, rule: BonusModifierRule, rangedOnly = false, group?: string): BonusModifierDef => ({
  id,
  rule,
  rangedOnly,
  default: false,
  ...(group === undefined ? {} : { group }),
});

/** In display order. Charges and challenges are the seed's named sources; the rest are its situation rules. */
export const BONUS_MODIFIERS: readonly BonusModifierDef[] = [
  // "When something increases your bonus dice rank, such as having a Charge on and action roll, or having a
  // special ability"
  def("chargeSituation", { kind: "charge", source: "Charge: favourable situation" }),
  def("chargeAbility", { kind: "charge", source: "Charge: special ability" }),
  // "attempting to hit a distant enemy with a ranged weapon only challenges the bonus dice added to the attack roll"
  def("challengeDistant", { kind: "challenge", source: "Challenge: distant target" }, true),
  def("challengeSituation", { kind: "challenge", source: "Challenge: hindering situation" }),
  def("offHand", { kind: "offHand" }),
  def("behindUnaware", { kind: "behindUnaware" }),
  def("coverLight", { kind: "cover", level: "light" }, true, "cover"),
  def("coverPartial", { kind: "cover", level: "partial" }, true, "cover"),
  def("coverFull", { kind: "cover", level: "full" }, true, "cover"),
  def("visibilityReduced", { kind: "visibility", level: "reduced" }, true, "visibility"),
  def("visibilityLow", { kind: "visibility", level: "low" }, true, "visibility"),
  def("visibilityZero", { kind: "visibility", level: "zero" }, true, "visibility"),
  def("pointBlank", { kind: "pointBlank" }, true),
];

/** The modifiers this attack can use. */
export function availableModifiers(ranged: boolean): BonusModifierDef[] {
  return BONUS_MODIFIERS.filter((m) => ranged || !m.rangedOnly);
}

export function isChosen(choices: RollChoices, m: BonusModifierDef): boolean {
  return choices[m.id] ?? m.default;
}

const effectText = (key: string, data?: Record<string, string | number>): LocalizedText => ({
  key: `${MODIFIER_KEYS}.effect.${key}`,
  ...(data ? { data } : {}),
});

/** What the modifier does, with the engine's numbers. */
export function ruleEffect(rule: BonusModifierRule): LocalizedText {
  switch (rule.kind) {
    case "charge":
      return effectText("rankUp");
    case "challenge":
      return effectText("rankDown");
    case "offHand":
      return effectText("offHand", { count: OFF_HAND_CHALLENGES.length });
    case "behindUnaware":
      return effectText("halveGuard");
    case "cover":
      return effectText("guard", { value: COVER_TABLE[rule.level].guard });
    case "visibility":
      return effectText("vs", { value: VISIBILITY_TABLE[rule.level].rangedPenalty });
    case "pointBlank":
      return effectText("pointBlank");
  }
}

/** An exclusive group's name and its "none of them" in the roll dialog ("Cover", "No cover"). */
const groupTexts = (group: string) => ({
  group,
  groupLegend: { key: `${MODIFIER_KEYS}.Group.${group}` },
  groupNone: { key: `${MODIFIER_KEYS}.Group.${group}None` },
});

/** A cover level that gives an area attack no Guard ("Area attacks are unaffected" by light cover) is not offered. */
function appliesTo(m: BonusModifierDef, area: boolean): boolean {
  return !area || m.rule.kind !== "cover" || COVER_TABLE[m.rule.level].guardVsArea;
}

/**
 * The toggleable rows for the dialog, each on or off as the choices say, with the scene's reason when it set one;
 * `area`: the weapon strikes an area.
 */
export function toggleRows(
  choices: RollChoices,
  ranged: boolean,
  reasons: Readonly<Record<string, LocalizedText>> = {},
  area = false,
): RollModifier[] {
  return availableModifiers(ranged)
    .filter((m) => appliesTo(m, area))
    .map((m) => ({
      id: m.id,
      kind: m.rule.kind,
      label: { key: `${MODIFIER_KEYS}.${m.id}` },
      effect: ruleEffect(m.rule),
      on: isChosen(choices, m),
      locked: false,
      ...(m.group === undefined ? {} : groupTexts(m.group)),
      ...(reasons[m.id] === undefined ? {} : { reason: reasons[m.id] }),
    }));
}
