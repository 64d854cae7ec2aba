/**
 * The `wounds` rule variants as world settings (engine/rulesets/wounds/options.ts, docs/rules/wounds.md "World
 * settings"): the room reads the world's choices wherever it hands the engine its options.
 */
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../../../engine/rulesets/wounds/options.ts";
import { readRuleVariants, type RuleVariantGroup } from "../../config/rule-variants.ts";
import { I18N_ROOT } from "../../constants.ts";

export const WOUNDS_RULE_VARIANTS = {
  i18n: `${I18N_ROOT}.Wounds`,
  defaults: DEFAULT_WOUNDS_OPTIONS,
  choices: {
    checkMechanic: ["d20", "2d10"],
    criticals: ["wildRolls", "allChecks"],
    opposedTies: ["attacker", "defender"],
    // Objects are not one setting each: the engine's defaults are played until a table editor exists.
    apCosts: [DEFAULT_WOUNDS_OPTIONS.apCosts],
    npcLightSlots: ["persona", "tier"],
    surprisedGainAtFirstTurnEnd: null,
    longRestReads: ["start", "sequential"],
    manaOverspend: ["refuse", "fatigue"],
    coverFrom: [DEFAULT_WOUNDS_OPTIONS.coverFrom],
  },
} as const satisfies RuleVariantGroup<WoundsOptions>;

/** The options the world plays `wounds` with. */
export function woundsOptions(): WoundsOptions {
  return readRuleVariants("wounds", WOUNDS_RULE_VARIANTS);
}
