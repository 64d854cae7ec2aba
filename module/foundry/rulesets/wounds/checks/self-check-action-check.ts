/**
 * The action-check step of the `wounds` self-check (checks/take-check-act.ts; rules page decision 172), last, on the
 * attacker's turn, as its sheet's Actions buttons take them (relayed as `fray.sheetAct`, the GM's own request here):
 * the GM gives it two Dashes' and a Return to the Surface's AP; the first Dash doubles its rate and rolls nothing, the
 * second rolls its "Str [Athletics] check … For every 3 points in the check result, your movement rate increases by 1"
 * (the d20 one below its maximum: a standard check that does not explode, so a rise of at least 3), and Return to the
 * Surface rolls its "successful Str [Athletics/Swimming] check" against TN 0. Two check cards, every AP spent.
 */
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { adjustPool } from "../../../combat/economy-access.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { requestSheetAct } from "../../../queries/sheet-act.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { woundsStateOf } from "../combat/actor.ts";
import { woundsOptions } from "../rule-variants.ts";
import { checkActRequest } from "./check-acts.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";

/** A second Dash's check at 9 + Str + Athletics or more: at least 3 points of movement rate for a trained guard. */
const LEAST_RISE = 3;

export const actionChecksRolled: SkirmishStep = {
  id: "actionChecksRolled",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.actionChecksRolled`,
  async run(s) {
    await toAttackersTurn(s);
    const { attacker } = need(s.actors, "the actors");
    const combatant = combatantOf(s, attacker, "the attacker's combatant");
    const state = () => need(woundsStateOf(combatant), "the attacker's wounds state");
    const options = woundsOptions();
    const ap = 2 * apCost("dash", [], options) + apCost("swimToSurface", [], options);
    await adjustPool(combatant, "ap", ap - apOf(state()));
    const messages = game.messages.size;
    const take = (action: "dash" | "swimToSurface") =>
      requestSheetAct(attacker, checkActRequest({ action }, attacker.uuid));
    s.dice.set((faces) => Math.max(1, faces - 1));
    try {
      expectEqual("the first Dash", true, await take("dash"));
      expectEqual("the rate doubled, nothing rolled", messages, game.messages.size);
      expectEqual("the second Dash", true, await take("dash"));
      expectEqual("Return to the Surface", true, await take("swimToSurface"));
    } finally {
      s.dice.set(undefined);
    }
    expectEqual("the second Dash's check used", true, state().dash.checkUsed);
    expectEqual("a rise of at least 3", true, state().dash.bonus >= LEAST_RISE);
    expectEqual("the two check cards", messages + 2, game.messages.size);
    expectEqual("the AP after the three actions", 0, apOf(state()));
  },
};
