/**
 * The More quickly step of the `wounds` self-check (checks/take-quickly.ts; rules page decision 195), on the
 * attacker's turn: the GM calls for a Str [Athletics] check against TN 0 to Mount/Dismount more quickly, every die one
 * below its maximum. "Passing the check will reduce the AP cost of the action by 1 at the cost of 1 stamina. For
 * every 3 points by which you beat the TN, the cost further decreases by 1": the AP paid are the engine's `quicken` of
 * the listed cost by that margin, and 1 stamina is spent (its stamina given back after, for the steps that follow).
 */
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { quicken, quickenCheckRequest } from "../../../../engine/rulesets/wounds/economy/quickly.ts";
import { adjustPool } from "../../../combat/economy-access.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { woundsStateOf } from "../combat/actor.ts";
import { woundsActorView } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { toWoundsCreature } from "../sources.ts";
import { takeQuickly } from "./take-quickly.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";

const TN = 0;
const CHECK = "Str [Athletics]";
const belowMaximum = (faces: number): number => Math.max(1, faces - 1);

export const quickenedAct: SkirmishStep = {
  id: "quickenedAct",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.quickenedAct`,
  async run(s) {
    await toAttackersTurn(s);
    const { attacker } = need(s.actors, "the actors");
    const combatant = combatantOf(s, attacker, "the attacker's combatant");
    const state = () => need(woundsStateOf(combatant), "the attacker's wounds state");
    const creature = () => toWoundsCreature(need(woundsActorView(attacker), "the attacker").source);
    const options = woundsOptions();
    const listed = apCost("mountDismount", [], options);
    await adjustPool(combatant, "ap", listed - apOf(state()));
    const staminaBefore = creature().stamina;
    await attacker.update({ system: { stamina: { value: 1 } } });
    const request = quickenCheckRequest(creature(), CHECK, TN, options);
    const dice = request.groups.reduce((sum, g) => sum + g.count * belowMaximum(g.faces), 0);
    const margin = request.modifiers.reduce((sum, m) => sum + m.value, dice) - TN;
    const expected = quicken("mountDismount", listed, margin);
    s.dice.set(belowMaximum);
    try {
      expectEqual("the quicker Mount/Dismount", true, await takeQuickly(attacker, "mountDismount", CHECK, TN));
    } finally {
      s.dice.set(undefined);
    }
    const paid = expected.ok && expected.passed ? expected.apCost : listed;
    expectEqual("the AP left after the quicker act", listed - paid, apOf(state()));
    expectEqual("the stamina after the quicker act", expected.ok && expected.passed ? 0 : 1, creature().stamina);
    // The later steps find the attacker's stamina as it was.
    await attacker.update({ system: { stamina: { value: staminaBefore } } });
  },
};
