/**
 * The attacker's test of a combat roll. "Weapon Attacks (Strike). Characters wielding a melee weapon make a Fighting
 * Style test … When making a ranged or thrown attack, the character must use Agility as their governing attribute."
 * "Spell Attacks. Make a Sorcery test". Modifiers: training, flanking, cover, conditions, a Feint's boon.
 */
import type { FlatModifier, Sourced } from "../../../core/dice/request.ts";
import type { ContestActor } from "../creature.ts";
import { DEFAULT_TEST_MECHANIC, type TestMechanic } from "../dice/mechanic.ts";
import { planTest, type TestPlan } from "../dice/test.ts";
import type { Checked } from "../refusal.ts";
import type { TestProfile } from "../status.ts";
import { attackRow, type AttackDelivery, type AttackKind } from "../tables/attacks.ts";
import type { CoverLevel } from "../tables/cover.ts";
import type { DefenseKind } from "../tables/defenses.ts";
import { SKILL_LABELS } from "../tables/skills.ts";
import { attributeModifier, attributeRefusal, type GoverningAttribute } from "./attribute.ts";
import {
  conditionModifiers,
  coverAttackModifiers,
  flankingModifiers,
  FULLY_TRAINED,
  merge,
  NOTHING,
  trainingModifiers,
  type Gathered,
  type Training,
} from "./modifiers.ts";
import { DEFAULT_CONTEST_COMBAT_OPTIONS, type ContestCombatOptions } from "./options.ts";

export const FEINT_SOURCE = "Feint";

/** What the defender and the rules need to know about an attack. */
export interface AttackProfile {
  readonly kind: AttackKind;
  readonly delivery: AttackDelivery;
  /** "abilites that target the mind, which is mentioned in the ability's description" */
  readonly targetsMind?: boolean;
  /** The defenses the ability's description allows, replacing the defaults ("unless the spell's description says
   * otherwise"). */
  readonly allowedDefenses?: readonly DefenseKind[];
}

export interface AttackTestInput {
  readonly attack: AttackProfile;
  readonly attacker: ContestActor;
  readonly target: ContestActor;
  /** Fighting Style rank (of the style used) or Sorcery. */
  readonly skill: number;
  /** Shown in the formula (a style's name); default the skill's name. */
  readonly skillLabel?: string;
  readonly attribute: GoverningAttribute;
  readonly training?: Training;
  /** The target is flanked (geometry/flanking.ts). */
  readonly flanked?: boolean;
  /** The target's cover against this attack (geometry/cover.ts). */
  readonly cover?: CoverLevel;
  /** A Feint's boon applies (economy: the feinter's next action is a Strike against the feinted target). */
  readonly feint?: boolean;
  /** Anything else a feature or the GM adds. */
  readonly extra?: {
    readonly modifiers?: readonly FlatModifier[];
    readonly boons?: readonly Sourced[];
    readonly banes?: readonly Sourced[];
  };
  readonly label?: string;
}

export function attackProfileOf(attack: AttackProfile): TestProfile {
  return { skill: attackRow(attack.kind, attack.delivery).skill, role: "attack" };
}

/** Everything that modifies this attack test, with sources. */
export function attackModifiers(
  input: AttackTestInput,
  options: ContestCombatOptions = DEFAULT_CONTEST_COMBAT_OPTIONS,
): Gathered {
  const { attack } = input;
  const profile = attackProfileOf(attack);
  const feint: Gathered =
    input.feint === true && attack.kind === "strike" ? { ...NOTHING, boons: [{ source: FEINT_SOURCE }] } : NOTHING;
  return merge(
    trainingModifiers(profile, input.training ?? FULLY_TRAINED, options),
    flankingModifiers(profile, attack.delivery, input.flanked === true),
    coverAttackModifiers(attack.delivery, input.cover),
    conditionModifiers(input.attacker, profile, { target: input.target, delivery: attack.delivery }),
    feint,
    { modifiers: input.extra?.modifiers ?? [], boons: input.extra?.boons ?? [], banes: input.extra?.banes ?? [] },
  );
}

export function attackTest(
  input: AttackTestInput,
  options: ContestCombatOptions = DEFAULT_CONTEST_COMBAT_OPTIONS,
  mechanic: TestMechanic = DEFAULT_TEST_MECHANIC,
): Checked<TestPlan> {
  const row = attackRow(input.attack.kind, input.attack.delivery);
  const what = input.attack.kind === "strike" ? `A ${input.attack.delivery} Strike` : "A spell attack";
  const refused = attributeRefusal(row.attributes, input.attribute, what);
  if (refused) return { ok: false, reason: refused };
  const gathered = attackModifiers(input, options);
  const plan = planTest(
    {
      label: input.label ?? (input.attack.kind === "strike" ? "Strike" : "Spell attack"),
      skill: { source: input.skillLabel ?? SKILL_LABELS[row.skill], value: input.skill },
      attribute: attributeModifier(input.attribute),
      ...gathered,
    },
    mechanic,
  );
  return { ok: true, value: plan };
}
