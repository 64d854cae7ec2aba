/**
 * The defender's side of a combat roll. "The target of your attack can defend against the attack if it is aware of
 * it"; "The manner of defense is decided before the attacker rolls. Attack spells can only be defended with Block or
 * Dodge, unless the spell's description says otherwise." Choosing a defense is the Defend reaction
 * (economy/reactions.ts pays its AP); this file says which defenses are open and builds the test.
 */
import type { FlatModifier, Sourced } from "../../../core/dice/request.ts";
import { clearDirect } from "../../../core/conditions/mutate.ts";
import type { ContestActor } from "../creature.ts";
import { DEFAULT_TEST_MECHANIC, type TestMechanic } from "../dice/mechanic.ts";
import { planTest, type TestPlan } from "../dice/test.ts";
import type { Checked, ContestRefusal } from "../refusal.ts";
import { effectsInForce, type TestProfile } from "../status.ts";
import { isRanged } from "../tables/attacks.ts";
import type { CoverLevel } from "../tables/cover.ts";
import { DEFENSE_KINDS, DEFENSE_TABLE, SPELL_DEFENSES, type DefenseKind } from "../tables/defenses.ts";
import { SKILL_LABELS } from "../tables/skills.ts";
import type { AttackProfile } from "./attack.ts";
import { attributeModifier, attributeRefusal, type GoverningAttribute } from "./attribute.ts";
import {
  conditionModifiers,
  coverDodgeModifiers,
  FULLY_TRAINED,
  merge,
  trainingModifiers,
  type Gathered,
  type Training,
} from "./modifiers.ts";
import { DEFAULT_CONTEST_COMBAT_OPTIONS, type ContestCombatOptions } from "./options.ts";

export interface DefenderFacts {
  /** "can defend against the attack if it is aware of it" */
  readonly aware: boolean;
  /** Block: "If the character is wielding a shield" */
  readonly wieldingShield: boolean;
}

/**
 * Why this defense cannot be used against this attack, or undefined. An ability's own list of defenses replaces the
 * defaults (the spell rule and Parry's "Spells … can't be parried"), but a Block still needs a shield in hand. An
 * ability that targets the mind opens Withstand in addition to what the attack otherwise allows.
 */
export function defenseRefusal(
  kind: DefenseKind,
  attack: AttackProfile,
  defender: DefenderFacts,
): ContestRefusal | undefined {
  const row = DEFENSE_TABLE[kind];
  const no = (message: string): ContestRefusal => ({ code: "defenseNotAllowed", message });
  if (!defender.aware) return no("Only a defender aware of the attack can defend.");
  if (row.needsShield && !defender.wieldingShield) return no("Block needs a shield in hand.");
  if (attack.allowedDefenses !== undefined) {
    return attack.allowedDefenses.includes(kind) ? undefined : no(`This attack cannot be met with ${row.label}.`);
  }
  if (row.onlyVsMind && attack.targetsMind !== true) return no("Withstand only meets abilities that target the mind.");
  if (kind === "withstand") return undefined;
  if (attack.kind === "spell" && (row.notVsSpells || !SPELL_DEFENSES.includes(kind))) {
    return no("Attack spells can only be blocked or dodged.");
  }
  if (row.notVsRanged && isRanged(attack.delivery)) return no(`Ranged attacks can't be met with ${row.label}.`);
  return undefined;
}

/** The defenses open to this defender against this attack ("none" is always open). */
export function allowedDefenses(attack: AttackProfile, defender: DefenderFacts): readonly DefenseKind[] {
  return DEFENSE_KINDS.filter((kind) => defenseRefusal(kind, attack, defender) === undefined);
}

export interface DefenseTestInput {
  readonly defense: DefenseKind;
  readonly attack: AttackProfile;
  readonly defender: ContestActor;
  readonly facts: DefenderFacts;
  /** Fighting Style rank (Block, Parry), Dodge or Focus. */
  readonly skill: number;
  readonly skillLabel?: string;
  readonly attribute: GoverningAttribute;
  readonly training?: Training;
  /** The defender's cover against this attack: its Dodge bonus against ranged attacks. */
  readonly cover?: CoverLevel;
  readonly extra?: {
    readonly modifiers?: readonly FlatModifier[];
    readonly boons?: readonly Sourced[];
    readonly banes?: readonly Sourced[];
  };
}

export function defenseModifiers(
  input: DefenseTestInput,
  options: ContestCombatOptions = DEFAULT_CONTEST_COMBAT_OPTIONS,
): Gathered {
  const row = DEFENSE_TABLE[input.defense];
  const profile: TestProfile = { skill: row.skill, role: "defense" };
  return merge(
    trainingModifiers(profile, input.training ?? FULLY_TRAINED, options),
    input.defense === "dodge"
      ? coverDodgeModifiers(input.attack.delivery, input.cover)
      : { modifiers: [], boons: [], banes: [] },
    conditionModifiers(input.defender, profile),
    { modifiers: input.extra?.modifiers ?? [], boons: input.extra?.boons ?? [], banes: input.extra?.banes ?? [] },
  );
}

export function defenseTest(
  input: DefenseTestInput,
  options: ContestCombatOptions = DEFAULT_CONTEST_COMBAT_OPTIONS,
  mechanic: TestMechanic = DEFAULT_TEST_MECHANIC,
): Checked<TestPlan> {
  const row = DEFENSE_TABLE[input.defense];
  const refused =
    defenseRefusal(input.defense, input.attack, input.facts) ??
    attributeRefusal(row.attributes, input.attribute, row.label);
  if (refused) return { ok: false, reason: refused };
  const plan = planTest(
    {
      label: row.label,
      skill: { source: input.skillLabel ?? SKILL_LABELS[row.skill], value: input.skill },
      attribute: attributeModifier(input.attribute),
      ...defenseModifiers(input, options),
    },
    mechanic,
  );
  return { ok: true, value: plan };
}

/** After a Defense test is rolled, the conditions that last "until your next Defense test" (Brace) end. */
export function afterDefenseTest(defender: ContestActor): ContestActor {
  let conditions = defender.conditions;
  for (const { condition, effects } of effectsInForce(defender)) {
    if (effects.endsAfterDefense === true) {
      const cleared = clearDirect(conditions, condition);
      if (cleared.ok) conditions = cleared.state.state;
    }
  }
  return conditions === defender.conditions ? defender : { ...defender, conditions };
}
