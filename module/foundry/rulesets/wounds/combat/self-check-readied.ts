/**
 * The Ready step of the `wounds` self-check (readied.ts; rules page decision 182): "Choose an action. Until you take
 * an action or reaction, you can take the chosen action as a reaction in response to any event." On its turn the
 * attacker readies Defend (2 AP, Readied, the choice kept: decision 211); on the target's turn, whatever the two
 * initiatives, a readied Dash is refused (not the chosen action) and it takes its readied Defend as the reaction:
 * Defend's 2 AP paid, no initiative lost, Defending, Readied used up; a second readied action is refused.
 */
import { isActive } from "../../../../engine/core/conditions/state.ts";
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { adjustPool } from "../../../combat/economy-access.ts";
import { requestSpend } from "../../../combat/spend.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { woundsOptions } from "../rule-variants.ts";
import { woundsEconomyActor, woundsStateOf } from "./actor.ts";
import { readiedAction, readyAction } from "./readied.ts";
import { turnOf } from "./self-check-turn.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";

export const readiedTaken: SkirmishStep = {
  id: "readiedTaken",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.readiedTaken`,
  async run(s) {
    await toAttackersTurn(s);
    const { attacker, target } = need(s.actors, "the actors");
    const combatant = combatantOf(s, attacker, "the attacker's combatant");
    const apNow = () => apOf(need(woundsStateOf(combatant), "the attacker's wounds state"));
    const has = (status: string) => isActive(need(woundsEconomyActor(combatant), "the attacker").conditions, status);
    const spend = async (action: string) => {
      const reply = await requestSpend(attacker, { action });
      return reply.ok ? undefined : reply.refused;
    };
    const ready = apCost("ready", [], woundsOptions());
    const defend = apCost("defend", [], woundsOptions());
    await adjustPool(combatant, "ap", ready + defend - apNow());
    expectEqual("readying Defend", undefined, await spend(readyAction({ action: "defend" })));
    expectEqual("Readied", true, has("readied"));
    await turnOf(s, target);
    const apBefore = apNow();
    const initiative = combatant.initiative;
    const notChosen = `${I18N_ROOT}.Wounds.Refusal.notChosen`;
    expectEqual("a readied Dash, not the chosen action", notChosen, await spend(readiedAction({ action: "dash" })));
    expectEqual("the readied Defend", undefined, await spend(readiedAction({ action: "defend" })));
    expectEqual("the AP after it", apBefore - defend, apNow());
    expectEqual("the initiative after it", initiative, combatant.initiative);
    expectEqual("Defending", true, has("defending"));
    expectEqual("Readied used up", false, has("readied"));
    expectEqual(
      "a second readied action",
      `${I18N_ROOT}.Wounds.Refusal.notReadied`,
      await spend(readiedAction({ action: "dash" })),
    );
  },
};
