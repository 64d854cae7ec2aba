/**
 * The rows the dialog shows but never toggles: rules the engine already applies from the documents when it plans
 * the attack (procedures/attack.ts). They are read with the same engine functions the plan uses, so a row is shown
 * exactly when the rule is in the hit chance, and never counted twice.
 */
import { sizeGuardBonus } from "../../../../engine/rulesets/bonus/defense/guard.ts";
import type { BonusActor } from "../../../../engine/rulesets/bonus/economy/actor.ts";
import { rangedAttackChallengesAgainst } from "../../../../engine/rulesets/bonus/economy/capability.ts";
import { conditionsInForce } from "../../../../engine/rulesets/bonus/economy/status.ts";
import type { BonusDiceSource } from "../../../../engine/rulesets/bonus/dice/check.ts";
import type { RollModifier } from "../../../combat-room.ts";
import { MODIFIER_KEYS } from "./catalog.ts";

export interface LockedFacts {
  readonly attacker: BonusActor;
  /** The creature the plan is made against (a stand-in medium creature when nothing is targeted). */
  readonly target: BonusActor;
  /** The target's name; empty when nothing is targeted. */
  readonly targetName: string;
  readonly ranged: boolean;
  /** Bonus dice from the attacker's skills and talents, each named after its item. */
  readonly extraDice: readonly BonusDiceSource[];
}

function locked(id: string, kind: string, label: RollModifier["label"], effect: RollModifier["effect"]): RollModifier {
  return { id, kind, label, effect, on: true, locked: true };
}

export function lockedRows(f: LockedFacts): RollModifier[] {
  const rows: RollModifier[] = [];
  // "Bonus dice can be added from having Skill bonuses, Talents, or high ability scores"
  for (const [index, dice] of f.extraDice.entries()) {
    rows.push(
      locked(
        `bonusDice${String(index)}`,
        "bonusDice",
        { key: `${MODIFIER_KEYS}.bonusDice`, data: { name: dice.source } },
        { key: `${MODIFIER_KEYS}.effect.dice`, data: { count: dice.count } },
      ),
    );
  }
  // "being wounded reduces the rank of all bonus dice to action and effect rolls"
  if (conditionsInForce(f.attacker).has("wounded")) {
    rows.push(
      locked("wounded", "condition", { key: `${MODIFIER_KEYS}.wounded` }, { key: `${MODIFIER_KEYS}.effect.rankDown` }),
    );
  }
  // "ranged attacks against you are made with a Challenge" (prone)
  const prone = f.ranged ? rangedAttackChallengesAgainst(f.target) : 0;
  if (prone > 0) {
    const effect =
      prone === 1
        ? { key: `${MODIFIER_KEYS}.effect.rankDown` }
        : { key: `${MODIFIER_KEYS}.effect.ranksDown`, data: { count: prone } };
    rows.push(
      locked("targetProne", "condition", { key: `${MODIFIER_KEYS}.targetProne`, data: { name: f.targetName } }, effect),
    );
  }
  // "the smaller creature's Guard increases by 5 for every size category of difference"
  const size = sizeGuardBonus(f.attacker.creature.size, f.target.creature.size);
  if (size > 0) {
    const label = f.targetName
      ? { key: `${MODIFIER_KEYS}.targetSmaller`, data: { name: f.targetName } }
      : { key: `${MODIFIER_KEYS}.untargetedSmaller` };
    rows.push(locked("size", "size", label, { key: `${MODIFIER_KEYS}.effect.guard`, data: { value: size } }));
  }
  return rows;
}
