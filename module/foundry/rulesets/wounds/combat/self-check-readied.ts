/**
 * The Ready step of the `wounds` self-check (readied.ts; rules page decision 182): "Choose an action. Until you take
 * an action or reaction, you can take the chosen action as a reaction in response to any event." On its turn the
 * attacker readies Defend (2 AP, Readied, the choice kept: decision 211); on the target's turn, whatever the two
 * initiatives, a readied Dash is refused (not the chosen action) and it takes its readied Defend as the reaction:
 * Defend's 2 AP paid, no initiative lost, Defending, Readied used up; a second readied action is refused.
 */
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { woundsOptions } from "../rule-variants.ts";
import { readiedAction } from "./readied.ts";
import { readyOnItsTurn } from "./self-check-ready.ts";
import { turnOf } from "./self-check-turn.ts";

export const readiedTaken: SkirmishStep = {
  id: "readiedTaken",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.readiedTaken`,
  async run(s) {
    const { target, combatant, readied, apNow, has, spend } = await readyOnItsTurn(s, { action: "defend" }, "defend");
    const defend = apCost("defend", [], woundsOptions());
    expectEqual("readying Defend", undefined, readied);
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
