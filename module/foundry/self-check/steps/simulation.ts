/**
 * The encounter-odds check (issue 25): the skirmish's combat read as a simulated encounter — the attacker moved to
 * the party's side through its combatant's flag, as the tracker's row menu does (both actors are the GM's) — and
 * played 50 times by the same pure function the worker runs; the result must be well-formed. That function holds
 * every ruleset's engine simulation, so it is imported when the step runs, out of the main bundle.
 */
import { I18N_ROOT } from "../../constants.ts";
import { combatEncounter } from "../../simulation/encounter.ts";
import { expectEqual, expectThat, need } from "../expect.ts";
import type { SkirmishStep } from "../skirmish.ts";

const FIGHTS = 50;

export const simulationStep: SkirmishStep = {
  id: "simulation",
  labelKey: `${I18N_ROOT}.SelfCheck.Step.simulation`,
  async run(s) {
    const combat = need(s.combat, "the combat");
    const attacker = need(s.actors, "the actors").attacker;
    const combatant = need(
      combat.combatants.find((c) => c.actor === attacker),
      "the attacker's combatant",
    );
    await combatant.update({ flags: { fray: { simulationFlipped: true } } });
    const encounter = combatEncounter(combat);
    if ("refused" in encounter) throw new Error(`no encounter to simulate: ${encounter.refused}`);
    expectEqual("fighters in the party", 1, encounter.party.length);
    expectEqual("fighters among the foes", 1, encounter.foes.length);
    const { ruleset, party, foes } = encounter;
    const { playJob } = await import("../../simulation/play-job.ts");
    const odds = await playJob({ ruleset, party, foes, fights: FIGHTS, seed: 1 });
    expectEqual("fights played", FIGHTS, odds.fights);
    expectThat(
      odds.win.low <= odds.win.p && odds.win.p <= odds.win.high,
      "the win chance inside its interval",
      odds.win,
    );
    expectThat(odds.expectedRounds >= 1, "fights last a round or more", odds.expectedRounds);
    expectEqual("one line per party member", 1, odds.members.length);
    const again = await playJob({ ruleset, party, foes, fights: FIGHTS, seed: 1 });
    expectEqual("the same odds from the same seed", JSON.stringify(odds), JSON.stringify(again));
  },
};
