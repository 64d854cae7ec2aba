import { rollRequest } from "../../module/engine/core/dice/roll.ts";
import type { Rng } from "../../module/engine/core/dice/rng.ts";
import { applyBonusDamage } from "../../module/engine/rulesets/bonus/damage/apply.ts";
import { atZeroHealth } from "../../module/engine/rulesets/bonus/damage/status.ts";
import { abilityDice } from "../../module/engine/rulesets/bonus/dice/check.ts";
import { damageRequest } from "../../module/engine/rulesets/bonus/dice/damage.ts";
import { defenseRequest } from "../../module/engine/rulesets/bonus/dice/defense.ts";
import { initiativeRequest } from "../../module/engine/rulesets/bonus/dice/initiative.ts";
import { firstRoundActions } from "../../module/engine/rulesets/bonus/economy/ambush.ts";
import { defenseSpeedDice, whyCannotAct } from "../../module/engine/rulesets/bonus/economy/capability.ts";
import { bonusInitiativeOrder } from "../../module/engine/rulesets/bonus/economy/initiative.ts";
import { reactionVigorCost, takeReaction } from "../../module/engine/rulesets/bonus/economy/reactions.ts";
import { recoveryPhase } from "../../module/engine/rulesets/bonus/economy/recovery.ts";
import { conditionsInForce } from "../../module/engine/rulesets/bonus/economy/status.ts";
import { planAttack } from "../../module/engine/rulesets/bonus/procedures/attack.ts";
import type { Fighter } from "./fighter.ts";
import { chooseTarget, type SkirmishResult } from "./report.ts";

/**
 * One seeded skirmish on open ground, everyone in reach: initiative once, then rounds of turns in order, each action
 * an Attack (`planAttack`), the target's Defense reaction when the attack would hit and it can spare the Vigor, the
 * damage roll and `applyBonusDamage`, and the recovery phase at each round's end. The party focuses the weakest foe;
 * foes pick a random party member (report.ts). A party member is down at 0 Health (Shock or dead).
 */

const isDown = (f: Fighter): boolean => f.actor.creature.dead || atZeroHealth(f.actor.creature);
const remaining = (f: Fighter): number => f.actor.creature.durability.value + f.actor.creature.health.value;
const wounded = (f: Fighter): boolean => conditionsInForce(f.actor).has("wounded");

/** The target reacts with Defense when it can pay without becoming Winded; true when it evades. */
function defends(target: Fighter, attackTotal: number, trigger: string, rng: Rng): boolean {
  if (target.actor.creature.vigor.value <= reactionVigorCost(target.actor, "defense")) return false;
  const taken = takeReaction(target.actor, target.combatant, { reaction: "defense", trigger, ownTurn: false });
  if (!taken.ok) return false;
  target.actor = taken.state.actor;
  target.combatant = taken.state.combatant;
  const dice = [{ source: "Speed", count: defenseSpeedDice(target.actor) }];
  return rollRequest(defenseRequest({ dice, wounded: wounded(target), attackTotal }), rng).success === true;
}

function attack(attacker: Fighter, target: Fighter, trigger: string, rng: Rng): void {
  const w = attacker.weapon.system;
  const plan = planAttack({
    attacker: attacker.actor,
    target: target.actor,
    style: w.style,
    ranged: w.ranged,
    guardBonuses: target.guard,
  });
  if (!plan.ok) return;
  const roll = rollRequest(plan.request, rng);
  if (roll.success !== true || defends(target, roll.total, trigger, rng)) return;
  const damage = rollRequest(
    damageRequest({
      damageValue: w.damageValue,
      quality: w.quality,
      delivery: w.delivery,
      abilities: attacker.actor.creature.bonusDice,
      wounded: wounded(attacker),
    }),
    rng,
  );
  const outcome = applyBonusDamage(
    target.actor.creature,
    { armor: target.armor },
    { amount: damage.total, type: w.damageType, quality: w.quality, ranged: w.ranged, area: false, source: "" },
  );
  target.actor = { ...target.actor, creature: outcome.creature };
  target.armor = outcome.armor;
}

function initiative(all: readonly Fighter[], rng: Rng): Fighter[] {
  const rolls = all.map((f) => ({
    id: f.id,
    speed: f.actor.creature.speed,
    total: rollRequest(initiativeRequest({ dice: [abilityDice(f.actor.creature.bonusDice, "speed")] }), rng).total,
  }));
  const byId = new Map(all.map((f) => [f.id, f]));
  return bonusInitiativeOrder(rolls).flatMap((id) => byId.get(id) ?? []);
}

export function skirmish(party: Fighter[], foes: Fighter[], rng: Rng, maxRounds = 30): SkirmishResult {
  const order = initiative([...party, ...foes], rng);
  const partyIds = new Set(party.map((f) => f.id));
  const beaten = (side: readonly Fighter[]) => side.every(isDown);
  let attacks = 0;
  for (let round = 1; round <= maxRounds; round++) {
    for (const f of order) f.combatant = { ...f.combatant, economy: { ...f.combatant.economy, uses: {} } };
    for (const f of order) {
      if (isDown(f) || whyCannotAct(f.actor, true)) continue;
      const mine = partyIds.has(f.id);
      for (let a = firstRoundActions(f.actor, round); a > 0; a--) {
        const target = chooseTarget(mine ? foes : party, (e) => !isDown(e), remaining, mine, rng);
        if (!target) break;
        attack(f, target, `attack-${attacks++}`, rng);
      }
      if (beaten(party) || beaten(foes)) {
        const winner = beaten(foes) ? "party" : "foes";
        return { winner, rounds: round, partyDown: party.filter(isDown).length };
      }
    }
    for (const f of order) f.actor = recoveryPhase(f.actor, round).actor;
  }
  return { winner: "draw", rounds: maxRounds, partyDown: party.filter(isDown).length };
}
