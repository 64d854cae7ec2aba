/**
 * One boundary of a `contest` combat for every combatant: the engine's `contestAtBoundary` ("At the beginning of a
 * each round, all characters gain 3 Action Points"; "those AP are simply lost"; the two Attacks and the free action
 * again each round; movement up to the Speed at the own turn's start, gone at its end), written to the Combatants.
 * Effects timed to a boundary (Surprised to the end of round 1, Dazed, Disengaged) are expired by the Combat for
 * every ruleset (combat/expiry.ts), from the end the engine stamped on them. A surprised combatant's turn start is
 * said in chat: "During this round their turn is skipped"; the tracker then passes it (room.ts `turnLost`, rules page
 * decision 84).
 */
import type { BoundaryEvent } from "../../../../engine/core/turns/boundary.ts";
import { contestAtBoundary } from "../../../../engine/rulesets/contest/economy/boundary.ts";
import { postSummary, type SummaryLine } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { contestEconomyActor, contestStateOf, writeContestState } from "./actor.ts";

const KEY = `${I18N_ROOT}.Contest.Tracker`;

export async function applyContestBoundary(combat: Combat.Implementation, event: BoundaryEvent): Promise<void> {
  const lines: SummaryLine[] = [];
  for (const combatant of combat.combatants) {
    const state = contestStateOf(combatant);
    const actor = contestEconomyActor(combatant);
    if (!state || !actor) continue;
    const result = contestAtBoundary(actor, state, event);
    await writeContestState(combatant, result.combatant);
    if (result.skipTurn) {
      lines.push({ name: combatant.name ?? "", text: game.i18n.localize(`${KEY}.turnLost`) });
    }
  }
  await postSummary(game.i18n.localize(`${KEY}.surpriseTitle`), lines);
}
