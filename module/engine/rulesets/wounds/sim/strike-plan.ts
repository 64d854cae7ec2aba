import { rollerFor } from "../../../sim/rollers.ts";
import type { DefendChoice } from "../defense/situational.ts";
import { actionSpec } from "../economy/actions.ts";
import { apCost } from "../economy/costs.ts";
import { planAttack, type AttackPlan, type AttackPlanInput, type WoundsWeapon } from "../procedures/attack-plan.ts";
import { defendOptions } from "../procedures/defend-options.ts";
import { ATTACK_VARIANTS, type AttackVariant } from "../procedures/variants.ts";
import { woundOdds } from "../procedures/wound-odds.ts";
import { WOUND_LEVELS, woundLevelNumber } from "../tables/wound-levels.ts";
import { isDefending, type StrikePlan, type WoundsFighter, type WoundsSimSpell } from "./fighter.ts";

/**
 * One attack of one fighter against one target — a weapon's attack action, or a spell cast at its own AP — planned
 * with the engine's `planAttack` on open ground (no cover, nobody flanked, mounted or underwater) and compiled for the
 * fast path: the attack roll, the Defense it meets, the damage roll, its AP, and what the policy weighs it by. A
 * Defending target takes the Defend choice (`defendOptions`) that leaves the attack the lowest chance to hit, the
 * first listed on a tie (keeping its Defense comes first).
 */
export const SIM_VARIANTS: readonly AttackVariant[] = ["quick", "standard", "strong"];

function flatOf(plan: AttackPlan): number {
  let flat = 0;
  for (const m of plan.request.modifiers) flat += m.value;
  return flat;
}

/** The Defend choice a Defending target takes against this attack (none when Defend changes nothing here). */
export function defendChoiceAgainst(input: AttackPlanInput): DefendChoice | undefined {
  let best: { choice: DefendChoice | "none"; hitChance: number } | undefined;
  for (const row of defendOptions(input)) if (best === undefined || row.hitChance < best.hitChance) best = row;
  return best === undefined || best.choice === "none" ? undefined : best.choice;
}

/** What an attack is made with: one of the fighter's weapons, or one of its spells (cast as a single attack). */
type Means = WoundsWeapon | WoundsSimSpell;
const isSpell = (means: Means): means is WoundsSimSpell => "mana" in means;

function planned(
  attacker: WoundsFighter,
  means: Means,
  variant: AttackVariant,
  target: WoundsFighter,
): StrikePlan | undefined {
  const input: AttackPlanInput = {
    attacker: attacker.actor,
    target: target.actor,
    variant,
    ...(isSpell(means) ? { spell: means.attack } : { weapon: means }),
    targetBlocks: target.spec.blocks,
  };
  const choice = isDefending(target) ? defendChoiceAgainst(input) : undefined;
  const plan = planAttack(choice === undefined ? input : { ...input, defendChoice: choice });
  if (!plan.ok) return undefined;
  const odds = woundOdds(plan, target.plan.toughness);
  let expected = 0;
  for (const level of WOUND_LEVELS) expected += odds.levels[level] * woundLevelNumber(level);
  return {
    label: plan.request.label,
    attack: rollerFor(plan.request),
    attackFlat: flatOf(plan),
    damage: rollerFor(plan.damage),
    defense: plan.defense.total,
    penetrating: plan.penetrating,
    bypassesArmor: plan.bypassesArmor,
    severityShift: ATTACK_VARIANTS[variant].severityShift,
    ap: isSpell(means) ? means.ap : apCost(actionSpec(ATTACK_VARIANTS[variant].action).id, plan.costModifiers),
    expected,
  };
}

function cacheFor(attacker: WoundsFighter, target: WoundsFighter): Map<string, StrikePlan | null> {
  let plans = attacker.plan.strikes.get(target.spec);
  if (plans === undefined) {
    plans = new Map();
    attacker.plan.strikes.set(target.spec, plans);
  }
  return plans;
}

/** The plan under `key` (Defending or not) in the attacker's memo for this target, planned on first asking. */
function remembered(
  attacker: WoundsFighter,
  target: WoundsFighter,
  key: string,
  means: Means,
  variant: AttackVariant,
): StrikePlan | undefined {
  const plans = cacheFor(attacker, target);
  const full = isDefending(target) ? `${key}D` : key;
  let plan = plans.get(full);
  if (plan === undefined) {
    plan = planned(attacker, means, variant, target) ?? null;
    plans.set(full, plan);
  }
  return plan ?? undefined;
}

/** The plan of this weapon and attack action against the target as it stands; undefined when the action cannot. */
export function strikePlan(
  attacker: WoundsFighter,
  weaponIndex: number,
  variant: AttackVariant,
  target: WoundsFighter,
): StrikePlan | undefined {
  const weapon = attacker.spec.weapons[weaponIndex];
  return weapon === undefined ? undefined : remembered(attacker, target, `${weaponIndex}${variant}`, weapon, variant);
}

/** The plan of this spell (Cast a Spell: one attack, as a Standard Attack makes it) against the target as it stands. */
export function spellPlan(attacker: WoundsFighter, spellIndex: number, target: WoundsFighter): StrikePlan | undefined {
  const spell = attacker.spec.spells?.[spellIndex];
  return spell === undefined ? undefined : remembered(attacker, target, `s${spellIndex}`, spell, "standard");
}
