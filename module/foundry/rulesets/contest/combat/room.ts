/**
 * The `contest` combat economy room (seed 003): turns in initiative order rolled once ("each player character rolls
 * 1d6 + their Initiative. Non-player characters … roll 1d6 + PER"), saved turns (the shared turn controls), 3 AP a
 * round shared by actions and reactions, two Attacks and one free action a round, free movement on your turn, and
 * surprise (a surprised creature's first turn passed at once), a token's move paid from the turn's movement
 * (token-move.ts), and Opportunity Attacks offered when a foe moves through a reach or stands up (opportunity.ts).
 * Every rule is the engine's (economy/*, dice/initiative.ts); this maps documents.
 */
import type { CombatEconomyRoom } from "../../../combat/room.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";
import { conditionWith } from "../../../../engine/rulesets/contest/status.ts";
import { contestCreatureOf, contestEconomyActor, contestStateOf } from "./actor.ts";
import { adjustContestPool } from "./adjust.ts";
import { applyContestBoundary } from "./boundary.ts";
import { actContest, CONTEST_CONTROLS } from "./controls.ts";
import { contestEconomy } from "./economy.ts";
import { contestEntry, contestInitiativeRequest } from "./initiative.ts";
import { CONTEST_SPEND_OPTIONS } from "./options.ts";
import { checkContestReaction, recordContestReaction } from "./reactions.ts";
import { spendContest } from "./spend.ts";
import { contestTokenMoved, contestTokenMoving } from "./token-move.ts";

export const CONTEST_COMBAT_ECONOMY: CombatEconomyRoom = {
  // "A combatant joining mid-round has 3 AP" (rules page decision 3): the model's defaults are the engine's newcomer.
  joinData: () => ({}),

  economy: contestEconomy,

  applyBoundary: applyContestBoundary,
  // A Strike names its weapon (`strike:<itemId>`) and a Defend its trigger; a walk says its metres.
  spendOptions: CONTEST_SPEND_OPTIONS,
  spend: spendContest,
  adjustPool: adjustContestPool,

  /** 1d6 + Initiative, or 1d6 + PER for an NPC; a bare token without a `contest` creature rolls the d6 alone. */
  initiativeRoll(combatant) {
    const creature = contestCreatureOf(combatant.actor);
    if (!creature) return new FrayRoll("1d6");
    return FrayRoll.fromRequest(contestInitiativeRequest(creature.roller, creature.source));
  },

  /** Ties: the higher modifier first, then player characters before NPCs, then joining order (decision 6). */
  initiativeEntry(combatant, total) {
    const id = combatant.id ?? "";
    const creature = contestCreatureOf(combatant.actor);
    return creature ? contestEntry(id, total, creature.roller, creature.source) : { id, total };
  },

  checkReaction: (combatant, trigger) => checkContestReaction(combatant, trigger),
  recordReaction: recordContestReaction,
  // A token's move is checked and paid from the turn's movement, then "Characters that willingly move within a foe's
  // reach or leave it" are offered an Opportunity Attack (token-move.ts).
  tokenMoving: contestTokenMoving,
  tokenMoved: contestTokenMoved,
  // Turns end the round: there is nothing to prompt.
  everyoneDone: () => false,
  /**
   * "Observing characters are surprised …, losing their first turn": the tracker passes a surprised creature's first
   * turn at once (decision 84).
   */
  turnLost: (combatant) => {
    const actor = contestEconomyActor(combatant);
    const first = contestStateOf(combatant)?.turnsStarted === 1;
    return first && actor !== undefined && conditionWith(actor, "skipsTurn") !== undefined;
  },

  controls: CONTEST_CONTROLS,
  act: actContest,
};
