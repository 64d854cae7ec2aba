/**
 * A `momentum` attack planned from the documents (seed 002): "roll a d20 and add your weapon or Ability hit bonus.
 * Your attack hits if you roll at least the same amount as the Evasion of your target", with every source of
 * advantage and disadvantage the engine reads (attack-edges.ts; the climbed creature's attack on its climber, the
 * dialog's `climbingOnMe`), half cover against ranged attacks, and the exact odds (naturals included). "If your target
 * is an object, you hit it automatically": the roll is still made (the card keeps one), but the row is a hit whatever
 * it shows.
 */
import { isObject } from "../../../../engine/rulesets/momentum/creature.ts";
import { computeEvasion } from "../../../../engine/rulesets/momentum/defense/evasion.ts";
import { attackRequest } from "../../../../engine/rulesets/momentum/dice/attack.ts";
import { attackEdges } from "../../../../engine/rulesets/momentum/dice/attack-edges.ts";
import { hitProbability } from "../../../../engine/rulesets/momentum/dice/odds.ts";
import type { MomentumOptions } from "../../../../engine/rulesets/momentum/options.ts";
import { conditionsInForce } from "../../../../engine/rulesets/momentum/status.ts";
import type { LocalizedText, PlannedAttack, RollChoices } from "../../../combat-room.ts";
import { restatedRelation } from "../effects/stored-relation.ts";
import { wornGear } from "../sources.ts";
import type { AttackParty, MomentumTarget } from "./parties.ts";
import { planResistedAbility } from "./defense-roll.ts";
import { chosen, momentumLockedRows, momentumToggleRows, type OfferedFor } from "./modifiers.ts";
import type { MomentumAttackSource } from "./source.ts";

/** Which of the dialog's toggles this attack has: by its reach, its damage, the target's Climbing, a DR to roll. */
function offeredFor(source: MomentumAttackSource, target: MomentumTarget): OfferedFor {
  return {
    ranged: source.ranged,
    holy: source.components.some((c) => c.type === "holy"),
    targetClimbing: conditionsInForce(target.actor).has("climbing"),
    resisted: source.defenseRoll !== undefined,
  };
}

/**
 * The target's Climbing restated as climbing onto the attacker (the user's word, as for Shake Off: decisions 109 and
 * 121), so the engine's "The target gains disadvantage if it tries to attack you" reads it.
 */
function climbingOn(target: MomentumTarget, attacker: AttackParty): MomentumTarget {
  const conditions = restatedRelation(target.actor.conditions, "climbing", attacker.id, 0);
  return { ...target, actor: { ...target.actor, conditions } };
}

export function planMomentumAttack(
  attacker: AttackParty,
  source: MomentumAttackSource,
  target: MomentumTarget,
  choices: RollChoices,
  reasons: Readonly<Record<string, LocalizedText>>,
  options: MomentumOptions,
): PlannedAttack {
  const offered = offeredFor(source, target);
  if (source.defenseRoll) {
    const drModifiers = momentumToggleRows(choices, offered, reasons);
    return {
      ...planResistedAbility(attacker, source.name, source.defenseRoll, target, choices, options),
      modifiers: drModifiers,
    };
  }
  const ranged = source.ranged;
  const situation = { attackerId: attacker.id, targetId: target.id, ranged };
  const defender = offered.targetClimbing && chosen(choices, "climbingOnMe") ? climbingOn(target, attacker) : target;
  const shown = attackEdges(attacker.actor, target.actor, { ...situation, enemyWithinMelee: false }, options);
  const enemyWithinMelee = ranged && chosen(choices, "enemyInMelee");
  const edges = attackEdges(attacker.actor, defender.actor, { ...situation, enemyWithinMelee }, options);
  const cover = ranged && chosen(choices, "halfCover") ? "half" : "none";
  const evasion = computeEvasion(target.actor, wornGear(target.gear).evasionBonuses, { ranged, cover }, options);
  const request = attackRequest(
    { label: source.name, hitBonus: source.hitBonus(attacker.actor.creature), evasion: evasion.total, edges },
    options,
  );
  const modifiers = [...momentumLockedRows(shown), ...momentumToggleRows(choices, offered, reasons)];
  if (isObject(target.actor.creature)) {
    return { request, against: evasion.total, hitChance: 1, modifiers, settles: () => "hit" };
  }
  return { request, against: evasion.total, hitChance: hitProbability(request, options), modifiers };
}
