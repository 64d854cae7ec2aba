/**
 * The `wounds` economy's steps of the in-world self-check, for the room's `selfCheck` once the room is registered (its
 * attack steps need the card loop): after the shared steps created the encounter, rolled initiative and started it,
 * - the attacker holds the Speed table's Round Start AP ("You gain AP twice per round, once at the start of the round");
 * - an act costing more than its AP is declared and paid over turns ("declare the action, spend all your current AP,
 *   and continue …"), and the tracker row names it; cancelling it keeps the AP spent ("or you choose to cancel it");
 * - after the shared step advanced the round, the AP left were carried over with the turn-end and round-start gains,
 *   capped at Max AP ("Unspent AP is carried over, but any AP gained in excess of your max AP … is lost").
 */
import { refilledValue, type PoolRefill } from "../../../../engine/core/economy/pool.ts";
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { WOUNDS_POOLS, woundsStats } from "../../../../engine/rulesets/wounds/economy/pools.ts";
import { actFor } from "../../../combat/economy-access.ts";
import { spendInCombat } from "../../../combat/spend.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, expectThat, need } from "../../../self-check/expect.ts";
import type { Skirmish, SkirmishStep } from "../../../self-check/skirmish.ts";
import { woundsOptions } from "../rule-variants.ts";
import { woundsEconomyActor, woundsStateOf } from "./actor.ts";
import { CANCEL_ACT_CONTROL } from "./controls.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";

const STEP = `${I18N_ROOT}.Wounds.SelfCheck`;
/** The act declared past the AP: Treat Wound, 8 AP, more than most creatures hold in round 1. */
const LONG_ACT = "treatWound";
const AP_BEFORE_ROUND = "wounds.apBeforeRound";

const AP_SPEC = need(
  WOUNDS_POOLS.find((p) => p.id === "ap"),
  "the AP pool",
);

function gain(at: PoolRefill["at"]): PoolRefill {
  return need(
    AP_SPEC.refills.find((r) => r.at === at),
    `the ${at} AP gain`,
  );
}

function attackerCombatant(s: Skirmish): Combatant.Implementation {
  const attacker = need(s.actors, "the actors").attacker;
  return combatantOf(s, attacker, "the attacker's combatant");
}

function apNow(s: Skirmish): number {
  return apOf(need(woundsStateOf(attackerCombatant(s)), "the attacker's wounds state"));
}

function stats(s: Skirmish) {
  return woundsStats(need(woundsEconomyActor(attackerCombatant(s)), "the attacker as a wounds creature"));
}

export const apAtRoundStart: SkirmishStep = {
  id: "apAtRoundStart",
  labelKey: `${STEP}.apAtRoundStart`,
  run(s) {
    expectEqual("the attacker's AP in round 1", refilledValue(AP_SPEC, gain("roundStart"), 0, stats(s)), apNow(s));
    return Promise.resolve();
  },
};

export const actAcrossTurns: SkirmishStep = {
  id: "actAcrossTurns",
  labelKey: `${STEP}.actAcrossTurns`,
  async run(s) {
    const before = apNow(s);
    const cost = apCost(LONG_ACT, [], woundsOptions());
    expectThat(before > 0 && before < cost, `the attacker holds between 1 and ${String(cost - 1)} AP`, before);
    await spendInCombat(need(s.actors, "the actors").attacker, { action: LONG_ACT });
    const state = need(woundsStateOf(attackerCombatant(s)), "the attacker's wounds state");
    expectEqual("the AP after declaring", 0, apOf(state));
    expectEqual("the act being paid", LONG_ACT, state.economy.pending?.action);
    expectEqual("the AP still owed", cost - before, state.economy.pending?.remaining);
  },
};

export const actCanceled: SkirmishStep = {
  id: "actCanceled",
  labelKey: `${STEP}.actCanceled`,
  async run(s) {
    await actFor(attackerCombatant(s), CANCEL_ACT_CONTROL.id);
    const state = need(woundsStateOf(attackerCombatant(s)), "the attacker's wounds state");
    expectEqual("the act after cancelling", undefined, state.economy.pending);
    expectEqual("the AP after cancelling (what was spent is lost)", 0, apOf(state));
    s.notes.set(AP_BEFORE_ROUND, apOf(state));
  },
};

export const apCarriedOver: SkirmishStep = {
  id: "apCarriedOver",
  labelKey: `${STEP}.apCarriedOver`,
  run(s) {
    const before = s.notes.get(AP_BEFORE_ROUND);
    const left = need(typeof before === "number" ? before : undefined, "the AP noted before the round");
    const numbers = stats(s);
    const afterTurn = refilledValue(AP_SPEC, gain("turnEnd"), left, numbers);
    const expected = refilledValue(AP_SPEC, gain("roundStart"), afterTurn, numbers);
    expectEqual("the attacker's AP in round 2", expected, apNow(s));
    return Promise.resolve();
  },
};

/** In the order the room plays them: the first three in the encounter, the last after the shared new round. */
export const WOUNDS_ECONOMY_SELF_CHECK = {
  encounter: [apAtRoundStart, actAcrossTurns, actCanceled],
  afterRound: [apCarriedOver],
} as const satisfies Readonly<Record<string, readonly SkirmishStep[]>>;
