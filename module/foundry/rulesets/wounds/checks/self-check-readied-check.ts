/**
 * The readied action check step of the `wounds` self-check (checks/take-check-act.ts; rules page decision 229): "Choose
 * an action. Until you take an action or reaction, you can take the chosen action as a reaction in response to any
 * event." On its turn the attacker readies Return to the Surface; on the target's turn, whatever the two initiatives,
 * it takes it from its sheet as the readied reaction (relayed as `fray.sheetAct`, the GM's own request here): the
 * action's AP paid, no initiative lost, Readied used up, and its "successful Str [Athletics/Swimming] check" rolled on
 * one check card, as on its own turn; a second one is refused and rolls nothing.
 */
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { requestSheetAct } from "../../../queries/sheet-act.ts";
import { expectEqual } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { readyOnItsTurn } from "../combat/self-check-ready.ts";
import { turnOf } from "../combat/self-check-turn.ts";
import { woundsOptions } from "../rule-variants.ts";
import { checkActRequest } from "./check-acts.ts";

const SWIM = "swimToSurface";

export const readiedCheckTaken: SkirmishStep = {
  id: "readiedCheckTaken",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.readiedCheckTaken`,
  async run(s) {
    const { attacker, target, combatant, readied, apNow, has } = await readyOnItsTurn(s, { action: SWIM }, SWIM);
    const swim = apCost(SWIM, [], woundsOptions());
    expectEqual("readying Return to the Surface", undefined, readied);
    await turnOf(s, target);
    const apBefore = apNow();
    const initiative = combatant.initiative;
    const messages = game.messages.size;
    const take = () => requestSheetAct(attacker, checkActRequest({ action: SWIM, readied: true }, attacker.uuid));
    expectEqual("the readied Return to the Surface", true, await take());
    expectEqual("its check card", messages + 1, game.messages.size);
    expectEqual("the AP after it", apBefore - swim, apNow());
    expectEqual("the initiative after it", initiative, combatant.initiative);
    expectEqual("Readied used up", false, has("readied"));
    expectEqual("a second readied check", false, await take());
    expectEqual("nothing more rolled", messages + 1, game.messages.size);
  },
};
