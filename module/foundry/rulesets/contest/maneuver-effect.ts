/**
 * What the winner's maneuver does once chosen on the card, GM side (the maneuver step's `effect`): the test that
 * decides it — the loser's resist test ("must pass an Acrobatics test, or be knocked prone"), or Feint's Deception
 * test, an automatic pass or fail by "*Size Matters" rolling nothing — then the engine's `applyManeuver`: Trip's Prone
 * and Bash's Dazed on the loser (Dazed stamped to end with the next round), Brace's Braced on the winner, Disarm's
 * chosen item dropped (unequipped: "The item lands on the floor"), a passed Feint marked on the winner's combatant against
 * the loser's, Push's token moved away from the winner's (canvas/push.ts). Precision needs nothing here: the damage reads it.
 * A rolled test is posted on the check card by the one who rolls it, seen by whoever sees the attack card, with what
 * the maneuver did (decision 136); a maneuver without a roll says what it did in one chat line.
 */
import { applyManeuver, type ManeuverEffectResult } from "../../../engine/rulesets/contest/combat/maneuver-effects.ts";
import { readTest, type TestOutcome } from "../../../engine/rulesets/contest/dice/test.ts";
import { markFeint } from "../../../engine/rulesets/contest/economy/act.ts";
import type { ManeuverId } from "../../../engine/rulesets/contest/tables/maneuvers.ts";
import { foundryLocalizer } from "../../applications/sheets/localizer.ts";
import { postSummary } from "../../combat/chat-summary.ts";
import { fightingCombatant } from "../../combat/fight-of.ts";
import { isRefusal, type Refusal } from "../../combat-room.ts";
import { I18N_ROOT } from "../../constants.ts";
import { messageVisibility } from "../../dice/roll-visibility.ts";
import { applyConditionChanges } from "../../effects/condition-changes.ts";
import type { StepTaking } from "../../procedure/step.ts";
import type { ChoiceEffect } from "../../procedure/steps/choice.ts";
import { plannedStrike } from "./attack/strike.ts";
import { pushToken, type PushOutcome } from "./canvas/push.ts";
import { rowResolution } from "./attack/resolution.ts";
import { rollTestCard, type RolledPlan } from "./checks/roll-test-card.ts";
import { contestStateOf, writeContestState } from "./combat/actor.ts";
import type { Combatant } from "./combat-roll.ts";
import { chosenManeuver, heldItems, maneuverTest, type HeldItem, type ManeuverTest } from "./maneuver-choices.ts";
import { maneuverSides } from "./maneuvers.ts";
import { skillLabel } from "./sheets/labels.ts";
import { toContestActor } from "./sources.ts";
import { rowExtra } from "./attack/roll-extra.ts";

const KEY = `${I18N_ROOT}.Contest.Maneuver`;
const NOT_OPEN: Refusal = { refused: "stepNotOpen" };
const NOT_ALLOWED: Refusal = { refused: `${I18N_ROOT}.Contest.Refusal.maneuverNotAllowed` };

interface Side {
  readonly document: Actor.Implementation;
  readonly side: Combatant;
}

function line(
  maneuver: ManeuverId,
  loser: string,
  effect: ManeuverEffectResult,
  pushed: PushOutcome | undefined,
): string {
  const data = { maneuver: game.i18n.localize(`${KEY}.${maneuver}`), name: loser };
  const head = game.i18n.format(`${KEY}.${effect.took ? "took" : "noEffect"}`, data);
  if (effect.pushedMetres !== undefined) {
    const data = { name: loser, metres: String(effect.pushedMetres) };
    return `${head} ${game.i18n.format(`${KEY}.Pushed.${pushed ?? "offCanvas"}`, data)}`;
  }
  return head;
}

/** What was chosen: the maneuver, and for a Disarm the item it takes (re-read from the loser's documents). */
interface Chosen {
  readonly maneuver: ManeuverId;
  readonly disarmed?: HeldItem;
}

