import type { FlatModifier, Sourced } from "../../../core/dice/request.ts";
import type { ContestActor } from "../creature.ts";
import { DEFAULT_TEST_MECHANIC, type TestMechanic } from "../dice/mechanic.ts";
import { planTest, type TestPlan } from "../dice/test.ts";
import { SKILL_LABELS, type ContestSkill } from "../tables/skills.ts";
import { attributeModifier, type GoverningAttribute } from "./attribute.ts";
import { conditionModifiers, merge } from "./modifiers.ts";

/**
 * A plain skill test outside attack and defense (Search's Observation test, a Grapple contest, Stealth vs
 * Observation): skill, governing attribute, the holder's conditions, and whatever else the caller adds.
 */
export interface SkillTestInput {
  readonly actor: ContestActor;
  readonly skill: ContestSkill;
  readonly value: number;
  readonly attribute: GoverningAttribute;
  readonly label?: string;
  readonly extra?: {
    readonly modifiers?: readonly FlatModifier[];
    readonly boons?: readonly Sourced[];
    readonly banes?: readonly Sourced[];
  };
}

export function skillTest(input: SkillTestInput, mechanic: TestMechanic = DEFAULT_TEST_MECHANIC): TestPlan {
  const gathered = merge(conditionModifiers(input.actor, { skill: input.skill, role: "other" }), {
    modifiers: input.extra?.modifiers ?? [],
    boons: input.extra?.boons ?? [],
    banes: input.extra?.banes ?? [],
  });
  return planTest(
    {
      label: input.label ?? SKILL_LABELS[input.skill],
      skill: { source: SKILL_LABELS[input.skill], value: input.value },
      attribute: attributeModifier(input.attribute),
      ...gathered,
    },
    mechanic,
  );
}
