import type { Rng } from "../../../core/dice/rng.ts";
import { chooseTarget } from "../../../sim/target.ts";
import type { AttackVariant } from "../procedures/variants.ts";
import { isDefending, isDown, slotsLeft, type StrikePlan, type WoundsFighter, type WoundsSimSpell } from "./fighter.ts";
import { DEFEND_AP } from "./lean-economy.ts";
import { SIM_VARIANTS, spellPlan, strikePlan } from "./strike-plan.ts";

/**
 * How a simulated `wounds` creature decides on its turn, with the AP it has (docs/rules/wounds.md decisions 120–):
 * - open ground, everyone in reach: nobody spends AP moving, there is no cover, flanking, mount or water, and a
 *   ranged attacker is never harried;
 * - the party focuses the standing foe with the fewest open wound slots below fatal; foes pick a standing party
 *   member at random;
 * - each action is the attack (a Quick, Standard or Strong Attack with a melee weapon; a Standard Attack with a ranged
 *   one), or an attack spell its fighter lists (`WoundsFighterSpec.spells`; the balance script lists the pack's)
 *   and it has the mana for (Cast a Spell at the spell's AP), with the highest expected wound severity per AP among
 *   those its AP pay for now; with too few AP for any it ends its turn and keeps them (AP carry over, up to the Speed
 *   table's maximum); it never declares an attack it must pay over several turns;
 * - when none of its attacks can wound the target, it Defends (2 AP) instead; a Defending creature takes the Defend
 *   choice that leaves each attack the lowest chance to hit;
 * - nobody uses reactions (Rebuff, Harry …), Seize Initiative, interrupts, abilities or spells that do not attack;
 * - a creature is down when dying, unconscious or dead (a character with a fatal wound; an NPC dies of one).
 */
export const WOUNDS_ASSUMPTIONS: readonly string[] = [
  "Open ground, everyone in reach: no AP is spent moving; there is no cover, flanking, mount or water.",
  "The party focuses the standing foe with the fewest open wound slots below fatal; foes pick a standing party member at random.",
  "Each action is the Quick, Standard or Strong Attack (ranged weapons: Standard), or an attack spell its fighter lists and its mana pays for, with the most expected wound severity per AP that the AP left pay for; unspent AP carry over.",
  "A creature whose attacks cannot wound its target Defends, and a Defending creature takes the Defend choice that makes each attack least likely to hit; nobody uses reactions, Seize Initiative, interrupts, or abilities and spells that do not attack.",
  "A creature is down when dying, unconscious or dead: a character with a fatal wound is dying, an NPC dies of one.",
];

const standing = (f: WoundsFighter): boolean => !isDown(f);

export function pickTarget(
  enemies: readonly WoundsFighter[],
  partyMember: boolean,
  rng: Rng,
): WoundsFighter | undefined {
  return chooseTarget(enemies, standing, slotsLeft, partyMember, rng);
}

/** The attack chosen: a weapon's attack action, or a spell (`spell`, cast as a single attack). */
export interface Choice {
  readonly plan: StrikePlan;
  readonly variant: AttackVariant;
  readonly spell?: WoundsSimSpell;
}

const NO_SPELLS: readonly WoundsSimSpell[] = [];

/** Whether it has the mana for the spell now ("Spending mana reduces your current total"; never overspent here). */
const castable = (f: WoundsFighter, spell: WoundsSimSpell): boolean => spell.mana <= f.actor.creature.mana;

/** What the policy weighs an attack by: expected severity per AP, 0 when the AP left do not pay for it. */
const rateOf = (plan: StrikePlan, ap: number): number => (plan.ap > ap ? 0 : plan.expected / Math.max(1, plan.ap));

/** The attack to make with `ap` AP: the most expected severity per AP among those it can pay that can wound. */
export function bestAttack(f: WoundsFighter, target: WoundsFighter, ap: number): Choice | undefined {
  let best: Choice | undefined;
  let most = 0;
  for (let w = 0; w < f.spec.weapons.length; w++) {
    for (const variant of SIM_VARIANTS) {
      const plan = strikePlan(f, w, variant, target);
      const rate = plan === undefined ? 0 : rateOf(plan, ap);
      if (plan !== undefined && rate > most) {
        best = { plan, variant };
        most = rate;
      }
    }
  }
  const spells = f.spec.spells ?? NO_SPELLS;
  for (let s = 0; s < spells.length; s++) {
    const spell = spells[s];
    const plan = spell !== undefined && castable(f, spell) ? spellPlan(f, s, target) : undefined;
    const rate = plan === undefined ? 0 : rateOf(plan, ap);
    if (plan !== undefined && spell !== undefined && rate > most) {
      best = { plan, variant: "standard", spell };
      most = rate;
    }
  }
  return best;
}

/** Whether any attack it has (AP aside; spells it has the mana for) can wound the target. */
export function canWound(f: WoundsFighter, target: WoundsFighter): boolean {
  for (let w = 0; w < f.spec.weapons.length; w++) {
    for (const variant of SIM_VARIANTS) if ((strikePlan(f, w, variant, target)?.expected ?? 0) > 0) return true;
  }
  const spells = f.spec.spells ?? NO_SPELLS;
  for (let s = 0; s < spells.length; s++) {
    const spell = spells[s];
    if (spell !== undefined && castable(f, spell) && (spellPlan(f, s, target)?.expected ?? 0) > 0) return true;
  }
  return false;
}

/** Defend when nothing it has can wound the target, it has the AP, and it is not already Defending. */
export function willDefend(f: WoundsFighter, ap: number): boolean {
  return ap >= DEFEND_AP && !isDefending(f);
}
