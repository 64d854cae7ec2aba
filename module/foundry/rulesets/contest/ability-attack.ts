/**
 * A spell or feature with the Attack trait as the combat roll reads it (seed 003, "Step I: Attack"): a spell makes a
 * Sorcery test ("Spell Attacks. Make a Sorcery test against a foe within the spell's range") with the untrained-armor
 * bane as Sorcery takes it ("imposes bane to all Fighting Style, Dodge, and Sorcery tests"); a feature (a breath, a
 * spit: "some perks grant you abilities that attack") is rolled as a Strike with the creature's best Fighting Style,
 * Agility at range (rules page decision 124). Its own list of defenses replaces the rule's when it gives one ("unless
 * the spell's description says otherwise"), and a mind-targeting one opens Withstand. The card and the encounter-odds
 * tool both plan from here. No Foundry globals.
 */
import type { AttackProfile } from "../../../engine/rulesets/contest/combat/attack.ts";
import type { SpellTraits } from "../../../engine/rulesets/contest/economy/act.ts";
import { armorTraining } from "../../../engine/rulesets/contest/style/training.ts";
import { strikeParts, type AttackParts, type Combatant } from "./combat-roll.ts";
import { loadoutOf, toFightingStyles, type ContestAbilitySource } from "./sources.ts";

export function abilityProfile(ability: ContestAbilitySource): AttackProfile {
  const defenses = [...ability.defenses];
  return {
    kind: ability.kind === "spell" ? "spell" : "strike",
    delivery: ability.delivery,
    ...(ability.targetsMind ? { targetsMind: true } : {}),
    ...(defenses.length > 0 ? { allowedDefenses: defenses } : {}),
  };
}

/**
 * The attacker's test parts: Sorcery with its own governing attribute for a spell; for a feature the best Fighting
 * Style with the declared attribute (melee: default the higher of Strength and Agility; at range Agility, a declared
 * Strength refused by the engine as for a ranged Strike).
 */
export function abilityParts(
  side: Combatant,
  ability: ContestAbilitySource,
  attribute?: "strength" | "agility",
): AttackParts {
  if (ability.kind !== "spell") {
    const chosen = attribute ?? (ability.delivery === "melee" ? undefined : "agility");
    return strikeParts(side, chosen ? { attribute: chosen } : {});
  }
  const sorcery = side.source.skills.sorcery;
  return {
    skill: sorcery.rank,
    attribute: { id: sorcery.attribute, value: side.source.attributes[sorcery.attribute] },
    training: armorTraining(toFightingStyles(side.source), loadoutOf(side.gear).armor),
  };
}

/**
 * A spell's traits for Use Magic: its Attack trait, and the Melee Attack trait read from its delivery (rules page
 * decision 91: "Cast a Spell. Characters that cast spells which don't have the Melee Attack trait" provoke).
 */
export function spellTraits(spell: ContestAbilitySource): SpellTraits {
  return { attack: spell.attack, meleeAttack: spell.delivery === "melee" };
}
