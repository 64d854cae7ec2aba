import type { RollResult } from "../../../core/dice/result.ts";
import { applyHit, type NonlethalChoice, type WoundOutcome } from "../damage/apply.ts";
import { toughnessOf, type ToughnessInput } from "../damage/toughness.ts";
import { checkCritical } from "../dice/check.ts";
import type { Critical } from "../dice/mechanic.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import type { WoundsActor } from "../status.ts";
import { criticalAttackShifts, type InitiativeShift } from "../turns/initiative.ts";
import type { AttackPlan } from "./attack-plan.ts";
import { ATTACK_VARIANTS } from "./variants.ts";

/**
 * After the dice: the critical and its initiative shifts ("If you roll a critical success on an attack roll, your
 * initiative is increased by 2 and your target's initiative is decreased by 2. If you roll a critical failure on an
 * attack roll, your initiative is decreased by 2."), then the hit and the wound. A failed footing check while climbing
 * or swimming makes the attack miss ("If you fail the check, then your attack automatically misses").
 */
export interface AttackRolls {
  readonly attack: RollResult;
  /** The damage roll's total (rolled on a hit, or before the hit for a penetrating attack). */
  readonly damageTotal: number;
  readonly footingFailed?: boolean;
}

export interface AttackChoices {
  readonly toughness?: ToughnessInput;
  readonly nonlethal?: NonlethalChoice;
  /** The target falls unconscious from the attack (a rule outside the excerpt). */
  readonly knockedOut?: boolean;
}

export interface AttackResolution {
  readonly outcome: WoundOutcome;
  readonly critical?: Critical;
  readonly shifts: readonly InitiativeShift[];
}

export function resolveAttack(
  plan: AttackPlan,
  ids: { readonly attacker: string; readonly target: string },
  target: WoundsActor,
  rolls: AttackRolls,
  choices: AttackChoices = {},
  round = 0,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): AttackResolution {
  const variant = ATTACK_VARIANTS[plan.variant];
  const critical = checkCritical(rolls.attack, true, options);
  const shifts = criticalAttackShifts(ids.attacker, ids.target, critical);
  const toughness = toughnessOf(target.creature, choices.toughness);
  if (rolls.footingFailed === true) {
    const outcome: WoundOutcome = { actor: target, hit: false, finalDamage: 0, events: [{ kind: "miss" }] };
    return { outcome, ...(critical === undefined ? {} : { critical }), shifts };
  }
  const outcome = applyHit(
    target,
    {
      attackTotal: rolls.attack.total,
      damageTotal: rolls.damageTotal,
      defense: plan.defense.total,
      penetrating: plan.penetrating,
      bypassesArmor: plan.bypassesArmor,
      source: plan.request.label,
    },
    toughness,
    {
      severityShift: variant.severityShift,
      ...(variant.nonlethal ? { nonlethal: choices.nonlethal ?? {} } : {}),
      ...(choices.knockedOut === true ? { knockedOut: true } : {}),
    },
    round,
    options,
  );
  return { outcome, ...(critical === undefined ? {} : { critical }), shifts };
}
