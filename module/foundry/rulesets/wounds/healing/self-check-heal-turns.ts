/**
 * The healing-over-turns step of the `wounds` self-check (decision 157): on its turn, the attacker, holding fewer AP
 * than Treat Wound's cost, treats its own light wound ("a wound on yourself") from its sheet: "declare the action,
 * spend all your current AP, and continue to spend all AP on each of your subsequent turns until the total cost has
 * been spent, at which point the action takes effect". Nothing is rolled when it is declared; at its next turn start
 * the last AP are paid and the check is rolled (the d20 one below its maximum, a success whatever its Lore), the light
 * wound reduced below light and healed.
 */
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { requestSheetAct } from "../../../queries/sheet-act.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { woundsStateOf } from "../combat/actor.ts";
import { woundsActorView } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { toWoundsCreature } from "../sources.ts";
import { healRequest } from "./heal-acts.ts";

const TREAT = { action: "treatWound", level: "light" } as const;
/** AP the healer holds when it declares: fewer than Treat Wound's cost, so it is paid over turns. */
const HELD_AP = 1;

export const healAcrossTurns: SkirmishStep = {
  id: "healAcrossTurns",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.healAcrossTurns`,
  async run(s) {
    const combat = need(s.combat, "the combat");
    const healer = need(s.actors, "the actors").attacker;
    await toAttackersTurn(s);
    const combatant = need(combat.combatant, "the attacker's combatant");
    await healer.update({
      system: { wounds: { light: 1, moderate: 0, severe: 0, critical: 0, fatal: 0 }, fatigue: 0 },
    });
    await combatant.update({ system: { ap: HELD_AP } });
    expectEqual("the treatment declared", true, await requestSheetAct(healer, healRequest(TREAT, healer.uuid)));
    const declared = need(woundsStateOf(combatant), "the attacker's wounds state");
    expectEqual("the act being paid", TREAT.action, declared.economy.pending?.action);
    expectEqual(
      "the AP still owed",
      apCost(TREAT.action, [], woundsOptions()) - HELD_AP,
      declared.economy.pending?.remaining,
    );
    s.dice.set((faces) => Math.max(1, faces - 1));
    try {
      await combat.nextTurn();
      await toAttackersTurn(s);
    } finally {
      s.dice.set(undefined);
    }
    expectEqual("the act after it took effect", undefined, woundsStateOf(combatant)?.economy.pending);
    const after = toWoundsCreature(need(woundsActorView(healer), "the healer").source);
    expectEqual("the light wounds once the treatment took effect", 0, after.wounds.light);
  },
};
