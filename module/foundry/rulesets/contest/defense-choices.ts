/**
 * The target's manner of defense on the card, chosen before the attacker rolls ("The manner of defense is decided
 * before the attacker rolls"): each defense open to it against this Strike (`allowedDefenses`: Block needs a shield,
 * Parry not against ranged attacks or spells, Withstand only against the mind) and "none", each with the engine's
 * exact odds of every result once chosen (`combatOdds`). A defender who cannot react or did not see it coming has
 * only "none", which is also the absent owner's default (offered last, costing nothing). A defense costs the Defend
 * reaction's AP, paid when it is chosen and never refunded (module/foundry/README.md section 5, question 4), and its
 * test is rolled by the GM then, from the defender as it is.
 */
import type { CombatOdds } from "../../../engine/rulesets/contest/dice/odds.ts";
import type { DiceRequest } from "../../../engine/core/dice/request.ts";
import { isRefusal, type Refusal } from "../../combat-room.ts";
import type { SpendRequest } from "../../combat/room.ts";
import { I18N_ROOT } from "../../constants.ts";
import type { StepChoice, StepContext, StepTaking } from "../../procedure/step.ts";
import { NO_DEFENSE } from "./attack/resolution.ts";
import { plannedStrike, REFUSAL } from "./attack/strike.ts";
import { defenseOptions, type DefenseOption } from "./combat-roll.ts";
import { rowExtra } from "./attack/roll-extra.ts";
import { contestOptions } from "./rule-variants.ts";

const KEY = `${I18N_ROOT}.Contest`;
const NOT_OFFERED: Refusal = { refused: `${REFUSAL}.defenseNotAllowed` };

const percent = (p: number): string => String(Math.round(p * 1000) / 10);

/** Every result's chance, in the card's words. */
function oddsData(odds: CombatOdds): Record<string, string> {
  return {
    damage: percent(odds.damage),
    attackerCritical: percent(odds.attackerCritical),
    defenderCritical: percent(odds.defenderCritical),
    blocked: percent(odds.blocked),
    hit: percent(odds.hitOnSuccesses),
    miss: percent(odds.missOnSuccesses),
    bothFail: percent(odds.bothFail),
  };
}

/** The defenses open to the row's target now, planned from the card's documents; none readable: "none" only. */
function options(ctx: StepContext): readonly DefenseOption[] | undefined {
  const { attacker, item, target, row } = ctx;
  if (!attacker || !item || !target) return undefined;
  const strike = plannedStrike(attacker, item, target, row.situation?.choices ?? {}, rowExtra(row));
  if (isRefusal(strike)) return undefined;
  return defenseOptions(strike.plan, strike.profile, strike.target, strike.situation, contestOptions());
}

export function defenseChoices(ctx: StepContext): readonly StepChoice[] {
  const open = options(ctx);
  if (!open) return [{ id: NO_DEFENSE, label: { key: `${KEY}.Defense.none` } }];
  return open.map((option) => ({
    id: option.choice,
    label: { key: `${KEY}.Defense.${option.choice}` },
    hitChance: option.odds.damage,
    odds: { key: `${KEY}.Card.defenseOdds`, data: oddsData(option.odds) },
  }));
}

/** GM side: the defense test the choice rolls now; undefined for "none" (an automatic failure, no roll). */
export function defenseRoll(ctx: StepContext, choice: string): DiceRequest | Refusal | undefined {
  if (choice === NO_DEFENSE) return undefined;
  const plan = options(ctx)?.find((o) => o.choice === choice)?.plan;
  return plan?.kind === "roll" ? plan.request : NOT_OFFERED;
}

/**
 * "Defend. You block, dodge, parry, or withstand an attack": the reaction's AP, answering this card's row (one Defend
 * per attack, rules page decision 4); not defending costs nothing.
 */
export function defenseCost(ctx: StepTaking, choice: string): SpendRequest | undefined {
  return choice === NO_DEFENSE ? undefined : { action: "defend", trigger: defendTrigger(ctx.message.id, ctx.row.key) };
}

/** The trigger a Defend answers: the card and its row (id-like, so it may be stored as a limit's key). */
export function defendTrigger(messageId: string | null, rowKey: string): string {
  return `${messageId ?? ""}-${rowKey}`;
}
