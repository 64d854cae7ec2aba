import type { Rng } from "../../../core/dice/rng.ts";
import { chooseTarget } from "../../../sim/target.ts";
import { mitigate } from "../damage/mitigate.ts";
import { defenseValues } from "../damage/defenses.ts";
import { isObject } from "../creature.ts";
import { attackRequest } from "../dice/attack.ts";
import type { DamageParts } from "../dice/damage.ts";
import { criticalBonuses } from "../dice/damage.ts";
import { defenseRollEdges, defenseRollRequest } from "../dice/defense-roll.ts";
import { criticalProbability, defenseRollProbability, hitProbability } from "../dice/odds.ts";
import { findMomentumAction } from "../tables/actions.ts";
import type { DamageType } from "../tables/damage-types.ts";
import { attackEdge } from "./attack.ts";
import { isDown, type AttackPlan, type MomentumFighter } from "./fighter.ts";

/**
 * How a simulated `momentum` creature decides, with 3 AP on its turn (its 2 RP go unused: every reaction the seed
 * names needs a feature, an ally's Switch Places or Narrative Momentum, and a Cinematic's effect is the GM's):
 * - open ground, everyone in reach: the free Basic Movement brings a melee fighter to its target, and a ranged
 *   attacker keeps its distance with it, so nobody pays AP to move and no ranged attack has the "within melee range
 *   of an enemy" disadvantage; there is no cover and nobody hides;
 * - the party focuses the standing foe with the least Vitality and Temporary Vitality left; foes pick a standing
 *   party member at random;
 * - each action is the attack with the highest expected damage against that target that the AP and WP left pay for:
 *   a weapon (the Attack action, 2 AP) or an Ability (its AP and WP), expected damage being the chance to land (the
 *   exact hit odds with the target's edges, or the chance its Defense Roll fails) times the mean damage after its
 *   Armor or DR value and affinities, a critical hit's bonus included;
 * - when none of its attacks can hurt the target, it Defends (2 AP) instead;
 * - a creature is down below 1 Vitality (Downed) or dead; the downed are not attacked again.
 */
export const MOMENTUM_ASSUMPTIONS: readonly string[] = [
  "Open ground, everyone in reach: the free Basic Movement closes to melee or keeps a ranged attacker at range; no AP is spent moving, there is no cover and nobody hides.",
  "The party focuses the standing foe with the least Vitality left; foes pick a standing party member at random.",
  "Each action is the weapon attack (Attack, 2 AP) or Ability (its AP and WP) with the highest expected damage against the target, as long as the AP and WP last.",
  "A creature whose attacks cannot hurt its target Defends; nobody uses reactions, Narrative Momentum or Cinematic Actions.",
  "A creature is down below 1 Vitality (Downed) or dead.",
];

/** Defend's cost, from the action table. */
export const DEFEND_AP = findMomentumAction("defend")?.cost["ap"] ?? 2;

/** What the party's focus reads: Vitality and Temporary Vitality left. */
export const remaining = (f: MomentumFighter): number =>
  f.actor.creature.vitality.value + f.actor.creature.temporaryVitality;

const standing = (f: MomentumFighter): boolean => !isDown(f);

export function pickTarget(
  enemies: readonly MomentumFighter[],
  partyMember: boolean,
  rng: Rng,
): MomentumFighter | undefined {
  return chooseTarget(enemies, standing, remaining, partyMember, rng);
}

const isDefending = (f: MomentumFighter): boolean => f.actor.conditions.active["defending"] !== undefined;

/** Mean damage per type, each component's dice at their mean plus its flat (and critical) part, never below 0. */
function meanParts(plan: AttackPlan, critical: boolean): DamageParts {
  const components = plan.source.components;
  const bonus = critical ? criticalBonuses(plan.source.attack, components.length) : [];
  const parts: Partial<Record<DamageType, number>> = {};
  components.forEach((c, i) => {
    const dice = c.dice.reduce((sum, d) => sum + (d.count * (d.faces + 1)) / 2, 0);
    parts[c.type] = (parts[c.type] ?? 0) + Math.max(0, dice + (c.flat ?? 0) + (bonus[i] ?? 0));
  });
  return parts;
}

/** The expected damage of one attack against a target now: P(it lands) × mean damage taken (criticals apart). */
export function expectedDamage(f: MomentumFighter, index: number, target: MomentumFighter): number {
  const plan = f.plan.attacks[index];
  if (plan === undefined) return 0;
  const defending = isDefending(target);
  const key = `${index}|${target.spec.id}|${defending ? "D" : ""}`;
  const known = f.plan.expected.get(key);
  if (known !== undefined) return known;
  const t = target.actor;
  let lands = 1;
  let critical = 0;
  if (!isObject(t.creature)) {
    const kind = plan.source.defenseRoll;
    if (kind !== undefined) {
      const power = f.plan.drPower;
      lands =
        1 -
        defenseRollProbability(defenseRollRequest({ kind, defender: t.creature, power, edges: defenseRollEdges(t) }));
    } else {
      const edge = attackEdge(f, target, plan.source.ranged);
      const edges = edge === "normal" ? [] : [{ source: "edge", edge }];
      const request = attackRequest({ hitBonus: plan.source.hitBonus, evasion: target.plan.evasion, edges });
      lands = hitProbability(request);
      critical = criticalProbability(request);
    }
  }
  const values = defenseValues(t);
  const affinities = t.creature.affinities;
  const taken = (crit: boolean) => mitigate(meanParts(plan, crit), values, affinities).total;
  const expected = (lands - critical) * taken(false) + (critical > 0 ? critical * taken(true) : 0);
  f.plan.expected.set(key, expected);
  return expected;
}

/** The attack to make with `ap` AP left: the index of the best one it can pay for that can hurt, else none. */
export function bestAttack(f: MomentumFighter, target: MomentumFighter, ap: number): number | undefined {
  let best: number | undefined;
  let most = 0;
  f.plan.attacks.forEach((a, i) => {
    if (a.source.ap > ap || a.source.wp > f.wp) return;
    const value = expectedDamage(f, i, target);
    if (value > most) {
      best = i;
      most = value;
    }
  });
  return best;
}

/** Defend when nothing it can pay for hurts the target, it has the AP, and it is not already Defending. */
export function willDefend(f: MomentumFighter, ap: number): boolean {
  return ap >= DEFEND_AP && !isDefending(f);
}
