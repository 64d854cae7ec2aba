/**
 * The `momentum` combat economy room: turns in Initiative order worked out again at every round start (a score:
 * "Your Instinct Stat times two plus your Athletics, Quick Fingers, Analysis, Grace, and Improvisation Skill Levels
 * determine your Initiative"), held turns (the shared turn controls), AP each turn, RP each round, the surprised
 * last in round 1 and the GM's pick among ties. Every rule is the engine's (economy/*, turns/*); this maps documents.
 */
import { FrayRoll } from "../../../dice/fray-roll.ts";
import { initiativeEntry, initiativeFacts } from "../../../../engine/rulesets/momentum/turns/initiative.ts";
import { initiativeScore } from "../../../../engine/rulesets/momentum/turns/initiative.ts";
import type { CombatEconomyRoom } from "../../../combat/room.ts";
import { applyMomentumBoundary } from "./boundary.ts";
import { actMomentum, MOMENTUM_CONTROLS } from "./controls.ts";
import { momentumEconomy } from "./economy.ts";
import { MOMENTUM_SPEND_OPTIONS } from "./options.ts";
import { spendOrFireHeld } from "./held-contest.ts";
import { adjustMomentumPool } from "./spend.ts";
import { momentumCombatantData, momentumEconomyActor } from "./state.ts";
import { momentumTokenMoved, momentumTokenMoving } from "./token-move.ts";
import { giveBackAbilityWp } from "./undo.ts";
import { MOMENTUM_UNIONS } from "./unions.ts";

export const MOMENTUM_COMBAT_ECONOMY: CombatEconomyRoom = {
  // AP are set at the combatant's own turn start and RP at the round start: nothing is owed before.
  joinData: () => ({}),

  economy: momentumEconomy,

  applyBoundary: applyMomentumBoundary,
  spendOptions: MOMENTUM_SPEND_OPTIONS,
  // A held contest's firing plays the contest (held-contest.ts).
  spend: spendOrFireHeld,
  adjustPool: adjustMomentumPool,

  /**
   * The Initiative score as a roll with no dice (core's initiative buttons write it; the Combat writes it again at
   * every round start, `reroll: eachRound`). "The Initiative of objects is always 0"; a bare token without a
   * `momentum` creature has 0 too.
   */
  initiativeRoll(combatant) {
    const actor = momentumEconomyActor(combatant, combatant.combat?.round ?? 0);
    return new FrayRoll(String(actor ? initiativeScore(actor.creature) : 0));
  },

  /**
   * The engine's entry for `round`: the surprised of round 1 below everyone ("they act at the end of the first
   * round"), the GM's pick among ties as the tie key (higher first; none: joining order, rules page decision 43).
   */
  initiativeEntry(combatant, total, round) {
    const id = combatant.id ?? "";
    const actor = momentumEconomyActor(combatant, round);
    const facts = actor ? { ...initiativeFacts(id, actor), score: total } : { id, score: total };
    const tieRank = momentumCombatantData(combatant)?.tieRank ?? 0;
    return { ...initiativeEntry(facts, round), ...(tieRank > 0 ? { tiebreak: [tieRank] } : {}) };
  },

  // The Defense Roll on the card costs nothing and is no reaction with a limit; RP are spent through actions.
  checkReaction: () => undefined,
  recordReaction: () => Promise.resolve(),
  // Turns end the round: there is nothing to prompt.
  everyoneDone: () => false,

  attackUndone: giveBackAbilityWp,
  // A token moved on its own turn spends the turn's metres (token-move.ts).
  tokenMoving: momentumTokenMoving,
  tokenMoved: momentumTokenMoved,

  turnGroups: MOMENTUM_UNIONS,
  controls: MOMENTUM_CONTROLS,
  act: actMomentum,
};
