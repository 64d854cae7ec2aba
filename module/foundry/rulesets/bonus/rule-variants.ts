/**
 * The `bonus` rule variants as world settings: the damage, Guard and economy options of the engine (each field's
 * comment there quotes the seed sentence it reads). The room reads the world's choices wherever it hands the
 * engine those options.
 */
import {
  DEFAULT_BONUS_DAMAGE_OPTIONS,
  type BonusDamageOptions,
} from "../../../engine/rulesets/bonus/damage/options.ts";
import { DEFAULT_GUARD_OPTIONS, type GuardOptions } from "../../../engine/rulesets/bonus/defense/guard.ts";
import {
  DEFAULT_BONUS_ECONOMY_OPTIONS,
  type BonusEconomyOptions,
} from "../../../engine/rulesets/bonus/economy/options.ts";
import { readRuleVariants, type RuleVariantGroup } from "../../config/rule-variants.ts";
import { I18N_ROOT } from "../../constants.ts";

const ROOT = `${I18N_ROOT}.Bonus`;

export const BONUS_DAMAGE_VARIANTS = {
  i18n: ROOT,
  defaults: DEFAULT_BONUS_DAMAGE_OPTIONS,
  choices: {
    inferiorWeaponVsSuperiorArmor: ["armorUndamaged", "attackStopped"],
    coverArmorAgainst: ["all", "physical"],
    overflowToHealth: null,
    damageWhileStabilized: ["killed", "shock"],
  },
} as const satisfies RuleVariantGroup<BonusDamageOptions>;

export const BONUS_GUARD_VARIANTS = {
  i18n: ROOT,
  defaults: DEFAULT_GUARD_OPTIONS,
  choices: { halve: ["base", "total"] },
} as const satisfies RuleVariantGroup<GuardOptions>;

export const BONUS_ECONOMY_VARIANTS = {
  i18n: ROOT,
  defaults: DEFAULT_BONUS_ECONOMY_OPTIONS,
  choices: {
    defendDiscountsAllReactions: null,
    // The seed is silent (Fray reads 5, as Take Opening); a GM may set it anywhere from free to 10 Vigor.
    readiedReactionVigor: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    ambushedReactBeforeFirstTurn: null,
  },
} as const satisfies RuleVariantGroup<BonusEconomyOptions>;

export function bonusDamageOptions(): BonusDamageOptions {
  return readRuleVariants("bonus", BONUS_DAMAGE_VARIANTS);
}

export function bonusGuardOptions(): GuardOptions {
  return readRuleVariants("bonus", BONUS_GUARD_VARIANTS);
}

export function bonusEconomyOptions(): BonusEconomyOptions {
  return readRuleVariants("bonus", BONUS_ECONOMY_VARIANTS);
}
