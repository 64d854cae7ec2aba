/**
 * The timed-act step of the `wounds` self-check (combat/timed-act.ts; rules page decision 196), last, on the
 * attacker's turn, as its sheet's Start button asks (relayed as `fray.sheetAct`, the GM's own request here): a timed
 * act of 2 rounds, "you spend all AP each round performing that action until the specified number of rounds have
 * passed": every AP spent now, the act held until the end of the next round.
 */
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { requestSheetAct } from "../../../queries/sheet-act.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { woundsStateOf } from "./actor.ts";
import { TIMED_ACT, timedActRequest } from "./timed-rounds.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";

const ROUNDS = 2;

export const timedActStarted: SkirmishStep = {
  id: "timedActStarted",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.timedActStarted`,
  async run(s) {
    await toAttackersTurn(s);
    const { attacker } = need(s.actors, "the actors");
    const combatant = combatantOf(s, attacker, "the attacker's combatant");
    expectEqual("the timed act started", true, await requestSheetAct(attacker, timedActRequest(attacker.uuid, ROUNDS)));
    const state = need(woundsStateOf(combatant), "the attacker's wounds state");
    expectEqual("every AP spent on it", 0, apOf(state));
    expectEqual("the act held", TIMED_ACT, state.timed?.action);
    expectEqual("its last round", need(s.combat, "the combat").round + ROUNDS - 1, state.timed?.endsAtRound);
  },
};