/** The maneuver's writes from its test's outcome (none for one nobody tests); what it did, in words. */
async function apply(chosen: Chosen, winner: Side, loser: Side, test: TestOutcome | undefined): Promise<string> {
  const { maneuver, disarmed } = chosen;
  const winnerCombatant = fightingCombatant(winner.document, loser.document);
  const loserCombatant = fightingCombatant(loser.document, winner.document);
  const before = {
    winner: toContestActor(winner.side.source, winner.side.statuses),
    loser: toContestActor(loser.side.source, loser.side.statuses),
  };
  const effect = applyManeuver({
    maneuver,
    winner: before.winner,
    winnerId: winnerCombatant?.id ?? winner.document.id ?? "",
    loser: before.loser,
    loserId: loserCombatant?.id ?? loser.document.id ?? "",
    round: winnerCombatant?.combat?.round ?? 0,
    ...(test === undefined ? {} : maneuver === "feint" ? { ownTest: test } : { resisted: test }),
    ...(disarmed ? { item: disarmed.id } : {}),
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
  const said = line(maneuver, loser.document.name, effect, pushed);
  if (effect.dropped === undefined || !disarmed) return said;
  return `${said} ${game.i18n.format(`${KEY}.dropped`, { name: loser.document.name, item: disarmed.name })}`;
}

/**
 * A maneuver whose outcome needs no roll (Brace; a test "*Size Matters" fixes: "Creatures more than one size larger
 * than you automatically pass the test", "… more than one size smaller than you automatically fail the test"): one
 * chat line, which says why no test was rolled.
 */
async function applyUnrolled(chosen: Chosen, winner: Side, loser: Side, test: ManeuverTest | undefined) {
  const outcome = test && readTest(test.plan);
  const done = await apply(chosen, winner, loser, outcome);
  const size = outcome?.automatic === undefined ? undefined : outcome.passed ? "pass" : "fail";
  const text = size ? `${done} ${game.i18n.format(`${KEY}.Size.${size}`, { name: loser.document.name })}` : done;
  await postSummary(game.i18n.localize(`${KEY}.title`), [{ name: winner.document.name, text }]);
}

/**
 * A maneuver decided by a rolled test: the loser rolls its resist test, the winner Feint's Deception test, on a check
 * card seen by whoever sees the attack `card`, which says what the maneuver did (decision 136).
 */
function rolledEffect(
  card: ChatMessage.Implementation,
  chosen: Chosen,
  [winner, loser]: readonly [Side, Side],
  test: ManeuverTest,
  plan: RolledPlan,
): ChoiceEffect {
  const name = game.i18n.localize(`${KEY}.${chosen.maneuver}`);
  const check = game.i18n.format(`${KEY}.test`, { skill: skillLabel(foundryLocalizer(), test.skill), maneuver: name });
  return {
    apply: async () => {
      await rollTestCard({
        actor: (test.resisted ? loser : winner).document,
        check,
        plan,
        visibility: messageVisibility(card),
        followUp: async (outcome) => [await apply(chosen, winner, loser, outcome)],
      });
    },
  };
}

/** The maneuver step's effect for `choice`; undefined for no maneuver and Precision. */
export function maneuverEffect(ctx: StepTaking, choice: string): ChoiceEffect | Refusal | undefined {
  const named = chosenManeuver(choice);
  if (!named || named.maneuver === "precision") return undefined;
  const { maneuver } = named;
  const { attacker, item, target, row } = ctx;
  const result = rowResolution(row);
  if (!attacker || !item || !target || !result) return NOT_OPEN;
  const strike = plannedStrike(attacker, item, target, row.situation?.choices ?? {}, rowExtra(row));
  if (isRefusal(strike)) return strike;
  const sides = maneuverSides(result, strike.attacker, strike.target);
  if (!sides) return NOT_OPEN;
  const winner: Side = { document: sides.role === "attacker" ? attacker : target, side: sides.winner };
  const loser: Side = { document: sides.role === "attacker" ? target : attacker, side: sides.loser };
  // A Disarm takes the item named, if the loser still holds it now (its documents, not the card's word).
  const disarmed = named.itemId === undefined ? undefined : heldItems(sides.loser).find((i) => i.id === named.itemId);
  if (maneuver === "disarm" && !disarmed) return NOT_ALLOWED;
  const chosen: Chosen = { maneuver, ...(disarmed ? { disarmed } : {}) };
  const test = maneuverTest(maneuver, sides.winner, sides.loser, disarmed);
  if (test === null) return NOT_ALLOWED;
  if (test?.plan.kind !== "roll") return { apply: () => applyUnrolled(chosen, winner, loser, test) };
  return rolledEffect(ctx.message, chosen, [winner, loser], test, test.plan);
}
