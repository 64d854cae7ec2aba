/**
 * What the winner's maneuver does once chosen on the card, GM side (the maneuver step's `effect`): the test that
 * decides it — the loser's resist test ("must pass an Acrobatics test, or be knocked prone"), or Feint's Deception
 * test, an automatic pass or fail by "*Size Matters" rolling nothing — then the engine's `applyManeuver`: Trip's Prone
 * and Bash's Dazed on the loser (Dazed stamped to end with the next round), Brace's Braced on the winner, Disarm's
 * item dropped (unequipped: "The item lands on the floor"), a passed Feint marked on the winner's combatant against
 * the loser's, Push's token moved away from the winner's (canvas/push.ts). Precision needs nothing here: the damage reads it.
 * One chat line says what happened.
 */
import { applyManeuver, type ManeuverEffectResult } from "../../../engine/rulesets/contest/combat/maneuver-effects.ts";
import type { TestOutcome, TestPlan } from "../../../engine/rulesets/contest/dice/test.ts";
import { markFeint } from "../../../engine/rulesets/contest/economy/act.ts";
import { MANEUVER_IDS, type ManeuverId } from "../../../engine/rulesets/contest/tables/maneuvers.ts";
import type { CardRoll } from "../../chat/attack-card/damage-roll.ts";
import { postSummary } from "../../combat/chat-summary.ts";
import { fightingCombatant } from "../../combat/fight-of.ts";
import { isRefusal, type Refusal } from "../../combat-room.ts";
import { I18N_ROOT } from "../../constants.ts";
import { applyConditionChanges } from "../../effects/condition-changes.ts";
import type { StepTaking } from "../../procedure/step.ts";
import type { ChoiceEffect } from "../../procedure/steps/choice.ts";
import { plannedStrike } from "./attack/strike.ts";
import { pushToken, type PushOutcome } from "./canvas/push.ts";
import { rowResolution, testOutcome } from "./attack/resolution.ts";
import { contestStateOf, writeContestState } from "./combat/actor.ts";
import type { Combatant } from "./combat-roll.ts";
import { disarmedItem, maneuverTest } from "./maneuver-choices.ts";
import { maneuverSides } from "./maneuvers.ts";
import { toContestActor } from "./sources.ts";
import { rowExtra } from "./attack/roll-extra.ts";

const KEY = `${I18N_ROOT}.Contest.Maneuver`;
const NOT_OPEN: Refusal = { refused: "stepNotOpen" };
const NOT_ALLOWED: Refusal = { refused: `${I18N_ROOT}.Contest.Refusal.maneuverNotAllowed` };

interface Side {
  readonly document: Actor.Implementation;
  readonly side: Combatant;
}

/** The test's outcome: read from the GM's roll, or the automatic pass or fail. */
function outcomeOf(plan: TestPlan, roll: CardRoll | undefined): TestOutcome | undefined {
  if (plan.kind === "automatic") {
    const passed = plan.outcome === "pass";
    return { label: plan.label, passed, successes: passed ? 1 : 0 };
  }
  return roll ? testOutcome(roll.result) : undefined;
}

function line(
  maneuver: ManeuverId,
  loser: string,
  effect: ManeuverEffectResult,
  test: TestOutcome | undefined,
  pushed: PushOutcome | undefined,
): string {
  const data = { maneuver: game.i18n.localize(`${KEY}.${maneuver}`), name: loser, total: String(test?.total ?? 0) };
  const rolled = test?.total !== undefined;
  const head = game.i18n.format(`${KEY}.${effect.took ? "took" : "noEffect"}${rolled ? "AfterTest" : ""}`, data);
  if (effect.pushedMetres !== undefined) {
    const data = { name: loser, metres: String(effect.pushedMetres) };
    return `${head} ${game.i18n.format(`${KEY}.Pushed.${pushed ?? "offCanvas"}`, data)}`;
  }
  return head;
}

async function apply(maneuver: ManeuverId, winner: Side, loser: Side, test: TestOutcome | undefined): Promise<void> {
  const winnerCombatant = fightingCombatant(winner.document, loser.document);
  const loserCombatant = fightingCombatant(loser.document, winner.document);
  const before = {
    winner: toContestActor(winner.side.source, winner.side.statuses),
    loser: toContestActor(loser.side.source, loser.side.statuses),
  };
  const dropped = maneuver === "disarm" ? disarmedItem(loser.side) : undefined;
  const effect = applyManeuver({
    maneuver,
    winner: before.winner,
    winnerId: winnerCombatant?.id ?? winner.document.id ?? "",
    loser: before.loser,
    loserId: loserCombatant?.id ?? loser.document.id ?? "",
    round: winnerCombatant?.combat?.round ?? 0,
    ...(test === undefined ? {} : maneuver === "feint" ? { ownTest: test } : { resisted: test }),
    ...(dropped ? { item: dropped.id } : {}),
  });
  await applyConditionChanges(loser.document, before.loser.conditions, effect.loser.conditions);
  await applyConditionChanges(winner.document, before.winner.conditions, effect.winner.conditions);
  if (effect.dropped !== undefined)
    await loser.document.items.get(effect.dropped)?.update({ system: { equipped: false } });
  // "be pushed back 1m": the GM moves the loser's token (canvas/push.ts).
  const pushed =
    effect.pushedMetres === undefined
      ? undefined
      : await pushToken(winnerCombatant?.token, loserCombatant?.token, effect.pushedMetres);
  const state = winnerCombatant ? contestStateOf(winnerCombatant) : undefined;
  if (effect.feintTarget !== undefined && winnerCombatant && state) {
    await writeContestState(winnerCombatant, markFeint(state, effect.feintTarget));
  }
  const title = game.i18n.localize(`${KEY}.title`);
  await postSummary(title, [
    { name: winner.document.name, text: line(maneuver, loser.document.name, effect, test, pushed) },
  ]);
}

/** The maneuver step's effect for `choice`; undefined for no maneuver and Precision. */
export function maneuverEffect(ctx: StepTaking, choice: string): ChoiceEffect | Refusal | undefined {
  const maneuver = MANEUVER_IDS.find((id) => id === choice);
  if (!maneuver || maneuver === "precision") return undefined;
  const { attacker, item, target, row } = ctx;
  const result = rowResolution(row);
  if (!attacker || !item || !target || !result) return NOT_OPEN;
  const strike = plannedStrike(attacker, item, target, row.situation?.choices ?? {}, rowExtra(row));
  if (isRefusal(strike)) return strike;
  const sides = maneuverSides(result, strike.attacker, strike.target);
  if (!sides) return NOT_OPEN;
  const winner: Side = { document: sides.role === "attacker" ? attacker : target, side: sides.winner };
  const loser: Side = { document: sides.role === "attacker" ? target : attacker, side: sides.loser };
  const test = maneuverTest(maneuver, sides.winner, sides.loser);
  if (test === null) return NOT_ALLOWED;
  return {
    ...(test?.plan.kind === "roll" ? { roll: test.plan.request } : {}),
    apply: (roll) => apply(maneuver, winner, loser, test ? outcomeOf(test.plan, roll) : undefined),
  };
}
