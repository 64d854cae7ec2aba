/**
 * The surprise contest, run by the GM from the tracker before round 1's turns: "Determine Surprise. If one party tried
 * to sneak up on the other, make a Stealth vs Observation contest. Observing characters are surprised if the fail the
 * contest, losing their first turn in the initiative structure." The GM names the party that sneaks by the row it
 * uses: that combatant's side (its token's disposition, decision 85) sneaks, every other combatant observes (rules
 * page decision 134). Each sneaker rolls Stealth and each observer Observation once, from their stored skills; the
 * engine names the observers who lost against every sneaker (`surprisedObservers`, decision 10) and each is marked
 * Surprised as the tracker's mark does (`surprise`: Incapacitated, its first turn passed, decision 84) — but only one
 * whose first turn has not begun. Each sneaker's Stealth is an opposed card against every observer's Observation, each
 * pairing decided by the contest rule (contest-card.ts); the last card says who is surprised (rules page decision 147).
 */
import { isActive } from "../../../../engine/core/conditions/state.ts";
import { skillTest } from "../../../../engine/rulesets/contest/combat/skill-test.ts";
import { surprise, surprisedObservers } from "../../../../engine/rulesets/contest/economy/surprise.ts";
import type { Refusal } from "../../../combat-room.ts";
import { postOpposedCard } from "../../../chat/opposed-card/post.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { contestCreatureOf, contestEconomyActor, contestStateOf } from "./actor.ts";
import { contestCardSide, contestDecision } from "./contest-card.ts";
import { maySurprise } from "./surprise-window.ts";
import { alliedCombatants } from "./sides.ts";
import { rollPlan, skillSide, type RolledTest } from "./skill-roll.ts";
import { resolveContest } from "../../../../engine/rulesets/contest/dice/contest.ts";
import type { TestPlan } from "../../../../engine/rulesets/contest/dice/test.ts";

const KEY = `${I18N_ROOT}.Contest.Surprise`;
const REFUSAL = `${I18N_ROOT}.Contest.Refusal`;

interface Rolled extends RolledTest {
  readonly combatant: Combatant.Implementation;
  readonly actor: Actor.Implementation;
  readonly plan: TestPlan;
  readonly name: string;
  readonly label: string;
}

const nameOf = (c: Combatant.Implementation): string => c.actor?.name ?? c.name ?? "";

/** One side's tests: Stealth for the sneakers, Observation for the observers. */
async function rollAll(
  combatants: readonly Combatant.Implementation[],
  skill: "stealth" | "observation",
): Promise<Rolled[]> {
  const label = game.i18n.localize(`${KEY}.${skill}`);
  const rolled: Rolled[] = [];
  for (const combatant of combatants) {
    const actor = contestEconomyActor(combatant);
    const creature = contestCreatureOf(combatant.actor);
    const document = combatant.actor;
    if (!actor || !creature || !document) continue;
    const plan = skillTest({ ...skillSide(actor, creature.source, skill), skill, label });
    const test = await rollPlan(plan);
    rolled.push({ ...test, combatant, actor: document, plan, name: nameOf(combatant), label });
  }
  return rolled;
}

/** Marks an observer Surprised unless its first turn has begun: is it Surprised now? */
async function markSurprised(combatant: Combatant.Implementation): Promise<boolean> {
  const actor = contestEconomyActor(combatant);
  const state = contestStateOf(combatant);
  const document = combatant.actor;
  if (!actor || !state || !document) return false;
  if (isActive(actor.conditions, "surprised")) return true;
  if (!maySurprise(combatant.combat?.round ?? 0, state.turnsStarted)) return false;
  await applyConditionChanges(document, actor.conditions, surprise(actor, state.id).conditions);
  return true;
}

/** GM only (the relay checked the user): the party of `sneaker` sneaks up on everyone else in the encounter. */
export async function runSurpriseContest(sneaker: Combatant.Implementation): Promise<Refusal | undefined> {
  const combat = sneaker.combat;
  if (!combat || combat.round > 1) return { refused: `${REFUSAL}.firstTurnBegun` };
  const all = [...combat.combatants];
  const party = all.filter((c) => c.id === sneaker.id || alliedCombatants(c, sneaker));
  const observers = all.filter((c) => !party.includes(c));
  if (observers.length === 0) return { refused: `${REFUSAL}.noObservers` };
  const stealth = await rollAll(party, "stealth");
  const observation = await rollAll(observers, "observation");
  const lost = surprisedObservers(
    stealth.map((s) => s.outcome),
    observation.map((o) => ({ id: o.combatant.id ?? "", observation: o.outcome })),
  );
  const [marked, late]: [string[], string[]] = [[], []];
  for (const o of observation.filter((r) => lost.includes(r.combatant.id ?? ""))) {
    ((await markSurprised(o.combatant)) ? marked : late).push(o.name);
  }
  const verdicts = [
    ...(marked.length ? [game.i18n.format(`${KEY}.surprised`, { names: marked.join(", ") })] : []),
    ...(late.length ? [game.i18n.format(`${KEY}.tooLate`, { names: late.join(", ") })] : []),
  ];
  const verdict = verdicts.length ? verdicts.join(" ") : game.i18n.localize(`${KEY}.noneSurprised`);
  await postContestCards(stealth, observation, verdict);
  return undefined;
}

/**
 * One opposed card per sneaker: its Stealth against every observer's Observation, each pairing decided as the engine
 * decides it (an observer is surprised only when it loses against every sneaker); the last card says who is
 * surprised. An observer rolled once: its roll is shown on each sneaker's card (rules page decision 147).
 */
async function postContestCards(stealth: readonly Rolled[], observation: readonly Rolled[], verdict: string) {
  const action = game.i18n.localize(`${KEY}.action`);
  for (const [i, s] of stealth.entries()) {
    const opponents = observation.map((o) => {
      const names = { actor: s.name, target: o.name };
      const result = resolveContest(s.outcome, o.outcome);
      const decision = contestDecision(result, { initiator: s.plan, resister: o.plan }, names);
      return { ...contestCardSide(o.actor, o.label, o.plan, o), decision };
    });
    await postOpposedCard({
      action,
      initiator: contestCardSide(s.actor, s.label, s.plan, s),
      opponents,
      effects: i === stealth.length - 1 ? [verdict] : [],
    });
  }
}
