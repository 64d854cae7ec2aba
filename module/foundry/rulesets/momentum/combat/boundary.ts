/**
 * One boundary of a `momentum` combat for every combatant: the engine's `momentumAtBoundary` (AP set to 3 at the
 * holder's turn start and lost at its end, "two Reaction Points (RP) for the whole round" at the round start,
 * Basic Movement each turn, the Attack action's weapon attack gone at the turn end, the free interaction cleared, a
 * held action lost at the holder's next turn start), written to the Combatants; then the damage over time due at a
 * turn start (ticks.ts), summed up in one chat message. Effects timed to a boundary are expired by the Combat for
 * every ruleset (combat/expiry.ts).
 */
import type { BoundaryEvent } from "../../../../engine/core/turns/boundary.ts";
import { momentumAtBoundary } from "../../../../engine/rulesets/momentum/economy/boundary.ts";
import { postSummary, type SummaryLine } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { FrayRoll } from "../../../dice/fray-roll.ts";
import { momentumOptions } from "../rule-variants.ts";
import { hideFromTheSurprised } from "./surprise.ts";
import { takeTicks } from "./ticks.ts";
import { fromMomentumState, momentumCombatantData, momentumEconomyActor, toMomentumState } from "./state.ts";

export async function applyMomentumBoundary(combat: Combat.Implementation, event: BoundaryEvent): Promise<void> {
  const options = momentumOptions();
  const lines: SummaryLine[] = [];
  const rolls: FrayRoll[] = [];
  // The combat starts: "any enemy that is not surprised starts the combat hidden from them" (surprise.ts).
  if (event.kind === "roundStart" && event.round === 1) await hideFromTheSurprised(combat);
  for (const combatant of combat.combatants) {
    const data = momentumCombatantData(combatant);
    const actor = momentumEconomyActor(combatant, event.round);
    if (!data || !actor || combatant.id === null) continue;
    const result = momentumAtBoundary(actor, toMomentumState(combatant.id, data), event, options);
    const before = fromMomentumState(toMomentumState(combatant.id, data));
    const after = fromMomentumState(result.combatant);
    if (JSON.stringify(before) !== JSON.stringify(after)) await combatant.update({ system: after });
    if (!combatant.actor || result.ticks.length === 0) continue;
    const taken = await takeTicks(combatant.actor, result.actor, result.ticks, event.round, options);
    lines.push(...taken.lines);
    rolls.push(...taken.rolls);
  }
  await postSummary(game.i18n.format(`${I18N_ROOT}.Momentum.Tick.title`, { round: String(event.round) }), lines, rolls);
}
