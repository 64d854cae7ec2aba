import type { Rng } from "../../../core/dice/rng.ts";
import { DEFAULT_MAX_ROUNDS, type FightOptions, type FightResult } from "../../../sim/fight.ts";
import { rollSucceeds, rollTotal } from "../../../sim/rollers.ts";
import { sides } from "../../../sim/sides.ts";
import { applyBonusDamage } from "../damage/apply.ts";
import { defenseRequest } from "../dice/defense.ts";
import { firstRoundActions } from "../economy/ambush.ts";
import { defenseSpeedDice, whyCannotAct } from "../economy/capability.ts";
import { bonusInitiativeOrder } from "../economy/initiative.ts";
import { takeReaction } from "../economy/reactions.ts";
import { recoveryPhase } from "../economy/recovery.ts";
import { conditionsInForce } from "../economy/status.ts";
import { attackRoll } from "../procedures/attack.ts";
import { enterFight, isDown, type BonusFighter, type BonusFighterSpec } from "./fighter.ts";
import { pickTarget, willDefend } from "./policy.ts";

/**
 * One seeded `bonus` skirmish on open ground, everyone in reach: initiative once, then rounds of turns in order,
 * each action an Attack (`attackRoll`, the plan without its odds), the target's Defense reaction when the attack
 * would hit and the policy lets it (policy.ts), the damage roll and `applyBonusDamage`, and the recovery phase at
 * each round's end. Dice go through the fast path (sim/rollers.ts), which rolls the same totals as the audited path.
 */
const wounded = (f: BonusFighter): boolean => conditionsInForce(f.actor).has("wounded");

/** The target reacts with Defense when the policy says so; true when it evades. */
function defends(target: BonusFighter, attackTotal: number, trigger: string, rng: Rng): boolean {
  if (!willDefend(target)) return false;
  const taken = takeReaction(target.actor, target.combatant, { reaction: "defense", trigger, ownTurn: false });
  if (!taken.ok) return false;
  target.actor = taken.state.actor;
  target.combatant = taken.state.combatant;
  const dice = [{ source: "Speed", count: defenseSpeedDice(target.actor) }];
  return rollSucceeds(defenseRequest({ dice, wounded: wounded(target), attackTotal }), rng).success;
}

function attack(attacker: BonusFighter, target: BonusFighter, trigger: string, rng: Rng): void {
  const w = attacker.spec.weapon.system;
  const plan = attackRoll({
    attacker: attacker.actor,
    target: target.actor,
    style: w.style,
    ranged: w.ranged,
    guardBonuses: target.spec.guard,
  });
  if (!plan.ok) return;
  const roll = rollSucceeds(plan.request, rng);
  if (!roll.success || defends(target, roll.total, trigger, rng)) return;
  const damage = rollTotal(wounded(attacker) ? attacker.plan.woundedDamage : attacker.plan.damage, rng);
  const standing = !isDown(target);
  const outcome = applyBonusDamage(
    target.actor.creature,
    { armor: target.armor },
    { amount: damage, type: w.damageType, quality: w.quality, ranged: w.ranged, area: false, source: "" },
  );
  target.actor = { ...target.actor, creature: outcome.creature };
  target.armor = outcome.armor;
  if (standing && isDown(target)) target.downedBy = attacker.spec.id;
}

function initiative(all: readonly BonusFighter[], byId: ReadonlyMap<string, BonusFighter>, rng: Rng): BonusFighter[] {
  const rolls = all.map((f) => ({
    id: f.spec.id,
    speed: f.actor.creature.speed,
    total: rollTotal(f.plan.initiative, rng),
  }));
  return bonusInitiativeOrder(rolls).flatMap((id) => byId.get(id) ?? []);
}

export function bonusSkirmish(
  partySpecs: readonly BonusFighterSpec[],
  foeSpecs: readonly BonusFighterSpec[],
  rng: Rng,
  options: FightOptions = {},
): FightResult {
  const maxRounds = options.maxRounds ?? DEFAULT_MAX_ROUNDS;
  const fight = sides(partySpecs.map(enterFight), foeSpecs.map(enterFight), isDown);
  const { party, foes } = fight;
  const order = initiative(fight.all, fight.byId, rng);
  const partyIds = new Set(partySpecs.map((f) => f.id));
  let attacks = 0;
  for (let round = 1; round <= maxRounds; round++) {
    for (const f of order) f.combatant = { ...f.combatant, economy: { ...f.combatant.economy, uses: {} } };
    for (const f of order) {
      if (isDown(f) || whyCannotAct(f.actor, true)) continue;
      const mine = partyIds.has(f.spec.id);
      for (let a = firstRoundActions(f.actor, round); a > 0; a--) {
        const target = pickTarget(mine ? foes : party, mine, rng);
        if (!target) break;
        attack(f, target, `attack-${attacks++}`, rng);
      }
      const winner = fight.decided();
      if (winner) return fight.result(winner, round);
    }
    for (const f of order) f.actor = recoveryPhase(f.actor, round).actor;
  }
  return fight.result("draw", maxRounds);
}
