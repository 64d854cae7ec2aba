import type { DiceRequest } from "../../../core/dice/request.ts";
import { successProbability } from "../../../core/odds/request.ts";
import type { BonusActor } from "../economy/actor.ts";
import { conditionsInForce } from "../economy/status.ts";
import { rangedAttackChallengesAgainst } from "../economy/capability.ts";
import { attackRequest, ATTACK_ABILITY, type AttackStyle } from "../dice/attack.ts";
import { abilityDice, type BonusDiceSource } from "../dice/check.ts";
import type { Challenge, Charge } from "../dice/rank.ts";
import { computeGuard, type GuardBonus, type GuardBreakdown, type GuardOptions } from "../defense/guard.ts";
import { rangedVisibility } from "../geometry/visibility.ts";
import type { CoverLevel } from "../tables/cover.ts";
import type { VisibilityLevel } from "../tables/visibility.ts";

/**
 * One attack, planned before anything is rolled: the dice request, the Guard it must beat with every part named,
 * and the exact chance to hit. This is the single place where the attacker's conditions, the target's conditions,
 * cover, size and visibility meet, so the roll dialog, the chat card and the simulator all agree.
 */
export interface AttackSituation {
  readonly attacker: BonusActor;
  readonly target: BonusActor;
  readonly style: AttackStyle;
  readonly ranged: boolean;
  /** An area attack: light cover does not help against it. */
  readonly area?: boolean;
  /** The target is unaware and the attacker is behind it (geometry decides "behind"). */
  readonly behindUnaware?: boolean;
  readonly cover?: CoverLevel;
  /** Visibility and distance for ranged attacks; normal visibility when absent. */
  readonly visibility?: VisibilityLevel;
  readonly distanceFt?: number;
  /** The target's Guard bonuses from armor and abilities. */
  readonly guardBonuses: readonly GuardBonus[];
  /** Bonus dice from skills and talents on top of the style's ability. */
  readonly extraDice?: readonly BonusDiceSource[];
  readonly charges?: readonly Charge[];
  readonly challenges?: readonly Challenge[];
  readonly offHand?: boolean;
}

export type AttackRefusal = "beyondVisibility";

/** The attack's dice request and the Guard it must beat, without the odds (what a simulated fight rolls). */
export type AttackRoll =
  | { readonly ok: true; readonly request: DiceRequest; readonly guard: GuardBreakdown }
  | { readonly ok: false; readonly reason: AttackRefusal };

export type AttackPlan =
  | {
      readonly ok: true;
      readonly request: DiceRequest;
      readonly guard: GuardBreakdown;
      /** P(attack total > Guard + VS penalties), before any Defense reaction. */
      readonly hitChance: number;
    }
  | { readonly ok: false; readonly reason: AttackRefusal };

/** "ranged attacks against you are made with a Challenge" while knocked down and prone. */
const PRONE_SOURCE = "Target is prone";

export function planAttack(s: AttackSituation, guardOptions?: GuardOptions): AttackPlan {
  const roll = attackRoll(s, guardOptions);
  return roll.ok ? { ...roll, hitChance: successProbability(roll.request) } : roll;
}

export function attackRoll(s: AttackSituation, guardOptions?: GuardOptions): AttackRoll {
  const visibility = s.ranged ? rangedVisibility(s.visibility ?? "normal", s.distanceFt ?? 0) : undefined;
  if (visibility && !visibility.allowed) return { ok: false, reason: "beyondVisibility" };

  const guard = computeGuard(
    {
      defenderSize: s.target.creature.size,
      bonuses: s.guardBonuses,
      attack: {
        attackerSize: s.attacker.creature.size,
        ranged: s.ranged,
        area: s.area ?? false,
        behindUnaware: s.behindUnaware ?? false,
        ...(s.cover === undefined ? {} : { cover: s.cover }),
      },
    },
    guardOptions,
  );
  const proneChallenges: Challenge[] = s.ranged
    ? Array.from({ length: rangedAttackChallengesAgainst(s.target) }, () => ({ source: PRONE_SOURCE }))
    : [];
  const request = attackRequest({
    dice: [abilityDice(s.attacker.creature.bonusDice, ATTACK_ABILITY[s.style]), ...(s.extraDice ?? [])],
    guard: guard.total,
    vsPenalties: visibility && visibility.vsPenalty > 0 ? [{ source: "Visibility", value: visibility.vsPenalty }] : [],
    charges: s.charges ?? [],
    challenges: [...(s.challenges ?? []), ...proneChallenges],
    wounded: conditionsInForce(s.attacker).has("wounded"),
    offHand: s.offHand ?? false,
  });
  return { ok: true, request, guard };
}
